// The catalogue's read cache: the answers of every GET under /api/product (list pages, single products,
// related products, a product's reviews) kept in memory as the exact bytes sent, with an ETag, until the
// catalogue changes.
// An answer is kept per URL and language (English, Sinhala, Tamil: `lang`, else Accept-Language), so one
// language's answer is never sent to a reader of another; a change drops every language's answers.
//
// A change is seen two ways. The products service's changing methods drop the cache at once on the instance
// that made the change (invalidatingOn, container.ts), and every change to the products table, by any code
// path, moves the catalogue version on in the same transaction and announces it with NOTIFY
// catalogue_changed (migration 0007). `follow` listens, so every instance on the same PostgreSQL drops its
// cache as soon as the change commits (PGlite is one instance; its notifications arrive the same way).
//
// Stock changes with every order, so a stock change drops only the answers that show one of the products
// whose stock moved, and those that pick products by stock (the admin's `lowStock` list): nothing else in an
// answer depends on stock. The instance that took the stock drops them at once (`stockChanged`); the others
// hear the products' ids a moment later (stock-notices.ts: NOTIFY catalogue_changed 'stock:<id>,<id>…').
//
// The cache sits behind authentication (a bad token is still a 401) and is skipped for admins: product
// reads do not depend on the caller today, and this keeps anything an admin might one day be shown extra
// from ever being served to someone else.
//
// When full it drops the least recently used answers (lru-cache), counting each answer's bytes and those
// of its gzip copy against the bound (ADR 012; ADR 013 for the figures that chose lru-cache).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { optionalUser } from '@store/server-kit/auth';
import { AppError } from '@store/server-kit/errors';
import {
  prepareBody,
  preparedAnswer,
  sendPrepared,
  type PreparedAnswer,
  type PreparedBody,
} from '@store/server-kit/prepared-answer';
import { cacheLanguage } from './catalogue-language';
import { stockChangeIds } from './stock-notices';

/** Browsers may keep the answer but must ask again each time; an unchanged catalogue costs them a 304. */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const CATALOGUE_CHANNEL = 'catalogue_changed';
/** Catalogue answers differ by language; sendEntry and the hot path add Accept-Encoding after it. */
export const CATALOGUE_VARY = 'Accept-Language';
/** A kept answer; `grew` is set while it is kept, so the bytes of its compressed copies count too. */
type Entry = PreparedBody;

/**
 * An answer as kept: its bytes, and the products whose stock it shows. `undefined` when that cannot be
 * told from the answer, or its query picks products by stock: such an answer goes at any stock change.
 */
interface Kept {
  answer: Entry;
  shows: readonly string[] | undefined;
}

/** Products remembered as changed since the last whole drop; past this the whole cache is dropped instead. */
const MAX_REMEMBERED_CHANGES = 10_000;

const idOf = (product: unknown): string | undefined =>
  typeof product === 'object' && product !== null && typeof (product as { _id?: unknown })._id === 'string'
    ? (product as { _id: string })._id
    : undefined;

/** The products a list or product answer shows, or undefined when its shape is not one of those. */
function productsShown(payload: unknown): string[] | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { product, products } = payload as { product?: unknown; products?: unknown };
  const shown = Array.isArray(products) ? products.map(idOf) : product !== undefined ? [idOf(product)] : [];
  if (shown.length === 0 || shown.some((id) => id === undefined)) return undefined;
  return shown as string[];
}

export interface CatalogueCacheOptions {
  /**
   * Bytes kept (default 32 MB), each answer's body and compressed copies; the least recently used go first.
   * 0 keeps nothing: every read is answered from the database (a benchmark's uncached figures).
   */
  maxBytes?: number;
  maxEntries?: number;
}

/** What follows a database's notifications (DatabaseHandle's `listen`). */
export interface Listener {
  listen(channel: string, onNotify: (payload?: string) => void): Promise<() => Promise<void>>;
}

/** An answer's key: its language, then the URL as sent (path and query). */
export function catalogueKey(url: string, acceptLanguage: string | undefined): string {
  return `${cacheLanguage(url, acceptLanguage)} ${url}`;
}

export function createCatalogueCache(options: CatalogueCacheOptions = {}) {
  // An answer larger than maxBytes on its own is not kept (lru-cache's maxEntrySize defaults to maxSize).
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  /** The keys of the answers showing each product, and of those dropped at any stock change. */
  const keysByProduct = new Map<string, Set<string>>();
  const keysByAnyStock = new Set<string>();
  const entries = new LRUCache<string, Kept>({
    max: options.maxEntries ?? 2_000,
    maxSize: Math.max(maxBytes, 1),
    sizeCalculation: ({ answer }) =>
      answer.body.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0),
    dispose: (kept, key) => {
      if (kept.shows === undefined) keysByAnyStock.delete(key);
      else
        for (const id of kept.shows) {
          const keys = keysByProduct.get(id);
          keys?.delete(key);
          if (keys?.size === 0) keysByProduct.delete(id);
        }
    },
  });
  // Each change moves `changes` on, and remembers when it happened, so an answer computed before a change
  // that touches it is never kept after it (one computed meanwhile is sent, not kept).
  let changes = 0;
  let wholeChangedAt = 0;
  let anyStockChangedAt = 0;
  const stockChangedAt = new Map<string, number>();
  let hits = 0;
  let misses = 0;

  const invalidate = () => {
    wholeChangedAt = ++changes;
    stockChangedAt.clear();
    entries.clear();
  };

  /** Drops the answers that show these products, or pick products by stock. */
  const stockChanged = (productIds: readonly string[]) => {
    if (stockChangedAt.size + productIds.length > MAX_REMEMBERED_CHANGES) {
      invalidate();
      return;
    }
    anyStockChangedAt = ++changes;
    for (const id of productIds) stockChangedAt.set(id, changes);
    const dropped = new Set(keysByAnyStock);
    for (const id of productIds) for (const key of keysByProduct.get(id) ?? []) dropped.add(key);
    for (const key of dropped) entries.delete(key);
  };

  const unchangedSince = (startedAt: number, shows: readonly string[] | undefined) =>
    wholeChangedAt <= startedAt &&
    (shows === undefined
      ? anyStockChangedAt <= startedAt
      : shows.every((id) => (stockChangedAt.get(id) ?? 0) <= startedAt));

  const keep = (key: string, kept: Kept) => {
    entries.set(key, kept);
    if (entries.peek(key) !== kept) return;
    if (kept.shows === undefined) keysByAnyStock.add(key);
    else
      for (const id of kept.shows) {
        const keys = keysByProduct.get(id) ?? new Set<string>();
        keys.add(key);
        keysByProduct.set(id, keys);
      }
  };

  const store = (key: string, kept: Kept) => {
    if (maxBytes === 0) return;
    // lru-cache measures an entry when it is added (setting the same value again keeps the old size), so
    // one that grew is taken out and added again: measured with its compressed copies, room made for it.
    kept.answer.grew = () => {
      if (entries.peek(key) !== kept) return;
      entries.delete(key);
      keep(key, kept);
    };
    keep(key, kept);
  };

  /** Keeps each answer with the products whose stock it shows (`showsOf`; undefined: any product's). */
  const caching =
    (showsOf: (req: Request, payload: unknown) => readonly string[] | undefined): RequestHandler =>
    (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        next();
        return;
      }
      // Every read says so, the ones not kept (admins', refusals) too: a shared cache must not mix languages.
      res.vary(CATALOGUE_VARY);
      if (optionalUser(req)?.role === 'admin') {
        next();
        return;
      }
      const key = catalogueKey(req.originalUrl, req.headers['accept-language']);
      const hit = entries.get(key);
      if (hit) {
        hits++;
        sendEntry(req, res, hit.answer);
        return;
      }
      misses++;
      const startedAt = changes;
      const sendJson = res.json.bind(res);
      res.json = (payload: unknown) => {
        if (res.statusCode !== 200) return sendJson(payload);
        const entry = prepareBody(Buffer.from(JSON.stringify(payload)));
        const shows = showsOf(req, payload);
        // Computed while what it shows changed, it may be stale: sent, not kept. It still gets the same
        // content ETag and 304 handling as a kept answer, so a revalidating client sees one ETag per content.
        if (unchangedSince(startedAt, shows)) store(key, { answer: entry, shows });
        sendEntry(req, res, entry);
        return res;
      };
      next();
    };

  return {
    middleware: caching((req, payload) => ('lowStock' in req.query ? undefined : productsShown(payload))),
    /**
     * For answers that show no stock (a product's reviews): kept until the catalogue itself changes (a
     * review changes its product's rating, so the products table, so the whole cache), never dropped by an
     * order.
     */
    stocklessMiddleware: caching(() => []),
    invalidate,
    stockChanged,
    /** The stored answer for this exact URL in this language, if any (for the hot path before Express). */
    lookup: (url: string, acceptLanguage: string | undefined): Entry | undefined => {
      const kept = entries.get(catalogueKey(url, acceptLanguage));
      if (kept) hits++;
      return kept?.answer;
    },
    /**
     * Drops what each change the database announces touches: the answers showing the products a stock
     * change names, else everything. Resolves once listening.
     */
    follow: (database: Listener) =>
      database.listen(CATALOGUE_CHANNEL, (payload) => {
        const ids = stockChangeIds(payload);
        if (ids) stockChanged(ids);
        else invalidate();
      }),
    stats: () => ({
      entries: entries.size,
      bytes: entries.calculatedSize,
      hits,
      misses,
      changes,
      /** Keys the stock index holds, once per product shown (each should still be in the cache). */
      indexed: [...keysByProduct.values()].reduce((sum, keys) => sum + keys.size, keysByAnyStock.size),
    }),
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
export type CachedAnswer = Entry;

export type EntryAnswer = PreparedAnswer;

/** The answer for a stored entry: 304 when If-None-Match names its ETag, else its bytes as the client takes them. */
export const entryAnswer = (req: IncomingMessage, entry: Entry): EntryAnswer =>
  preparedAnswer(req, entry, CATALOGUE_CACHE_CONTROL);

/** Sends a stored answer on a response that may already carry headers (the Express path). */
export const sendEntry = (req: IncomingMessage, res: ServerResponse, entry: Entry): void =>
  sendPrepared(req, res, entry, CATALOGUE_CACHE_CONTROL);

/**
 * The service with each named changing method dropping the cache when it finishes, so the instance that made
 * a change never serves the old one: when it succeeded, and when it failed in a way that may still have
 * changed something. A refusal (a 4xx AppError: not bought, not found, a bad value) changed nothing, and
 * dropping the cache for it would let anyone signed in empty it at will by asking for what is refused.
 */
export function invalidatingOn<S extends object>(
  service: S,
  methods: readonly (keyof S)[],
  invalidate: () => void,
): S {
  const wrapped = { ...service };
  for (const name of methods) {
    const original = service[name];
    if (typeof original !== 'function') continue;
    const method = original as (...args: unknown[]) => unknown;
    Object.assign(wrapped, {
      [name]: async (...args: unknown[]) => {
        try {
          const result = await method.apply(service, args);
          invalidate();
          return result;
        } catch (error) {
          if (!(error instanceof AppError && error.status < 500)) invalidate();
          throw error;
        }
      },
    });
  }
  return wrapped;
}
