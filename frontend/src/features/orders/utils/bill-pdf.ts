// The bill as a PDF made in the browser. jspdf and jspdf-autotable are imported only when a bill is asked
// for, so no screen carries them in its chunk. A jspdf PDF is not tagged: the HTML bill is the accessible
// one. Its standard font has Latin letters only, so names in other scripts are best read there too.
import { billColumns, billDate, billFileName, billRows, type Bill } from './bill';
import { formatAmount } from '@store/contracts/money';

/** Outside Latin-1 the standard PDF fonts have no glyphs: such text is marked, not printed as garbage. */
const UNPRINTABLE = /[^\u0020-\u00ff‘’“”–—…€]+/gu;
export const UNPRINTABLE_MARK = '[?]';
export const UNPRINTABLE_NOTE =
  'Text in a script this PDF cannot show is marked [?]; the bill as a web page shows it in full.';

export function pdfSafe(text: string): string {
  return text.replace(UNPRINTABLE, UNPRINTABLE_MARK);
}

export async function renderBillPdf(original: Bill) {
  const unprintable = JSON.stringify(original).match(UNPRINTABLE) !== null;
  const bill: Bill = {
    ...original,
    billTo: original.billTo.map(pdfSafe),
    lines: original.lines.map((line) => ({ ...line, name: pdfSafe(line.name), size: pdfSafe(line.size) })),
  };
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  doc.setProperties({ title: `${bill.title} ${bill.number} - ${bill.shop.name}`, author: bill.shop.name });
  const left = 40;
  let y = 50;
  doc.setFontSize(20);
  doc.text(bill.shop.name, left, y);
  doc.setFontSize(10);
  for (const line of bill.shop.contact) {
    y += 14;
    doc.text(line, left, y);
  }
  doc.setFontSize(16);
  doc.text(bill.title.toUpperCase(), 555, 50, { align: 'right' });
  doc.setFontSize(10);
  const number = bill.kind === 'quote' ? 'Quote: not an order yet' : `Order number: ${bill.number}`;
  doc.text(number, 555, 66, { align: 'right' });
  doc.text(`Invoice date: ${billDate(bill.date)}`, 555, 80, { align: 'right' });
  y += 28;
  doc.setFontSize(12);
  doc.text('Bill to', left, y);
  doc.setFontSize(10);
  for (const line of bill.billTo) {
    y += 14;
    doc.text(line, left, y);
  }
  y += 20;
  doc.text(`Payment: ${bill.payment}`, left, y);
  if (bill.status) {
    y += 14;
    doc.text(`Order status: ${bill.status}`, left, y);
  }
  y += 14;
  doc.text(bill.notice, left, y, { maxWidth: 515 });

  let tableEnd = y + 100;
  autoTable(doc, {
    startY: y + 16,
    head: [[...billColumns]],
    body: billRows(bill),
    foot: [
      ['', '', '', 'Subtotal', formatAmount(bill.totals.subtotal)],
      ['', '', '', 'Delivery Fee', formatAmount(bill.totals.deliveryFee)],
      ['', '', '', 'Total', formatAmount(bill.totals.total)],
    ],
    showFoot: 'lastPage',
    theme: 'grid',
    headStyles: { fillColor: [33, 33, 33], textColor: 255 },
    footStyles: { fillColor: [245, 245, 245], textColor: 20, fontStyle: 'bold' },
    columnStyles: { 2: { halign: 'right' }, 3: { halign: 'right' }, 4: { halign: 'right' } },
    didDrawPage: (data) => {
      tableEnd = data.cursor?.y ?? tableEnd;
    },
  });
  doc.setFontSize(11);
  doc.text(bill.thanks, left, tableEnd + 30);
  if (unprintable) {
    doc.setFontSize(9);
    doc.text(UNPRINTABLE_NOTE, left, tableEnd + 48, { maxWidth: 515 });
  }
  return doc;
}

/** Builds the PDF and saves it under the bill's date-based name. */
export async function downloadBillPdf(bill: Bill): Promise<string> {
  const doc = await renderBillPdf(bill);
  const name = billFileName(bill);
  doc.save(name);
  return name;
}
