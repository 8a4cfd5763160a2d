// A placed order's bill: the PDF (jspdf, loaded only when asked) and the same bill as an accessible page.
import type { Order } from '@store/contracts/orders';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { buildInvoice } from '../utils/bill';
import { downloadBillPdf } from '../utils/bill-pdf';
import { notify } from '../../../lib/notify';

export function BillActions({ order, context }: { order: Order; context: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const name = await downloadBillPdf(buildInvoice(order));
      notify.success(`Your bill was downloaded as ${name}.`);
    } catch {
      notify.error('The bill could not be made. Please try again.');
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
        Bill<span className="visually-hidden"> (PDF) {context}</span>
      </button>
      <Link to={paths.orderBill(order._id)} className="button button--small">
        Bill as a web page<span className="visually-hidden"> {context}</span>
      </Link>
    </>
  );
}
