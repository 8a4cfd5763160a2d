// RELATED PRODUCTS (spec §2): up to 5 of the same category and subCategory, not the product itself; the
// server picks them (newest first), so the page asks for five products, not the catalogue.
import type { Product } from '@store/contracts/products';
import { ProductGrid } from '../../../components/ui/product-card';
import { SectionTitle } from '../../../components/ui/section-title';
import { useI18n } from '../../../i18n/i18n';
import { useProductList } from '../api/products-api';

export const RELATED_COUNT = 5;

export function RelatedProducts({ product }: { product: Product }) {
  const { t } = useI18n();
  const list = useProductList({
    category: [product.category],
    subCategory: [product.subCategory],
    exclude: [product._id],
    limit: RELATED_COUNT,
  });
  const related = list.data?.products ?? [];
  if (related.length === 0) return null;
  return (
    <section className="section" aria-labelledby="related-title">
      <SectionTitle
        text1={t('product.related.text1')}
        text2={t('product.related.text2')}
        id="related-title"
      />
      <ProductGrid products={related} labelledBy="related-title" />
    </section>
  );
}
