// /orders (spec §2 My Orders): signed-in only (a guest signs in and comes back). Lists the shopper's
// ordered items, newest first, in pages; open pages follow live status changes. After the hosted card
// page sends the shopper back (?payment=success|cancelled&orderId=…), the server is asked whether the
// order is paid, and the page says so honestly.
import { Pager } from '../../components/ui/pager';
import type { VerifyPaymentResponse } from '@store/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { SectionTitle } from '../../components/ui/section-title';
import { paths } from '../../config/paths';
import { verifyPayment } from '../../features/orders';
import { OrderList } from '../../features/orders';
import { storeOrder, useLiveOrderUpdates, useMyOrders } from '../../features/orders';
import { apiErrorMessage } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';

export const ORDERS_PER_PAGE = 10;

function PaymentReturn({ orderId, outcome }: { orderId: string; outcome: string }) {
  const queryClient = useQueryClient();
  const verify = useMutation<VerifyPaymentResponse, unknown, string>({
    mutationFn: verifyPayment,
    onSuccess: (answer) => {
      storeOrder(queryClient, answer.order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      // A confirmed card payment empties the stored cart.
      if (answer.paid) void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
    },
  });
  const asked = useRef<string | null>(null);
  const { mutate } = verify;
  useEffect(() => {
    if (asked.current === orderId) return;
    asked.current = orderId;
    mutate(orderId);
  }, [orderId, mutate]);

  if (verify.isPending || verify.isIdle) {
    return (
      <p role="status" className="notice">
        Checking your card payment with the payment provider…
      </p>
    );
  }
  if (verify.isError) {
    return (
      <div role="alert" className="notice notice--warning">
        <p>We could not check your card payment just now: {apiErrorMessage(verify.error)}</p>
        <button type="button" className="button button--small" onClick={() => verify.mutate(orderId)}>
          Check again
        </button>
      </div>
    );
  }
  const { paid, message } = verify.data;
  return (
    <div role="status" className={`notice ${paid ? 'notice--success' : 'notice--warning'}`}>
      <p>{message}</p>
      {!paid && (
        <p>
          {outcome === 'cancelled' ? 'You left the payment page before paying. ' : ''}
          The order is listed below as not paid. Your cart still holds its items, so you can check out again.
        </p>
      )}
    </div>
  );
}

function Orders() {
  const [params, setParams] = useSearchParams();
  const orders = useMyOrders();
  const announcement = useLiveOrderUpdates();
  const payment = params.get('payment');
  const returnedOrder = params.get('orderId');

  const all = orders.data ?? [];
  const pages = Math.max(1, Math.ceil(all.length / ORDERS_PER_PAGE));
  const page = Math.min(pages, Math.max(1, Number(params.get('page')) || 1));
  const shown = all.slice((page - 1) * ORDERS_PER_PAGE, page * ORDERS_PER_PAGE);
  const goTo = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set('page', String(next));
      return copy;
    });

  return (
    <>
      {payment && returnedOrder && <PaymentReturn orderId={returnedOrder} outcome={payment} />}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {orders.isPending ? (
        <p role="status">Loading...</p>
      ) : orders.isError && !orders.data ? (
        <div className="cart__empty">
          <p>Your orders could not be loaded: {apiErrorMessage(orders.error)}</p>
          <button type="button" className="button" onClick={() => void orders.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <OrderList orders={shown} />
          {all.length === 0 && (
            <Link to={paths.collection} className="button button--primary">
              Browse the collection
            </Link>
          )}
          <Pager label="Order pages" page={page} pages={pages} onPage={goTo} />
        </>
      )}
    </>
  );
}

export default function OrdersRoute() {
  const { token } = useSession();
  const { pathname, search } = useLocation();
  if (!token) return <Navigate to={paths.login} replace state={{ from: `${pathname}${search}` }} />;
  return (
    <div className="page container orders">
      <SectionTitle level={1} text1="MY" text2="ORDERS" pageTitle="My orders" />
      <Orders />
    </div>
  );
}
