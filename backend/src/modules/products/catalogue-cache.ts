// The catalogue's read cache: the answers of every GET under /api/product (list pages, single products,
// related products) kept in memory as the exact bytes sent, with an ETag, until the catalogue changes.
// An answer is kept per URL and language (English, Sinhala, Tamil: `lang`, else Accept-Language), so one
// language's answer is never sent to a reader of another; a change drops every language's answers.
//
// A change is seen two ways. The products service's changing methods and stock events drop the cache at
// once on the instance that made the change (invalidatingOn, container.ts). And every change to the
// products table, by any code path, moves the catalogue version on in the same transaction and announces it
// with NOTIFY catalogue_changed (migration 0007); stock changes are announced by the instance after they
// commit (throttledAnnouncer). `follow` listens, so every instance on the same PostgreSQL drops its cache
// as soon as the change commits (PGlite is one instance; its notifications arrive the same way).
//
// The cache sits behind authentication (a bad token is still a 401) and is skipped for admins: product
// reads do not depend on the caller today, and this keeps anything an admin might one day be shown extra
// from ever being served to someone else.
//
// When full it drops the least recently used answers (lru-cache), counting each answer's bytes and those
// of its gzip copy against the bound (ADR 012; ADR 013 for the figures that chose lru-cache).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { optionalUser } from '@store/server-kit/auth';
import {
  prepareBody,
  preparedAnswer,
  sendPrepared,
  type PreparedAnswer,
  type PreparedBody,
} from '@store/server-kit/prepared-answer';
import { cacheLanguage } from './catalogue-language';

/** Browsers may keep the answer but must ask again each time; an unchanged catalogue costs them a 304. */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const CATALOGUE_CHANNEL = 'catalogue_changed';
/** Catalogue answers differ by language; sendEntry and the hot path add Accept-Encoding after it. */
export const CATALOGUE_VARY = 'Accept-Language';
/** A kept answer; `grew` is set while it is kept, so the bytes of its compressed copies count too. */
type Entry = PreparedBody;

export interface CatalogueCacheOptions {
  /**
   * Bytes kept (default 32 MB), each answer's body and compressed copies; the least recently used go first.
   * 0 keeps nothing: every read is answered from the database (a benchmark's uncached figures).
   */
  maxBytes?: number;
  maxEntries?: number;
}

interface Listener {
  listen(channel: string, onNotify: (payload?: string) => void): Promise<() => Promise<void>>;
}

/** An answer's key: its language, then the URL as sent (path and query). */
export function catalogueKey(url: string, acceptLanguage: string | undefined): string {
  return `${cacheLanguage(url, acceptLanguage)} ${url}`;
}

export function createCatalogueCache(options: CatalogueCacheOptions = {}) {
  // An answer larger than maxBytes on its own is not kept (lru-cache's maxEntrySize defaults to maxSize).
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries ?? 2_000,
    maxSize: Math.max(maxBytes, 1),
    sizeCalculation: (entry) => entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0),
  });
  /** Moves on at each invalidation, so an answer computed before a change is never stored after it. */
  let generation = 0;
  let hits = 0;
  let misses = 0;

  const invalidate = () => {
    generation++;
    entries.clear();
  };

  const store = (key: string, entry: Entry) => {
    if (maxBytes === 0) return;
    // lru-cache measures an entry when it is added (setting the same value again keeps the old size), so
    // one that grew is taken out and added again: measured with its compressed copies, room made for it.
    entry.grew = () => {
      if (entries.peek(key) !== entry) return;
      entries.delete(key);
      entries.set(key, entry);
    };
    entries.set(key, entry);
  };

  const middleware: RequestHandler = (req, res, next) => {
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
      sendEntry(req, res, hit);
      return;
    }
    misses++;
    const startedAt = generation;
    const sendJson = res.json.bind(res);
    res.json = (payload: unknown) => {
      if (res.statusCode !== 200) return sendJson(payload);
      const entry = prepareBody(Buffer.from(JSON.stringify(payload)));
      // Computed while the catalogue changed, it may be stale: sent, not kept. It still gets the same
      // content ETag and 304 handling as a kept answer, so a revalidating client sees one ETag per content.
      if (generation === startedAt) store(key, entry);
      sendEntry(req, res, entry);
      return res;
    };
    next();
  };

  return {
    middleware,
    invalidate,
    /** The stored answer for this exact URL in this language, if any (for the hot path before Express). */
    lookup: (url: string, acceptLanguage: string | undefined): Entry | undefined => {
      const entry = entries.get(catalogueKey(url, acceptLanguage));
      if (entry) hits++;
      return entry;
    },
    /** Drops the cache whenever the database announces a catalogue change; resolves once listening. */
    follow: (database: Listener) => database.listen(CATALOGUE_CHANNEL, invalidate),
    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize, hits, misses, generation }),
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
 * Calls `send` soon after each `announce()`, but at most once per `intervalMs`: the first change in a quiet
 * spell goes out at once, a burst (orders taking stock) becomes one more call at the end of the interval.
 * A failed send is reported and not retried; the next change sends again.
 */
export function throttledAnnouncer(
  send: () => Promise<void>,
  onError: (error: unknown) => void,
  intervalMs = 50,
): () => void {
  let lastSent = 0;
  let scheduled: NodeJS.Timeout | undefined;
  return () => {
    if (scheduled) return;
    const wait = Math.max(0, lastSent + intervalMs - Date.now());
    scheduled = setTimeout(() => {
      scheduled = undefined;
      lastSent = Date.now();
      send().catch(onError);
    }, wait);
    scheduled.unref();
  };
}

/**
 * The service with each named changing method dropping the cache when it finishes (succeeded or not: a
 * failure may still have changed something), so the instance that made a change never serves the old one.
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
          return await method.apply(service, args);
        } finally {
          invalidate();
        }
      },
    });
  }
  return wrapped;
}
