// The hostile sweep's requests: the operations of an OpenAPI document, a request input made valid from
// their schemas with one part replaced (a field, the body, a parameter, a header), and its bytes on the wire
// (JSON, multipart, or malformed on purpose).
import type { HttpMethod, OpenApiDocument } from '../openapi';
import { isFilePart, type JsonSchema } from './json-schema-arbitrary';
import {
  MULTIPART_BOUNDARY,
  MULTIPART_TYPE,
  multipartField,
  type Hostile,
  type RawPart,
} from './hostile-values';
import type { WireRequest } from './raw-http-client';

export interface Param {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface SweepOperation {
  /** "POST /api/product/{id}", as answerChecker names operations. */
  id: string;
  method: HttpMethod;
  template: string;
  path: Param[];
  query: Param[];
  headers: Param[];
  body?: { contentType: string; schema: JsonSchema; required: boolean };
  /** The statuses the document lists (a 5xx among them is an answer, not a crash). */
  statuses: Set<number>;
  /** Every media type the operation's answers may have. */
  mediaTypes: Set<string>;
  /** Anyone may call it (the document asks for no credentials). */
  public: boolean;
}

interface OperationObject {
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export function operationsOf(document: OpenApiDocument): SweepOperation[] {
  return Object.entries(document.paths).flatMap(([template, item]) =>
    Object.entries(item).map(([method, object]) => {
      const operation = object as OperationObject;
      const params = (where: string) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === where)
          .map(({ name, required, schema }) => ({ name, required: required ?? false, schema: schema ?? {} }));
      const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      const responses = Object.entries(operation.responses ?? {});
      return {
        id: `${method.toUpperCase()} ${template}`,
        method: method as HttpMethod,
        template,
        path: params('path'),
        query: params('query'),
        headers: params('header'),
        ...(contentType && {
          body: {
            contentType,
            schema: media?.schema ?? {},
            required: operation.requestBody?.required ?? false,
          },
        }),
        statuses: new Set(responses.map(([status]) => Number(status)).filter(Number.isInteger)),
        mediaTypes: new Set(responses.flatMap(([, answer]) => Object.keys(answer.content ?? {}))),
        public: (operation.security ?? []).length === 0,
      };
    }),
  );
}

export interface RequestInput {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body?: unknown;
}

export type Target =
  | { where: 'path' | 'query' | 'header'; name: string }
  | { where: 'body' }
  | { where: 'field'; field: readonly string[] }
  | { where: 'raw'; raw: RawPart }
  | { where: 'json' };

export interface SweepCase {
  input: RequestInput;
  target?: Target;
  hostile?: Hostile;
}

export function targetName(target: Target): string {
  if (target.where === 'field') return `body.${target.field.join('.')}`;
  if (target.where === 'raw') return target.raw.label;
  if (target.where === 'json') return 'the multipart fields sent as JSON';
  if (target.where === 'body') return 'the whole body';
  return `${target.where} ${target.name}`;
}

/** encodeURIComponent, which throws on a lone surrogate: that is sent as U+FFFD, as UTF-8 would carry it. */
export function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
  }
}

export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

/** Node refuses to send control characters in a header, and servers refuse headers over 16 KB. */
const headerSafe = (value: unknown) =>
  textOf(value)
    .replace(/[^\t\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .slice(0, 8_000);

export function setIn(base: unknown, path: readonly string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const copy: Record<string, unknown> = Array.isArray(base)
    ? ([...base] as unknown as Record<string, unknown>)
    : typeof base === 'object' && base !== null && !isFilePart(base)
      ? { ...(base as Record<string, unknown>) }
      : {};
  copy[head] = setIn(copy[head], rest, value);
  return copy;
}

function multipart(fields: unknown): Buffer {
  const chunks: Buffer[] = [];
  const entries = typeof fields === 'object' && fields !== null ? Object.entries(fields) : [];
  for (const [name, value] of entries) {
    for (const each of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (isFilePart(each)) {
        chunks.push(
          Buffer.from(
            `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${each.filename}"\r\n` +
              `Content-Type: ${each.contentType}\r\n\r\n`,
          ),
          each.bytes,
          Buffer.from('\r\n'),
        );
      } else if (each !== undefined) {
        chunks.push(Buffer.from(multipartField(name, textOf(each))));
      }
    }
  }
  chunks.push(Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const asJson = (value: unknown) =>
  JSON.stringify(value, (_key, each: unknown) => (isFilePart(each) ? each.filename : each));

export function wireRequest(
  operation: SweepOperation,
  sweepCase: SweepCase,
  identity: Record<string, string>,
): WireRequest {
  const { input, target, hostile } = sweepCase;
  const replaces = (where: 'path' | 'query' | 'header', name: string) =>
    hostile !== undefined && target?.where === where && target.name === name;
  const encoded = (value: unknown) => (hostile?.raw ? String(value) : percentEncode(textOf(value)));

  const path = operation.template.replace(/\{(\w+)\}/g, (_match, name: string) =>
    replaces('path', name) ? encoded(hostile?.value) : percentEncode(textOf(input.path[name])),
  );
  const query: string[] = [];
  const names = new Set([...Object.keys(input.query), ...(target?.where === 'query' ? [target.name] : [])]);
  for (const name of names) {
    const value = replaces('query', name) ? hostile?.value : input.query[name];
    if (value === undefined) continue;
    const raw = replaces('query', name) && hostile?.raw === true;
    const values = Array.isArray(value) && !raw ? (value as unknown[]) : [value];
    for (const each of values)
      query.push(
        `${percentEncode(name)}=${replaces('query', name) ? encoded(each) : percentEncode(textOf(each))}`,
      );
  }
  if (target?.where === 'raw' && target.raw.query) query.push(target.raw.query);

  const headers: Record<string, string> = { ...identity };
  for (const [name, value] of Object.entries(input.headers))
    if (value !== undefined) headers[name] = headerSafe(value);
  if (target?.where === 'header' && hostile) headers[target.name] = headerSafe(hostile.value);

  let body: Buffer | undefined;
  let contentType = operation.body?.contentType ?? 'application/json';
  let fields = input.body;
  if (target?.where === 'field' && hostile) fields = setIn(input.body, target.field, hostile.value);
  if (target?.where === 'raw' && target.raw.body !== undefined) {
    body = Buffer.from(target.raw.body);
    contentType = target.raw.contentType ?? contentType;
    Object.assign(headers, target.raw.headers);
  } else if (target?.where === 'body' && hostile) {
    body = Buffer.from(JSON.stringify(hostile.value));
    contentType = 'application/json';
  } else if (target?.where === 'json') {
    body = Buffer.from(asJson(fields ?? {}));
    contentType = 'application/json';
  } else if (fields !== undefined) {
    body = contentType.startsWith('multipart/') ? multipart(fields) : Buffer.from(JSON.stringify(fields));
  }
  if (contentType.startsWith('multipart/form-data') && target?.where !== 'raw') contentType = MULTIPART_TYPE;
  if (body) headers['content-type'] = contentType;
  return {
    method: operation.method.toUpperCase(),
    path: query.length ? `${path}?${query.join('&')}` : path,
    headers,
    body,
  };
}
