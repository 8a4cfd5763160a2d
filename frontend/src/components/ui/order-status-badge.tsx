// An order's status as a coloured dot and in words (never colour alone): green when Delivered, red when
// Cancelled, yellow otherwise (spec §2). Shared by My orders, Track order and the admin's orders.
const statusTone = (status: string) =>
  status === 'Delivered' ? 'delivered' : status === 'Cancelled' ? 'cancelled' : 'open';

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span className="order-status">
      <span className={`order-status__dot order-status__dot--${statusTone(status)}`} aria-hidden="true" />
      <span>{status}</span>
    </span>
  );
}
