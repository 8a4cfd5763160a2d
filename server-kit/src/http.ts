// Shared Express plumbing: request ids (kept from the caller or made, echoed, passed on) and logging, the JSON 404 for unknown API paths, and the one
// error handler that turns every failure into `{ success: false, message }` with an honest status.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseFailureReason,
  isDatabaseUnavailable,
} from './database-errors';
import { AppError } from './errors';

declare module 'node:http' {
  interface IncomingMessage {
    /** This request's id: the caller's `x-request-id` when it is a sane one, else a new UUID. */
    id: string;
  }
}

export const REQUEST_ID_HEADER = 'x-request-id';

/** The request's id as the logs carry it (the caller's X-Request-Id when sane, else a new UUID). */
export function requestIdOf(req: Request): string | undefined {
  return typeof req.id === 'string' ? req.id : undefined;
}

/** The header that carries a request's id to another service, so both log the same id. */
export function requestIdHeader(requestId: string | undefined): Record<string, string> {
  return requestId ? { [REQUEST_ID_HEADER]: requestId } : {};
}

/** A sane incoming id (a proxy's, or the calling service's): kept; anything else is replaced. */
const requestIdPattern = /^[\w.:-]{1,64}$/;

/** The URL as the client sent it: Express's originalUrl, or the plain URL before Express (the hot path). */
export function originalUrlOf(req: IncomingMessage): string {
  return ('originalUrl' in req && typeof req.originalUrl === 'string' && req.originalUrl) || req.url || '';
}

/** Longest URL an access line holds: the rest of a long one is the client's input, not worth a log line. */
export const LOGGED_URL_LIMIT = 300;

function loggedUrl(url: string): string {
  return url.length > LOGGED_URL_LIMIT
    ? `${url.slice(0, LOGGED_URL_LIMIT)}… [${url.length - LOGGED_URL_LIMIT} more characters]`
    : url;
}

/** The request's id, set on `req.id`: the caller's `x-request-id` when it is a sane one, else a new UUID. */
export function assignRequestId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
  req.id = id;
  return id;
}

/**
 * Logs one line when each answer ends: id, method, URL, status and time, at "warn" for an aborted request,
 * "error" for a 5xx and "info" otherwise. Never the headers or body (tokens, passwords).
 * Built by hand rather than with pino-http, whose per-request child logger was a large part of the cost
 * of a small API call; the line has the same fields.
 */
export function accessLogger(
  logger: Logger,
): (req: IncomingMessage, res: ServerResponse, id: string) => void {
  // The access line holds only the fields below, none of them personal, so it skips the redaction pass.
  const accessLog = logger.child({}, { redact: [] });
  if (!accessLog.isLevelEnabled('error')) return () => undefined;
  return (req, res, id) => {
    const started = performance.now();
    const method = req.method;
    const url = loggedUrl(originalUrlOf(req));
    // 'close' comes after 'finish' on a completed answer, and alone on an aborted one: one listener sees both.
    res.once('close', () => {
      const statusCode = res.statusCode;
      const line = {
        req: { id, method, url },
        res: { statusCode },
        responseTime: Math.round(performance.now() - started),
      };
      if (!res.writableFinished) accessLog.warn(line, 'request aborted');
      else if (statusCode >= 500) accessLog.error(line, 'request errored');
      else accessLog.info(line, 'request completed');
    });
  };
}

/** Gives every request an id (echoed in `x-request-id`) and an access log line (accessLogger). */
export function requestLogger(logger: Logger): RequestHandler {
  const logAccess = accessLogger(logger);
  return (req, res, next) => {
    const id = assignRequestId(req);
    res.setHeader(REQUEST_ID_HEADER, id);
    logAccess(req, res, id);
    next();
  };
}

export const apiNotFound: RequestHandler = (req, res) => {
  res
    .status(404)
    .json({ success: false, message: `No API route ${req.method} ${req.originalUrl.split('?')[0]}.` });
};

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
  limit?: number;
}

interface MulterLikeError {
  name: string;
  code: string;
  field?: string;
}

function isMulterError(error: unknown): error is MulterLikeError {
  return error instanceof Error && error.name === 'MulterError';
}

/**
 * Wraps a multer middleware: multer hands busboy's parse errors (no boundary, a truncated body, a broken
 * part header) on as plain errors, which are the client's fault, so they become a 400 naming the cause.
 */
export function multipartBody(parse: RequestHandler): RequestHandler {
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      if (error instanceof Error && !isMulterError(error) && !(error instanceof AppError)) {
        next(new AppError(400, `The upload could not be read (${error.message}).`, 'bad_multipart'));
        return;
      }
      next(error);
    });
  };
}

export type FailureAnswer = ReturnType<typeof describe>;

/**
 * What a failed request is answered, logged as the error handler logs it. The hot path before Express
 * answers its failures through this too.
 */
export function failureAnswerer(logger: Logger): (error: unknown, requestId: unknown) => FailureAnswer {
  return (error, requestId) => {
    const answer = describe(error);
    if (answer.body.code === DATABASE_UNAVAILABLE) {
      // Expected while the database restarts; one line per request, not a stack trace each.
      logger.warn({ requestId, reason: databaseFailureReason(error) }, 'database unavailable; answered 503');
    } else if (answer.status >= 500) {
      logger.error({ err: error, requestId }, 'request failed');
    }
    return answer;
  };
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  const answerFailure = failureAnswerer(logger);
  return (error: unknown, req: Request, res, _next) => {
    const { status, body, headers } = answerFailure(error, req.id);
    if (res.headersSent) return;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.status(status).json(body);
  };
}

/** The `code` of the 503 answered while the database cannot be reached. */
export const DATABASE_UNAVAILABLE = 'database_unavailable';

function describe(error: unknown): {
  status: number;
  body: { success: false; message: string; code?: string; details?: unknown };
  headers: Record<string, string>;
} {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { success: false, message: error.message, code: error.code, details: error.details },
      headers: error.headers,
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: {
        success: false,
        message: DATABASE_UNAVAILABLE_MESSAGE,
        code: DATABASE_UNAVAILABLE,
      },
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    };
  }
  // Express's router cannot decode a path parameter with a malformed percent-escape ("/api/product/%ZZ").
  if (error instanceof URIError) {
    return {
      status: 400,
      body: {
        success: false,
        message: 'The address has a malformed percent-escape (a "%" not followed by two hex digits).',
        code: 'bad_url',
      },
      headers: {},
    };
  }
  if (error instanceof ZodError) {
    const first = error.issues[0];
    const field = first?.path.map(String).join('.') || 'body';
    return {
      status: 400,
      body: {
        success: false,
        message: `${field}: ${first?.message ?? 'invalid value'}`,
        code: 'validation_failed',
      },
      headers: {},
    };
  }
  if (isMulterError(error)) {
    const tooLarge = error.code === 'LIMIT_FILE_SIZE';
    const tooMany = error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE';
    return {
      status: tooLarge ? 413 : 400,
      body: {
        success: false,
        message: tooLarge
          ? `The file in "${error.field ?? 'upload'}" is too large.`
          : tooMany
            ? `Too many files, or an unexpected file field "${error.field ?? ''}".`
            : `Upload rejected: ${error.code}.`,
        code: tooLarge ? 'too_large' : 'bad_upload',
      },
      headers: {},
    };
  }
  const parserError = error as BodyParserError | undefined;
  if (parserError?.type === 'entity.parse.failed') {
    return {
      status: 400,
      body: { success: false, message: 'The request body is not valid JSON.', code: 'bad_json' },
      headers: {},
    };
  }
  if (parserError?.type === 'entity.too.large') {
    return {
      status: 413,
      body: { success: false, message: 'The request body is too large.', code: 'too_large' },
      headers: {},
    };
  }
  // body-parser's decompression failures (a body that claims gzip/br/deflate but is not) carry a 4xx
  // status and `expose` but no `type`.
  if (parserError?.expose && parserError.status && parserError.status >= 400 && parserError.status < 500) {
    return {
      status: parserError.status,
      body: {
        success: false,
        message: 'The request body could not be read: it does not match its Content-Encoding.',
        code: 'bad_body',
      },
      headers: {},
    };
  }
  if (parserError?.type && parserError.status && parserError.status < 500) {
    return {
      status: parserError.status,
      body: { success: false, message: 'The request body could not be read.', code: 'bad_body' },
      headers: {},
    };
  }
  return {
    status: 500,
    body: { success: false, message: 'Something went wrong on our side. Please try again.' },
    headers: {},
  };
}
