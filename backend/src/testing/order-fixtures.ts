// Test data for the order and payment suites: a valid address, catalogue picks and correctly priced bodies.
import { orderTotals } from '@store/contracts/money';
import type { AddressInput, Order, PlaceOrderBody } from '@store/contracts/orders';
import type { Product } from '@store/contracts/products';
import { startTestBackend, type TestBackend } from './test-backend';

export const validAddress: AddressInput = {
  firstName: 'Nimali',
  lastName: 'Perera',
  email: 'nimali@example.lk',
  street: '12 Temple Road',
  city: 'Nuwara Eliya',
  state: 'Central',
  zipcode: '22200',
  country: 'Sri Lanka',
  phone: '0771234567',
};

export async function catalogue(backend: TestBackend): Promise<Product[]> {
  // The whole seeded catalogue (54) fits the largest page.
  const res = await backend.api().get('/api/product/list?limit=100').expect(200);
  return res.body.products as Product[];
}

export interface Pick {
  product: Product;
  size?: string;
  quantity: number;
}

/** A place/stripe body for these lines with the amount the catalogue gives. */
export function orderBody(lines: Pick[], overrides: Partial<PlaceOrderBody> = {}): PlaceOrderBody {
  return {
    address: validAddress,
    items: lines.map(({ product, size, quantity }) => ({
      ...product,
      size: size ?? product.sizes[0] ?? 'M',
      quantity,
    })),
    amount: orderTotals(lines.map(({ product, quantity }) => ({ price: product.price, quantity }))).total,
    ...overrides,
  };
}

/** Puts lines in the shopper's stored cart through the cart API. */
export async function fillCart(backend: TestBackend, token: string, lines: Pick[]): Promise<void> {
  for (const { product, size, quantity } of lines) {
    await backend
      .api()
      .post('/api/cart/update')
      .set('token', token)
      .send({ itemId: product._id, size: size ?? product.sizes[0], quantity })
      .expect(200);
  }
}

export async function cartOf(
  backend: TestBackend,
  token: string,
): Promise<Record<string, Record<string, number>>> {
  const res = await backend.api().post('/api/cart/get').set('token', token).send({}).expect(200);
  return res.body.cartData;
}

/** POST /api/order/place as the shopper of `token`, with an Idempotency-Key when one is given. */
export function placeOrder(backend: TestBackend, token: string, body: unknown, key?: string) {
  const req = backend.api().post('/api/order/place').set('token', token);
  if (key) req.set('Idempotency-Key', key);
  return req.send(body as object);
}

/** The shopper's orders, newest first (POST /api/order/userorders). */
export async function ordersOfShopper(backend: TestBackend, token: string): Promise<Order[]> {
  return (await backend.api().post('/api/order/userorders').set('token', token).send({}).expect(200)).body
    .orders;
}

/** A backend of its own for an order suite, its catalogue, and two products that come in more than one size. */
export async function startOrderBackend() {
  const backend = await startTestBackend();
  const products = await catalogue(backend);
  const [first, second] = products.filter((product) => product.sizes.length > 1) as [Product, Product];
  return { backend, products, first, second };
}
