// A placed order's bill: the PDF (made only when asked) and the same bill as an accessible page.
import type { Order } from '@store/contracts/orders';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { currentLanguage, t, useI18n } from '../../../i18n/i18n';
import { notify } from '../../../lib/notify';
import { buildInvoice } from '../utils/bill';
import { downloadBillPdf } from '../utils/bill-pdf';

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

export function BillActions({ order, context }: { order: Order; context: string }) {
  const { tRich } = useI18n();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      // The server makes the PDF in the language on screen when it is asked for.
      const name = await downloadBillPdf(buildInvoice(order), currentLanguage());
      notify.success(t('bill.downloaded', { name }));
    } catch {
      notify.error(t('bill.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--small"
        onClick={() => void download()}
        aria-disabled={busy}
      >
        {busy && <Spinner />}
        {tRich('orders.billPdf', { context, hidden })}
      </button>
      <Link to={paths.orderBill(order._id)} className="button button--small">
        {tRich('orders.billPage', { context, hidden })}
      </Link>
    </>
  );
}
