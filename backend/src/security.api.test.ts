// Regression tests of the security review (issue 14): each reproduces a finding that used to give a 500,
// a lock-out or a way around a limit.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestBackend, type TestBackend } from './testing/test-backend';
import { temporaryDirectory } from '@store/server-kit/testing/temporary-directory';

let backend: TestBackend;
let adminToken: string;
const spaDir = temporaryDirectory('spa-maps-');

beforeAll(async () => {
  mkdirSync(path.join(spaDir, 'assets'));
  writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><title>Store</title><div id="root"></div>');
  writeFileSync(path.join(spaDir, 'assets', 'app.js'), 'console.log(1)\n//# sourceMappingURL=app.js.map');
  writeFileSync(path.join(spaDir, 'assets', 'app.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  backend = await startTestBackend({ env: { FRONTEND_DIST: spaDir } });
  adminToken = (await backend.loginAs('admin')).token;
});
afterAll(async () => {
  await backend.close();
});

const expectJson400 = (res: { status: number; body: { success?: boolean; message?: string } }) => {
  expect(res.status).toBe(400);
  expect(res.body.success).toBe(false);
  expect(res.body.message).toEqual(expect.any(String));
};

describe('malformed bodies are a 400 with a JSON message, never a 500', () => {
  it.each(['gzip', 'br', 'deflate'])(
    'a JSON body that claims content-encoding %s but is not',
    async (encoding) => {
      const res = await backend
        .api()
        .post('/api/user/login')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send('{"email":"a@example.com","password":"x"}');
      expectJson400(res);
      expect(res.body.message).toMatch(/Content-Encoding/);
    },
  );

  it('a multipart product upload without a boundary', async () => {
    const res = await backend
      .api()
      .post('/api/product/add')
      .set('token', adminToken)
      .set('Content-Type', 'multipart/form-data')
      .send('--x\r\nfoo');
    expectJson400(res);
    expect(res.body.message).toMatch(/upload could not be read/);
  });

  it('a truncated multipart product upload', async () => {
    const res = await backend
      .api()
      .post('/api/product/add')
      .set('token', adminToken)
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nLinen shirt');
    expectJson400(res);
  });
});

describe('path and query parameters go through the contracts', () => {
  it('refuses a NUL character in a sandbox checkout id with 400', async () => {
    expectJson400(await backend.api().get('/api/payments/sandbox/checkout/%00'));
    expectJson400(await backend.api().post('/api/payments/sandbox/checkout/%00/pay'));
    expectJson400(await backend.api().post('/api/payments/sandbox/checkout/sbx_%00/cancel'));
  });

  it('reads numbers as decimals only: "0x10", "1e1" and "" are not numbers', async () => {
    for (const limit of ['0x10', '1e1', ' ']) {
      const res = await backend.api().get('/api/product/list').query({ limit });
      expectJson400(res);
      expect(res.body.message).toMatch(/^limit/);
    }
    const ok = await backend.api().get('/api/product/list').query({ limit: '16' }).expect(200);
    expect(ok.body.products).toHaveLength(16);
  });

  it('refuses a product price written in hex', async () => {
    const res = await backend
      .api()
      .post('/api/product/add')
      .set('token', adminToken)
      .field('name', 'Hex shirt')
      .field('description', 'Priced in hex')
      .field('price', '0x10')
      .field('category', 'Men')
      .field('subCategory', 'Topwear')
      .field('sizes', 'M');
    expectJson400(res);
    expect(res.body.message).toMatch(/Price must be a number/);
  });
});

describe('the built storefront', () => {
  it('does not serve its source maps', async () => {
    await backend.api().get('/assets/app.js').expect(200);
    const map = await backend.api().get('/assets/app.js.map');
    expect(map.status).toBe(404);
    expect(map.text).not.toContain('secret.ts');
  });
});

describe('passwords (NIST SP 800-63B)', () => {
  it.each(['password', '12345678', 'qwertyuiop', 'Password1', '        ', 'aaaaaaaaaa'])(
    'refuses %j on sign-up with a 400 naming the field',
    async (password) => {
      const res = await backend
        .api()
        .post('/api/user/register')
        .send({ name: 'Weak', email: `weak-${Date.now()}@example.com`, password });
      expectJson400(res);
      expect(res.body.message).toMatch(/^(password: )?Password|^password:/);
    },
  );

  it('refuses a common new password on change-password', async () => {
    const shopper = await backend.newShopper();
    const res = await backend
      .api()
      .put('/api/user/change-password')
      .set('Authorization', `Bearer ${shopper.token}`)
      .send({ currentPassword: 'a-good-password', newPassword: 'iloveyou1' });
    expectJson400(res);
    expect(res.body.message).toMatch(/^newPassword: this password is one of the most common/);
  });

  it('accepts a long passphrase', async () => {
    await backend
      .api()
      .post('/api/user/register')
      .send({ name: 'Strong', email: `strong-${Date.now()}@example.com`, password: 'kandy lake at dawn' })
      .expect(201);
  });
});

describe('rate limits', () => {
  it('counts only wrong credentials towards the login lock: a database outage locks nobody out', async () => {
    const limited = await startTestBackend({ env: { LOGIN_RATE_LIMIT: '3' } });
    try {
      const login = (password: string) =>
        limited.api().post('/api/user/login').send({ email: 'shopper@example.com', password });
      const outage = vi
        .spyOn(limited.container.users, 'login')
        .mockRejectedValue(new Error('connection terminated unexpectedly'));
      for (let attempt = 0; attempt < 5; attempt++)
        expect((await login('shopper-demo-123')).status).toBe(500);
      outage.mockRestore();
      expect((await login('shopper-demo-123')).status).toBe(200);
      for (let attempt = 0; attempt < 3; attempt++) expect((await login('wrong-password')).status).toBe(401);
      expect((await login('wrong-password')).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('limits failed logins per IP across emails (one password tried on many accounts)', async () => {
    const limited = await startTestBackend({ env: { LOGIN_IP_RATE_LIMIT: '4' } });
    try {
      const attempt = (n: number) =>
        limited
          .api()
          .post('/api/user/login')
          .send({ email: `victim-${n}@example.com`, password: 'Summer2024!' });
      for (let n = 0; n < 4; n++) expect((await attempt(n)).status).toBe(401);
      const blocked = await attempt(99);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('limits sign-ups per IP and failed password changes per account', async () => {
    const limited = await startTestBackend({
      env: { REGISTER_RATE_LIMIT: '2', PASSWORD_CHANGE_RATE_LIMIT: '2' },
    });
    try {
      const register = (n: number) =>
        limited
          .api()
          .post('/api/user/register')
          .send({ name: 'New', email: `new-${n}-${Date.now()}@example.com`, password: 'a-good-password' });
      expect((await register(1)).status).toBe(201);
      const second = await register(2);
      expect(second.status).toBe(201);
      const third = await register(3);
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/Too many accounts/);

      const token = second.body.token as string;
      const change = (currentPassword: string) =>
        limited
          .api()
          .put('/api/user/change-password')
          .set('Authorization', `Bearer ${token}`)
          .send({ currentPassword, newPassword: 'another fine passphrase' });
      expect((await change('not-my-password')).status).toBe(400);
      expect((await change('still-not-it')).status).toBe(400);
      const blocked = await change('a-good-password');
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/Too many failed password changes/);
    } finally {
      await limited.close();
    }
  });
});
