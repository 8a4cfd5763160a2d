// Measures the hand-written parts the code-health issue asked to replace against the well-kept libraries,
// side by side in one run (ADR 013): the catalogue cache (the first-in-first-out Map it had, and a Map kept
// in least-recently-used order by hand, against lru-cache, which it now uses), image sniffing (the
// hand-written signatures it keeps against file-type) and the start-up retry (the hand-written loop it keeps
// against p-retry). Whichever side the code does not use lives only here: the old cache is copied from the
// code lru-cache replaced, the library candidates are written as they would have been used; what the code
// uses is imported from it.
//
// Each comparison runs both sides on the same inputs in interleaved rounds (the hand-written side first in
// even rounds, the library in odd ones, after a warm-up) and prints the median time per call of each, their
// ratio and the spread of the per-round ratios, with the settings beside every figure. The machine is
// shared: read the ratios, not the absolute times. Correctness and behaviour tables follow the timings.
//
// Usage: npx tsx backend/scripts/bench-libraries.ts [--only cache,images,retry] [--rounds 15] [--scale 1]
// (--scale multiplies the calls per round). The audio sniffer and the storefront's plural helper live in
// workspaces this one may not import: assistance-service/scripts/bench-audio-sniff.ts and
// frontend/scripts/bench-plurals.ts measure them the same way.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Request, RequestHandler, Response } from 'express';
import { pino } from 'pino';
import { fileTypeFromBuffer } from 'file-type';
import pRetry, { AbortError } from 'p-retry';
import { optionalUser } from '@store/server-kit/auth';
import { databaseFailureReason, isDatabaseUnavailable } from '@store/server-kit/database-errors';
import { untilServerAnswers } from '@store/server-kit/database';
import {
  acceptsGzip,
  CATALOGUE_CACHE_CONTROL,
  createCatalogueCache,
  entryAnswer,
} from '../src/modules/products/catalogue-cache';
import { detectImageType, type ImageType } from '../src/modules/uploads/image-type';
import { jpegPixel, pngPixel, webpPixel } from '../src/testing/test-images';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'cache,images,retry' },
    rounds: { type: 'string', default: '15' },
    scale: { type: 'string', default: '1' },
  },
});
const sections = new Set(values.only.split(','));
const rounds = Number(values.rounds);
const scale = Number(values.scale);

// ---------------------------------------------------------------------------------------------------------
// The harness

let sink: unknown;

interface Comparison {
  name: string;
  settings: string;
  /** Calls per round for each side. */
  calls: number;
  old: (index: number) => unknown;
  new: (index: number) => unknown;
  /** Await every call (the side returns a promise). */
  awaitOld?: boolean;
  awaitNew?: boolean;
}

async function nanosPerCall(run: (index: number) => unknown, calls: number, awaited: boolean) {
  const start = process.hrtime.bigint();
  if (awaited) {
    for (let index = 0; index < calls; index++) sink = await run(index);
  } else {
    for (let index = 0; index < calls; index++) sink = run(index);
  }
  return Number(process.hrtime.bigint() - start) / calls;
}

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

interface Result {
  name: string;
  settings: string;
  old: number;
  new: number;
  ratio: number;
  low: number;
  high: number;
}

async function compare(comparison: Comparison): Promise<Result> {
  const calls = Math.max(1, Math.round(comparison.calls * scale));
  const oldSide = () => nanosPerCall(comparison.old, calls, comparison.awaitOld ?? false);
  const newSide = () => nanosPerCall(comparison.new, calls, comparison.awaitNew ?? false);
  await oldSide();
  await newSide();
  const olds: number[] = [];
  const news: number[] = [];
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      olds.push(await oldSide());
      news.push(await newSide());
    } else {
      news.push(await newSide());
      olds.push(await oldSide());
    }
  }
  const ratios = news.map((value, index) => value / (olds[index] ?? value));
  return {
    name: comparison.name,
    settings: `${comparison.settings}; ${calls.toLocaleString('en')} calls × ${rounds} rounds`,
    old: median(olds),
    new: median(news),
    ratio: median(news) / median(olds),
    low: Math.min(...ratios),
    high: Math.max(...ratios),
  };
}

const nanos = (value: number) =>
  value >= 10_000 ? `${(value / 1000).toFixed(1)} µs` : `${value.toFixed(value >= 100 ? 0 : 1)} ns`;

function printResults(title: string, oldName: string, newName: string, results: Result[]) {
  console.info(`\n### ${title}\n`);
  console.info(
    `| case | settings | ${oldName} | ${newName} | library ÷ hand-written (median) | per-round range |`,
  );
  console.info('| --- | --- | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    console.info(
      `| ${r.name} | ${r.settings} | ${nanos(r.old)} | ${nanos(r.new)} | ${r.ratio.toFixed(2)}× | ` +
        `${r.low.toFixed(2)}–${r.high.toFixed(2)}× |`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------------
// The catalogue cache: the old first-in-first-out Map, as it was before lru-cache (lookup, store, middleware
// and entryAnswer copied unchanged; the helpers it used are unchanged in the module and imported).

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
  if (body.length >= 1024 && acceptsGzip(req.headers['accept-encoding'])) {
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
  lookup: (url: string) => { body: Buffer } | undefined;
  stats: () => { entries: number; bytes: number };
};

function fill(cache: AnyCache, answers: { url: string; payload: unknown }[]) {
  const exchange = fakeExchange();
  for (const answer of answers) {
    exchange.reset(answer.url);
    cache.middleware(exchange.req, exchange.res, () => exchange.res.json(answer.payload));
  }
}

async function benchCache(): Promise<Result[]> {
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
    await compare({
      name: '`lookup(url)` hit, URLs in a shuffled order; hand-written side: the FIFO Map it had',
      settings: fullSettings,
      calls: 400_000,
      old: (index) => oldCache.lookup(readOrder[index % entryCount] ?? ''),
      new: (index) => newCache.lookup(readOrder[index % entryCount] ?? ''),
    }),
  );
  results.push(
    await compare({
      name: '`lookup(url)` hit, the same URL every time (the first list page); FIFO Map',
      settings: fullSettings,
      calls: 400_000,
      old: () => oldCache.lookup(urls[0] ?? ''),
      new: () => newCache.lookup(urls[0] ?? ''),
    }),
  );
  results.push(
    await compare({
      name: '`lookup(url)` miss; FIFO Map',
      settings: `${fullSettings}; 1,024 absent URLs`,
      calls: 400_000,
      old: (index) => oldCache.lookup(absent[index % absent.length] ?? ''),
      new: (index) => newCache.lookup(absent[index % absent.length] ?? ''),
    }),
  );

  // The hot path's own work for a cached answer: lookup, then the answer for a client accepting gzip (the
  // gzip copies were made in the warm-up, as the first such request makes them).
  const hotReq = { method: 'GET', headers: { 'accept-encoding': 'gzip, deflate, br' } } as IncomingMessage;
  results.push(
    await compare({
      name: 'hot path: `lookup(url)` + `entryAnswer` (gzip client); FIFO Map',
      settings: fullSettings,
      calls: 200_000,
      old: (index) => {
        const entry = oldCache.lookup(readOrder[index % entryCount] ?? '');
        return entry && oldEntryAnswer(hotReq, entry);
      },
      new: (index) => {
        const entry = newCache.lookup(readOrder[index % entryCount] ?? '');
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
    await compare({
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
    await compare({
      name: '`lookup(url)` hit, shuffled; hand-written side: a Map kept in LRU order by hand',
      settings: fullSettings,
      calls: 400_000,
      old: (index) => handLookup(readOrder[index % entryCount] ?? ''),
      new: (index) => newCache.lookup(readOrder[index % entryCount] ?? ''),
    }),
  );
  results.push(
    await compare({
      name: '`lookup(url)` hit, the same URL; hand-written side: a Map kept in LRU order by hand',
      settings: fullSettings,
      calls: 400_000,
      old: () => handLookup(urls[0] ?? ''),
      new: () => newCache.lookup(urls[0] ?? ''),
    }),
  );
  return results;
}

// ---------------------------------------------------------------------------------------------------------
// Image sniffing: the hand-written signatures (imported) against file-type, used as the upload would have
// used it (the MIME types it answers that we take; an animated PNG is a PNG to every browser).

const fileTypeImages: Record<string, ImageType> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/apng': 'image/png',
  'image/webp': 'image/webp',
};

async function fileTypeDetectImage(buffer: Uint8Array): Promise<ImageType | undefined> {
  const detected = await fileTypeFromBuffer(buffer).catch(() => undefined);
  return detected ? fileTypeImages[detected.mime] : undefined;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const u32be = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
};
const u32le = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value);
  return buffer;
};
const latin1 = (text: string) => Buffer.from(text, 'latin1');
const pngChunk = (type: string, data: Buffer) =>
  Buffer.concat([u32be(data.length), latin1(type), data, u32be(0)]);

/** Image files shaped like uploads: real headers, then `size` bytes of body. */
function realShapedImages(size: number) {
  const body = randomBytes(size);
  const jpeg = Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    latin1('JFIF\0'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x48, 0x00, 0x48, 0x00, 0x00]),
    Buffer.from([0xff, 0xdb, 0x00, 0x43, 0x00]),
    Buffer.alloc(64, 0x10),
    Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0x03, 0x20, 0x02, 0x58, 0x03, 0x01, 0x22, 0x00]),
    Buffer.from([0x02, 0x11, 0x01, 0x03, 0x11, 0x01]),
    body,
    Buffer.from([0xff, 0xd9]),
  ]);
  const ihdr = Buffer.concat([u32be(600), u32be(800), Buffer.from([8, 6, 0, 0, 0])]);
  const png = Buffer.concat([
    Buffer.from(PNG_SIGNATURE),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', body),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  const vp8 = Buffer.concat([latin1('VP8 '), u32le(body.length), body]);
  const webp = Buffer.concat([latin1('RIFF'), u32le(4 + vp8.length), latin1('WEBP'), vp8]);
  const vp8x = Buffer.concat([latin1('VP8X'), u32le(10), Buffer.from([0x10, 0, 0, 0]), Buffer.alloc(6)]);
  const webpExtended = Buffer.concat([
    latin1('RIFF'),
    u32le(4 + vp8x.length + vp8.length),
    latin1('WEBP'),
    vp8x,
    vp8,
  ]);
  return { jpeg, png, webp, webpExtended };
}

/** Inputs where sniffers differ or go wrong, with what an upload of each should give. */
function trickyImages(): { label: string; bytes: Buffer; want: string }[] {
  const { jpeg, png } = realShapedImages(2048);
  const acTL = pngChunk('acTL', Buffer.from([0, 0, 0, 2, 0, 0, 0, 0]));
  const apng = Buffer.concat([png.subarray(0, 33), acTL, png.subarray(33)]);
  const riff = (form: string) => Buffer.concat([latin1('RIFF'), u32le(1000), latin1(form), Buffer.alloc(64)]);
  const ftyp = (brand: string) =>
    Buffer.concat([u32be(24), latin1(`ftyp${brand}`), u32be(0), latin1(`${brand}mif1`), Buffer.alloc(64)]);
  return [
    { label: 'the tests’ 1×1 JPEG', bytes: jpegPixel, want: 'image/jpeg' },
    { label: 'the tests’ 1×1 PNG', bytes: pngPixel, want: 'image/png' },
    { label: 'the tests’ 1×1 WebP (lossless)', bytes: webpPixel, want: 'image/webp' },
    { label: 'an animated PNG (acTL chunk)', bytes: apng, want: 'image/png' },
    {
      label: 'JPEG-LS (FF D8 FF F7), which browsers do not show',
      bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xf7]), jpeg.subarray(4)]),
      want: 'refused',
    },
    { label: 'a RIFF that is WAVE, not WEBP', bytes: riff('WAVE'), want: 'refused' },
    { label: 'a RIFF that is AVI', bytes: riff('AVI '), want: 'refused' },
    { label: 'HEIC (ftyp heic)', bytes: ftyp('heic'), want: 'refused' },
    { label: 'AVIF (ftyp avif)', bytes: ftyp('avif'), want: 'refused' },
    { label: 'a GIF', bytes: latin1('GIF89a\x01\x00\x01\x00\x80\x00\x00'), want: 'refused' },
    {
      label: 'SVG text named .png',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      want: 'refused',
    },
    { label: 'a PDF', bytes: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'), want: 'refused' },
    { label: 'a PNG signature cut after 6 bytes', bytes: png.subarray(0, 6), want: 'refused' },
    { label: 'a JPEG cut after its first 3 bytes', bytes: jpeg.subarray(0, 3), want: 'image/jpeg' },
    {
      label: 'RIFF…WEBP with nothing after',
      bytes: Buffer.concat([latin1('RIFF'), u32le(4), latin1('WEBP')]),
      want: 'image/webp',
    },
    { label: 'an empty file', bytes: Buffer.alloc(0), want: 'refused' },
  ];
}

async function benchImages(): Promise<{ results: Result[]; table: string[] }> {
  const size = 200 * 1024;
  const images = realShapedImages(size);
  const results: Result[] = [];
  for (const [name, bytes] of Object.entries(images)) {
    results.push(
      await compare({
        name: `${name} (${bytes.length.toLocaleString('en')} bytes)`,
        settings: 'real-shaped header + random body',
        calls: 20_000,
        old: () => detectImageType(bytes),
        new: () => fileTypeDetectImage(bytes),
        awaitNew: true,
      }),
    );
  }
  const table = ['| input | should be | hand-written | file-type |', '| --- | --- | --- | --- |'];
  for (const input of trickyImages()) {
    const before = detectImageType(input.bytes) ?? 'refused';
    const after = (await fileTypeDetectImage(input.bytes)) ?? 'refused';
    const mark = (value: string) => (value === input.want ? value : `**${value}** (wrong)`);
    table.push(`| ${input.label} | ${input.want} | ${mark(before)} | ${mark(after)} |`);
  }
  return { results, table };
}

// ---------------------------------------------------------------------------------------------------------
// The start-up retry: the hand-written loop (imported) against p-retry, used two ways. With its own time limit
// (maxRetryTime) it waits up to the deadline and tries once more there, cutting the last pause short; to give
// up as the loop does (when the next pause would end past the deadline) the pause has to be worked out again
// in shouldRetry, since p-retry does not say it, and p-retry is left with sleeping.

/** A failure that retrying may mend, carried through p-retry as a plain Error (it never retries a TypeError). */
class Unreachable extends Error {}

function pRetryUntilServerAnswers(deadlineRule: 'p-retry' | 'loop') {
  return async function retry<T>(
    attempt: () => Promise<T>,
    waitMs: number,
    logger: pino.Logger,
    database: string,
  ): Promise<T> {
    const started = performance.now();
    let tries = 0;
    try {
      return await pRetry(
        async (attemptNumber) => {
          tries = attemptNumber;
          let result: T;
          try {
            result = await attempt();
          } catch (error) {
            const reason = databaseFailureReason(error);
            if (!isDatabaseUnavailable(error)) {
              throw new AbortError(
                new Error(`the database at ${database} cannot be used: ${reason}`, { cause: error }),
              );
            }
            throw new Unreachable(reason, { cause: error });
          }
          if (attemptNumber > 1) logger.info({ database, tries: attemptNumber }, 'database is up');
          return result;
        },
        {
          retries: Number.POSITIVE_INFINITY,
          minTimeout: 250,
          factor: 2,
          maxTimeout: 5_000,
          maxRetryTime: waitMs,
          shouldRetry: ({ error, attemptNumber, retriesConsumed }) => {
            const elapsed = performance.now() - started;
            const full = Math.min(250 * 2 ** retriesConsumed, 5_000);
            if (deadlineRule === 'loop' && elapsed + full > waitMs) return false;
            const pause = Math.round(Math.min(full, waitMs - elapsed));
            logger.warn(
              { database, tries: attemptNumber, retryInMs: pause, reason: error.message },
              `database not reachable yet; retrying in ${pause / 1000} s`,
            );
            return true;
          },
        },
      );
    } catch (error) {
      if (!(error instanceof Unreachable)) throw error;
      throw new Error(
        `the database at ${database} is not reachable (${error.message})${waitMs > 0 ? ` after ${tries} tries in ${Math.round(waitMs / 1000)} s` : ''}`,
        { cause: error.cause },
      );
    }
  };
}

type Retry = typeof untilServerAnswers;

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** One run against a server that refuses `failures` times: when each try started, what was logged, the end. */
async function retrySchedule(retry: Retry, failures: number, waitMs: number) {
  const lines: { msg: string; retryInMs?: number }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const started = performance.now();
  const tries: number[] = [];
  const outcome = await retry(
    async () => {
      tries.push(Math.round(performance.now() - started));
      if (tries.length <= failures) throw refused();
      return 'up';
    },
    waitMs,
    logger,
    'postgres://bench@127.0.0.1/store',
  ).then(
    (value) => value,
    (error: Error) => error.message,
  );
  return {
    tries,
    logged: lines.map((line) => line.msg),
    outcome,
    endedAtMs: Math.round(performance.now() - started),
  };
}

const withPRetry = pRetryUntilServerAnswers('p-retry');

async function benchRetry(): Promise<{ results: Result[]; table: string[] }> {
  const silent = pino({ level: 'silent' });
  const results = [
    await compare({
      name: 'the server answers the first try',
      settings: 'an attempt that resolves at once; waitMs 60,000',
      calls: 20_000,
      old: () => untilServerAnswers(() => Promise.resolve(1), 60_000, silent, 'db'),
      new: () => withPRetry(() => Promise.resolve(1), 60_000, silent, 'db'),
      awaitOld: true,
      awaitNew: true,
    }),
  ];
  const table = [
    '| run | implementation | tries started at (ms) | logged | outcome | ended at (ms) |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  const runs: [string, number, number][] = [
    ['refused 3 times, then up (waitMs 60,000)', 3, 60_000],
    ['refused until the end (waitMs 1,000)', 99, 1_000],
    ['refused once (waitMs 0: no waiting)', 1, 0],
  ];
  for (const [label, failures, waitMs] of runs) {
    for (const [name, retry] of [
      ['hand-written loop', untilServerAnswers],
      ['p-retry, its maxRetryTime', withPRetry],
      ['p-retry, the loop’s deadline in shouldRetry', pRetryUntilServerAnswers('loop')],
    ] as [string, Retry][]) {
      const run = await retrySchedule(retry, failures, waitMs);
      table.push(
        `| ${label} | ${name} | ${run.tries.join(', ')} | ${run.logged.join('; ') || '–'} | ${run.outcome} | ${run.endedAtMs} |`,
      );
    }
  }
  return { results, table };
}

// ---------------------------------------------------------------------------------------------------------

const [load1] = loadavg();
console.info(
  `Node ${process.version}, ${rounds} interleaved rounds per comparison after a warm-up, median time per call; ` +
    `load average ${load1?.toFixed(1)} at the start.`,
);
if (sections.has('cache')) {
  printResults('Catalogue cache', 'hand-written', 'lru-cache', await benchCache());
}
if (sections.has('images')) {
  const { results, table } = await benchImages();
  printResults('Image sniffing, per uploaded file', 'hand-written', 'file-type', results);
  console.info('\nWhat each says about tricky inputs:\n');
  for (const line of table) console.info(line);
}
if (sections.has('retry')) {
  const { results, table } = await benchRetry();
  printResults('Start-up retry', 'hand-written loop', 'p-retry (its maxRetryTime)', results);
  console.info('\nThe schedule, with real timers:\n');
  for (const line of table) console.info(line);
}
console.info(`\nLoad average ${loadavg()[0]?.toFixed(1)} at the end.`);
void sink;
