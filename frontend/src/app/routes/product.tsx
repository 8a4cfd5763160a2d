// Product page /product/:productId; an unknown id is a real not-found page.
import { useParams } from 'react-router-dom';
import { PageHeading } from '../../components/ui/page-heading';
import { ProductDetailsSkeleton } from '../../components/ui/skeleton';
import { useCart } from '../../features/cart';
import { ProductDetails } from '../../features/product';
import { RelatedProducts } from '../../features/product';
import { notify } from '../../lib/notify';
import { plural } from '../../lib/plural';
import { useProduct } from '../../features/product';
import { NotFoundPage } from './not-found';

export default function ProductRoute() {
  const { productId } = useParams();
  const query = useProduct(productId);
  const { addToCart, cartItems } = useCart();

  if (query.data === null) {
    return (
      <NotFoundPage title="Product not found">
        <p>There is no product at this address. It may have been removed from the shop.</p>
      </NotFoundPage>
    );
  }
  if (query.data === undefined) {
    if (query.status !== 'error') {
      return (
        <div className="page container">
          <ProductDetailsSkeleton />
        </div>
      );
    }
    return (
      <div className="page container">
        <PageHeading title="Product unavailable">This product could not be loaded</PageHeading>
        <p>The shop did not answer. Please check your connection and try again.</p>
        <button type="button" className="button button--primary" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const product = query.data;
  return (
    <div className="page container">
      <ProductDetails
        key={product._id}
        product={product}
        onAddToCart={async (size) => {
          // A guest's cart never asks the server, so the shelf is checked here too (the server checks again).
          const left = product.stock[size] ?? 0;
          const inCart = cartItems[product._id]?.[size] ?? 0;
          if (inCart + 1 > left) {
            notify.error(
              left === 0
                ? `${product.name} in size ${size} is sold out.`
                : `Only ${left} of ${product.name} in size ${size} ${plural(left, 'is', 'are')} left, and your cart already has ${inCart}.`,
            );
            return false;
          }
          return addToCart(product._id, size);
        }}
      />
      <RelatedProducts product={product} />
    </div>
  );
}
