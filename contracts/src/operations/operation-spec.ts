// What one API operation is on the wire: method, path, who may call it, the schemas of what it reads and
// answers. The tables in this folder are the one list of each service's operations; server-kit turns them
// into the OpenAPI documents, and the SPA's tests check their mocked answers against them.
import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** Who may call an operation: anyone, any signed-in user, or signed-in users of these roles. */
export type Access = 'public' | 'signed-in' | readonly ('shopper' | 'helper' | 'admin')[];

export interface ResponseSpec {
  description: string;
  /** The body's schema (read as the server writes it); none for an empty or binary answer. */
  schema?: z.ZodType;
  /** application/json unless said (text/html, text/plain, image/svg+xml...). */
  contentType?: string;
  /** Response headers worth knowing (name → description). */
  headers?: Record<string, string>;
}

export interface HeaderSpec {
  description: string;
  schema: z.ZodType;
  required?: boolean;
}

export interface OperationSpec {
  method: HttpMethod;
  /** Express path, e.g. /api/product/:id. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: Record<string, HeaderSpec>;
  /** The request body; application/json unless said (multipart/form-data for uploads). */
  body?: { schema: z.ZodType; contentType?: string; required?: boolean };
  /** Answers by status. Every operation also answers the shared failure body (common.ts) on any error. */
  responses: Record<number, ResponseSpec>;
}
