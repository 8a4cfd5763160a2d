import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/contracts/products';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';
import { catalogue, orderBody } from '../../testing/order-fixtures';

let backend: TestBackend;
let product: Product;
let owner: { token: string };
let orderId: string;

beforeAll(async () => {
  backend = await startTestBackend();
  [product] = (await catalogue(backend)) as [Product];
  owner = await backend.newShopper();
  const placed = await backend
    .api()
    .post('/api/order/place')
    .set('token', owner.token)
    .send(orderBody([{ product, quantity: 2 }]))
    .expect(201);
  orderId = placed.body.order._id;
});
afterAll(async () => {
  await backend.close();
});

const bill = (id: string, token?: string, query = '') => {
  const req = backend.api().get(`/api/order/${id}/bill.pdf${query}`).responseType('blob');
  return token ? req.set('token', token) : req;
};
const failure = (res: Response) => JSON.parse((res.body as Buffer).toString('utf8')) as { message: string };

describe('GET /api/order/:id/bill.pdf', () => {
  it("answers the order's owner with the bill as a PDF attachment that is never cached", async () => {
    const res = await bill(orderId, owner.token).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="bill-${orderId.slice(0, 8)}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    expect(pdf.toString('latin1')).toContain('/Lang (en-LK)');
  });

  it('makes the bill in the language asked', async () => {
    for (const [lang, tag] of [
      ['si', 'si-LK'],
      ['ta', 'ta-LK'],
    ] as const) {
      const res = await bill(orderId, owner.token, `?lang=${lang}`).expect(200);
      expect((res.body as Buffer).toString('latin1')).toContain(`/Lang (${tag})`);
    }
  });

  it("lets an admin read any order's bill", async () => {
    const admin = await backend.loginAs('admin');
    await bill(orderId, admin.token).expect(200);
  });

  it('refuses without a token (401); another shopper, a helper or an unknown order get 404', async () => {
    await bill(orderId).expect(401);
    const stranger = await backend.newShopper('Stranger');
    expect(failure(await bill(orderId, stranger.token).expect(404)).message).toBe('Order not found.');
    const helper = await backend.loginAs('helper');
    await bill(orderId, helper.token).expect(404);
    await bill(randomUUID(), owner.token).expect(404);
  });

  it('rejects a language other than en, si or ta, and a malformed id, with a 400 naming the field', async () => {
    const wrongLanguage = await bill(orderId, owner.token, '?lang=fr').expect(400);
    expect(failure(wrongLanguage).message).toBe('lang must be one of en, si, ta.');
    await bill(orderId, owner.token, '?lang=si&lang=ta').expect(400);
    const wrongId = await bill('not-an-order', owner.token).expect(400);
    expect(failure(wrongId).message).toMatch(/valid id/);
  });
});
