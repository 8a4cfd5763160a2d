// The words of the PDF bill and quote in each of the store's languages, and the shop facts they print. Only
// these labels are translated here: a bill prints names, sizes and the address as they were ordered, a quote
// the catalogue's names in its language and the address as typed. The quote's words are the storefront's
// own (its bill.* messages), so the PDF says what the quote page says.
import type { Language } from '@store/contracts/languages';
import type { OrderStatus, PaymentMethod } from '@store/contracts/order-rules';

/** The shop as the bill's header shows it: the same facts as the storefront's frontend/src/config/site.ts. */
export const billShop = {
  name: 'Ceylon Threads',
  contact: ['No. 54, Galle Road', 'Colombo 03, Sri Lanka', '+94 11 234 5678', 'hello@ceylonthreads.lk'],
} as const;

export interface BillLabels {
  title: string;
  orderNumber: string;
  date: string;
  billTo: string;
  phone: string;
  payment: string;
  paymentMethods: Record<PaymentMethod, string>;
  paid: string;
  notPaid: string;
  orderStatus: string;
  statuses: Record<OrderStatus, string>;
  /** Under the payment line: whether anything is still to pay. */
  paidNotice: string;
  dueNotice: string;
  /** Item, Size, Qty, Unit Price (LKR), Total (LKR). */
  columns: readonly [string, string, string, string, string];
  subtotal: string;
  deliveryFee: string;
  total: string;
  thanks: string;
  /** A quote: the cart priced before an order exists. */
  quote: {
    title: string;
    date: string;
    /** Where a bill prints its order number. */
    notAnOrder: string;
    /** After the payment method chosen so far. */
    unpaid: string;
    /** Under the payment line, in bold. */
    notice: string;
    /** Under "Bill to" when no address was given. */
    noAddress: string;
  };
}

export const billLabels: Record<Language, BillLabels> = {
  en: {
    title: 'Invoice',
    orderNumber: 'Order number',
    date: 'Invoice date',
    billTo: 'Bill to',
    phone: 'Phone',
    payment: 'Payment',
    paymentMethods: { COD: 'Cash on delivery', Card: 'Card' },
    paid: 'paid',
    notPaid: 'not paid yet',
    orderStatus: 'Order status',
    statuses: {
      'Order Placed': 'Order Placed',
      Processing: 'Processing',
      Shipped: 'Shipped',
      Delivered: 'Delivered',
      Cancelled: 'Cancelled',
    },
    paidNotice: 'Paid.',
    dueNotice: 'Payment is still due.',
    columns: ['Item', 'Size', 'Qty', 'Unit Price (LKR)', 'Total (LKR)'],
    subtotal: 'Subtotal',
    deliveryFee: 'Delivery Fee',
    total: 'Total',
    thanks: `Thank you for shopping with ${billShop.name}!`,
    quote: {
      title: 'Quote',
      date: 'Quote date',
      notAnOrder: 'Not an order yet',
      unpaid: 'not paid: no order has been placed yet',
      notice:
        'This is a quote, not an invoice: no order has been placed yet. Prices may change until you order.',
      noAddress: '(Delivery address not filled in yet)',
    },
  },
  si: {
    title: 'බිල්පත',
    orderNumber: 'ඇණවුම් අංකය',
    date: 'බිල්පත් දිනය',
    billTo: 'ගැනුම්කරු',
    phone: 'දුරකථන',
    payment: 'ගෙවීම',
    paymentMethods: { COD: 'භාණ්ඩ ලැබුණු විට මුදල් ගෙවීම', Card: 'කාඩ්පත' },
    paid: 'ගෙවා ඇත',
    notPaid: 'තවම ගෙවා නැත',
    orderStatus: 'ඇණවුමේ තත්ත්වය',
    statuses: {
      'Order Placed': 'ඇණවුම ලැබී ඇත',
      Processing: 'සකස් කරමින් පවතී',
      Shipped: 'යවා ඇත',
      Delivered: 'භාර දී ඇත',
      Cancelled: 'අවලංගු කර ඇත',
    },
    paidNotice: 'ගෙවීම සම්පූර්ණයි.',
    dueNotice: 'ගෙවීම තවම කළ යුතුයි.',
    columns: ['භාණ්ඩය', 'ප්‍රමාණය', 'ගණන', 'ඒකක මිල (LKR)', 'එකතුව (LKR)'],
    subtotal: 'උප එකතුව',
    deliveryFee: 'බෙදාහැරීමේ ගාස්තුව',
    total: 'මුළු එකතුව',
    thanks: `${billShop.name} වෙතින් මිලදී ගත්තාට ස්තූතියි!`,
    quote: {
      title: 'මිල ගණන් සටහන',
      date: 'දිනය',
      notAnOrder: 'තවම ඇණවුමක් නොවේ',
      unpaid: 'නොගෙවූ: තවම ඇණවුමක් කර නැත',
      notice: 'මෙය ඉන්වොයිසියක් නොව මිල ගණන් සටහනකි: තවම ඇණවුමක් කර නැත. ඔබ ඇණවුම් කරන තෙක් මිල ගණන් වෙනස් විය හැක.',
      noAddress: '(බෙදාහැරීමේ ලිපිනය තවම ඇතුළත් කර නැත)',
    },
  },
  ta: {
    title: 'பற்றுச்சீட்டு',
    orderNumber: 'ஆர்டர் இலக்கம்',
    date: 'திகதி',
    billTo: 'வாங்குபவர்',
    phone: 'தொலைபேசி',
    payment: 'கொடுப்பனவு',
    paymentMethods: { COD: 'பொருள் கிடைத்ததும் பணம் செலுத்துதல்', Card: 'அட்டை' },
    paid: 'செலுத்தப்பட்டது',
    notPaid: 'இன்னும் செலுத்தப்படவில்லை',
    orderStatus: 'ஆர்டர் நிலை',
    statuses: {
      'Order Placed': 'ஆர்டர் பெறப்பட்டது',
      Processing: 'தயாராகிறது',
      Shipped: 'அனுப்பப்பட்டது',
      Delivered: 'ஒப்படைக்கப்பட்டது',
      Cancelled: 'இரத்துச் செய்யப்பட்டது',
    },
    paidNotice: 'கொடுப்பனவு முடிந்தது.',
    dueNotice: 'கொடுப்பனவு இன்னும் செலுத்தப்பட வேண்டும்.',
    columns: ['பொருள்', 'அளவு', 'எண்ணிக்கை', 'அலகு விலை (LKR)', 'தொகை (LKR)'],
    subtotal: 'உப மொத்தம்',
    deliveryFee: 'விநியோகக் கட்டணம்',
    total: 'மொத்தம்',
    thanks: `${billShop.name} இல் பொருட்கள் வாங்கியமைக்கு நன்றி!`,
    quote: {
      title: 'விலைக்குறிப்பு',
      date: 'திகதி',
      notAnOrder: 'இன்னும் ஆர்டர் அல்ல',
      unpaid: 'செலுத்தப்படவில்லை: இன்னும் ஆர்டர் செய்யப்படவில்லை',
      notice:
        'இது விலைப்பட்டியல் அல்ல, விலைக்குறிப்பு: இன்னும் ஆர்டர் செய்யப்படவில்லை. நீங்கள் ஆர்டர் செய்யும் வரை விலைகள் மாறலாம்.',
      noAddress: '(டெலிவரி முகவரி இன்னும் நிரப்பப்படவில்லை)',
    },
  },
};
