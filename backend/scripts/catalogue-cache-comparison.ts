// The catalogue cache: the old first-in-first-out Map, as it was before lru-cache (lookup, store, middleware
// and entryAnswer copied unchanged; the helpers it used are unchanged in the module and imported).
// Part of bench-libraries.ts (ADR 013), which runs it.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { optionalUser } from '@store/server-kit/auth';
import {
  CATALOGUE_CACHE_CONTROL,
  createCatalogueCache,
  entryAnswer,
} from '../src/modules/products/catalogue-cache';
import { chooseCoding } from '@store/server-kit/prepared-answer';
import { compare, type Result, type RunSettings } from './library-comparison';

interface OldEntry {
  body: Buffer;
  etag: string;
  gzip?: Buffer;
}

function oldCreateCatalogueCache(options: { maxBytes?: number; maxEntries?: number } = {}) {
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const maxEntries = options.maxEntries ?? 2_000;
  const entries = new Map<string, OldEntry>();
  let bytes = 0;
  let generation = 0;
  let hits = 0;
  let misses = 0;
  const store = (key: string, entry: OldEntry) => {
    if (entry.body.length > maxBytes) return;
    while (entries.size > 0 && (bytes + entry.body.length > maxBytes || entries.size >= maxEntries)) {
      const [oldestKey, oldest] = entries.entries().next().value as [string, OldEntry];
      entries.delete(oldestKey);
      bytes -= oldest.body.length;
    }
    entries.set(key, entry);
    bytes += entry.body.length;
  };
  const middleware: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || optionalUser(req)?.role === 'admin') {
      next();
      return;
    }
    const key = req.originalUrl;
    const hit = entries.get(key);
    if (hit) {
      hits++;
      oldSendEntry(req, res, hit);
      return;
    }
    misses++;
    const startedAt = generation;
    const sendJson = res.json.bind(res);
    res.json = (payload: unknown) => {
      if (res.statusCode !== 200) return sendJson(payload);
      const body = Buffer.from(JSON.stringify(payload));
      const entry = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
      if (generation === startedAt) store(key, entry);
      oldSendEntry(req, res, entry);
      return res;
    };
    next();
  };
  return {
    middleware,
    invalidate: () => {
      generation++;
      entries.clear();
      bytes = 0;
    },
    lookup: (url: string): OldEntry | undefined => {
      const entry = entries.get(url);
      if (entry) hits++;
      return entry;
    },
    stats: () => ({ entries: entries.size, bytes, hits, misses, generation }),
  };
}

function oldEntryAnswer(req: IncomingMessage, entry: OldEntry) {
  const validators = ['Cache-Control', CATALOGUE_CACHE_CONTROL, 'ETag', entry.etag];
  if (oldMatches(req.headers['if-none-match'], entry.etag)) {
    return { status: 304, headers: validators, body: undefined };
  }
  let body = entry.body;
  const headers = validators;
  if (body.length >= 1024 && chooseCoding(req.headers['accept-encoding']) !== undefined) {
    entry.gzip ??= gzipSync(entry.body);
    body = entry.gzip;
    headers.push('Content-Encoding', 'gzip');
  }
  headers.push('Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(body.length));
  return { status: 200, headers, body: req.method === 'HEAD' ? undefined : body };
}

function oldSendEntry(req: IncomingMessage, res: ServerResponse, entry: OldEntry): void {
  const answer = oldEntryAnswer(req, entry);
  const vary = res.getHeader('Vary');
  res.setHeader('Vary', typeof vary === 'string' && vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  for (let index = 0; index < answer.headers.length; index += 2) {
    res.setHeader(answer.headers[index] ?? '', answer.headers[index + 1] ?? '');
  }
  res.statusCode = answer.status;
  res.end(answer.body);
}

function oldMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
}

/** Just enough of a request and a response for the middleware and sendEntry, reused across calls. */
function fakeExchange() {
  const headers = new Map<string, unknown>();
  const req = { method: 'GET', originalUrl: '', url: '', headers: { 'accept-encoding': 'gzip' } };
  const res = {
    statusCode: 200,
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    end: () => undefined,
    json: (_payload: unknown) => res,
  };
  return {
    req: req as unknown as Request,
    res: res as unknown as Response,
    reset(url: string) {
      headers.clear();
      req.originalUrl = url;
      req.url = url;
      res.statusCode = 200;
      res.json = () => res;
    },
  };
}

/** Catalogue URLs and answers shaped like the real ones: list pages of 12 (~7.8 KB) and products (~0.7 KB). */
function catalogueAnswers(count: number) {
  const product = () => ({
    _id: randomUUID(),
    name: `Linen Shirt ${randomBytes(3).toString('hex')}`,
    description: 'A breathable everyday shirt in washed linen, cut straight, with a soft collar.',
    price: 2500 + Math.floor(Math.random() * 5000),
    image: [`/media/uploads/${randomBytes(20).toString('hex')}.jpg`],
    imageAlt: 'Front view on a plain background',
    category: 'Women',
    subCategory: 'Topwear',
    sizes: ['S', 'M', 'L'],
    stock: { S: 4, M: 0, L: 12 },
    bestseller: false,
    date: Date.now(),
  });
  return Array.from({ length: count }, (_, index) => {
    if (index % 4 === 0) {
      const page = index / 4 + 1;
      const products = Array.from({ length: 12 }, product);
      return {
        url: `/api/product/list?page=${page}&limit=12`,
        payload: { success: true, products, total: 900 },
      };
    }
    const one = product();
    return { url: `/api/product/${one._id}`, payload: { success: true, product: one } };
  });
}

type AnyCache = {
  middleware: RequestHandler;
  lookup: (url: string, acceptLanguage?: string) => { body: Buffer } | undefined;
  stats: () => { entries: number; bytes: number };
};

function fill(cache: AnyCache, answers: { url: string; payload: unknown }[]) {
  const exchange = fakeExchange();
  for (const answer of answers) {
    exchange.reset(answer.url);
    cache.middleware(exchange.req, exchange.res, () => exchange.res.json(answer.payload));
  }
}

export async function benchCache(run: RunSettings): Promise<Result[]> {
  const entryCount = 400;
  const answers = catalogueAnswers(entryCount);
  const urls = answers.map((answer) => answer.url);
  // A fixed shuffled read order, the same for both.
  const order = urls.map((url) => ({ url, key: Math.random() })).sort((a, b) => a.key - b.key);
  const readOrder = order.map((item) => item.url);
  const absent = Array.from({ length: 1024 }, () => `/api/product/${randomUUID()}`);

  const oldCache = oldCreateCatalogueCache();
  const newCache = createCatalogueCache();
  fill(oldCache, answers);
  fill(newCache, answers);
  for (const cache of [oldCache, newCache] as AnyCache[]) {
    if (cache.stats().entries !== entryCount) throw new Error('the caches were not filled alike');
  }
  const fullSettings = `${entryCount} entries (1 in 4 a list page of 12, ~8 KB; the rest single products)`;
  const results: Result[] = [];

  results.push(
    await compare(run, {
      name: '`lookup(url)` hit, URLs in a shuffled order; hand-written side: the FIFO Map it had',
      settings: fullSettings,
      calls: 400_000,
      old: (index) => oldCache.lookup(readOrder[index % entryCount] ?? ''),
      new: (index) => newCache.lookup(readOrder[index % entryCount] ?? '', undefined),
    }),
  );
  results.push(
    await compare(run, {
      name: '`lookup(url)` hit, the same URL every time (the first list page); FIFO Map',
      settings: fullSettings,
      calls: 400_000,
      old: () => oldCache.lookup(urls[0] ?? ''),
      new: () => newCache.lookup(urls[0] ?? '', undefined),
    }),
  );
  results.push(
    await compare(run, {
      name: '`lookup(url)` miss; FIFO Map',
      settings: `${fullSettings}; 1,024 absent URLs`,
      calls: 400_000,
      old: (index) => oldCache.lookup(absent[index % absent.length] ?? ''),
      new: (index) => newCache.lookup(absent[index % absent.length] ?? '', undefined),
    }),
  );

  // The hot path's own work for a cached answer: lookup, then the answer for a client accepting gzip (the
  // gzip copies were made in the warm-up, as the first such request makes them).
  const hotReq = { method: 'GET', headers: { 'accept-encoding': 'gzip, deflate, br' } } as IncomingMessage;
  results.push(
    await compare(run, {
      name: 'hot path: `lookup(url)` + `entryAnswer` (gzip client); FIFO Map',
      settings: fullSettings,
      calls: 200_000,
      old: (index) => {
        const entry = oldCache.lookup(readOrder[index % entryCount] ?? '');
        return entry && oldEntryAnswer(hotReq, entry);
      },
      new: (index) => {
        const entry = newCache.lookup(readOrder[index % entryCount] ?? '', undefined);
        return entry && entryAnswer(hotReq, entry);
      },
    }),
  );

  // The miss path through the middleware: the route's res.json → JSON, ETag hash, store, send. A full cache
  // (maxEntries reached), so every store also drops one entry.
  const small = 64;
  const fresh = catalogueAnswers(4096);
  const oldFull = oldCreateCatalogueCache({ maxEntries: small });
  const newFull = createCatalogueCache({ maxEntries: small });
  const exchange = fakeExchange();
  const through = (cache: AnyCache) => (index: number) => {
    const answer = fresh[index % fresh.length];
    if (!answer) return undefined;
    exchange.reset(`${answer.url}&n=${index}`);
    cache.middleware(exchange.req, exchange.res, () => exchange.res.json(answer.payload));
    return cache;
  };
  results.push(
    await compare(run, {
      name: 'miss through the middleware: JSON, ETag, store (evicting one), send; FIFO Map',
      settings: `full cache of ${small} entries; the same 4,096 answers`,
      calls: 4_000,
      old: through(oldFull),
      new: through(newFull),
    }),
  );

  // What the same least-recently-used order costs by hand: a hit takes the entry out of the Map and puts it
  // back at the end (the Map keeps insertion order), so the first key is always the one to drop.
  const byHand = new Map<string, OldEntry>();
  for (const answer of answers) {
    const body = Buffer.from(JSON.stringify(answer.payload));
    byHand.set(answer.url, {
      body,
      etag: createHash('sha256').update(body).digest('base64url').slice(0, 32),
    });
  }
  const handLookup = (url: string) => {
    const entry = byHand.get(url);
    if (entry) {
      byHand.delete(url);
      byHand.set(url, entry);
    }
    return entry;
  };
  results.push(
    await compare(run, {
      name: '`lookup(url)` hit, shuffled; hand-written side: a Map kept in LRU order by hand',
      settings: fullSettings,
      calls: 400_000,
      old: (index) => handLookup(readOrder[index % entryCount] ?? ''),
      new: (index) => newCache.lookup(readOrder[index % entryCount] ?? '', undefined),
    }),
  );
  results.push(
    await compare(run, {
      name: '`lookup(url)` hit, the same URL; hand-written side: a Map kept in LRU order by hand',
      settings: fullSettings,
      calls: 400_000,
      old: () => handLookup(urls[0] ?? ''),
      new: () => newCache.lookup(urls[0] ?? '', undefined),
    }),
  );
  return results;
}
