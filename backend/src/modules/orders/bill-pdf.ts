// The bill of a placed order, and the quote of a cart before any order exists, as PDFs in English, Sinhala
// or Tamil, in one layout: shop, title, order number (or "not an order yet") and date, the delivery address,
// payment (and status), the lines (Item, Size, Qty, Unit Price, Total), Subtotal, Delivery Fee and Total.
// Tagged, so screen readers read its headings, paragraphs and tables in order; names and addresses typed in
// Sinhala or Tamil print shaped (bill-pdf-text.ts).
import PDFDocument from 'pdfkit';
import { languageLocales, type Language } from '@store/contracts/languages';
import { formatAmount, fromCents, toCents, type MoneyLocale } from '@store/contracts/money';
import type { Address, Order, OrderItem, PaymentMethod, QuoteAddress } from '@store/contracts/orders';
import { billLabels, billShop, type BillLabels } from './bill-labels';
import { defaultBillFont, TextSetter, type TextStyle } from './bill-pdf-text';

/** "bill-6b0c1c8e.pdf": the order id's first group names the file. */
export const billFileName = (orderId: string) => `bill-${orderId.slice(0, 8)}.pdf`;

/** "quote-2026-11-25.pdf": the day it was made in Sri Lanka names a quote. */
export const quoteFileName = (time: number) =>
  `quote-${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date(time))}.pdf`;

/** A line as the bill prints it: name, size, quantity and unit price (LKR). */
export type BillLine = Pick<OrderItem, 'name' | 'size' | 'quantity' | 'price'>;

/** A cart priced by the server before any order exists: what a quote prints. */
export interface Quote {
  /** When it was made (ms since epoch): its date. */
  date: number;
  /** The names in the quote's language where the catalogue has them. */
  items: BillLine[];
  subtotal: number;
  deliveryFee: number;
  amount: number;
  /** What the shopper has typed so far; only what is given is printed. */
  address?: QuoteAddress;
  paymentMethod?: PaymentMethod;
}

/** What the layout draws, in the document's language: a bill's or a quote's. */
interface BillContent {
  title: string;
  /** The document's properties (shown as its title by readers). */
  info: { Title: string; Subject: string };
  /** Under the title, on the right: the order number (or that there is none yet) and the date. */
  reference: string[];
  address: string[];
  /** On the right of the address: payment, status; then a notice in bold. */
  standing: string[];
  notice: string;
  items: BillLine[];
  totals: { subtotal: number; deliveryFee: number; amount: number };
}

const MARGIN = 48;
const GUTTER = 12;
const COLOURS = { muted: '#444444', rule: '#8c8c8c', headFill: '#e8e8e8' };
const TEXT: TextStyle = { size: 10 };
const BOLD: TextStyle = { size: 10, bold: true };
const SMALL: TextStyle = { size: 9, color: COLOURS.muted };
const PAD = { x: 5, y: 3 };

/** pdfkit writes a TH's Scope from this option; its types do not list it yet. */
interface StructOptions extends PDFKit.Mixins.StructureElementOptions {
  scope?: 'Column' | 'Row';
}

interface Box {
  x: number;
  y: number;
  width: number;
  align?: 'left' | 'right';
}

/** The bill's date in Sri Lanka, in the bill's language ("20 November 2026", "2026 ඉල් 20"). */
export function billDate(time: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Colombo',
  }).format(new Date(time));
}

/** The address as lines; a quote's may lack any field, and a missing one leaves no gap. */
function addressLines(address: Address | QuoteAddress, labels: BillLabels): string[] {
  const join = (parts: Array<string | undefined>, separator: string) =>
    parts
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(separator);
  return [
    join([address.firstName, address.lastName], ' '),
    address.street,
    join([address.city, address.state, address.zipcode], ', '),
    address.country,
    address.phone && `${labels.phone}: ${address.phone}`,
    address.email,
  ]
    .map((line) => line?.trim() ?? '')
    .filter(Boolean);
}

/** One page flow of the tagged document: structure elements holding text, artifacts, page breaks. */
class BillWriter {
  readonly left = MARGIN;
  readonly width: number;
  readonly root: PDFKit.PDFStructureElement;
  y = MARGIN;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly setter: TextSetter,
  ) {
    this.width = doc.page.width - 2 * MARGIN;
    this.root = doc.struct('Document');
    doc.addStructure(this.root);
  }

  /** A structure element (H1, P, TH, TD…) in `parent` holding the text set in the box; the y below it. */
  block(
    parent: PDFKit.PDFStructureElement,
    type: string,
    text: string,
    box: Box,
    style: TextStyle,
    options: StructOptions = {},
  ): number {
    const lines = this.setter.lines(text, box.width, style);
    const element = this.doc.struct(type, options);
    parent.add(element);
    const end = this.setter.draw(lines, box, style, element);
    element.end();
    return end;
  }

  /** A container element (Table, THead, TR…) in `parent`, filled by `fill`. */
  group(
    parent: PDFKit.PDFStructureElement,
    type: string,
    fill: (element: PDFKit.PDFStructureElement) => void,
  ) {
    const element = this.doc.struct(type);
    parent.add(element);
    fill(element);
    element.end();
  }

  /** Rules, fills and repeated headers: screen readers skip them. */
  artifact(draw: () => void): void {
    this.doc.markContent('Artifact', { type: 'Layout' });
    draw();
    this.doc.endMarkedContent();
  }

  rule(at: number, from: number, to: number, lineWidth = 0.75): void {
    this.artifact(() => {
      this.doc.save().lineWidth(lineWidth).strokeColor(COLOURS.rule).moveTo(from, at).lineTo(to, at).stroke();
      this.doc.restore();
    });
  }

  /** Starts a new page when `height` does not fit under y; true when it did. */
  makeRoom(height: number): boolean {
    if (this.y + height <= this.doc.page.height - MARGIN) return false;
    this.doc.addPage();
    this.y = MARGIN;
    return true;
  }
}

/** Title, number and date on the right; the shop on the left (read in that order). */
function header(writer: BillWriter, content: BillContent) {
  const { root, left, width } = writer;
  const half = (width - GUTTER) / 2;
  const right = { x: left + width - half, width: half, align: 'right' as const };
  let rightY = writer.block(root, 'H1', content.title, { ...right, y: writer.y }, { size: 20, bold: true });
  for (const line of content.reference) {
    rightY = writer.block(root, 'P', line, { ...right, y: rightY }, TEXT);
  }
  let leftY = writer.block(
    root,
    'P',
    billShop.name,
    { x: left, y: writer.y, width: half },
    { size: 16, bold: true },
  );
  for (const line of billShop.contact) {
    leftY = writer.block(root, 'P', line, { x: left, y: leftY, width: half }, SMALL);
  }
  writer.y = Math.max(leftY, rightY) + 10;
  writer.rule(writer.y, left, left + width);
  writer.y += 14;
}

/** The delivery address on the left, payment and status on the right. */
function parties(writer: BillWriter, content: BillContent, labels: BillLabels) {
  const { root, left, width } = writer;
  const half = (width - GUTTER) / 2;
  let leftY = writer.block(
    root,
    'H2',
    labels.billTo,
    { x: left, y: writer.y, width: half },
    { size: 12, bold: true },
  );
  for (const line of content.address) {
    leftY = writer.block(root, 'P', line, { x: left, y: leftY, width: half }, TEXT);
  }
  let rightY = writer.y;
  for (const [text, style] of [
    ...content.standing.map((line) => [line, TEXT] as const),
    [content.notice, BOLD] as const,
  ]) {
    rightY = writer.block(root, 'P', text, { x: left + width - half, y: rightY, width: half }, style);
  }
  writer.y = Math.max(leftY, rightY) + 18;
}

/**
 * Column widths: Size, Qty and the amounts as wide as their widest cell and header word; then, while the
 * item's name keeps 38% of the width, widened so that as many headers as fit stand on one line (the
 * narrowest first), and the next one on fewer lines.
 */
function columnWidths(setter: TextSetter, headers: readonly string[], rows: string[][], width: number) {
  const widest = (texts: string[], style: TextStyle) =>
    Math.max(0, ...texts.map((text) => setter.width(text, style)));
  const columns = headers.slice(1).map((header, offset) => {
    const cells = widest(
      rows.map((row) => row[offset + 1] ?? ''),
      TEXT,
    );
    const compact = Math.min(Math.max(cells, widest(header.split(' '), BOLD)) + 2 * PAD.x, width * 0.2);
    return { width: compact, full: Math.max(compact, setter.width(header, BOLD) + 2 * PAD.x) };
  });
  let room = width * 0.62 - columns.reduce((sum, column) => sum + column.width, 0);
  for (const column of [...columns].sort((a, b) => a.full - a.width - (b.full - b.width))) {
    // What is left widens the next header, so that it needs fewer lines.
    const grow = Math.min(column.full - column.width, room);
    column.width += grow;
    room -= grow;
  }
  const fixed = columns.map((column) => column.width);
  return [width - fixed.reduce((sum, value) => sum + value, 0), ...fixed];
}

/** The lines as a table: a header row (drawn again, as an artifact, on each new page) and a row a line. */
function itemsTable(writer: BillWriter, items: BillLine[], labels: BillLabels, locale: MoneyLocale) {
  const { doc, setter, left, width } = writer;
  const rows = items.map((item) => [
    item.name,
    item.size,
    String(item.quantity),
    formatAmount(item.price, locale),
    formatAmount(fromCents(toCents(item.price) * item.quantity), locale),
  ]);
  const widths = columnWidths(setter, labels.columns, rows, width);
  const xs = widths.map((_, index) => left + widths.slice(0, index).reduce((sum, value) => sum + value, 0));
  const cell = (index: number, top: number): Box => ({
    x: (xs[index] ?? left) + PAD.x,
    y: top + PAD.y,
    width: (widths[index] ?? 0) - 2 * PAD.x,
    align: index < 2 ? 'left' : 'right',
  });
  const rowHeight = (cells: readonly string[], style: TextStyle) =>
    Math.max(...cells.map((text, index) => setter.height(text, cell(index, 0).width, style))) + 2 * PAD.y;
  const headerHeight = rowHeight(labels.columns, BOLD);
  const headerFill = () =>
    writer.artifact(() => {
      doc.save().rect(left, writer.y, width, headerHeight).fill(COLOURS.headFill).restore();
    });

  const columnHeader: StructOptions = { scope: 'Column' };
  writer.makeRoom(headerHeight * 3);
  writer.group(writer.root, 'Table', (table) => {
    writer.group(table, 'THead', (head) =>
      writer.group(head, 'TR', (row) => {
        headerFill();
        labels.columns.forEach((label, index) =>
          writer.block(row, 'TH', label, cell(index, writer.y), BOLD, columnHeader),
        );
      }),
    );
    writer.y += headerHeight;
    writer.group(table, 'TBody', (body) => {
      for (const cells of rows) {
        const height = rowHeight(cells, TEXT);
        if (writer.makeRoom(height)) {
          headerFill();
          writer.artifact(() =>
            labels.columns.forEach((label, index) => {
              const box = cell(index, writer.y);
              setter.draw(setter.lines(label, box.width, BOLD), box, BOLD);
            }),
          );
          writer.y += headerHeight;
        }
        writer.group(body, 'TR', (row) =>
          cells.forEach((text, index) => writer.block(row, 'TD', text, cell(index, writer.y), TEXT)),
        );
        writer.y += height;
        writer.rule(writer.y, left, left + width, 0.5);
      }
    });
  });
  return { summaryX: xs[2] ?? left, amount: (top: number) => cell(4, top) };
}

/** Subtotal, Delivery Fee and Total: a two-column table (label, amount) under the amounts. */
function summaryTable(
  writer: BillWriter,
  totals: BillContent['totals'],
  labels: BillLabels,
  locale: MoneyLocale,
  at: ReturnType<typeof itemsTable>,
) {
  const { left, width } = writer;
  const amountBox = at.amount(0);
  const labelBox = {
    x: at.summaryX + PAD.x,
    width: amountBox.x - PAD.x * 3 - at.summaryX,
    align: 'right' as const,
  };
  const rows = [
    [labels.subtotal, totals.subtotal, TEXT],
    [labels.deliveryFee, totals.deliveryFee, TEXT],
    [labels.total, totals.amount, BOLD],
  ] as const;
  writer.makeRoom(rows.length * (writer.setter.lineHeight(TEXT) + 2 * PAD.y) + 8);
  writer.y += 4;
  const rowHeader: StructOptions = { scope: 'Row' };
  writer.group(writer.root, 'Table', (table) => {
    for (const [label, amount, style] of rows) {
      if (style === BOLD) writer.rule(writer.y, at.summaryX, left + width, 1);
      writer.group(table, 'TR', (row) => {
        const labelEnd = writer.block(
          row,
          'TH',
          label,
          { ...labelBox, y: writer.y + PAD.y },
          style,
          rowHeader,
        );
        const amountEnd = writer.block(row, 'TD', formatAmount(amount, locale), at.amount(writer.y), style);
        writer.y = Math.max(labelEnd, amountEnd) + PAD.y;
      });
    }
  });
}

/** The bill of a placed order: its number, payment and status, and the amounts it was charged. */
function orderContent(order: Order, labels: BillLabels, locale: string): BillContent {
  const paid = order.payment ? labels.paid : labels.notPaid;
  return {
    title: labels.title,
    info: {
      Title: `${labels.title} ${order._id.slice(0, 8)} - ${billShop.name}`,
      Subject: `${labels.orderNumber} ${order._id}`,
    },
    reference: [`${labels.orderNumber}: ${order._id}`, `${labels.date}: ${billDate(order.date, locale)}`],
    address: addressLines(order.address, labels),
    standing: [
      `${labels.payment}: ${labels.paymentMethods[order.paymentMethod]}, ${paid}`,
      `${labels.orderStatus}: ${labels.statuses[order.status]}`,
    ],
    notice: order.payment ? labels.paidNotice : labels.dueNotice,
    items: order.items,
    totals: order,
  };
}

/** A quote: no number, today's date, the address and payment as far as they are given, unpaid. */
function quoteContent(quote: Quote, labels: BillLabels, locale: string): BillContent {
  const { quote: words } = labels;
  const address = quote.address ? addressLines(quote.address, labels) : [];
  return {
    title: words.title,
    info: { Title: `${words.title} - ${billShop.name}`, Subject: words.notAnOrder },
    reference: [words.notAnOrder, `${words.date}: ${billDate(quote.date, locale)}`],
    address: address.length > 0 ? address : [words.noAddress],
    standing: quote.paymentMethod
      ? [`${labels.payment}: ${labels.paymentMethods[quote.paymentMethod]} (${words.unpaid})`]
      : [],
    notice: words.notice,
    items: quote.items,
    totals: quote,
  };
}

/** Draws `content` in `language`'s layout; resolves to the PDF's bytes. */
async function renderPdf(language: Language, content: (labels: BillLabels, locale: string) => BillContent) {
  const labels = billLabels[language];
  const locale = languageLocales[language] as MoneyLocale;
  const drawn = content(labels, locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    lang: locale,
    displayTitle: true,
    font: defaultBillFont,
    info: { ...drawn.info, Author: billShop.name },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const writer = new BillWriter(doc, new TextSetter(doc, language));

  header(writer, drawn);
  parties(writer, drawn, labels);
  const columns = itemsTable(writer, drawn.items, labels, locale);
  summaryTable(writer, drawn.totals, labels, locale, columns);
  writer.makeRoom(60);
  writer.block(
    writer.root,
    'P',
    labels.thanks,
    { x: writer.left, y: writer.y + 24, width: writer.width },
    { size: 11 },
  );

  writer.root.end();
  doc.end();
  return bytes;
}

/** Renders the bill of `order` in `language`; resolves to the PDF's bytes. */
export function renderBillPdf(order: Order, language: Language): Promise<Buffer> {
  return renderPdf(language, (labels, locale) => orderContent(order, labels, locale));
}

/** Renders a quote in `language`, in the bill's layout; resolves to the PDF's bytes. */
export function renderQuotePdf(quote: Quote, language: Language): Promise<Buffer> {
  return renderPdf(language, (labels, locale) => quoteContent(quote, labels, locale));
}
