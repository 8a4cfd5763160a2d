// /orders (spec §2 My Orders): signed-in only (a guest signs in and comes back). Lists the shopper's
// ordered items, newest first, in pages; open pages follow live status changes. After the hosted card
// page sends the shopper back (?payment=success|cancelled&orderId=…), the server is asked whether the
// order is paid, and the page says so honestly. PayHere's return (&provider=payhere) has its own notice.
import { Pager } from '../../components/ui/pager';
import type { VerifyPaymentResponse } from '@store/contracts/orders';
import type { PAYHERE_RETURN_PROVIDER } from '@store/contracts/payhere';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { SectionTitle } from '../../components/ui/section-title';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/i18n';
import { verifyPayment } from '../../features/orders';
import { OrderList } from '../../features/orders';
import { PayhereReturn } from '../../features/orders';
import { storeOrder, useLiveOrderUpdates, useMyOrders } from '../../features/orders';
import { messageForError } from '../../lib/error-messages';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';

export const ORDERS_PER_PAGE = 10;

// The contract's value, written here so this page does not load the contracts' schemas (zod) for one word.
const payhereProvider: typeof PAYHERE_RETURN_PROVIDER = 'payhere';

function PaymentReturn({ orderId, outcome }: { orderId: string; outcome: string }) {
  const { t } = useI18n();
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
        {t('orders.payment.checking')}
      </p>
    );
  }
  if (verify.isError) {
    return (
      <div role="alert" className="notice notice--warning">
        <p>{t('orders.payment.checkFailed', { error: messageForError(verify.error) })}</p>
        <button type="button" className="button button--small" onClick={() => verify.mutate(orderId)}>
          {t('orders.payment.checkAgain')}
        </button>
      </div>
    );
  }
  // The server's message follows `paid` alone: it is said in the shopper's language from the same fact.
  const { paid } = verify.data;
  return (
    <div role="status" className={`notice ${paid ? 'notice--success' : 'notice--warning'}`}>
      <p>{t(paid ? 'orders.payment.confirmed' : 'orders.payment.notConfirmed')}</p>
      {!paid && (
        <p>
          {outcome === 'cancelled' ? `${t('orders.payment.leftPage')} ` : ''}
          {t('orders.payment.notPaidNote')}
        </p>
      )}
    </div>
  );
}

function Orders() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const orders = useMyOrders();
  const announcement = useLiveOrderUpdates();
  const payment = params.get('payment');
  const returnedOrder = params.get('orderId');
  const fromPayhere = params.get('provider') === payhereProvider;

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
      {payment &&
        returnedOrder &&
        (fromPayhere ? (
          <PayhereReturn key={`${payment}:${returnedOrder}`} orderId={returnedOrder} outcome={payment} />
        ) : (
          <PaymentReturn orderId={returnedOrder} outcome={payment} />
        ))}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {orders.isPending ? (
        <p role="status">{t('orders.loading')}</p>
      ) : orders.isError && !orders.data ? (
        <div className="cart__empty">
          <p>{t('orders.loadFailed', { error: messageForError(orders.error) })}</p>
          <button type="button" className="button" onClick={() => void orders.refetch()}>
            {t('orders.tryAgain')}
          </button>
        </div>
      ) : (
        <>
          <OrderList orders={shown} />
          {all.length === 0 && (
            <Link to={paths.collection} className="button button--primary">
              {t('orders.browse')}
            </Link>
          )}
          <Pager label={t('orders.pages')} page={page} pages={pages} onPage={goTo} />
        </>
      )}
    </>
  );
}

export default function OrdersRoute() {
  const { t } = useI18n();
  const { token } = useSession();
  const { pathname, search } = useLocation();
  if (!token) return <Navigate to={paths.login} replace state={{ from: `${pathname}${search}` }} />;
  return (
    <div className="page container orders">
      <SectionTitle
        level={1}
        text1={t('orders.title1')}
        text2={t('orders.title2')}
        pageTitle={t('orders.pageTitle')}
      />
      <Orders />
    </div>
  );
}
