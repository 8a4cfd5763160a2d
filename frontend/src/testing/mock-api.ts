// Tests answer the SPA's HTTP calls at the axios adapter: the real api clients (interceptors, token
// headers, 401 handling) run, and each test plays the servers with handlers keyed "METHOD /path"
// (":param" segments match anything). Every call is recorded so tests can check what was sent.
// Every answer a test plays is checked against the operation table of the service that was called
// (api-contract.ts, made from contracts/): an answer the real API could not give, or a request it would
// refuse, is refused, and the test fails, so the mock cannot drift from the API. Both clients are answered
// by the same handlers (the assistance service's paths do not clash with the main API's).
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient, assistClient } from '../lib/api-client';
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

export function mockApi(handlers: Record<string, Handler | Reply>) {
  const calls: RecordedCall[] = [];
  const routes = { ...handlers };

  const play = async (service: Service, config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = new URL(config.url ?? '/', 'http://shop.test');
    const headers = AxiosHeaders.from(config.headers).toJSON(true) as Record<string, string>;
    const body: unknown =
      typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data;

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
    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const breach = contractBreach(service, call, reply);
    if (breach) {
      const violation = new ContractViolation(breach);
      violations.push(violation);
      throw violation;
    }
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
      request: {},
    };
    if (reply.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        {},
        response,
      );
    }
    return response;
  };

  const previous = apiClient.defaults.adapter;
  apiClient.defaults.adapter = (config) => play('main', config);
  const previousAssist = { adapter: assistClient.defaults.adapter, baseURL: assistClient.defaults.baseURL };
  assistClient.defaults.adapter = (config) => play('assistance', config);
  assistClient.defaults.baseURL = 'http://assist.test';

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
      apiClient.defaults.adapter = previous;
      assistClient.defaults.adapter = previousAssist.adapter;
      assistClient.defaults.baseURL = previousAssist.baseURL;
    },
  };
}
