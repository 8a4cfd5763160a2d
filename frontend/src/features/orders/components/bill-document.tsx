// The bill as an accessible page (the PDF is not tagged): a real table with a caption and header cells,
// the summary in the table's footer, and print styles that leave only the bill on paper. Its labels are in
// the shopper's language; names kept in another language (an order's English item names) say so.
import { formatAmount } from '@store/contracts/money';
import { PageHeading } from '../../../components/ui/page-heading';
import { useI18n } from '../../../i18n/i18n';
import { billColumnNames, billDate, billRows, type Bill } from '../utils/bill';

export function BillDocument({ bill }: { bill: Bill }) {
  const { t, language, locale } = useI18n();
  const rows = billRows(bill);
  const columns = billColumnNames();
  const amount = (value: number) => formatAmount(value, locale);
  return (
    <article className="bill" aria-labelledby="bill-title">
      <header className="bill__header">
        <div>
          <p className="bill__shop">{bill.shop.name}</p>
          <address className="bill__contact" lang={language === 'en' ? undefined : 'en'}>
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
              <dt>{t(bill.kind === 'quote' ? 'bill.quote' : 'bill.orderNumber')}</dt>
              <dd>{bill.kind === 'quote' ? t('bill.notOrderYet') : bill.number}</dd>
            </div>
            <div>
              <dt>{t('bill.invoiceDate')}</dt>
              <dd>{billDate(bill.date)}</dd>
            </div>
            <div>
              <dt>{t('bill.payment')}</dt>
              <dd>{bill.payment}</dd>
            </div>
            {bill.status && (
              <div>
                <dt>{t('bill.orderStatus')}</dt>
                <dd>{bill.status}</dd>
              </div>
            )}
          </dl>
        </div>
      </header>
      <p className="bill__notice">{bill.notice}</p>
      <section aria-labelledby="bill-to">
        <h2 id="bill-to">{t('bill.billTo')}</h2>
        <address className="bill__contact">
          {bill.billTo.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </section>
      <div className="bill__table-wrap">
        <table className="bill__table">
          <caption>{t('bill.items')}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const lang = bill.lines[index]?.lang;
              return (
                <tr key={`${row.join('|')}-${index}`}>
                  <th scope="row" lang={lang && lang !== language ? lang : undefined}>
                    {row[0]}
                  </th>
                  {row.slice(1).map((cell, cellIndex) => (
                    <td key={cellIndex}>{cell}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t('bill.subtotal')}
              </th>
              <td>{amount(bill.totals.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={4}>
                {t('bill.deliveryFee')}
              </th>
              <td>{amount(bill.totals.deliveryFee)}</td>
            </tr>
            <tr className="bill__total">
              <th scope="row" colSpan={4}>
                {t('bill.total')}
              </th>
              <td>{amount(bill.totals.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="bill__thanks">{bill.thanks}</p>
    </article>
  );
}
