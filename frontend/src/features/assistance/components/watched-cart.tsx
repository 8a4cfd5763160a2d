// The shopper's cart as their helper sees it on the live view: every line with its product, totals, live
// over the main API's socket, and said plainly while the shop cannot give it (the chat is not affected).
import type { CartData } from '@store/contracts/cart';
import { cartEntries } from '@store/contracts/cart-lines';
import { defaultLanguage } from '@store/contracts/languages';
import { orderTotals } from '@store/contracts/money';
import type { Product } from '@store/contracts/products';
import { Link } from 'react-router-dom';
import { TotalsList } from '../../../components/ui/totals-list';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/i18n';
import { apiErrorMessage, serverAnswered } from '../../../lib/api-client';
import { isTransientError } from '../../../lib/query-client';
import { useWatchedCart } from '../hooks/use-watched-cart';
import type { ProductsByIds } from '../shop';
import { langWhereDifferent } from '../utils/languages';

interface Line {
  key: string;
  product: Product | undefined;
  productId: string;
  size: string;
  quantity: number;
}

/** Every line of the cart, with its product when the catalogue still has it. */
function linesOf(cart: CartData, products: readonly Product[]): Line[] {
  const byId = new Map(products.map((product) => [product._id, product]));
  return cartEntries(cart).map((entry) => ({
    ...entry,
    key: `${entry.productId}:${entry.size}`,
    product: byId.get(entry.productId),
  }));
}

/**
 * Said while the shop (the main API behind the live help service) cannot give the cart: the read is tried
 * again every 2 seconds by itself, and the helper may try at once. Chat is not affected.
 */
function CartUnavailable({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useI18n();
  const reason = serverAnswered(error) ? apiErrorMessage(error) : t('helperLive.cart.serviceUnreachable');
  return (
    <div className="cart-unavailable">
      <p role="status">{t('helperLive.cart.unavailable', { reason })}</p>
      <button type="button" className="button button--small" onClick={onRetry} disabled={retrying}>
        {retrying ? t('helperLive.cart.retrying') : t('helperLive.cart.retry')}
      </button>
    </div>
  );
}

export function WatchedCart({
  shopperId,
  useProductsByIds,
}: {
  shopperId: string;
  useProductsByIds: ProductsByIds;
}) {
  const { t, lkr, language } = useI18n();
  const cart = useWatchedCart(shopperId);
  const products = useProductsByIds(Object.keys(cart.data ?? {}));
  if (cart.isPending) return <p role="status">{t('helperLive.cart.loading')}</p>;
  const unavailable = cart.isError && isTransientError(cart.error);
  const retry = () => void cart.refetch();
  if (unavailable && !cart.data)
    return <CartUnavailable error={cart.error} onRetry={retry} retrying={cart.isFetching} />;
  if (cart.isError && !cart.data)
    return <p role="alert">{t('helperLive.cart.readFailed', { reason: apiErrorMessage(cart.error) })}</p>;
  const lines = linesOf(cart.data ?? {}, products.data ?? []);
  const priced = lines.filter((line) => line.product !== undefined);
  const totals = orderTotals(
    priced.map((line) => ({ price: line.product?.price ?? 0, quantity: line.quantity })),
  );
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <>
      {unavailable && (
        <>
          <CartUnavailable error={cart.error} onRetry={retry} retrying={cart.isFetching} />
          <p>{t('helperLive.cart.asLastRead')}</p>
        </>
      )}
      <p role="status">
        {pieces === 0
          ? t('helperLive.cart.empty')
          : t('helperLive.cart.summary', { count: pieces, total: lkr(totals.total) })}
        {cart.live === 'down' ? ` ${t('helperLive.cart.polling')}` : ''}
      </p>
      {lines.length > 0 && (
        <table className="watched-cart">
          <caption className="visually-hidden">{t('helperLive.cart.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('helperLive.cart.item')}</th>
              <th scope="col">{t('helperLive.cart.size')}</th>
              <th scope="col">{t('helperLive.cart.quantity')}</th>
              <th scope="col">{t('helperLive.cart.price')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.key}>
                <td>
                  {line.product ? (
                    <Link
                      to={paths.product(line.productId)}
                      lang={langWhereDifferent(line.product.languages?.name ?? defaultLanguage, language)}
                    >
                      {line.product.name}
                    </Link>
                  ) : products.data ? (
                    t('helperLive.cart.noLongerSold')
                  ) : (
                    t('helperLive.cart.detailsUnavailable')
                  )}
                </td>
                <td>{line.size}</td>
                <td>{line.quantity}</td>
                <td>{line.product ? lkr(line.product.price * line.quantity) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <TotalsList totals={totals} />
    </>
  );
}
