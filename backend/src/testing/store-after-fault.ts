// The store after a fault (a killed process, a database that went away), checked against what each shopper
// of the order traffic (order-traffic.ts) was told: orders whole and exactly as asked, retries with the same
// key answered with the same order, nothing twice, and stock taken once per order.
import type { Order } from '@store/contracts/orders';
import type { Product } from '@store/contracts/products';
import { ordersOf, placeOrder, productList, stockBudget, stockKey, type Attempt } from './order-traffic';

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
