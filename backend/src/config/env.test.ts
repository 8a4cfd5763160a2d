import { describe, expect, it } from 'vitest';
import { readConfig } from './env';

describe('readConfig', () => {
  it('has working defaults for the embedded store', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ BACKEND_PORT: 4000, ASSIST_PORT: 4100, DEMO_MODE: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.CORS_ORIGINS).toEqual(['http://localhost:5173', 'http://localhost:4000']);
    expect(config.PASSWORD_HASH_COST).toBe(10);
  });

  it('takes a lower password hash cost outside production (the test lanes use 4)', () => {
    expect(readConfig({ PASSWORD_HASH_COST: '4' }).PASSWORD_HASH_COST).toBe(4);
    expect(readConfig({ PASSWORD_HASH_COST: '12', NODE_ENV: 'production' }).PASSWORD_HASH_COST).toBe(12);
  });

  it.each([
    [{ BACKEND_PORT: 'eighty' }, 'BACKEND_PORT'],
    [{ BACKEND_PORT: '70000' }, 'BACKEND_PORT'],
    [{ DATABASE_URL: 'mysql://localhost/store' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ DEMO_MODE: 'sometimes' }, 'DEMO_MODE'],
    [{ CORS_ORIGINS: 'not a url' }, 'CORS_ORIGINS'],
    [{ JWT_EXPIRES_IN: 'forever' }, 'JWT_EXPIRES_IN'],
    [{ ASSIST_PUBLIC_URL: 'assist.example.lk' }, 'ASSIST_PUBLIC_URL'],
    [{ ASSIST_PUBLIC_URL: 'ftp://assist.example.lk' }, 'ASSIST_PUBLIC_URL'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ PAYHERE_MERCHANT_ID: '1211149' }, 'PAYHERE_MERCHANT_ID and PAYHERE_MERCHANT_SECRET'],
    [{ PAYHERE_MERCHANT_SECRET: 'a-merchant-secret' }, 'PAYHERE_MERCHANT_ID and PAYHERE_MERCHANT_SECRET'],
    [{ PAYHERE_MERCHANT_ID: '12 34', PAYHERE_MERCHANT_SECRET: 'a-merchant-secret' }, 'PAYHERE_MERCHANT_ID'],
    [{ PAYHERE_SANDBOX: 'maybe' }, 'PAYHERE_SANDBOX'],
    [{ PAYHERE_MERCHANT_ID: '1211149', PAYHERE_MERCHANT_SECRET: 'a-merchant-secret' }, 'API_PUBLIC_URL'],
    [
      {
        PAYHERE_MERCHANT_ID: '1211149',
        PAYHERE_MERCHANT_SECRET: 'a-merchant-secret',
        API_PUBLIC_URL: 'http://api.shop.example.lk',
      },
      'API_PUBLIC_URL',
    ],
    [{ CARD_PENDING_MINUTES: '0' }, 'CARD_PENDING_MINUTES'],
    [{ PASSWORD_HASH_COST: '3' }, 'PASSWORD_HASH_COST'],
    [{ PASSWORD_HASH_COST: '16' }, 'PASSWORD_HASH_COST'],
    [{ PASSWORD_HASH_COST: '9', NODE_ENV: 'production' }, 'PASSWORD_HASH_COST'],
  ])('stops on %j naming %s', (env, variable) => {
    expect(() => readConfig(env)).toThrow(new RegExp(`Invalid configuration:\\n\\s+${variable}`));
  });

  it('takes PayHere with both its ID and secret (empty means unset); unpaid card orders wait 60 minutes', () => {
    const none = readConfig({ PAYHERE_MERCHANT_ID: '', PAYHERE_MERCHANT_SECRET: '' });
    expect(none.PAYHERE_MERCHANT_ID).toBeUndefined();
    expect(none.PAYHERE_SANDBOX).toBe(false);
    expect(none.CARD_PENDING_MINUTES).toBe(60);
    const set = readConfig({
      PAYHERE_MERCHANT_ID: '1211149',
      PAYHERE_MERCHANT_SECRET: 'a-merchant-secret',
      PAYHERE_SANDBOX: 'true',
      CARD_PENDING_MINUTES: '30',
    });
    // Live, PayHere's notifications must reach the shop's public https address.
    const live = readConfig({
      PAYHERE_MERCHANT_ID: '1211149',
      PAYHERE_MERCHANT_SECRET: 'a-merchant-secret',
      PUBLIC_URL: 'https://shop.example.lk',
    });
    expect(live.apiPublicUrl).toBe('https://shop.example.lk');
    expect(set).toMatchObject({
      PAYHERE_MERCHANT_ID: '1211149',
      PAYHERE_SANDBOX: true,
      CARD_PENDING_MINUTES: 30,
    });
  });

  it('leaves /metrics open unless METRICS_TOKEN is set (empty means unset)', () => {
    expect(readConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: 'a-long-enough-token' }).METRICS_TOKEN).toBe('a-long-enough-token');
  });

  it('reads lists and switches', () => {
    const config = readConfig({
      CORS_ORIGINS: 'https://shop.example.lk, https://admin.example.lk',
      DEMO_MODE: 'off',
    });
    expect(config.CORS_ORIGINS).toEqual(['https://shop.example.lk', 'https://admin.example.lk']);
    expect(config.DEMO_MODE).toBe(false);
  });

  it('finds the assistance service at ASSIST_PUBLIC_URL, else on localhost at ASSIST_PORT', () => {
    expect(readConfig({}).assistanceUrl).toBe('http://localhost:4100');
    expect(readConfig({ ASSIST_PORT: '4200' }).assistanceUrl).toBe('http://localhost:4200');
    expect(readConfig({ ASSIST_PUBLIC_URL: '' }).assistanceUrl).toBe('http://localhost:4100');
    expect(readConfig({ ASSIST_PUBLIC_URL: 'https://assist.example.lk/' }).assistanceUrl).toBe(
      'https://assist.example.lk',
    );
  });
});
