// The order mails, each as plain text and as accessible HTML in the shopper's language: the confirmation (a
// cash order placed, a card order paid), a status change, a cancel request received. The HTML has its
// language, real headings, a data table with header cells for the lines, no images, no meaning carried by
// colour, and sizes in em, so it reads the same at 200 % zoom.
import type { Language } from '@store/contracts/languages';
import { formatAmount, formatLkr, fromCents, toCents, type MoneyLocale } from '@store/contracts/money';
import type { Order } from '@store/contracts/orders';
import { billLabels } from '../orders/bill-labels';
import { compose, escapeHtml, type RenderedMail } from './mail-layout';
import { mailWords } from './mail-words';

/** The order's facts a mail needs, with where its tracking page is. */
export type { RenderedMail };

export interface OrderMailInput {
  order: Order;
  language: Language;
  trackUrl: string;
}

const dateLocales: Record<Language, string> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' };
const moneyLocales: Record<Language, MoneyLocale> = { en: 'en-LK', si: 'si-LK', ta: 'ta-LK' };

/** How mails name an order: its date in Sri Lanka and the last four characters of its number. */
export function orderName(order: Pick<Order, '_id' | 'date'>, language: Language): string {
  const date = new Intl.DateTimeFormat(dateLocales[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Colombo',
  }).format(new Date(order.date));
  return mailWords[language].order({ date, ending: order._id.slice(-4) });
}

/** The order's lines and totals as a data table (HTML) and as lines of text. */
function orderTable(order: Order, language: Language) {
  const labels = billLabels[language];
  const locale = moneyLocales[language];
  const [item, size, quantity, unit, total] = labels.columns;
  const lineTotal = (price: number, count: number) => formatAmount(fromCents(toCents(price) * count), locale);
  const cell = 'style="text-align:left;padding:0.375em 0.5em;border-bottom:1px solid #767676"';
  const number = 'style="text-align:right;padding:0.375em 0.5em;border-bottom:1px solid #767676"';
  // Lines keep the names they were ordered with (English): marked so in a mail in another language.
  const nameLang = language === 'en' ? '' : ' lang="en"';
  const rows = order.items.map(
    (line) =>
      `<tr><th scope="row" ${cell}${nameLang}>${escapeHtml(line.name)}</th><td ${cell}>${escapeHtml(line.size)}</td><td ${number}>${line.quantity}</td><td ${number}>${formatAmount(line.price, locale)}</td><td ${number}>${lineTotal(line.price, line.quantity)}</td></tr>`,
  );
  const totals = [
    [labels.subtotal, order.subtotal],
    [labels.deliveryFee, order.deliveryFee],
    [labels.total, order.amount],
  ] as const;
  const totalRows = totals.map(
    ([label, amount]) =>
      `<tr><th scope="row" colspan="4" ${number}>${escapeHtml(label)}</th><td ${number}>${formatAmount(amount, locale)}</td></tr>`,
  );
  const tableHtml = [
    '<table style="border-collapse:collapse;width:100%;margin:0 0 1em">',
    `<caption style="text-align:left;font-weight:bold;padding-bottom:0.5em">${escapeHtml(mailWords[language].placed.caption)}</caption>`,
    `<thead><tr>${[item, size, quantity, unit, total]
      .map((header, index) => `<th scope="col" ${index < 2 ? cell : number}>${escapeHtml(header)}</th>`)
      .join('')}</tr></thead>`,
    `<tbody>${rows.join('')}</tbody>`,
    `<tfoot>${totalRows.join('')}</tfoot>`,
    '</table>',
  ].join('\n');
  const tableText = [
    mailWords[language].placed.caption,
    ...order.items.map(
      (line) =>
        `- ${line.name}, ${size} ${line.size}, ${quantity} ${line.quantity} × ${formatLkr(line.price, locale)} = ${formatLkr(fromCents(toCents(line.price) * line.quantity), locale)}`,
    ),
    ...totals.map(([label, amount]) => `${label}: ${formatLkr(amount, locale)}`),
  ].join('\n');
  return { tableHtml, tableText };
}

function addressText(order: Order): string {
  const { address } = order;
  return [
    `${address.firstName} ${address.lastName}`,
    address.street,
    [address.city, address.state, address.zipcode].filter(Boolean).join(', '),
    address.country,
    address.phone,
  ]
    .filter(Boolean)
    .join('\n');
}

/** A cash order placed, or a card order paid. */
export function orderPlacedMail({ order, language, trackUrl }: OrderMailInput): RenderedMail {
  const words = mailWords[language];
  const labels = billLabels[language];
  const name = orderName(order, language);
  const paid = order.payment ? labels.paid : labels.notPaid;
  return compose(
    language,
    words.placed.subject({ order: name }),
    words.placed.heading,
    [
      {
        paragraphs: [
          (order.paymentMethod === 'Card' ? words.placed.introPaid : words.placed.intro)({ order: name }),
        ],
      },
      { heading: words.address, paragraphs: [addressText(order)] },
      { heading: labels.payment, paragraphs: [`${labels.paymentMethods[order.paymentMethod]}: ${paid}.`] },
    ],
    { ...orderTable(order, language), link: { text: words.track, url: trackUrl } },
  );
}

/** The order moved on: Processing, Shipped, Delivered or Cancelled. */
export function orderStatusMail(
  { order, language, trackUrl }: OrderMailInput,
  status: keyof (typeof mailWords)['en']['status'],
): RenderedMail {
  const words = mailWords[language];
  const name = orderName(order, language);
  const subject = words.status[status].subject({ order: name });
  return compose(language, subject, subject, [{ paragraphs: [words.status[status].text] }], {
    ...orderTable(order, language),
    link: { text: words.track, url: trackUrl },
  });
}

/** The shopper asked to cancel; the outcome follows as a status mail (Cancelled) or the order goes on. */
export function cancelRequestedMail({ order, language, trackUrl }: OrderMailInput): RenderedMail {
  const words = mailWords[language];
  const subject = words.cancelRequested.subject({ order: orderName(order, language) });
  return compose(language, subject, subject, [{ paragraphs: [words.cancelRequested.text] }], {
    link: { text: words.track, url: trackUrl },
  });
}
