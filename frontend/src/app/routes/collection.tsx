// Collection (spec §2): filters, sort and search (all in the URL), the product grid, and the number of
// results announced politely whenever it changes.
import { ProductGrid } from '../../components/ui/product-card';
import { SectionTitle } from '../../components/ui/section-title';
import { ProductGridSkeleton } from '../../components/ui/skeleton';
import { CollectionFilters } from '../../features/catalog/components/collection-filters';
import { SortSelect } from '../../features/catalog/components/sort-select';
import { useCollectionParams } from '../../features/catalog/hooks/use-collection-params';
import { useProductList } from '../../lib/products-api';

/** Placeholders while the first page of results loads (the count above is the status that says so). */
const COLLECTION_SKELETON_CARDS = 8;

export function resultText(count: number, search: string): string {
  const found = `${count} ${count === 1 ? 'product' : 'products'} found`;
  return search ? `${found} for “${search}”` : found;
}

export default function CollectionRoute() {
  const { category, subCategory, sort, search, toggle, setSort, clearFilters } = useCollectionParams();
  const list = useProductList({ category, subCategory, sort, search }, { keepPrevious: true });
  const products = list.data?.products ?? [];
  const firstLoad = list.data === undefined;

  return (
    <div className="page container collection">
      <SectionTitle level={1} text1="ALL" text2="COLLECTIONS" pageTitle="Collection" />
      <div className="collection__layout">
        <CollectionFilters category={category} subCategory={subCategory} onToggle={toggle} />
        <div className="collection__results">
          <div className="collection__bar">
            <p role="status" className="collection__count">
              {firstLoad
                ? list.status === 'error'
                  ? 'The products could not be loaded.'
                  : 'Loading products…'
                : resultText(products.length, search)}
            </p>
            <SortSelect value={sort} onChange={setSort} />
          </div>
          {firstLoad && list.status === 'error' && (
            <button type="button" className="button" onClick={() => void list.refetch()}>
              Try again
            </button>
          )}
          {firstLoad && list.status !== 'error' && <ProductGridSkeleton count={COLLECTION_SKELETON_CARDS} />}
          {!firstLoad && products.length === 0 && (
            <div className="collection__empty">
              <p>No products match your choice.</p>
              {(category.length > 0 || subCategory.length > 0) && (
                <button type="button" className="button" onClick={clearFilters}>
                  Clear filters
                </button>
              )}
            </div>
          )}
          {products.length > 0 && <ProductGrid products={products} label="Products" />}
        </div>
      </div>
    </div>
  );
}
