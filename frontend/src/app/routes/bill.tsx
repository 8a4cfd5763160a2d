// /bill: the bill as a page that screen readers read and that prints well. With ?orderId=… it is that
// placed order's invoice; without, a quote of the cart and the delivery details the checkout passed on.
import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { BillDocument } from '../../features/orders';
import { PageHeading } from '../../components/ui/page-heading';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { currentLanguage, useI18n } from '../../i18n/i18n';
import { useCart } from '../../features/cart';
import { cartLines } from '../../features/cart';
import { useOrder } from '../../features/orders';
import { messageForError } from '../../lib/error-messages';
import { buildInvoice, buildQuote, type Bill } from '../../features/orders';
import { downloadBillPdf } from '../../features/orders';
import { notify } from '../../lib/notify';
import { useProductsByIds } from '../../features/product';
import { useSession } from '../../lib/session';
import type { BillQuoteState } from './place-order';

function BillPage({ bill, back }: { bill: Bill; back: { to: string; label: string } }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const name = await downloadBillPdf(bill, currentLanguage());
      notify.success(t('bill.downloaded', { name }));
    } catch {
      notify.error(t('bill.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <div className="bill__tools no-print">
        <Link to={back.to}>{back.label}</Link>
        <button type="button" className="button button--small" onClick={() => window.print()}>
          {t('bill.print')}
        </button>
        <button
          type="button"
          className="button button--small"
          onClick={() => void download()}
          aria-disabled={busy}
        >
          {busy && <Spinner />}
          {t('bill.downloadPdf')}
        </button>
      </div>
      <BillDocument bill={bill} />
    </>
  );
}

function OrderBill({ orderId }: { orderId: string }) {
  // The bill's words are built in the language on screen, and again when it changes.
  const { t } = useI18n();
  const order = useOrder(orderId);
  if (order.isPending) return <p role="status">{t('bill.loading')}</p>;
  if (!order.data) {
    return (
      <>
        <PageHeading title={t('bill.heading')}>{t('bill.heading')}</PageHeading>
        <p role="alert">{t('bill.cannotShow', { error: messageForError(order.error) })}</p>
      </>
    );
  }
  return (
    <BillPage
      bill={buildInvoice(order.data)}
      back={{ to: paths.trackOrder(orderId), label: t('bill.backToOrder') }}
    />
  );
}

function isQuoteState(state: unknown): state is BillQuoteState {
  return !!state && typeof state === 'object' && 'method' in state && 'address' in state;
}

function QuoteBill() {
  const { t } = useI18n();
  const { state } = useLocation();
  const { cartItems, ready } = useCart();
  const list = useProductsByIds(Object.keys(cartItems));
  if (!ready || !list.data) return <p role="status">{t('bill.loading')}</p>;
  const lines = cartLines(cartItems, list.data);
  const quote = isQuoteState(state) ? state : { address: null, method: 'COD' as const };
  const bill = buildQuote({
    lines: lines.map((line) => ({
      productId: line.product._id,
      name: line.product.name,
      lang: line.product.languages?.name,
      size: line.size,
      quantity: line.quantity,
      unitPrice: line.product.price,
    })),
    address: quote.address?.firstName || quote.address?.street ? quote.address : null,
    paymentMethod: quote.method,
  });
  return <BillPage bill={bill} back={{ to: paths.placeOrder, label: t('bill.backToCheckout') }} />;
}

export default function BillRoute() {
  const { token } = useSession();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const orderId = params.get('orderId');
  if (orderId && !token)
    return <Navigate to={paths.login} replace state={{ from: `${pathname}${search}` }} />;
  return <div className="page container">{orderId ? <OrderBill orderId={orderId} /> : <QuoteBill />}</div>;
}
