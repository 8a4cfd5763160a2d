// Shoppers placing cash-on-delivery orders against a running main API over real HTTP, for the fault tests
// (a killed process, a database that goes away): every attempt is recorded with its Idempotency-Key and
// what came back, so that afterwards the store can be checked against what each shopper was told.
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

const cents = (lkr: number) => Math.round(lkr * 100);

/** An order as stored matches what was asked for: the same lines at the catalogue's prices, and totals. */
export function orderMatchesRequest(order: Order, { body, lines }: Attempt): string[] {
  const problems: string[] = [];
  const wanted = lines.map((item) => `${item._id}|${item.size}|${item.quantity}|${cents(item.price)}`);
  const got = order.items.map((item) => `${item._id}|${item.size}|${item.quantity}|${cents(item.price)}`);
  if (JSON.stringify([...got].sort()) !== JSON.stringify([...wanted].sort()))
    problems.push(`order ${order._id}: items ${got.join(',')} differ from the request's ${wanted.join(',')}`);
  if (cents(order.amount) !== cents(body.amount))
    problems.push(`order ${order._id}: amount ${order.amount} instead of ${body.amount}`);
  return problems.concat(orderIsWhole(order));
}

/** No half-written order: it has lines, its totals add up, and its history starts with Order Placed. */
export function orderIsWhole(order: Order): string[] {
  const problems: string[] = [];
  if (order.items.length === 0) problems.push(`order ${order._id} has no items`);
  const subtotal = order.items.reduce((sum, item) => sum + cents(item.price) * item.quantity, 0);
  if (subtotal !== cents(order.subtotal))
    problems.push(`order ${order._id}: lines add up to ${subtotal / 100}, subtotal says ${order.subtotal}`);
  if (cents(order.subtotal) + cents(order.deliveryFee) !== cents(order.amount))
    problems.push(`order ${order._id}: subtotal + delivery fee is not the amount ${order.amount}`);
  if (order.statusHistory[0]?.status !== 'Order Placed')
    problems.push(`order ${order._id}: history does not start with Order Placed`);
  return problems;
}

/** Counts of what the shoppers were told, for the test's report. */
export function tally(attempts: Attempt[]) {
  const counts: Record<string, number> = {};
  for (const { outcome } of attempts) {
    const label = !outcome ? 'unsent' : outcome.kind === 'no-answer' ? 'no answer' : String(outcome.status);
    counts[label] = (counts[label] ?? 0) + 1;
  }
  return counts;
}

export interface StoreCheckContext {
  baseUrl: string;
  attempts: Attempt[];
  /** The catalogue as listed before the traffic began (e.g. each product's starting stock). */
  catalogueBefore: Product[];
  /** Every order of every shopper after the retries, by shopper id. */
  ordersByShopper: Map<string, Order[]>;
}

/** A further invariant to hold after the fault; returns the problems found. */
export type StoreCheck = (context: StoreCheckContext) => Promise<string[]>;

/**
 * Invariants every fault test checks beyond the orders themselves: so far, that a killed or cut-off order
 * neither loses nor takes stock. Add further ones here.
 */
export const storeInvariants: StoreCheck[] = [stockTakenOncePerOrder];

/** Each size's stock is its stock before the traffic less what the orders that exist now hold: no more. */
async function stockTakenOncePerOrder({
  baseUrl,
  catalogueBefore,
  ordersByShopper,
}: StoreCheckContext): Promise<string[]> {
  const expected = stockBudget(catalogueBefore);
  for (const order of [...ordersByShopper.values()].flat()) {
    for (const item of order.items) {
      const key = stockKey(item._id, item.size);
      expected.set(key, (expected.get(key) ?? 0) - item.quantity);
    }
  }
  const now = stockBudget(await productList(baseUrl));
  return [...expected]
    .filter(([key, quantity]) => now.get(key) !== quantity)
    .map(([key, quantity]) => `stock of ${key} is ${now.get(key)}, not ${quantity} (before less the orders)`);
}

/**
 * After the fault: every order a shopper was told about (2xx) is stored whole, exactly as asked; each
 * shopper's retry with the same key returns that same order; a request that got no answer (or a 503),
 * retried with its key, makes at most one order; and no order exists that no key accounts for. Returns
 * the problems found (none when the store held) and what the retries saw.
 */
export async function checkStoreAfterFault(
  baseUrl: string,
  attempts: Attempt[],
  catalogueBefore: Product[],
  extraChecks: StoreCheck[] = storeInvariants,
): Promise<{ problems: string[]; retried: Record<string, number> }> {
  const problems: string[] = [];
  const retried: Record<string, number> = {};
  const shoppers = [...new Map(attempts.map((attempt) => [attempt.shopper.id, attempt.shopper])).values()];

  const before = new Map<string, Order[]>();
  for (const shopper of shoppers) before.set(shopper.id, await ordersOf(baseUrl, shopper));
  const stored = new Map([...before.values()].flat().map((order) => [order._id, order]));

  for (const attempt of attempts) {
    if (attempt.outcome?.kind !== 'placed') continue;
    const order = stored.get(attempt.outcome.order._id);
    if (!order)
      problems.push(`order ${attempt.outcome.order._id} (key ${attempt.key}) was answered 2xx but is gone`);
    else problems.push(...orderMatchesRequest(order, attempt));
  }
  for (const order of stored.values()) problems.push(...orderIsWhole(order));

  // The shopper's client retries with the same key (twice: the second must change nothing).
  const orderOfKey = new Map<string, string>();
  const retriable = attempts.filter(
    (attempt) =>
      attempt.outcome !== undefined && (attempt.outcome.kind !== 'refused' || attempt.outcome.status === 503),
  );
  for (const round of [1, 2]) {
    await Promise.all(
      retriable.map(async (attempt) => {
        const again = await placeOrder(baseUrl, attempt.shopper, attempt.key, attempt.body);
        if (again.kind !== 'placed') {
          problems.push(
            `retry of key ${attempt.key} was answered ${again.kind === 'refused' ? again.status : 'nothing'}`,
          );
          return;
        }
        const label = `round ${round}: ${attempt.outcome?.kind === 'placed' ? '2xx' : attempt.outcome?.kind === 'refused' ? '503' : 'no answer'} → ${again.status}`;
        retried[label] = (retried[label] ?? 0) + 1;
        const first =
          attempt.outcome?.kind === 'placed' ? attempt.outcome.order._id : orderOfKey.get(attempt.key);
        if (first !== undefined && again.order._id !== first)
          problems.push(`retry of key ${attempt.key} gave order ${again.order._id}, not ${first}`);
        if ((attempt.outcome?.kind === 'placed' || round === 2) && again.status !== 200)
          problems.push(`retry of key ${attempt.key} (round ${round}) made a new order (${again.status})`);
        orderOfKey.set(attempt.key, again.order._id);
        problems.push(...orderMatchesRequest(again.order, attempt));
      }),
    );
  }

  // Exactly one order per key that made one, and no order without a key: nothing twice.
  const ordersByShopper = new Map<string, Order[]>();
  for (const shopper of shoppers) {
    const orders = await ordersOf(baseUrl, shopper);
    ordersByShopper.set(shopper.id, orders);
    const expected = new Set(
      retriable
        .filter((attempt) => attempt.shopper.id === shopper.id)
        .map((attempt) => orderOfKey.get(attempt.key)),
    );
    const ids = orders.map((order) => order._id).sort();
    const wanted = [...expected].filter((id): id is string => id !== undefined).sort();
    if (JSON.stringify(ids) !== JSON.stringify(wanted))
      problems.push(
        `${shopper.name} has orders ${ids.join(',')} but the keys account for ${wanted.join(',')}`,
      );
  }

  for (const check of extraChecks)
    problems.push(...(await check({ baseUrl, attempts, catalogueBefore, ordersByShopper })));
  return { problems, retried };
}
