// Cheaper forms of per-request middleware whose work does not depend on the request: security headers
// worked out once at start-up, and body parsing and compression skipped when there is nothing to do.
// They exist because the middleware stack, not the database, was most of the cost of a small API call.
import type { RequestHandler } from 'express';

type HeaderStep = { set: string; value: number | string | readonly string[] } | { remove: string };

/** Runs a header-only middleware once against a recording response: the header steps it takes. */
function recordHeaderSteps(middleware: RequestHandler, caller: string): HeaderStep[] {
  const steps: HeaderStep[] = [];
  let nextCalled = false;
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]) {
      steps.push({ set: name, value });
      return recorder;
    },
    removeHeader(name: string) {
      steps.push({ remove: name });
    },
  };
  const request = new Proxy(
    {},
    {
      get(_target, property) {
        throw new Error(`${caller}: the middleware reads req.${String(property)}`);
      },
    },
  );
  middleware(request as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
    nextCalled = true;
  });
  if (!nextCalled) throw new Error(`${caller}: the middleware did not finish synchronously`);
  return steps;
}

/**
 * Runs a header-only middleware (helmet, for one) once against a recording response and returns a
 * middleware that replays the same headers on every request. Only for middleware whose headers do not
 * depend on the request: a CSP nonce, for example, would be fixed forever, so that is refused.
 */
export function precomputedHeaders(middleware: RequestHandler): RequestHandler {
  const steps = recordHeaderSteps(middleware, 'precomputedHeaders');
  return (_req, res, next) => {
    for (const step of steps) {
      if ('set' in step) res.setHeader(step.set, step.value);
      else res.removeHeader(step.remove);
    }
    next();
  };
}

/**
 * The headers a header-only middleware leaves on a fresh response, as the flat [name, value, …] list that
 * `res.writeHead` takes: for answers sent in one call, which skips building the response's header map.
 */
export function headerPairs(middleware: RequestHandler): string[] {
  const headers = new Map<string, { name: string; values: string[] }>();
  for (const step of recordHeaderSteps(middleware, 'headerPairs')) {
    if ('remove' in step) {
      headers.delete(step.remove.toLowerCase());
      continue;
    }
    const values = Array.isArray(step.value) ? step.value.map(String) : [String(step.value)];
    headers.set(step.set.toLowerCase(), { name: step.set, values });
  }
  return [...headers.values()].flatMap(({ name, values }) => values.flatMap((value) => [name, value]));
}

const bodiless = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A body parser that is not even entered for GET, HEAD and OPTIONS, which carry no body to read. */
export function unlessBodiless(parser: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (bodiless.has(req.method)) {
      next();
      return;
    }
    parser(req, res, next);
  };
}

/**
 * Compression entered only when the client accepts an encoding: without Accept-Encoding it could only
 * send identity, yet it would still wrap every write of the response.
 */
export function whenEncodingAccepted(compress: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (!req.headers['accept-encoding']) {
      next();
      return;
    }
    compress(req, res, next);
  };
}
