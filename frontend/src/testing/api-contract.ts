// The API as the tests' mock must play it, made from the servers' own operation tables in contracts (the
// lists their OpenAPI documents are generated from): for each service and "METHOD /path", the schemas of
// the request the server accepts and of each answer it gives. mock-api checks every answer a test plays
// against it (and every failure against the shared failure shape), so a mock cannot drift from the real
// API; api-calls.test.ts checks that every call the SPA makes is one of these operations.
import { failureSchema } from '@store/contracts/common';
import { assistanceApiOperations } from '@store/contracts/operations/assistance-api';
import { mainApiOperations } from '@store/contracts/operations/main-api';
import type { OperationSpec } from '@store/contracts/operations/operation-spec';

/** What mock-api needs of a zod schema (so the SPA's own package does not depend on zod). */
export interface Schema {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };
}

/** The services the SPA calls, each through its own client (lib/api-client.ts). */
export type Service = 'main' | 'assistance';

/** Each service's name and where its operation table is, for messages. */
export const services: Readonly<Record<Service, { name: string; table: string }>> = {
  main: { name: 'the main API', table: '@store/contracts/operations/main-api' },
  assistance: { name: 'the assistance service', table: '@store/contracts/operations/assistance-api' },
};

export interface Endpoint {
  /** The path parameters the server accepts, by the names of the path's ":param" segments. */
  params?: Schema;
  /** The JSON body the server accepts (absent: it reads none, or a multipart form, which is not checked). */
  body?: Schema;
  /** The query string the server accepts, as `{ name: value | values }`. */
  query?: Schema;
  /** The successful answers by status: a JSON body's schema, or null for another kind (HTML, an image...). */
  answers: Readonly<Record<number, Schema | null>>;
}

/** Every failure of the API, whatever the route: `{ success: false, message }` (see server-kit's handler). */
export const failureResponse: Schema = failureSchema;

const isJson = (contentType: string | undefined) =>
  (contentType ?? 'application/json') === 'application/json';

function endpointOf(operation: OperationSpec): Endpoint {
  const answers = Object.entries(operation.responses).map(([status, answer]) => [
    Number(status),
    answer.schema && isJson(answer.contentType) ? answer.schema : null,
  ]);
  return {
    ...(operation.params && { params: operation.params }),
    ...(operation.body && isJson(operation.body.contentType) && { body: operation.body.schema }),
    ...(operation.query && { query: operation.query }),
    answers: Object.fromEntries(answers) as Record<number, Schema | null>,
  };
}

const tableOf = (operations: readonly OperationSpec[]): Readonly<Record<string, Endpoint>> =>
  Object.fromEntries(
    operations.map((operation) => [
      `${operation.method.toUpperCase()} ${operation.path}`,
      endpointOf(operation),
    ]),
  );

/** Every operation of each service, keyed "METHOD /path" with Express ":param" segments. */
export const apiContract: Readonly<Record<Service, Readonly<Record<string, Endpoint>>>> = {
  main: tableOf(mainApiOperations),
  assistance: tableOf(assistanceApiOperations),
};

/** The schema problems of `value` in one readable line, or null when it fits. */
export function contractProblems(schema: Schema, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return result.error.issues
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/**
 * Why `body` could not be the successful `status` answer of `endpoint`, or null when it could. A status the
 * operation does not list (a test playing 200 where the server says 201) is held to its listed answers.
 */
export function answerProblems(endpoint: Endpoint, status: number, body: unknown): string | null {
  const listed = endpoint.answers[status];
  if (listed !== undefined) return listed && contractProblems(listed, body);
  const schemas = Object.values(endpoint.answers).filter((schema): schema is Schema => schema !== null);
  const problems = schemas.map((schema) => contractProblems(schema, body));
  return problems.includes(null) || problems.length === 0 ? null : (problems[0] ?? null);
}
