// /track-order/:orderId (spec §2 Track order): progress, history, details, items, Request to Cancel,
// Reorder and the bill, updated live when the shop changes the order. The spec's texts: 'You need to be
// logged in to track orders', 'Loading...', 'No order details found.', the server's message on failure,
// else 'An error occurred while fetching the order details.'
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { SectionTitle } from '../../components/ui/section-title';
import { paths } from '../../config/paths';
import { useCart } from '../../features/cart';
import { OrderDetails } from '../../features/orders';
import { ReorderButton } from '../../features/orders';
import { useLiveOrderUpdates, useOrder } from '../../features/orders';
import { orderReading } from '../../features/orders';
import type { ReorderLine } from '../../features/orders';
import { httpStatusOf, isRefusal, refusalMessage } from '../../lib/api-client';
import { usePageVoice } from '../../lib/page-voice';
import { productsByIdsQuery, useProductsByIds } from '../../features/product';
import { useSession } from '../../lib/session';

export const LOGIN_TO_TRACK = 'You need to be logged in to track orders';
export const NO_ORDER = 'No order details found.';
export const TRACK_FAILED = 'An error occurred while fetching the order details.';

function failureText(error: unknown): string {
  if (httpStatusOf(error) === 404) return NO_ORDER;
  return isRefusal(error) ? refusalMessage(error) : TRACK_FAILED;
}

function Track({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  const announcement = useLiveOrderUpdates();
  // Today's catalogue entries of the order's products, for Reorder: asked for as soon as the order is
  // known, so Reorder usually has them at once.
  const orderedIds = order.data?.items.map((item) => item._id) ?? [];
  const list = useProductsByIds(orderedIds);
  const queryClient = useQueryClient();
  const loadProducts = () =>
    list.data && !list.isPlaceholderData ? list.data : queryClient.fetchQuery(productsByIdsQuery(orderedIds));
  const { cartItems, updateQuantity } = useCart();
  usePageVoice({
    read: () =>
      order.data ? orderReading(order.data) : order.isPending ? 'The order is still loading.' : NO_ORDER,
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
        <p role="status">Loading...</p>
      ) : order.isError && !order.data ? (
        <div role="alert" className="notice notice--warning">
          <p>{failureText(order.error)}</p>
          <Link to={paths.orders}>Back to My orders</Link>
        </div>
      ) : order.data ? (
        <OrderDetails
          order={order.data}
          reorder={<ReorderButton order={order.data} loadProducts={loadProducts} onAdd={addLines} />}
        />
      ) : (
        <p>{NO_ORDER}</p>
      )}
    </>
  );
}

export default function TrackOrderRoute() {
  const { token } = useSession();
  const { orderId = '' } = useParams();
  return (
    <div className="page container">
      <SectionTitle level={1} text1="TRACK" text2="ORDER" pageTitle="Track order" />
      {token ? (
        <Track orderId={orderId} />
      ) : (
        <div className="notice notice--warning">
          <p>{LOGIN_TO_TRACK}</p>
          <Link
            to={paths.login}
            state={{ from: paths.trackOrder(orderId) }}
            className="button button--primary"
          >
            Login
          </Link>
        </div>
      )}
    </div>
  );
}
