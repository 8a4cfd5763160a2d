// RELATED PRODUCTS (spec §2): up to 5 of the same category and subCategory, not the product itself.
import type { Product } from '@store/contracts/products';
import { ProductGrid } from '../../../components/ui/product-card';
import { SectionTitle } from '../../../components/ui/section-title';
import { useProductList } from '../../../lib/products-api';

export const RELATED_COUNT = 5;

export function RelatedProducts({ product }: { product: Product }) {
  const list = useProductList({ category: [product.category], subCategory: [product.subCategory] });
  const related = (list.data?.products ?? [])
    .filter(
      (item) =>
        item._id !== product._id &&
        item.category === product.category &&
        item.subCategory === product.subCategory,
    )
    .slice(0, RELATED_COUNT);
  if (related.length === 0) return null;
  return (
    <section className="section" aria-labelledby="related-title">
      <SectionTitle text1="RELATED" text2="PRODUCTS" id="related-title" />
      <ProductGrid products={related} labelledBy="related-title" />
    </section>
  );
}
