// Direct calls to the running main API, for preparing data and for checking what the server stored.
// The browser never sees these; they stand in for "another device" or for the database.
import { randomUUID } from 'node:crypto';
import type { CartData } from '@store/contracts/cart';
import { PRODUCT_LIST_MAX_LIMIT } from '@store/contracts/constants';
import { formatAmount, orderTotals } from '@store/contracts/money';
import type { Product } from '@store/contracts/products';
import type { AuthResponse } from '@store/contracts/users';

export interface Account {
  name: string;
  email: string;
  password: string;
  token: string;
  id: string;
}

export async function call<T>(
  baseUrl: string,
  method: string,
  route: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload: unknown = await response.json();
  if (!response.ok) {
    throw new Error(`${method} ${route} answered ${response.status}: ${JSON.stringify(payload)}`);
  }
  return payload as T;
}

/**
 * GET /api/product/list with a query (`?…`). Without a `limit` it asks for the API's largest page, which
 * holds the whole seeded catalogue (54); the store's own screens ask a page at a time.
 */
export async function listProducts(baseUrl: string, query = ''): Promise<Product[]> {
  const params = new URLSearchParams(query);
  if (!params.has('limit')) params.set('limit', String(PRODUCT_LIST_MAX_LIMIT));
  const body = await call<{ products: Product[] }>(baseUrl, 'GET', `/api/product/list?${params.toString()}`);
  return body.products;
}

/** The product with `id` in a list read earlier; a missing one is a broken test set-up, said by its id. */
export function productIn(catalogue: readonly Product[], id: string): Product {
  const found = catalogue.find((item) => item._id === id);
  if (!found) throw new Error(`product ${id} is not in the catalogue`);
  return found;
}

/** A new shopper per test, so tests never share a cart or a password. */
export async function registerShopper(baseUrl: string, label = 'shopper'): Promise<Account> {
  const name = `E2E ${label}`;
  const email = `e2e-${label}-${randomUUID().slice(0, 8)}@example.com`;
  const password = `pw-${randomUUID().slice(0, 12)}`;
  const body = await call<AuthResponse>(baseUrl, 'POST', '/api/user/register', { name, email, password });
  return { name, email, password, token: body.token, id: body.id };
}

export async function addToServerCart(baseUrl: string, token: string, itemId: string, size: string) {
  await call(baseUrl, 'POST', '/api/cart/add', { itemId, size }, token);
}

export async function serverCart(baseUrl: string, token: string): Promise<CartData> {
  return (await call<{ cartData: CartData }>(baseUrl, 'POST', '/api/cart/get', {}, token)).cartData;
}

/** Regex source for an LKR amount as the SPA shows it: two decimals (200.00), thousands separators optional. */
export function amountSource(amount: number): string {
  return `${formatAmount(amount).replace(/\./g, '\\.').replace(/,/g, ',?')}(?!\\d)`;
}

/** The amount standing on its own (not the tail of a bigger number). */
export function amountPattern(amount: number): RegExp {
  return new RegExp(`(^|[^\\d.,])${amountSource(amount)}`);
}

/** Places a cash-on-delivery order for one product through the API; returns the order's id. */
export function placeCashOrder(
  baseUrl: string,
  token: string,
  product: Product,
  size: string,
): Promise<string> {
  return placeCashOrderOf(baseUrl, token, [{ product, size, quantity: 1 }]);
}

/** Places a cash-on-delivery order of these lines through the API; returns the order's id. */
export async function placeCashOrderOf(
  baseUrl: string,
  token: string,
  lines: ReadonlyArray<{ product: Product; size: string; quantity: number }>,
): Promise<string> {
  const body = {
    address: {
      firstName: 'Nimali',
      lastName: 'Perera',
      email: 'nimali@example.lk',
      street: '12 Galle Road',
      city: 'Colombo',
      state: 'Western',
      zipcode: '00300',
      country: 'Sri Lanka',
      phone: '0771234567',
    },
    items: lines.map(({ product, size, quantity }) => ({ _id: product._id, size, quantity })),
    amount: orderTotals(lines.map(({ product, quantity }) => ({ price: product.price, quantity }))).total,
  };
  return (await call<{ order: { _id: string } }>(baseUrl, 'POST', '/api/order/place', body, token)).order._id;
}

/** Signs in an existing account (e.g. the demo admin) and returns its token. */
export async function loginToken(baseUrl: string, email: string, password: string): Promise<string> {
  return (await call<AuthResponse>(baseUrl, 'POST', '/api/user/login', { email, password })).token;
}

/** Admin: sets how many of one size are on the shelf (POST /api/product/stock). */
export async function setStock(
  baseUrl: string,
  adminToken: string,
  productId: string,
  size: string,
  quantity: number,
): Promise<Product> {
  const body = await call<{ product: Product }>(
    baseUrl,
    'POST',
    '/api/product/stock',
    { productId, size, quantity },
    adminToken,
  );
  return body.product;
}
