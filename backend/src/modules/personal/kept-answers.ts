// A signed-in shopper's own reads, their cart (POST /api/cart/get: the lines and how many of each line's size
// are left) and their orders (POST /api/order/userorders), kept in memory as the bytes sent, per shopper,
// until something they show changes (issue 23: each was a database round trip on every page a signed-in
// shopper opened).
//
// What changes them, and how this instance hears of it:
// - the cart: every change goes through the cart service, whose listeners run before the change is answered
//   (an order or a card payment emptying it announces it there too);
// - the orders: every write to an order goes through the orders repository, wrapped so that each write drops
//   the answers it may touch when it ends (ordersWritesDropping): the shopper's, for a new order; everyone's,
//   for a write named by order id (a status, a payment, a cancel), which is rarer than a read;
// - stock, for the carts showing a product whose stock moved (stock events here, stock notices from others);
// - the catalogue (a product removed, restored or given other sizes): every cart.
// Other instances hear of carts and orders by a throttled NOTIFY personal_changed naming the shoppers (at most
// one per 50 ms from an instance, as stock notices are), and of stock and the catalogue by catalogue_changed.
// A read that was under way when something it shows changed is answered but not kept, so an answer read
// before a change is never kept after it. Between a change on another instance and its NOTIFY (at most
// 50 ms, plus delivery) this instance may answer what was before; the shop keeps a browser on one instance
// (ADR 010), and the socket relays tell a shopper's other devices at once.
import { LRUCache } from 'lru-cache';
import { prepareBody, type PreparedBody } from '@store/server-kit/prepared-answer';
import { CATALOGUE_CHANNEL, type Listener } from '../products/catalogue-cache';
import { stockChangeIds } from '../products/stock-notices';

export const PERSONAL_CHANNEL = 'personal_changed';
export type PersonalRead = 'cart' | 'orders';
/** A NOTIFY names at most this many shoppers (a payload holds 8,000 bytes); more drop every answer of the kind. */
export const PERSONAL_PAYLOAD_MAX_IDS = 150;

/**
 * The NOTIFY payload for these shoppers' `kind` changing, sent by instance `from`: `cart@<from>:<id>,<id>…`, or
 * `cart@<from>` (everyone's) when there are too many. The sender has dropped them already and skips its own.
 */
export function personalChangePayload(kind: PersonalRead, userIds: readonly string[], from: string): string {
  return userIds.length > 0 && userIds.length <= PERSONAL_PAYLOAD_MAX_IDS
    ? `${kind}@${from}:${userIds.join(',')}`
    : `${kind}@${from}`;
}

export interface PersonalChange {
  kind: PersonalRead;
  from: string;
  /** Undefined for everyone's. */
  userIds?: string[];
}

/**
 * What a personal_changed payload says changed; undefined (no payload: a reconnect, after which notices may
 * have been missed, or one not understood) for everything.
 */
export function personalChangeOf(payload: string | undefined): PersonalChange | undefined {
  const match = /^(cart|orders)@([^:]+)(?::(.*))?$/s.exec(payload ?? '');
  if (!match) return undefined;
  const [, kind, from = '', ids] = match;
  const change: PersonalChange = { kind: kind === 'cart' ? 'cart' : 'orders', from };
  const userIds = ids?.split(',');
  if (userIds?.every((id) => id.length > 0)) change.userIds = userIds;
  return change;
}

interface Kept {
  answer: PreparedBody;
  /** The products the answer shows, so a stock change drops only the answers showing one of them. */
  products: readonly string[];
}

export interface KeptAnswersOptions {
  /** Reads a shopper's answer from the database. */
  read: (userId: string) => Promise<unknown>;
  /** The products an answer shows, when a stock change should drop it (a cart); none by default. */
  productsOf?: (answer: unknown) => string[];
  /** How many shoppers' answers are kept at most (the least recently read go first). */
  maxEntries?: number;
  /** How many bytes they may hold, counting room for their compressed copies. */
  maxBytes?: number;
  /** How long one is kept at most: a backstop should a change's notice never arrive (a dead connection). */
  maxAgeMs?: number;
}

/** The products a cart answer shows: the keys of its `cartData`. */
export function productsInCart(answer: unknown): string[] {
  const cartData = (answer as { cartData?: unknown } | null)?.cartData;
  return typeof cartData === 'object' && cartData !== null ? Object.keys(cartData) : [];
}

export function createKeptAnswers({
  read,
  productsOf = () => [],
  maxEntries = 5_000,
  maxBytes = 16 * 1024 * 1024,
  maxAgeMs = 10 * 60_000,
}: KeptAnswersOptions) {
  const usersByProduct = new Map<string, Set<string>>();
  const forget = (userId: string, kept: Kept) => {
    for (const productId of kept.products) {
      const users = usersByProduct.get(productId);
      users?.delete(userId);
      if (users?.size === 0) usersByProduct.delete(productId);
    }
  };
  const entries = new LRUCache<string, Kept>({
    max: maxEntries,
    // The body and room for its Brotli and gzip copies, each smaller than it.
    maxSize: maxBytes,
    sizeCalculation: (kept) => Math.max(1, kept.answer.body.length * 3),
    ttl: maxAgeMs,
    dispose: (kept, userId) => forget(userId, kept),
  });
  // A logical clock: a read is kept only if nothing it shows changed after it started.
  let clock = 0;
  /** When each shopper's answer last changed; a shopper forgotten here counts as changed at `forgottenUpTo`. */
  let forgottenUpTo = 0;
  const changedAt = new LRUCache<string, number>({
    max: maxEntries * 4,
    noDisposeOnSet: true,
    dispose: (at) => {
      forgottenUpTo = Math.max(forgottenUpTo, at);
    },
  });
  /** Stock last changed (any product: a read does not know its products before it ends). */
  let shelvesChangedAt = 0;
  let hits = 0;
  let misses = 0;

  const usersChanged = (userIds: Iterable<string>) => {
    for (const userId of userIds) {
      entries.delete(userId);
      changedAt.set(userId, ++clock);
    }
  };

  const productsChanged = (productIds: readonly string[]) => {
    shelvesChangedAt = ++clock;
    const users = new Set(productIds.flatMap((productId) => [...(usersByProduct.get(productId) ?? [])]));
    for (const userId of users) entries.delete(userId);
  };

  const everythingChanged = () => {
    forgottenUpTo = ++clock;
    changedAt.clear();
    entries.clear();
  };

  return {
    /** The shopper's answer: kept, or read (and kept unless something it shows changed meanwhile). */
    async answer(userId: string): Promise<PreparedBody> {
      const kept = entries.get(userId);
      if (kept) {
        hits++;
        return kept.answer;
      }
      misses++;
      const started = ++clock;
      const value = await read(userId);
      const answer = prepareBody(Buffer.from(JSON.stringify(value)));
      const products = productsOf(value);
      const changedSince = Math.max(
        changedAt.get(userId) ?? forgottenUpTo,
        products.length > 0 ? shelvesChangedAt : 0,
      );
      if (changedSince < started) {
        entries.set(userId, { answer, products });
        for (const productId of products) {
          let users = usersByProduct.get(productId);
          if (!users) usersByProduct.set(productId, (users = new Set()));
          users.add(userId);
        }
      }
      return answer;
    },
    usersChanged,
    productsChanged,
    everythingChanged,
    stats: () => ({ entries: entries.size, hits, misses }),
  };
}

export type KeptAnswers = ReturnType<typeof createKeptAnswers>;

/**
 * Follows what other instances announce: carts and orders by shopper (personal_changed), and stock and the
 * catalogue for the carts (catalogue_changed). Resolves once listening to both; the returned function stops.
 */
export async function followPersonalChanges(
  database: Listener,
  answers: Record<PersonalRead, KeptAnswers>,
  /** This instance's name in the payloads it sends (their changes are dropped here already). */
  self: string,
): Promise<() => Promise<void>> {
  const stopPersonal = await database.listen(PERSONAL_CHANNEL, (payload) => {
    const change = personalChangeOf(payload);
    if (change?.from === self) return;
    for (const [kind, kept] of Object.entries(answers)) {
      if (change && change.kind !== kind) continue;
      if (change?.userIds) kept.usersChanged(change.userIds);
      else kept.everythingChanged();
    }
  });
  const stopShelves = await database.listen(CATALOGUE_CHANNEL, (payload) => {
    const ids = stockChangeIds(payload);
    if (ids) answers.cart.productsChanged(ids);
    else answers.cart.everythingChanged();
  });
  return async () => {
    await stopPersonal();
    await stopShelves();
  };
}

/** The reads of a repository (find…, list…); every other method writes. */
const READS = /^(find|list)/;
/** Writes of the orders repository that touch no table an order answer shows (payment events, notices). */
const WRITES_ELSEWHERE = new Set(['recordEvent', 'recordNotification']);

/**
 * The orders repository with each write dropping the answers it may touch once it ends, whether it succeeded
 * or failed (a failure may still have written): the shopper's own for a new order (`create`), everyone's for
 * any other write, which names an order, not its shopper. A write must not run in a caller's transaction: it
 * would drop before its commit.
 */
export function ordersWritesDropping<R extends object>(
  repository: R,
  dropped: (userIds: string[] | undefined) => void,
): R {
  const wrapped: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(repository)) {
    if (typeof member !== 'function' || READS.test(name) || WRITES_ELSEWHERE.has(name)) {
      wrapped[name] = member;
      continue;
    }
    const write = member as (...args: unknown[]) => unknown;
    wrapped[name] = (...args: unknown[]) => {
      const drop = () => {
        const userId = name === 'create' ? (args[0] as { userId?: unknown } | undefined)?.userId : undefined;
        dropped(typeof userId === 'string' ? [userId] : undefined);
      };
      let result: unknown;
      try {
        result = write.apply(repository, args);
      } catch (error) {
        drop();
        throw error;
      }
      if (result instanceof Promise) return result.finally(drop);
      drop();
      return result;
    };
  }
  return wrapped as R;
}
