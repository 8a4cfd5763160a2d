// Admin orders: every shopper's orders, newest first, filtered by status and by cancel requests, in pages.
// A status changes only to the next statuses the order machine allows (contracts orderTransitions); a
// cancel request is approved by cancelling the order.
import { Pager } from '../../../components/ui/pager';
import type { AdminOrder } from '@store/contracts/orders';
import { orderStatuses, orderTransitions, type OrderStatus } from '@store/contracts/order-rules';
import { useId, useState } from 'react';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-client';
import { formatLkr } from '@store/contracts/money';
import { notify } from '../../../lib/notify';
import { countOf } from '../../../lib/plural';
import { useAdminOrders, useChangeOrderStatus } from '../hooks/use-admin';

export const ORDERS_PER_PAGE = 10;

const when = (ms: number) =>
  new Date(ms).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

function OrderRow({ order }: { order: AdminOrder }) {
  const selectId = useId();
  const next = orderTransitions[order.status];
  const [choice, setChoice] = useState<OrderStatus | ''>('');
  const change = useChangeOrderStatus();
  const label = `order ${order._id.slice(-4)} of ${order.customer.name || order.customer.email}`;

  const apply = async (status: OrderStatus) => {
    try {
      await change.mutateAsync({ orderId: order._id, status });
      notify.success(`The ${label} is now ${status}.`);
      setChoice('');
    } catch (error) {
      notify.error(`The ${label} could not be changed: ${apiErrorMessage(error)}`);
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
        <span>Placed {when(order.date)}</span>
        <span>Number ending {order._id.slice(-4)}</span>
        <span>{formatLkr(order.amount)}</span>
        <span>
          {order.paymentMethod === 'COD' ? 'Cash on delivery' : 'Card'}, {order.payment ? 'paid' : 'not paid'}
        </span>
      </p>
      <p className="order-row__facts">
        {order.items.map((item) => `${item.name} (${item.size}) × ${item.quantity}`).join('; ')}
      </p>
      {order.cancelRequest && order.status !== 'Cancelled' && (
        <p className="notice notice--warning">
          The shopper asked to cancel on {when(order.cancelRequest.date)}
          {order.cancelRequest.reason ? `: “${order.cancelRequest.reason}”` : '.'}
        </p>
      )}
      <div className="admin-order__actions">
        {next.length === 0 ? (
          <p className="field__hint">This order is {order.status}; its status can no longer change.</p>
        ) : (
          <>
            <label htmlFor={selectId}>New status for the {label}</label>
            <select
              id={selectId}
              className="input"
              value={choice}
              onChange={(event) => setChoice(event.target.value as OrderStatus | '')}
            >
              <option value="">Choose…</option>
              {next.map((status) => (
                <option key={status} value={status}>
                  {status}
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
              Change status
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
                Approve cancel request<span className="visually-hidden"> of the {label}</span>
              </button>
            )}
          </>
        )}
      </div>
    </li>
  );
}

export function OrderAdmin() {
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
      <h2 id="admin-orders">Orders</h2>
      <div className="admin__filters">
        <div className="field">
          <label htmlFor={statusId}>Status</label>
          <select
            id={statusId}
            className="input"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as OrderStatus | '');
              setPage(1);
            }}
          >
            <option value="">All statuses</option>
            {orderStatuses.map((option) => (
              <option key={option}>{option}</option>
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
          Only orders with a cancel request
        </label>
      </div>
      <p role="status" className="field__hint">
        {orders.isPending
          ? 'Loading...'
          : orders.isError
            ? `The orders could not be loaded: ${apiErrorMessage(orders.error)}`
            : `${countOf(total, 'order')}. Page ${page} of ${pages}.`}
      </p>
      {orders.data && orders.data.orders.length === 0 && <p>No orders found</p>}
      {orders.data && orders.data.orders.length > 0 && (
        <ul className="order-rows" aria-label="Orders, newest first">
          {orders.data.orders.map((order) => (
            <OrderRow key={order._id} order={order} />
          ))}
        </ul>
      )}
      <Pager label="Order pages" page={page} pages={pages} onPage={setPage} />
    </section>
  );
}
