// PayHere's signatures against values worked out apart from this code (Python's hashlib), and the settings.
import { describe, expect, it } from 'vitest';
import { PAYHERE_CHECKOUT_URLS, type PayhereNotification } from '@store/contracts/payhere';
import {
  centsOfPayhereAmount,
  checkoutHash,
  isSignedByPayhere,
  notificationSignature,
  payhereAmount,
  payhereSettings,
  type PayhereSettings,
} from './payhere';

const merchant: PayhereSettings = {
  merchantId: '1211149',
  merchantSecret: 'MzE0NjQ3NDQ1MjM2MzIzNDI0NDgzMjk2NjExNjEyMjI4NDcyMjc0',
  checkoutUrl: PAYHERE_CHECKOUT_URLS.sandbox,
};

describe('the checkout hash', () => {
  it('is the uppercase MD5 of merchant id, order id, amount, currency and the uppercase MD5 of the secret', () => {
    // hashlib: md5('1211149' + 'ItemNo12345' + '1000.00' + 'LKR' + md5(secret).upper()).upper()
    expect(checkoutHash(merchant, 'ItemNo12345', 100_000, 'LKR')).toBe('1803648C44A19BF70A2F6C66A8A97652');
  });

  it('writes amounts with two decimals and no thousands separator', () => {
    expect(payhereAmount(100_000)).toBe('1000.00');
    expect(payhereAmount(1_234_505)).toBe('12345.05');
    expect(payhereAmount(7)).toBe('0.07');
    expect(centsOfPayhereAmount('12345.05')).toBe(1_234_505);
    expect(centsOfPayhereAmount('12345.5')).toBe(1_234_550);
    expect(centsOfPayhereAmount('12345')).toBe(1_234_500);
    expect(centsOfPayhereAmount('12,345.00')).toBeNaN();
    expect(centsOfPayhereAmount('-1.00')).toBeNaN();
  });
});

describe('a notification’s md5sig', () => {
  const notification = (overrides: Partial<PayhereNotification> = {}): PayhereNotification => {
    const fields = {
      merchant_id: '1211149',
      order_id: 'ItemNo12345',
      payhere_amount: '1000.00',
      payhere_currency: 'LKR',
      status_code: '2' as const,
      ...overrides,
    };
    return { ...fields, md5sig: notificationSignature(merchant, fields), ...overrides };
  };

  it('covers merchant, order, amount, currency and status; anything changed after signing fails', () => {
    // hashlib: md5('1211149' + 'ItemNo12345' + '1000.00' + 'LKR' + '2' + md5(secret).upper()).upper()
    expect(notification().md5sig).toBe('2F7CFC5DC6F26E9C8BA38477CC084EBF');
    expect(isSignedByPayhere(merchant, notification())).toBe(true);
    expect(isSignedByPayhere(merchant, notification({ md5sig: notification().md5sig.toLowerCase() }))).toBe(
      true,
    );
    for (const changed of [
      { payhere_amount: '1.00' },
      { order_id: 'ItemNo99999' },
      { status_code: '-1' as const },
      { payhere_currency: 'USD' },
    ]) {
      const signed = notification();
      expect(isSignedByPayhere(merchant, { ...signed, ...changed })).toBe(false);
    }
  });

  it('from another merchant, or signed with another secret, is refused', () => {
    const other = { ...merchant, merchantSecret: 'another-secret-entirely' };
    expect(
      isSignedByPayhere(merchant, {
        ...notification(),
        md5sig: notificationSignature(other, notification()),
      }),
    ).toBe(false);
    const foreign = { ...notification(), merchant_id: '9999999' };
    expect(
      isSignedByPayhere(merchant, { ...foreign, md5sig: notificationSignature(merchant, foreign) }),
    ).toBe(false);
  });
});

describe('settings', () => {
  it('need both the id and the secret; the sandbox flag picks the sandbox host; a stand-in URL wins', () => {
    expect(payhereSettings({ PAYHERE_SANDBOX: false })).toBeUndefined();
    const live = payhereSettings({
      PAYHERE_MERCHANT_ID: '1211149',
      PAYHERE_MERCHANT_SECRET: 'secret-1',
      PAYHERE_SANDBOX: false,
    });
    expect(live?.checkoutUrl).toBe('https://www.payhere.lk/pay/checkout');
    const sandbox = payhereSettings({
      PAYHERE_MERCHANT_ID: '1211149',
      PAYHERE_MERCHANT_SECRET: 'secret-1',
      PAYHERE_SANDBOX: true,
    });
    expect(sandbox?.checkoutUrl).toBe('https://sandbox.payhere.lk/pay/checkout');
    const standIn = payhereSettings({
      PAYHERE_MERCHANT_ID: '1211149',
      PAYHERE_MERCHANT_SECRET: 'secret-1',
      PAYHERE_SANDBOX: true,
      PAYHERE_CHECKOUT_URL: 'http://127.0.0.1:9/pay/checkout',
    });
    expect(standIn?.checkoutUrl).toBe('http://127.0.0.1:9/pay/checkout');
  });
});
