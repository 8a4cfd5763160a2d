// The bill as an accessible page (the PDF made by jspdf is not tagged): a real table with a caption and
// header cells, the summary in the table's footer, and print styles that leave only the bill on paper.
import { billColumns, billDate, billRows, type Bill } from '../utils/bill';
import { formatAmount } from '@store/contracts/money';
import { PageHeading } from '../../../components/ui/page-heading';

export function BillDocument({ bill }: { bill: Bill }) {
  const rows = billRows(bill);
  return (
    <article className="bill" aria-labelledby="bill-title">
      <header className="bill__header">
        <div>
          <p className="bill__shop">{bill.shop.name}</p>
          <address className="bill__contact">
            {bill.shop.contact.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </div>
        <div className="bill__meta">
          <PageHeading
            title={`${bill.title} ${bill.kind === 'quote' ? '' : bill.number}`.trim()}
            id="bill-title"
          >
            {bill.title}
          </PageHeading>
          <dl>
            <div>
              <dt>{bill.kind === 'quote' ? 'Quote' : 'Order number'}</dt>
              <dd>{bill.kind === 'quote' ? 'Not an order yet' : bill.number}</dd>
            </div>
            <div>
              <dt>Invoice date</dt>
              <dd>{billDate(bill.date)}</dd>
            </div>
            <div>
              <dt>Payment</dt>
              <dd>{bill.payment}</dd>
            </div>
            {bill.status && (
              <div>
                <dt>Order status</dt>
                <dd>{bill.status}</dd>
              </div>
            )}
          </dl>
        </div>
      </header>
      <p className="bill__notice">{bill.notice}</p>
      <section aria-labelledby="bill-to">
        <h2 id="bill-to">Bill to</h2>
        <address className="bill__contact">
          {bill.billTo.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </section>
      <div className="bill__table-wrap">
        <table className="bill__table">
          <caption>Items</caption>
          <thead>
            <tr>
              {billColumns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.join('|')}-${index}`}>
                <th scope="row">{row[0]}</th>
                {row.slice(1).map((cell, cellIndex) => (
                  <td key={cellIndex}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                Subtotal
              </th>
              <td>{formatAmount(bill.totals.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={4}>
                Delivery Fee
              </th>
              <td>{formatAmount(bill.totals.deliveryFee)}</td>
            </tr>
            <tr className="bill__total">
              <th scope="row" colSpan={4}>
                Total
              </th>
              <td>{formatAmount(bill.totals.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="bill__thanks">{bill.thanks}</p>
    </article>
  );
}
