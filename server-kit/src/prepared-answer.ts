// A JSON answer that is the same for every reader, kept as the exact bytes sent with a content ETag and,
// made once on first demand, a Brotli and a gzip copy. Browsers ask with `Accept-Encoding: gzip, deflate, br`
// and `If-None-Match`: they get the smallest copy they accept, or a 304. The Express route and the hot path
// before Express both answer through `preparedAnswer`, so the two paths send the same bytes and headers.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** Below this a compressed copy is not worth its header (the compression middleware's threshold too). */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Brotli quality 5: about as fast to make as gzip's default and a fifth smaller for JSON. Copies are made
 * again after every catalogue change (stock moves with each order), so the slow top qualities do not pay.
 */
const BROTLI_QUALITY = 5;

export interface PreparedBody {
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  /** Called when a compressed copy was added, so a size-bounded cache can count its bytes. */
  grew?: () => void;
}

export function prepareBody(body: Buffer): PreparedBody {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}

export interface PreparedAnswer {
  status: 200 | 304;
  /** Flat [name, value, …] pairs, as `res.writeHead` takes them; Vary apart (it merges with the caller's). */
  headers: string[];
  /** Undefined for a 304 and for HEAD. */
  body: Buffer | undefined;
}

export type Coding = 'br' | 'gzip';

/** Whether Accept-Encoding takes `coding` (listed, or `*`, without q=0). */
export function acceptsCoding(acceptEncoding: string | undefined, coding: Coding): boolean {
  if (!acceptEncoding) return false;
  let wildcard = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === coding) return accepted;
    if (name === '*') wildcard = accepted;
  }
  return wildcard;
}

/** The coding to send: Brotli when accepted, else gzip, else none. */
export function chooseCoding(
  acceptEncoding: string | undefined,
  available: readonly Coding[] = ['br', 'gzip'],
): Coding | undefined {
  return available.find((coding) => acceptsCoding(acceptEncoding, coding));
}

function compress(body: Buffer, coding: Coding): Buffer {
  return coding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body);
}

function compressed(prepared: PreparedBody, coding: Coding): Buffer {
  let copy = prepared[coding];
  if (!copy) {
    copy = compress(prepared.body, coding);
    prepared[coding] = copy;
    prepared.grew?.();
  }
  return copy;
}

/**
 * The answer for a prepared body: 304 when If-None-Match names its ETag, else the bytes in the smallest coding
 * the client accepts (when they are large enough to be worth it).
 */
export function preparedAnswer(
  req: IncomingMessage,
  prepared: PreparedBody,
  cacheControl: string,
): PreparedAnswer {
  const headers = ['Cache-Control', cacheControl, 'ETag', prepared.etag];
  if (matchesEtag(req.headers['if-none-match'], prepared.etag)) {
    return { status: 304, headers, body: undefined };
  }
  return jsonAnswer(req, prepared.body, (coding) => compressed(prepared, coding), headers);
}

/**
 * A 200 with a JSON body in the smallest coding the client accepts, when it is large enough to be worth it
 * (already encoded, so the compression middleware leaves it alone), after `headers`.
 */
function jsonAnswer(
  req: IncomingMessage,
  body: Buffer,
  compressTo: (coding: Coding) => Buffer,
  headers: string[],
): PreparedAnswer {
  const coding = body.length >= COMPRESS_MIN_BYTES ? chooseCoding(req.headers['accept-encoding']) : undefined;
  const sent = coding ? compressTo(coding) : body;
  if (coding) headers.push('Content-Encoding', coding);
  headers.push('Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(sent.length));
  return { status: 200, headers, body: req.method === 'HEAD' ? undefined : sent };
}

/** Sends a prepared answer on a response that may already carry headers (the Express path). */
export function sendPrepared(
  req: IncomingMessage,
  res: ServerResponse,
  prepared: PreparedBody,
  cacheControl: string,
): void {
  writeAnswer(res, preparedAnswer(req, prepared, cacheControl));
}

function writeAnswer(res: ServerResponse, answer: PreparedAnswer): void {
  const vary = res.getHeader('Vary');
  res.setHeader('Vary', typeof vary === 'string' && vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  for (let index = 0; index < answer.headers.length; index += 2) {
    res.setHeader(answer.headers[index] ?? '', answer.headers[index + 1] ?? '');
  }
  res.statusCode = answer.status;
  res.end(answer.body);
}

/** If-None-Match against one ETag: `*`, or any listed tag, compared weakly as RFC 9110 asks for GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
}

const PERSONAL_HEADERS = ['Cache-Control', 'private, no-store, no-transform'] as const;

/**
 * One reader's own data (their cart, their orders), answered as JSON: never stored by a browser or a proxy
 * (`no-store`), compressed here like a prepared answer when worth it, and marked `no-transform` so the
 * compression middleware leaves it as it is. The Express route and the hot path before Express both answer
 * a signed-in read through this, so the two paths send the same bytes and headers.
 */
export function personalAnswer(req: IncomingMessage, value: unknown): PreparedAnswer {
  const body = Buffer.from(JSON.stringify(value));
  return jsonAnswer(req, body, (coding) => compress(body, coding), [...PERSONAL_HEADERS]);
}

/**
 * The same for one reader's data kept by the server (prepareBody of its JSON): the same headers, its
 * compressed copies made once.
 */
export function keptPersonalAnswer(req: IncomingMessage, kept: PreparedBody): PreparedAnswer {
  return jsonAnswer(req, kept.body, (coding) => compressed(kept, coding), [...PERSONAL_HEADERS]);
}

/** Sends one reader's kept data through Express (see `keptPersonalAnswer`). */
export function sendKeptPersonal(req: IncomingMessage, res: ServerResponse, kept: PreparedBody): void {
  writeAnswer(res, keptPersonalAnswer(req, kept));
}

/** Sends one reader's own data through Express (see `personalAnswer`). */
export function sendPersonal(req: IncomingMessage, res: ServerResponse, value: unknown): void {
  writeAnswer(res, personalAnswer(req, value));
}
