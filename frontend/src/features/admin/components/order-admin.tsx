// Admin orders: every shopper's orders, newest first, filtered by status and by cancel requests, in pages.
// A status changes only to the next statuses the order machine allows (contracts orderTransitions); a
// cancel request is approved by cancelling the order.
import { Pager } from '../../../components/ui/pager';
import type { AdminOrder } from '@store/contracts/orders';
import { orderStatuses, orderTransitions, type OrderStatus } from '@store/contracts/order-rules';
import { useId, useState, type ReactNode } from 'react';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { Spinner } from '../../../components/ui/spinner';
import { t as translate, useI18n } from '../../../i18n/i18n';
import { messageForError } from '../../../lib/error-messages';
import { notify } from '../../../lib/notify';
import { useAdminOrders, useChangeOrderStatus } from '../hooks/use-admin';
import { statusWords } from '../utils/catalogue-words';

export const ORDERS_PER_PAGE = 10;

const dateAndTime: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** Words only a screen reader says: the rest of a button's name. */
const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

function OrderRow({ order }: { order: AdminOrder }) {
  const { t, tRich, lkr, date } = useI18n();
  const selectId = useId();
  const next = orderTransitions[order.status];
  const [choice, setChoice] = useState<OrderStatus | ''>('');
  const change = useChangeOrderStatus();
  // Which order, in every sentence about it: "the order 1a2b of Nimali Perera".
  const which = { number: order._id.slice(-4), customer: order.customer.name || order.customer.email };

  const apply = async (status: OrderStatus) => {
    try {
      await change.mutateAsync({ orderId: order._id, status });
      // Said after the answer, in the language chosen by then.
      notify.success(translate('admin.orders.changed', { ...which, status: translate(statusWords[status]) }));
      setChoice('');
    } catch (error) {
      notify.error(translate('admin.orders.changeFailed', { ...which, reason: messageForError(error) }));
    }
  };

  return (
    <li className="admin-order">
      <div className="admin-order__head">
        <p className="order-row__name">
          {order.customer.name} <span className="field__hint">({order.customer.email})</span>
        </p>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="order-row__facts">
        <span>{t('admin.orders.placed', { date: date(order.date, dateAndTime) })}</span>
        <span>{t('admin.orders.number', { number: which.number })}</span>
        <span>{lkr(order.amount)}</span>
        <span>
          {t('admin.orders.payment', { method: order.paymentMethod, paid: order.payment ? 'yes' : 'no' })}
        </span>
      </p>
      <p className="order-row__facts">
        {order.items
          .map((item) =>
            t('admin.orders.item', { name: item.name, size: item.size, quantity: item.quantity }),
          )
          .join('; ')}
      </p>
      {order.cancelRequest && order.status !== 'Cancelled' && (
        <p className="notice notice--warning">
          {order.cancelRequest.reason
            ? t('admin.orders.cancelAskedWithReason', {
                date: date(order.cancelRequest.date, dateAndTime),
                reason: order.cancelRequest.reason,
              })
            : t('admin.orders.cancelAsked', { date: date(order.cancelRequest.date, dateAndTime) })}
        </p>
      )}
      <div className="admin-order__actions">
        {next.length === 0 ? (
          <p className="field__hint">{t('admin.orders.final', { status: t(statusWords[order.status]) })}</p>
        ) : (
          <>
            <label htmlFor={selectId}>{t('admin.orders.newStatus', which)}</label>
            <select
              id={selectId}
              className="input"
              value={choice}
              onChange={(event) => setChoice(event.target.value as OrderStatus | '')}
            >
              <option value="">{t('admin.orders.choose')}</option>
              {next.map((status) => (
                <option key={status} value={status}>
                  {t(statusWords[status])}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button button--small"
              aria-disabled={!choice || change.isPending}
              onClick={() => {
                if (choice && !change.isPending) void apply(choice);
              }}
            >
              {change.isPending && <Spinner />}
              {t('admin.orders.changeStatus')}
            </button>
            {order.cancelRequest && next.includes('Cancelled') && (
              <button
                type="button"
                className="button button--small button--primary"
                aria-disabled={change.isPending}
                onClick={() => {
                  if (!change.isPending) void apply('Cancelled');
                }}
              >
                {tRich('admin.orders.approveCancel', { ...which, hidden })}
              </button>
            )}
          </>
        )}
      </div>
    </li>
  );
}

export function OrderAdmin() {
  const { t } = useI18n();
  const statusId = useId();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [cancelRequested, setCancelRequested] = useState(false);
  const [page, setPage] = useState(1);
  const orders = useAdminOrders({
    page,
    limit: ORDERS_PER_PAGE,
    ...(status ? { status } : {}),
    ...(cancelRequested ? { cancelRequested: true } : {}),
  });
  const total = orders.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ORDERS_PER_PAGE));

  return (
    <section aria-labelledby="admin-orders" className="admin__section">
      <h2 id="admin-orders">{t('admin.orders.heading')}</h2>
      <div className="admin__filters">
        <div className="field">
          <label htmlFor={statusId}>{t('admin.orders.statusFilter')}</label>
          <select
            id={statusId}
            className="input"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as OrderStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('admin.orders.allStatuses')}</option>
            {orderStatuses.map((option) => (
              <option key={option} value={option}>
                {t(statusWords[option])}
              </option>
            ))}
          </select>
        </div>
        <label className="payment-choice__option">
          <input
            type="checkbox"
            checked={cancelRequested}
            onChange={(event) => {
              setCancelRequested(event.target.checked);
              setPage(1);
            }}
          />
          {t('admin.orders.cancelRequestedOnly')}
        </label>
      </div>
      <p role="status" className="field__hint">
        {orders.isPending
          ? t('admin.loading')
          : orders.isError
            ? t('admin.orders.loadFailed', { reason: messageForError(orders.error) })
            : `${t('admin.orders.count', { count: total })} ${t('admin.page', { page, pages })}`}
      </p>
      {orders.data && orders.data.orders.length === 0 && <p>{t('admin.orders.none')}</p>}
      {orders.data && orders.data.orders.length > 0 && (
        <ul className="order-rows" aria-label={t('admin.orders.listLabel')}>
          {orders.data.orders.map((order) => (
            <OrderRow key={order._id} order={order} />
          ))}
        </ul>
      )}
      <Pager label={t('admin.orders.pagerLabel')} page={page} pages={pages} onPage={setPage} />
    </section>
  );
}
