import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/contracts/products';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';

let backend: TestBackend;
let products: Product[];
beforeAll(async () => {
  backend = await startTestBackend();
  products = (await backend.api().get('/api/product/list?limit=100').expect(200)).body.products;
});
afterAll(async () => {
  await backend.close();
});

const product = (index: number): Product => {
  const found = products[index];
  if (!found) throw new Error(`no product ${index}`);
  return found;
};

describe('POST /api/cart/add', () => {
  it('adds one of a size, twice makes two, and returns the spec cart shape', async () => {
    const shopper = await backend.newShopper();
    const item = product(0);
    await backend
      .api()
      .post('/api/cart/add')
      .set('token', shopper.token)
      .send({ itemId: item._id, size: 'M' })
      .expect(200);
    const res = await backend
      .api()
      .post('/api/cart/add')
      .set('token', shopper.token)
      .send({ itemId: item._id, size: 'M' })
      .expect(200);
    expect(res.body.cartData).toEqual({ [item._id]: { M: 2 } });
  });

  it('refuses a size the product does not come in, naming the sizes', async () => {
    const shopper = await backend.newShopper();
    const kids = products.find((p) => p.category === 'Kids');
    const res = await backend
      .api()
      .post('/api/cart/add')
      .set('token', shopper.token)
      .send({ itemId: kids?._id, size: 'XXL' })
      .expect(400);
    expect(res.body.message).toMatch(/^size: .* comes in S, M, L, not XXL\.$/);
  });

  it('refuses an unknown product with 400 and a missing size with the spec message', async () => {
    const shopper = await backend.newShopper();
    const unknown = await backend
      .api()
      .post('/api/cart/add')
      .set('token', shopper.token)
      .send({ itemId: '6b0c1c8e-5a9c-4c1e-9a53-3f5e2d1b0a77', size: 'M' })
      .expect(400);
    expect(unknown.body.message).toMatch(/itemId/);
    const noSize = await backend
      .api()
      .post('/api/cart/add')
      .set('token', shopper.token)
      .send({ itemId: product(0)._id })
      .expect(400);
    expect(noSize.body.message).toBe('Please select a product size');
  });
});

describe('POST /api/cart/update', () => {
  it('sets a quantity, and 0 removes the line', async () => {
    const shopper = await backend.newShopper();
    const item = product(1);
    const set = await backend
      .api()
      .post('/api/cart/update')
      .set('token', shopper.token)
      .send({ itemId: item._id, size: 'L', quantity: 5 })
      .expect(200);
    expect(set.body.cartData).toEqual({ [item._id]: { L: 5 } });
    const removed = await backend
      .api()
      .post('/api/cart/update')
      .set('token', shopper.token)
      .send({ itemId: item._id, size: 'L', quantity: 0 })
      .expect(200);
    expect(removed.body.cartData).toEqual({});
  });

  it.each([
    [{ quantity: -1 }, 'quantity must be 0 or more.'],
    [{ quantity: 1.5 }, 'quantity must be a whole number.'],
    [{ quantity: '3' }, 'quantity must be a number.'],
    [{ quantity: 1000 }, 'quantity must be at most 99.'],
  ])('rejects %j with 400', async (patch, message) => {
    const shopper = await backend.newShopper();
    const res = await backend
      .api()
      .post('/api/cart/update')
      .set('token', shopper.token)
      .send({ itemId: product(1)._id, size: 'L', ...patch })
      .expect(400);
    expect(res.body.message).toBe(message);
  });
});

describe('POST /api/cart/get', () => {
  it("returns only the caller's cart, even when the body names another user", async () => {
    const alice = await backend.newShopper('Alice');
    const bob = await backend.newShopper('Bob');
    await backend
      .api()
      .post('/api/cart/add')
      .set('token', alice.token)
      .send({ itemId: product(2)._id, size: 'S' })
      .expect(200);
    const bobs = await backend
      .api()
      .post('/api/cart/get')
      .set('token', bob.token)
      .send({ userId: alice.id })
      .expect(200);
    expect(bobs.body).toEqual({ success: true, cartData: {}, available: {} });
    const alices = await backend.api().post('/api/cart/get').set('token', alice.token).send({}).expect(200);
    expect(alices.body.cartData).toEqual({ [product(2)._id]: { S: 1 } });
  });
});

describe('POST /api/cart/merge', () => {
  it('adds a guest cart into the stored one, summing quantities and dropping items no longer sold', async () => {
    const shopper = await backend.newShopper();
    const first = product(3);
    const second = product(4);
    await backend
      .api()
      .post('/api/cart/update')
      .set('token', shopper.token)
      .send({ itemId: first._id, size: 'M', quantity: 2 });
    const res = await backend
      .api()
      .post('/api/cart/merge')
      .set('token', shopper.token)
      .send({
        cartData: {
          [first._id]: { M: 3 },
          [second._id]: { S: 1 },
          '6b0c1c8e-5a9c-4c1e-9a53-3f5e2d1b0a77': { M: 1 },
        },
      })
      .expect(200);
    expect(res.body.cartData).toEqual({ [first._id]: { M: 5 }, [second._id]: { S: 1 } });
    expect(res.body.message).toMatch(/1 item is no longer available/);
  });

  it('caps a merged line at 99', async () => {
    const shopper = await backend.newShopper();
    const item = product(5);
    const admin = await backend.loginAs('admin');
    await backend
      .api()
      .post('/api/product/stock')
      .set('token', admin.token)
      .send({ productId: item._id, size: 'M', quantity: 500 })
      .expect(200);
    await backend
      .api()
      .post('/api/cart/update')
      .set('token', shopper.token)
      .send({ itemId: item._id, size: 'M', quantity: 90 })
      .expect(200);
    const res = await backend
      .api()
      .post('/api/cart/merge')
      .set('token', shopper.token)
      .send({ cartData: { [item._id]: { M: 50 } } })
      .expect(200);
    expect(res.body.cartData).toEqual({ [item._id]: { M: 99 } });
  });
});

describe('cart permissions', () => {
  it.each(['/api/cart/add', '/api/cart/update', '/api/cart/get', '/api/cart/merge'])(
    '%s needs a token (401)',
    async (path) => {
      const res = await backend.api().post(path).send({}).expect(401);
      expect(res.body.success).toBe(false);
    },
  );
});
