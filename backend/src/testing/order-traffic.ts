// Shoppers placing cash-on-delivery orders against a running main API over real HTTP, for the fault tests
// (a killed process, a database that goes away): every attempt is recorded with its Idempotency-Key and
// what came back, so that afterwards the store can be checked against what each shopper was told
// (store-after-fault.ts).
import { orderTotals } from '@store/contracts/money';
import type { Order, PlaceOrderBody } from '@store/contracts/orders';
import type { Product } from '@store/contracts/products';
import { validAddress } from './order-fixtures';

export interface Shopper {
  name: string;
  token: string;
  id: string;
}

/** What one request was answered: an order (2xx), a refusal (any other status), or nothing at all. */
export type Outcome =
  | { kind: 'placed'; status: number; order: Order }
  | { kind: 'refused'; status: number; body: unknown; retryAfter: string | null }
  | { kind: 'no-answer'; reason: string };

/** One line as asked for, with the catalogue price the order must carry. */
export interface AskedLine {
  _id: string;
  size: string;
  quantity: number;
  price: number;
}

export interface Attempt {
  shopper: Shopper;
  key: string;
  body: PlaceOrderBody;
  lines: AskedLine[];
  outcome?: Outcome;
}

const json = async (res: Response): Promise<unknown> => res.json().catch(() => undefined);

export async function registerShoppers(baseUrl: string, count: number, tag: string): Promise<Shopper[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const name = `Shopper ${tag} ${index + 1}`;
      const res = await fetch(`${baseUrl}/api/user/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name,
          email: `${tag}-${index + 1}-${Date.now()}@example.com`,
          password: 'a-good-password',
        }),
      });
      const body = (await json(res)) as { token?: string; id?: string };
      if (res.status !== 201 || !body.token || !body.id)
        throw new Error(`registration failed: ${res.status}`);
      return { name, token: body.token, id: body.id };
    }),
  );
}

export async function productList(baseUrl: string): Promise<Product[]> {
  const res = await fetch(`${baseUrl}/api/product/list`);
  return ((await res.json()) as { products: Product[] }).products;
}

/** Units per product and size the traffic may still ask for: the shelf less what earlier orders asked. */
export type StockBudget = Map<string, number>;

export const stockKey = (productId: string, size: string) => `${productId}|${size}`;

export function stockBudget(products: Product[]): StockBudget {
  return new Map(
    products.flatMap((product) =>
      Object.entries(product.stock).map(([size, quantity]) => [stockKey(product._id, size), quantity]),
    ),
  );
}

/**
 * The n-th order of a shopper: one to three lines from the catalogue, priced as it lists them, only of
 * sizes the shelf still holds after every earlier order asked (whether or not it went through), so that no
 * order of the traffic is refused for stock.
 */
export function orderFor(
  products: Product[],
  seed: number,
  budget: StockBudget,
): { body: PlaceOrderBody; lines: AskedLine[] } {
  const lines: AskedLine[] = [];
  for (let line = 0; line < 1 + (seed % 3); line++) {
    const quantity = 1 + ((seed + line) % 3);
    const first = (seed * 7 + line * 13) % products.length;
    for (let step = 0; step < products.length; step++) {
      const product = products[(first + step) % products.length];
      if (!product || lines.some((taken) => taken._id === product._id)) continue;
      const size = product.sizes.find(
        (candidate) => (budget.get(stockKey(product._id, candidate)) ?? 0) >= quantity,
      );
      if (!size) continue;
      budget.set(stockKey(product._id, size), (budget.get(stockKey(product._id, size)) ?? 0) - quantity);
      lines.push({ _id: product._id, size, quantity, price: product.price });
      break;
    }
  }
  if (lines.length === 0) throw new Error('the shelf is empty');
  return {
    body: {
      address: validAddress,
      items: lines.map(({ _id, size, quantity }) => ({ _id, size, quantity })),
      amount: orderTotals(lines).total,
    },
    lines,
  };
}

/** POST /api/order/place with the key; never throws: a dropped connection is an outcome like any other. */
export async function placeOrder(
  baseUrl: string,
  shopper: Shopper,
  key: string,
  body: PlaceOrderBody,
): Promise<Outcome> {
  let res: Response;
  try {
    res = await fetch(`${baseUrl}/api/order/place`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', token: shopper.token, 'Idempotency-Key': key },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    return {
      kind: 'no-answer',
      reason: error instanceof Error ? String(error.cause ?? error.message) : String(error),
    };
  }
  let answer: unknown;
  try {
    answer = await res.json();
  } catch (error) {
    // Headers came but the body was cut off: the shopper saw no answer.
    return { kind: 'no-answer', reason: `body cut off after ${res.status}: ${String(error)}` };
  }
  if (res.ok) return { kind: 'placed', status: res.status, order: (answer as { order: Order }).order };
  return { kind: 'refused', status: res.status, body: answer, retryAfter: res.headers.get('retry-after') };
}

/**
 * Each shopper places orders one after another (the shoppers in parallel) until `stop()` says so or the
 * server stops answering; every attempt, answered or not, lands in `attempts`.
 */
export function startTraffic(options: {
  baseUrl: string;
  shoppers: Shopper[];
  products: Product[];
  tag: string;
  /** Keep going after a request gets no answer (e.g. to see the service come back). */
  continueWithoutAnswer?: boolean;
}) {
  const attempts: Attempt[] = [];
  const budget = stockBudget(options.products);
  let stopped = false;
  const inFlight = new Set<Attempt>();
  const loops = options.shoppers.map(async (shopper, shopperIndex) => {
    for (let n = 0; !stopped; n++) {
      const attempt: Attempt = {
        shopper,
        key: `${options.tag}-${shopperIndex}-${n}-${Math.random().toString(36).slice(2, 8)}`,
        ...orderFor(options.products, shopperIndex * 1000 + n, budget),
      };
      attempts.push(attempt);
      inFlight.add(attempt);
      attempt.outcome = await placeOrder(options.baseUrl, shopper, attempt.key, attempt.body);
      inFlight.delete(attempt);
      if (attempt.outcome.kind === 'no-answer' && !options.continueWithoutAnswer) return;
      // A refused request (e.g. 503 while the database is away) is retried after a short pause, as an
      // impatient client would, so the test sees when the service is back.
      if (attempt.outcome.kind !== 'placed') await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  return {
    attempts,
    /** Requests sent and not yet answered. */
    inFlight: () => inFlight.size,
    placed: () => attempts.filter((attempt) => attempt.outcome?.kind === 'placed').length,
    /** Ends the loops after their current request and waits for them. */
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
    /** Waits for the loops to end by themselves (they end when the server goes away). */
    settled: () => Promise.all(loops),
  };
}

export async function ordersOf(baseUrl: string, shopper: Shopper): Promise<Order[]> {
  const res = await fetch(`${baseUrl}/api/order/userorders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', token: shopper.token },
    body: '{}',
  });
  if (!res.ok) throw new Error(`userorders answered ${res.status}`);
  return ((await res.json()) as { orders: Order[] }).orders;
}
