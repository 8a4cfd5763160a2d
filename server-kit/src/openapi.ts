// OpenAPI 3.1 documents generated from the zod contracts: each service's operation table in
// @store/contracts/operations (method, path, who may call it, the schemas of its path, query, headers and
// body, and a schema per answer status) becomes the document served at /api/docs/openapi.json. Nothing in a
// document is written by hand, so it cannot drift from what the servers parse and answer.
import { z } from 'zod';
import { failureSchema } from '@store/contracts/common';
import { everyServiceOperations } from '@store/contracts/operations/every-service';
import type {
  Access,
  HttpMethod,
  OperationSpec,
  ResponseSpec,
} from '@store/contracts/operations/operation-spec';

// The operation types live with the tables in contracts; they are named here too for the servers' code.
export type {
  Access,
  HeaderSpec,
  HttpMethod,
  OperationSpec,
  ResponseSpec,
} from '@store/contracts/operations/operation-spec';

export interface OpenApiInfo {
  title: string;
  version: string;
  description: string;
}

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: OpenApiInfo;
  jsonSchemaDialect: string;
  tags: { name: string }[];
  paths: Record<string, Partial<Record<HttpMethod, JsonSchema>>>;
  components: { securitySchemes: Record<string, JsonSchema> };
}

const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/** A zod schema as JSON Schema 2020-12, as the client sends it ('input') or as the server answers ('output'). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Transforms and refinements have no JSON Schema form: their input side is documented as it is typed,
  // and the checks that JSON Schema cannot say are left to the server's parse (and its 400).
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  const { $schema: _dialect, ...rest } = converted as JsonSchema;
  if (JSON.stringify(rest).includes('"$ref"')) {
    throw new Error('openapi: a schema with references cannot be inlined; give it no id or cycles.');
  }
  return rest;
}

/** /api/product/:id → /api/product/{id} */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:(\w+)/g, '{$1}');
}

const isOptional = (schema: z.ZodType) => schema.safeParse(undefined).success;

function parameters(operation: OperationSpec): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [name, schema] of Object.entries(operation.params?.shape ?? {})) {
    list.push({ name, in: 'path', required: true, schema: jsonSchemaOf(schema as z.ZodType, 'input') });
  }
  for (const [name, schema] of Object.entries(operation.query?.shape ?? {})) {
    list.push({
      name,
      in: 'query',
      required: !isOptional(schema as z.ZodType),
      schema: jsonSchemaOf(schema as z.ZodType, 'input'),
    });
  }
  for (const [name, header] of Object.entries(operation.headers ?? {})) {
    list.push({
      name,
      in: 'header',
      required: header.required ?? false,
      description: header.description,
      schema: jsonSchemaOf(header.schema, 'input'),
    });
  }
  return list;
}

function security(access: Access): JsonSchema[] {
  if (access === 'public') return [];
  return [{ bearer: [] }, { tokenHeader: [] }];
}

function accessNote(access: Access): string {
  if (access === 'public') return 'Anyone may call it.';
  if (access === 'signed-in') return 'Any signed-in user.';
  return `Signed-in ${access.join(' or ')} only.`;
}

function response(spec: ResponseSpec): JsonSchema {
  const answer: JsonSchema = { description: spec.description };
  if (spec.headers) {
    answer.headers = Object.fromEntries(
      Object.entries(spec.headers).map(([name, description]) => [
        name,
        { description, schema: { type: 'string' } },
      ]),
    );
  }
  const contentType = spec.contentType ?? 'application/json';
  if (spec.schema) {
    answer.content = { [contentType]: { schema: jsonSchemaOf(spec.schema, 'output') } };
  } else if (spec.contentType) {
    answer.content = { [contentType]: {} };
  }
  return answer;
}

const errorResponse = response({
  description:
    'Any failure: 400 names the invalid field, 401 no or expired session, 403 wrong role, 404 not found ' +
    'or not yours, 409 conflict, 413 too large, 429 too many requests (with Retry-After), 5xx our fault.',
  schema: failureSchema,
});

function operationObject(operation: OperationSpec): JsonSchema {
  const object: JsonSchema = {
    operationId: `${operation.method}${openApiPath(operation.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, next?: string) => (next ?? '').toUpperCase())}`,
    tags: [operation.tag],
    summary: operation.summary,
    description: [operation.description, accessNote(operation.access)].filter(Boolean).join('\n\n'),
    security: security(operation.access),
    parameters: parameters(operation),
    responses: {
      ...Object.fromEntries(
        Object.entries(operation.responses).map(([status, spec]) => [status, response(spec)]),
      ),
      default: errorResponse,
    },
  };
  if (operation.body) {
    object.requestBody = {
      required: operation.body.required ?? true,
      content: {
        [operation.body.contentType ?? 'application/json']: {
          schema: jsonSchemaOf(operation.body.schema, 'input'),
        },
      },
    };
  }
  return object;
}

export function openApiDocument(info: OpenApiInfo, operations: readonly OperationSpec[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of operations) {
    const key = openApiPath(operation.path);
    const item = (paths[key] ??= {});
    if (item[operation.method]) throw new Error(`openapi: ${operation.method} ${key} is listed twice.`);
    item[operation.method] = operationObject(operation);
  }
  return {
    openapi: '3.1.0',
    info,
    jsonSchemaDialect: DIALECT,
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        tokenHeader: {
          type: 'apiKey',
          in: 'header',
          name: 'token',
          description: 'The same JWT in the `token` header, as the storefront sends it.',
        },
      },
    },
  };
}

export interface RouteMatcher {
  /** The documented path template a request's path belongs to (e.g. /api/product/{id}), or undefined. */
  match(method: string, path: string): string | undefined;
}

/** Finds the documented operation for a request path (static paths win over templated ones). */
export function routeMatcher(operations: readonly OperationSpec[]): RouteMatcher {
  const exact = new Map<string, string>();
  const templated: { method: string; pattern: RegExp; template: string }[] = [];
  for (const operation of operations) {
    const method = operation.method.toUpperCase();
    const template = openApiPath(operation.path);
    if (!operation.path.includes(':')) {
      exact.set(`${method} ${operation.path}`, template);
    } else {
      const source = operation.path
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      templated.push({ method, pattern: new RegExp(`^${source}/?$`), template });
    }
  }
  return {
    match(method, path) {
      const wanted = method === 'HEAD' ? 'GET' : method;
      const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
      const found = exact.get(`${wanted} ${trimmed}`);
      if (found) return found;
      for (const candidate of templated) {
        if (candidate.method === wanted && candidate.pattern.test(trimmed)) return candidate.template;
      }
      return undefined;
    },
  };
}

/** The operations every service serves beside its own API: the probes, the metrics and these docs. */
export function commonOperations(): OperationSpec[] {
  return [...everyServiceOperations];
}
