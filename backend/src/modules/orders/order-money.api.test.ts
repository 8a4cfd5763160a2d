// Money columns are 64-bit: an order past LKR 21,474,836.47 (2^31 cents) is stored and read back exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@store/contracts/orders';
import type { Product } from '@store/contracts/products';
import { fillCart, orderBody } from '../../testing/order-fixtures';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';
import { pngPixel } from '../../testing/test-images';

let backend: TestBackend;
let gown: Product;

beforeAll(async () => {
  backend = await startTestBackend();
  const admin = await backend.loginAs('admin');
  const fields = {
    name: 'Hand-beaded bridal gown',
    description: 'Osariya-style gown with hand-sewn beadwork.',
    price: '250000.55',
    category: 'Women',
    subCategory: 'Topwear',
    sizes: JSON.stringify(['S', 'M']),
    stock: JSON.stringify({ S: 99, M: 99 }),
    bestseller: 'false',
    imageAlt: 'An ivory gown with beadwork',
  };
  const req = backend.api().post('/api/product/add').set('token', admin.token);
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  const res = await req
    .attach('image1', pngPixel, { filename: 'gown.png', contentType: 'image/png' })
    .expect(201);
  gown = res.body.product as Product;
});
afterAll(async () => {
  await backend.close();
});

describe('POST /api/order/place with a large amount', () => {
  it('places and reads back an order above LKR 21,474,836.47 to the cent', async () => {
    const shopper = await backend.newShopper();
    const lines = [
      { product: gown, size: 'S', quantity: 99 },
      { product: gown, size: 'M', quantity: 99 },
    ];
    await fillCart(backend, shopper.token, lines);
    const body = orderBody(lines);
    expect(body.amount).toBe(49_500_308.9);
    await backend.api().post('/api/order/place').set('token', shopper.token).send(body).expect(201);

    const orders = (
      await backend.api().post('/api/order/userorders').set('token', shopper.token).send({}).expect(200)
    ).body.orders as Order[];
    expect(orders[0]).toMatchObject({ amount: 49_500_308.9, subtotal: 49_500_108.9, deliveryFee: 200 });
    expect(orders[0]?.items.map((item) => item.price)).toEqual([250_000.55, 250_000.55]);
  });
});
