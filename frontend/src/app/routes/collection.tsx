// Collection (spec §2): filters, sort, search and page (all in the URL, all done by the server), one page of
// the product grid at a time with numbered pages, and the number of results announced politely whenever it
// changes. Following a page link moves focus to the new page's heading once its products are on screen.
import { PRODUCT_LIST_DEFAULT_LIMIT } from '@store/contracts/constants';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ProductGrid } from '../../components/ui/product-card';
import { SectionTitle } from '../../components/ui/section-title';
import { ProductGridSkeleton } from '../../components/ui/skeleton';
import { FIRST_SCREENFUL_CARDS } from '../../config/collection';
import { CollectionFilters } from '../../features/catalog';
import { CollectionPager } from '../../features/catalog';
import { SortSelect } from '../../features/catalog';
import { useCollectionParams } from '../../features/catalog';
import { t as translate, useI18n } from '../../i18n/i18n';
import { usePageVoice } from '../../lib/page-voice';
import { useDescribeScreen } from '../../lib/shared-screen';
import { useProductList } from '../../features/product';

/** Products on one page of the collection (the API's default page). */
export const COLLECTION_PAGE_SIZE = PRODUCT_LIST_DEFAULT_LIMIT;

const NO_PRODUCTS: never[] = [];

/** Placeholders while the first page of results loads (the count above is the status that says so). */
const COLLECTION_SKELETON_CARDS = 8;

export function resultText(count: number, search: string): string {
  return search
    ? translate('collection.foundFor', { count, search })
    : translate('collection.found', { count });
}

/** What the live region says: the count, and which of them are shown when there is more than one page. */
export function pageResultText(total: number, search: string, page: number, shown: number): string {
  const found = resultText(total, search);
  if (total <= COLLECTION_PAGE_SIZE || shown === 0) return found;
  const first = (page - 1) * COLLECTION_PAGE_SIZE + 1;
  return translate('collection.showing', { found, first, last: first + shown - 1 });
}

export default function CollectionRoute() {
  const { t } = useI18n();
  const { category, subCategory, sort, search, page, toggle, setSort, clearFilters, pageSearch } =
    useCollectionParams();
  const list = useProductList(
    { category, subCategory, sort, search, page: page > 1 ? page : undefined, limit: COLLECTION_PAGE_SIZE },
    { keepPrevious: true },
  );
  // The results are drawn at low priority when they arrive, as a product page draws its product: drawing a
  // page of cards was one long task on a slow phone, now slices it can interleave with input. Everything
  // below reads the same drawn state, so the status never describes other results than the cards on screen.
  const arrived = useMemo(
    () => ({ data: list.data, placeholder: list.isPlaceholderData, search, page }),
    [list.data, list.isPlaceholderData, search, page],
  );
  const drawn = useDeferredValue(arrived);
  const products = drawn.data?.products ?? NO_PRODUCTS;
  const total = drawn.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / COLLECTION_PAGE_SIZE));
  const firstLoad = drawn.data === undefined;
  const showing = !drawn.placeholder;
  // While the next results load (the last ones stay on screen), the status goes on describing the results on
  // screen: the new search's words beside the old count would be a false statement, and be announced.
  const asked = { search: drawn.search, page: drawn.page };
  const [described, setDescribed] = useState(asked);
  if (showing && (described.search !== asked.search || described.page !== asked.page)) setDescribed(asked);
  const onScreen = showing ? asked : described;

  // Focus goes to the results' heading when the page asked for is on screen (not while the last one stays).
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusPage = useRef<number | null>(null);
  useEffect(() => {
    if (focusPage.current === null || !showing || drawn.data?.page !== focusPage.current) return;
    focusPage.current = null;
    resultsHeading.current?.focus();
  }, [showing, drawn.data]);

  useDescribeScreen({
    screen: 'collection',
    categories: category,
    types: subCategory,
    page,
    searching: search !== '',
  });

  // "Next page" / "Previous page" by voice: the same move as the page links, focus included.
  const navigate = useNavigate();
  usePageVoice({
    turnPage: (direction) => {
      const target = direction === 'next' ? page + 1 : page - 1;
      if (firstLoad) return translate('collection.voice.loading');
      if (target < 1) return translate('collection.voice.firstPage', { pages });
      if (target > pages)
        return pages === 1
          ? translate('collection.voice.onePage')
          : translate('collection.voice.lastPage', { pages });
      focusPage.current = target;
      navigate({ search: pageSearch(target) });
      return translate('collection.voice.page', { page: target, pages });
    },
  });

  return (
    <div className="page container collection">
      <SectionTitle
        level={1}
        text1={t('collection.title.text1')}
        text2={t('collection.title.text2')}
        pageTitle={t('collection.pageTitle')}
      />
      <div className="collection__layout">
        <CollectionFilters category={category} subCategory={subCategory} onToggle={toggle} />
        <div className="collection__results">
          <h2 ref={resultsHeading} tabIndex={-1} className="visually-hidden">
            {pages > 1 ? t('collection.resultsPage', { page, pages }) : t('collection.products')}
          </h2>
          <div className="collection__bar">
            <p role="status" className="collection__count">
              {firstLoad
                ? list.status === 'error'
                  ? t('common.productsFailed')
                  : t('common.loadingProducts')
                : pageResultText(total, onScreen.search, onScreen.page, products.length)}
            </p>
            <SortSelect value={sort} onChange={setSort} />
          </div>
          {firstLoad && list.status === 'error' && (
            <button type="button" className="button" onClick={() => void list.refetch()}>
              {t('common.tryAgain')}
            </button>
          )}
          {firstLoad && list.status !== 'error' && <ProductGridSkeleton count={COLLECTION_SKELETON_CARDS} />}
          {!firstLoad && total === 0 && (
            <div className="collection__empty">
              <p>{t('collection.noMatch')}</p>
              {(category.length > 0 || subCategory.length > 0) && (
                <button type="button" className="button" onClick={clearFilters}>
                  {t('collection.clearFilters')}
                </button>
              )}
            </div>
          )}
          {!firstLoad && total > 0 && products.length === 0 && (
            <div className="collection__empty">
              <p>{t('collection.noSuchPage', { page, pages })}</p>
              <Link className="button" to={{ search: pageSearch(1) }}>
                {t('collection.goToFirstPage')}
              </Link>
            </div>
          )}
          {products.length > 0 && (
            <ProductGrid
              products={products}
              label={t('collection.products')}
              eagerCards={FIRST_SCREENFUL_CARDS}
            />
          )}
          <CollectionPager
            page={page}
            pages={pages}
            hrefFor={pageSearch}
            onPage={(target) => {
              focusPage.current = target;
            }}
          />
        </div>
      </div>
    </div>
  );
}
