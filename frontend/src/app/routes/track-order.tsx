// /track-order/:orderId (spec §2 Track order): progress, history, details, items, Request to Cancel,
// Reorder and the bill, updated live when the shop changes the order. The spec's texts (trackOrder.* in
// the catalogues): 'You need to be logged in to track orders', 'Loading...', 'No order details found.', the
// server's message on failure, else 'An error occurred while fetching the order details.'
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { SectionTitle } from '../../components/ui/section-title';
import { paths } from '../../config/paths';
import { t, useI18n } from '../../i18n/i18n';
import { useCart } from '../../features/cart';
import { OrderDetails } from '../../features/orders';
import { ReorderButton } from '../../features/orders';
import { useLiveOrderUpdates, useOrder } from '../../features/orders';
import { orderReading } from '../../features/orders';
import type { ReorderLine } from '../../features/orders';
import { httpStatusOf, isRefusal } from '../../lib/api-client';
import { messageForError } from '../../lib/error-messages';
import { usePageVoice } from '../../lib/page-voice';
import { productsByIdsQuery, useProductsByIds } from '../../features/product';
import { useSession } from '../../lib/session';

function failureText(error: unknown): string {
  if (httpStatusOf(error) === 404) return t('trackOrder.notFound');
  return isRefusal(error) ? messageForError(error, 'trackOrder.failed') : t('trackOrder.failed');
}

function Track({ orderId }: { orderId: string }) {
  const { t, language } = useI18n();
  const order = useOrder(orderId);
  const announcement = useLiveOrderUpdates();
  // Today's catalogue entries of the order's products, for Reorder: asked for as soon as the order is
  // known, so Reorder usually has them at once.
  const orderedIds = order.data?.items.map((item) => item._id) ?? [];
  const list = useProductsByIds(orderedIds);
  const queryClient = useQueryClient();
  const loadProducts = () =>
    list.data && !list.isPlaceholderData
      ? list.data
      : queryClient.fetchQuery(productsByIdsQuery(orderedIds, language));
  const { cartItems, updateQuantity } = useCart();
  usePageVoice({
    read: () =>
      order.data
        ? orderReading(order.data)
        : order.isPending
          ? t('trackOrder.stillLoading')
          : t('trackOrder.notFound'),
  });

  const addLines = async (lines: ReorderLine[]) => {
    const merged = new Map<string, ReorderLine>();
    for (const line of lines) {
      const key = `${line.productId}|${line.size}`;
      const existing = merged.get(key);
      merged.set(key, existing ? { ...existing, quantity: existing.quantity + line.quantity } : line);
    }
    for (const line of merged.values()) {
      const now = cartItems[line.productId]?.[line.size] ?? 0;
      if (!(await updateQuantity(line.productId, line.size, now + line.quantity))) return false;
    }
    return true;
  };

  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {order.isPending ? (
        <p role="status">{t('trackOrder.loading')}</p>
      ) : order.isError && !order.data ? (
        <div role="alert" className="notice notice--warning">
          <p>{failureText(order.error)}</p>
          <Link to={paths.orders}>{t('trackOrder.back')}</Link>
        </div>
      ) : order.data ? (
        <OrderDetails
          order={order.data}
          reorder={<ReorderButton order={order.data} loadProducts={loadProducts} onAdd={addLines} />}
        />
      ) : (
        <p>{t('trackOrder.notFound')}</p>
      )}
    </>
  );
}

export default function TrackOrderRoute() {
  const { t } = useI18n();
  const { token } = useSession();
  const { orderId = '' } = useParams();
  return (
    <div className="page container">
      <SectionTitle
        level={1}
        text1={t('trackOrder.title1')}
        text2={t('trackOrder.title2')}
        pageTitle={t('trackOrder.pageTitle')}
      />
      {token ? (
        <Track orderId={orderId} />
      ) : (
        <div className="notice notice--warning">
          <p>{t('trackOrder.loginNeeded')}</p>
          <Link
            to={paths.login}
            state={{ from: paths.trackOrder(orderId) }}
            className="button button--primary"
          >
            {t('trackOrder.login')}
          </Link>
        </div>
      )}
    </div>
  );
}
