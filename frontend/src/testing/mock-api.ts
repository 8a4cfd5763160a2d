// Tests answer the SPA's HTTP calls at the clients' transport: the real api clients (token and language
// headers, time limits, errors, 401 handling) run, and each test plays the servers with handlers keyed "METHOD /path"
// (":param" segments match anything). Every call is recorded so tests can check what was sent.
// Every answer a test plays is checked against the operation table of the service that was called
// (api-contract.ts, made from contracts/): an answer the real API could not give, or a request it would
// refuse, is refused, and the test fails, so the mock cannot drift from the API. Both clients are answered
// by the same handlers (the assistance service's paths do not clash with the main API's).
import { apiClient, assistClient, setAssistanceBaseUrl } from '../lib/api-client';
import type { HttpRequest, HttpResponse } from '../lib/http-client';
import {
  answerProblems,
  apiContract,
  contractProblems,
  failureResponse,
  services,
  type Endpoint,
  type Service,
} from './api-contract';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
  params: Record<string, string>;
}

export type Reply = { status: number; body?: unknown } | 'network-error';
export type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

export const ok = (body: unknown, status = 200): Reply => ({ status, body });
export const fail = (status: number, message: string): Reply => ({
  status,
  body: { success: false, message },
});

/** Thrown (and recorded) when a test plays an answer the real API could not give. */
export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

const violations: ContractViolation[] = [];

/** The violations since the last call (setup-tests fails the test that caused any). */
export function takeContractViolations(): ContractViolation[] {
  return violations.splice(0);
}

function contractFor(
  service: Service,
  method: string,
  path: string,
): { endpoint: Endpoint; params: Record<string, string> } | undefined {
  const table = apiContract[service];
  // Literal paths win over ":param" ones, as in the server's router.
  const keys = Object.keys(table).sort((a, b) => Number(a.includes(':')) - Number(b.includes(':')));
  for (const key of keys) {
    const [verb, pattern] = key.split(' ');
    const params = verb === method && pattern ? match(pattern, path) : null;
    const endpoint = table[key];
    if (params && endpoint) return { endpoint, params };
  }
  return undefined;
}

function queryObject(query: URLSearchParams): Record<string, string | string[]> {
  const entries = [...new Set(query.keys())].map((key) => {
    const values = query.getAll(key);
    return [key, values.length === 1 ? (values[0] ?? '') : values] as const;
  });
  return Object.fromEntries(entries);
}

/** Why the real API could not have answered `call` with `reply`, or null when it could. */
function contractBreach(
  service: Service,
  call: RecordedCall,
  reply: Exclude<Reply, 'network-error'>,
): string | null {
  const name = `${call.method} ${call.path}`;
  if (reply.status >= 400) {
    const problems = contractProblems(failureResponse, reply.body);
    return problems && `the ${reply.status} answer to ${name} is not the API's failure shape: ${problems}`;
  }
  const found = contractFor(service, call.method, call.path);
  if (!found) {
    const { name: serviceName, table } = services[service];
    return `${name} is not an operation of ${serviceName} (${table}): the real API would answer 404`;
  }
  const { endpoint, params } = found;
  // The real API refuses a request off its contract (400), so a mock must not accept one.
  const path = endpoint.params && contractProblems(endpoint.params, params);
  if (path) return `${name} accepted a path the API refuses: ${path}`;
  const request = endpoint.body && contractProblems(endpoint.body, call.body ?? {});
  if (request) return `${name} accepted a body the API refuses: ${request}`;
  const query = endpoint.query && contractProblems(endpoint.query, queryObject(call.query));
  if (query) return `${name} accepted a query the API refuses: ${query}`;
  const answer = answerProblems(endpoint, reply.status, reply.body);
  return answer && `the answer to ${name} does not match its contract: ${answer}`;
}

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const value = got[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params;
}

/** The request's headers as a record read by any case of a name, as HTTP means them (`headers.Authorization`). */
function caseInsensitive(headers: Headers): Record<string, string> {
  return new Proxy(Object.fromEntries(headers.entries()), {
    get: (record, name) => (typeof name === 'string' ? record[name.toLowerCase()] : undefined),
  });
}

export function mockApi(handlers: Record<string, Handler | Reply>) {
  const calls: RecordedCall[] = [];
  const routes = { ...handlers };

  const play = async (service: Service, request: HttpRequest): Promise<HttpResponse<unknown>> => {
    const method = request.method;
    const url = new URL(request.url, 'http://shop.test');
    const headers = caseInsensitive(request.headers);
    const body: unknown =
      typeof request.body === 'string' && request.body ? JSON.parse(request.body) : request.body;

    let found: { handler: Handler | Reply; params: Record<string, string> } | undefined;
    // Literal paths win over ":param" ones, as in the server's router (/api/product/list before /:id).
    const ordered = Object.entries(routes).sort(
      ([a], [b]) => Number(a.includes(':')) - Number(b.includes(':')),
    );
    for (const [key, handler] of ordered) {
      const [verb, pattern] = key.split(' ');
      const params = verb === method && pattern ? match(pattern, url.pathname) : null;
      if (params) {
        found = { handler, params };
        break;
      }
    }
    const call: RecordedCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers,
      params: found?.params ?? {},
    };
    calls.push(call);

    const reply = found
      ? typeof found.handler === 'function'
        ? await found.handler(call)
        : found.handler
      : fail(404, `No test handler for ${method} ${url.pathname}`);
    // What fetch does when no answer comes: the client turns it into its network error.
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const breach = contractBreach(service, call, reply);
    if (breach) {
      const violation = new ContractViolation(breach);
      violations.push(violation);
      throw violation;
    }
    // The client makes a 4xx or 5xx its error, as it does with the browser's answers.
    return { data: reply.body, status: reply.status, headers: new Headers() };
  };

  const previous = { main: apiClient.transport, assistance: assistClient.transport };
  apiClient.transport = (request) => play('main', request);
  assistClient.transport = (request) => play('assistance', request);
  setAssistanceBaseUrl('http://assist.test');

  return {
    calls,
    /** Calls to one "METHOD /path". */
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
    /** Replaces or adds a handler mid-test. */
    on: (key: string, handler: Handler | Reply) => {
      routes[key] = handler;
    },
    restore: () => {
      apiClient.transport = previous.main;
      assistClient.transport = previous.assistance;
      setAssistanceBaseUrl(null);
    },
  };
}
