// PayHere's two signatures (docs/decisions/019-payhere.md): the checkout's `hash`, which PayHere checks before it
// takes the shopper's money for exactly this order, amount and currency, and a notification's `md5sig`, which
// the store checks before it believes PayHere's word. Both are an uppercase MD5 ending in the uppercase MD5 of
// the merchant secret, so the secret itself never leaves the server.
import { createHash, timingSafeEqual } from 'node:crypto';
import { PAYHERE_CHECKOUT_URLS, type PayhereNotification } from '@store/contracts/payhere';

export interface PayhereSettings {
  merchantId: string;
  merchantSecret: string;
  /** Where the browser posts the checkout form. */
  checkoutUrl: string;
}

export function payhereSettings(config: {
  PAYHERE_MERCHANT_ID?: string;
  PAYHERE_MERCHANT_SECRET?: string;
  PAYHERE_SANDBOX: boolean;
  PAYHERE_CHECKOUT_URL?: string;
}): PayhereSettings | undefined {
  if (!config.PAYHERE_MERCHANT_ID || !config.PAYHERE_MERCHANT_SECRET) return undefined;
  return {
    merchantId: config.PAYHERE_MERCHANT_ID,
    merchantSecret: config.PAYHERE_MERCHANT_SECRET,
    checkoutUrl:
      config.PAYHERE_CHECKOUT_URL ??
      (config.PAYHERE_SANDBOX ? PAYHERE_CHECKOUT_URLS.sandbox : PAYHERE_CHECKOUT_URLS.live),
  };
}

const upperMd5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

/** Cents as PayHere writes amounts: two decimals, no thousands separator ("12500.00"). */
export function payhereAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** An amount PayHere sent ("12500.00", "12500.5", "12500") in cents; NaN when it is not one. */
export function centsOfPayhereAmount(amount: string): number {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** The checkout's `hash`: PayHere refuses a form whose order, amount or currency was changed on the way. */
export function checkoutHash(
  settings: PayhereSettings,
  orderId: string,
  amountCents: number,
  currency: string,
): string {
  return upperMd5(
    settings.merchantId + orderId + payhereAmount(amountCents) + currency + upperMd5(settings.merchantSecret),
  );
}

/** The `md5sig` PayHere puts on a notification, computed from the fields as sent. */
export function notificationSignature(
  settings: PayhereSettings,
  notification: Pick<
    PayhereNotification,
    'merchant_id' | 'order_id' | 'payhere_amount' | 'payhere_currency' | 'status_code'
  >,
): string {
  return upperMd5(
    notification.merchant_id +
      notification.order_id +
      notification.payhere_amount +
      notification.payhere_currency +
      notification.status_code +
      upperMd5(settings.merchantSecret),
  );
}

/** True when the notification was signed with this merchant's secret (compared in constant time). */
export function isSignedByPayhere(settings: PayhereSettings, notification: PayhereNotification): boolean {
  const expected = Buffer.from(notificationSignature(settings, notification), 'latin1');
  const given = Buffer.from(notification.md5sig.toUpperCase(), 'latin1');
  return (
    notification.merchant_id === settings.merchantId &&
    given.length === expected.length &&
    timingSafeEqual(given, expected)
  );
}
