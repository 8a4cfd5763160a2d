// Product page /product/:productId; an unknown id is a real not-found page.
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { PageHeading } from '../../components/ui/page-heading';
import { ProductDetailsSkeleton } from '../../components/ui/skeleton';
import { useCart } from '../../features/cart';
import { ProductDetails } from '../../features/product';
import { RelatedProducts } from '../../features/product';
import { t as translate, useI18n } from '../../i18n/i18n';
import { notify } from '../../lib/notify';
import { useProduct } from '../../features/product';
import { ProductReviews, readLatestReviews } from '../../features/reviews';
import { NotFoundPage } from './not-found';

export default function ProductRoute() {
  const { t } = useI18n();
  const { productId } = useParams();
  const query = useProduct(productId);
  // The whole page is drawn when the product arrives: at low priority, so a slow phone stays responsive.
  const data = useDeferredValue(query.data);
  const { addToCart, cartItems } = useCart();
  const queryClient = useQueryClient();
  const { hash } = useLocation();
  const writeReview = hash === '#write-review';

  if (data === null) {
    return (
      <NotFoundPage title={t('product.notFound.title')}>
        <p>{t('product.notFound.text')}</p>
      </NotFoundPage>
    );
  }
  if (data === undefined) {
    if (query.status !== 'error') {
      return (
        <div className="page container">
          <ProductDetailsSkeleton />
        </div>
      );
    }
    return (
      <div className="page container">
        <PageHeading title={t('product.unavailable.title')}>{t('product.unavailable.heading')}</PageHeading>
        <p>{t('product.unavailable.text')}</p>
        <button type="button" className="button button--primary" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }

  const product = data;
  return (
    <div className="page container">
      <ProductDetails
        key={product._id}
        product={product}
        showReviews={writeReview || hash === '#reviews'}
        reviews={
          <ProductReviews
            productId={product._id}
            productName={product.name}
            rating={product.rating}
            offerForm={writeReview}
          />
        }
        readReviews={() => readLatestReviews(queryClient, product._id)}
        onAddToCart={async (size) => {
          // A guest's cart never asks the server, so the shelf is checked here too (the server checks again).
          const left = product.stock[size] ?? 0;
          const inCart = cartItems[product._id]?.[size] ?? 0;
          if (inCart + 1 > left) {
            notify.error(translate('product.notEnough', { left, name: product.name, size, inCart }));
            return false;
          }
          return addToCart(product._id, size);
        }}
      />
      <RelatedProducts product={product} />
    </div>
  );
}
