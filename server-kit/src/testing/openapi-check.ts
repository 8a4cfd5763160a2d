// Holds a service to its OpenAPI document in tests: every Express route must be a documented operation
// (walking the app's router stack), and every answer must fit the document (status listed, body valid
// against the response schema, checked with ajv as JSON Schema 2020-12).
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { RequestHandler } from 'express';
import type { OpenApiDocument } from '../openapi';

export interface RouteEntry {
  method: string;
  /** OpenAPI form: /api/product/{id}; a RegExp route as its source. */
  path: string;
}

interface LayerLike {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: unknown };
}

const isLayerList = (value: unknown): value is LayerLike[] => Array.isArray(value);

function joinPaths(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 && joined.endsWith('/') ? joined.slice(0, -1) : joined;
}

function describePath(raw: unknown): string[] {
  if (typeof raw === 'string') return [raw];
  if (raw instanceof RegExp) return [raw.source];
  if (Array.isArray(raw)) return raw.flatMap(describePath);
  return ['/'];
}

function walk(stack: LayerLike[], prefix: string, into: RouteEntry[]): void {
  for (const layer of stack) {
    if (layer.route) {
      for (const path of describePath(layer.route.path)) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') {
            into.push({
              method: method.toUpperCase(),
              path: joinPaths(prefix, path).replace(/:(\w+)/g, '{$1}'),
            });
          }
        }
      }
    } else if (layer.handle && isLayerList(layer.handle.stack)) {
      for (const mount of describePath(layer.rawPath))
        walk(layer.handle.stack, joinPaths(prefix, mount), into);
    }
  }
}

/** Every route of an Express 5 app (including those in mounted routers), with its full path. */
export function listRoutes(app: { router: { stack: unknown } }): RouteEntry[] {
  const routes: RouteEntry[] = [];
  if (isLayerList(app.router.stack)) walk(app.router.stack, '', routes);
  return routes;
}

/** Routes the document does not describe ("GET /api/x"), except those in `ignore`. */
export function undocumentedRoutes(
  app: { router: { stack: unknown } },
  document: OpenApiDocument,
  ignore: readonly string[] = [],
): string[] {
  return listRoutes(app)
    .map(({ method, path }) => `${method} ${path}`)
    .filter((route) => {
      if (ignore.includes(route)) return false;
      const [method = '', path = ''] = route.split(' ');
      const item = document.paths[path];
      return !item?.[method.toLowerCase() as keyof typeof item];
    });
}

export interface Answer {
  method: string;
  /** The request path (no query). */
  path: string;
  status: number;
  contentType: string | undefined;
  body: unknown;
}

interface ResponseObject {
  content?: Record<string, { schema?: Record<string, unknown> }>;
}

// ajv-formats is CommonJS with a default export; under NodeNext its namespace carries it as `default`.
const addFormats = ('default' in addFormatsModule
  ? addFormatsModule.default
  : addFormatsModule) as unknown as (ajv: Ajv2020) => void;

export interface AnswerChecker {
  /** What is wrong with an answer against the document (empty when it fits). */
  problems(answer: Answer): string[];
  /** The operations answered so far ("GET /api/x"), to prove a test reached each one. */
  seen: Set<string>;
}

export function answerChecker(document: OpenApiDocument): AnswerChecker {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction>();
  const templates = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(
      `^${template
        .split('/')
        .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
        .join('/')}/?$`,
    ),
    exact: !template.includes('{'),
  }));
  const seen = new Set<string>();

  const findTemplate = (path: string, method: string) => {
    const candidates = templates.filter(
      ({ template, pattern }) =>
        pattern.test(path) && document.paths[template]?.[method as keyof OpenApiDocument['paths'][string]],
    );
    return (candidates.find((candidate) => candidate.exact) ?? candidates[0])?.template;
  };

  return {
    seen,
    problems({ method, path, status, contentType, body }) {
      const lower = method.toLowerCase();
      const template = findTemplate(path, lower);
      if (!template) return [`${method} ${path} is not a documented operation`];
      const operation = document.paths[template]?.[lower as 'get'] as
        { responses: Record<string, ResponseObject> } | undefined;
      if (!operation) return [`${method} ${template} is not documented`];
      seen.add(`${method.toUpperCase()} ${template}`);
      const key = String(status);
      const documented = operation.responses[key];
      if (!documented && status < 400) {
        return [`${method} ${template} answered ${status}, which the document does not list`];
      }
      const response = documented ?? operation.responses.default;
      if (!response) return [`${method} ${template} answered ${status} with no default response`];
      const media = (contentType ?? '').split(';')[0]?.trim() ?? '';
      const content = response.content ?? {};
      if (Object.keys(content).length === 0) return [];
      const entry = content[media];
      if (!entry) {
        return [
          `${method} ${template} ${status}: content type "${media}" is not one of ${Object.keys(content).join(', ')}`,
        ];
      }
      if (!entry.schema || media !== 'application/json') return [];
      const cacheKey = `${lower} ${template} ${documented ? key : 'default'}`;
      let validate = compiled.get(cacheKey);
      if (!validate) {
        validate = ajv.compile(entry.schema);
        compiled.set(cacheKey, validate);
      }
      if (validate(body)) return [];
      return (validate.errors ?? []).map(
        (error) =>
          `${method} ${template} ${status}: ${error.instancePath || '(body)'} ${error.message ?? 'is invalid'}${
            error.params && 'additionalProperty' in error.params
              ? ` (${String(error.params.additionalProperty)})`
              : ''
          }`,
      );
    },
  };
}

/** The paths every service serves beside its API (health, probes, metrics, docs): each answers 200. */
export const SERVICE_PROBE_PATHS = [
  '/api/health',
  '/healthz',
  '/readyz',
  '/metrics',
  '/api/docs',
  '/api/docs/openapi.json',
] as const;

/** A supertest answer as the checker reads it. */
export function answerOf(res: {
  request: { method: string; url: string };
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}): Answer {
  const contentType = res.headers['content-type'];
  return {
    method: res.request.method,
    path: new URL(res.request.url, 'http://localhost').pathname,
    status: res.status,
    contentType: Array.isArray(contentType) ? contentType[0] : contentType,
    body: res.body,
  };
}

/**
 * Middleware for test harnesses: checks every JSON answer of a documented operation against the document
 * as it is sent, and collects what does not fit (paths the document does not know are left to the route
 * check, since tests probe unknown paths on purpose).
 */
export function answerRecorder(checker: AnswerChecker, problems: string[]): RequestHandler {
  return (req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const path = req.originalUrl.split('?', 1)[0] ?? '';
      const found = checker.problems({
        method: req.method,
        path,
        status: res.statusCode,
        contentType: 'application/json',
        // As it goes on the wire (dates as strings, undefined fields dropped).
        body: body === undefined ? undefined : (JSON.parse(JSON.stringify(body)) as unknown),
      });
      problems.push(...found.filter((problem) => !problem.endsWith('is not a documented operation')));
      return json(body);
    };
    next();
  };
}
