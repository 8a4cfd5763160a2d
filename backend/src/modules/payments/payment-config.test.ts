// The payment and upload settings in backend/src/config/env.ts.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config/env';

const read = (env: Record<string, string>) => readConfig({ DATA_DIR: '/tmp/store-config-test', ...env });

describe('payment configuration', () => {
  it('has no card provider without keys', () => {
    expect(read({}).paymentProvider).toBe('none');
  });

  it('uses Stripe when a secret key is set', () => {
    const config = read({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' });
    expect(config.paymentProvider).toBe('stripe');
  });

  it('uses the sandbox only when asked, even with a Stripe key', () => {
    expect(read({ PAYMENT_PROVIDER: 'sandbox', STRIPE_SECRET_KEY: 'sk_test_abc123' }).paymentProvider).toBe(
      'sandbox',
    );
    expect(read({ PAYMENT_PROVIDER: 'none', STRIPE_SECRET_KEY: 'sk_test_abc123' }).paymentProvider).toBe(
      'none',
    );
  });

  it('stops start-up when PAYMENT_PROVIDER=stripe has no key, naming the variable', () => {
    expect(() => read({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY: is required/);
  });

  it.each([
    ['PAYMENT_PROVIDER', 'paypal', /PAYMENT_PROVIDER: must be stripe, sandbox or none/],
    ['STRIPE_SECRET_KEY', 'pk_test_abc', /STRIPE_SECRET_KEY: must be a Stripe secret key/],
    ['STRIPE_WEBHOOK_SECRET', 'abc', /STRIPE_WEBHOOK_SECRET: must be a webhook signing secret/],
    ['CLOUDINARY_URL', 'https://cloudinary.com', /CLOUDINARY_URL: must look like/],
    ['UPLOAD_MAX_BYTES', '10', /UPLOAD_MAX_BYTES/],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => read({ [name]: value })).toThrow(message);
  });

  it('treats empty values as unset', () => {
    const config = read({
      PAYMENT_PROVIDER: '',
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      CLOUDINARY_URL: '',
    });
    expect(config.paymentProvider).toBe('none');
    expect(config.CLOUDINARY_URL).toBeUndefined();
  });

  it('returns shoppers to PUBLIC_URL, else to this server', () => {
    expect(read({ BACKEND_PORT: '4321' }).defaultPublicUrl).toBe('http://localhost:4321');
    expect(read({ PUBLIC_URL: 'https://shop.example.lk' }).defaultPublicUrl).toBe('https://shop.example.lk');
  });

  it('limits uploads to 5 MB by default', () => {
    expect(read({}).UPLOAD_MAX_BYTES).toBe(5_000_000);
  });
});
