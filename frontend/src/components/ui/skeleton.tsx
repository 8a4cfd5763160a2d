// Placeholders the size of what is loading (product cards, the product page's picture and details), so nothing
// moves when the data arrives. They are decoration: hidden from assistive technology, which hears one polite
// status instead. Their shimmer runs only when the shopper has not asked for reduced motion (global.css).
import { useI18n } from '../../i18n/i18n';

/** The one polite loading status a screen shows while its skeletons stand in (visually hidden). */
export function LoadingStatus({ children }: { children?: string }) {
  const { t } = useI18n();
  return (
    <p className="visually-hidden" role="status">
      {children ?? t('common.loading')}
    </p>
  );
}

/** A bar of text height inside a line box of the real element's class, so it takes exactly its height. */
function SkeletonLine({ className, width }: { className: string; width: string }) {
  return (
    <span className={`${className} skeleton-line`}>
      <span className="skeleton skeleton--text" style={{ width }} />
    </span>
  );
}

/**
 * `count` product cards as the grid lays them out (the same grid, picture frame and text lines). With
 * `status`, it also says so politely; leave it out where the screen already has a status.
 */
export function ProductGridSkeleton({ count, status }: { count: number; status?: string }) {
  return (
    <>
      {status && <LoadingStatus>{status}</LoadingStatus>}
      <ul className="product-grid" aria-hidden="true" data-testid="product-grid-skeleton">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="product-card">
            <span className="product-card__frame skeleton skeleton--picture" />
            <SkeletonLine className="product-card__name" width="80%" />
            <SkeletonLine className="product-card__price" width="40%" />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The product page while its product loads: the picture's frame beside the name, price and text. */
export function ProductDetailsSkeleton() {
  const { t } = useI18n();
  return (
    <>
      <LoadingStatus>{t('common.loadingProduct')}</LoadingStatus>
      <div className="product" aria-hidden="true" data-testid="product-skeleton">
        <div className="gallery">
          <div className="gallery__main skeleton skeleton--picture" />
        </div>
        <div className="product__info">
          <SkeletonLine className="product__name" width="70%" />
          <SkeletonLine className="product__price" width="30%" />
          <span className="product__description skeleton-paragraph">
            <span className="skeleton skeleton--text" style={{ width: '100%' }} />
            <span className="skeleton skeleton--text" style={{ width: '95%' }} />
            <span className="skeleton skeleton--text" style={{ width: '60%' }} />
          </span>
        </div>
      </div>
    </>
  );
}
