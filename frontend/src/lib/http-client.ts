// A small HTTP client on the browser's fetch (XMLHttpRequest for an upload whose progress is shown): JSON in
// and out, a query from `params`, a time limit, the caller's AbortSignal, and one error type for every
// failure. It replaced axios, which weighed 20 KB of every first load. lib/api-client.ts makes the SPA's two
// clients from it; tests swap `transport` to play the servers (testing/mock-api.ts).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequest {
  method: HttpMethod;
  /** The whole address: the client's base, the path and the query. */
  url: string;
  headers: Headers;
  /** JSON text, or FormData (the browser writes its multipart boundary). */
  body: string | FormData | undefined;
  signal: AbortSignal;
  responseType: 'json' | 'blob';
  onUploadProgress?: (progress: { loaded: number; total: number | undefined }) => void;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** Sends a request; resolves to the answer whatever its status, rejects only when none came. */
export type Transport = (request: HttpRequest) => Promise<HttpResponse<unknown>>;

export type HttpErrorCode =
  /** No answer: offline, refused, DNS. */
  | 'ERR_NETWORK'
  /** No answer within the client's time limit. */
  | 'ERR_TIMEOUT'
  /** The caller gave up (its AbortSignal). */
  | 'ERR_CANCELED'
  /** An answer with a 4xx status. */
  | 'ERR_BAD_REQUEST'
  /** An answer with a 5xx status. */
  | 'ERR_BAD_RESPONSE';

/** Every failure of a request: `response` is there when the server answered (with a 4xx or 5xx). */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    message: string,
    readonly code: HttpErrorCode,
    readonly request: Pick<HttpRequest, 'method' | 'url' | 'headers'>,
    readonly response?: HttpResponse<unknown>,
  ) {
    super(message);
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

export interface RequestOptions {
  params?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds before the request is given up (the client's default otherwise). */
  timeout?: number;
  responseType?: 'json' | 'blob';
  onUploadProgress?: HttpRequest['onUploadProgress'];
}

export interface HttpClientOptions {
  /** Prefixed to every path; '' is the page's own origin. A promise is asked for once per request. */
  baseUrl: () => string | Promise<string>;
  timeout: number;
  /** Headers every request carries unless it sets them itself (the session token, the language). */
  headers: () => Record<string, string>;
  /** Called with every failure before it reaches the caller (a refused token signs the shopper out). */
  onError?: (error: HttpError) => void;
}

async function parseBody(response: Response, type: 'json' | 'blob'): Promise<unknown> {
  if (type === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A fetch's answer as the client reads it. */
export async function fromFetchResponse(
  response: Response,
  type: HttpRequest['responseType'],
): Promise<HttpResponse<unknown>> {
  return { status: response.status, headers: response.headers, data: await parseBody(response, type) };
}

/** The browser's fetch; XMLHttpRequest when the caller follows the upload's progress. */
export const browserTransport: Transport = async (request) => {
  if (request.onUploadProgress) return xhrTransport(request);
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    credentials: 'same-origin',
  });
  return fromFetchResponse(response, request.responseType);
};

function xhrTransport(request: HttpRequest): Promise<HttpResponse<unknown>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) =>
      request.onUploadProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : undefined,
      });
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      let data: unknown = xhr.responseText || undefined;
      try {
        data = data === undefined ? undefined : (JSON.parse(xhr.responseText) as unknown);
      } catch {
        // not JSON: kept as text
      }
      resolve({ status: xhr.status, headers, data });
    };
    xhr.onerror = () => reject(new TypeError('Network Error'));
    xhr.onabort = () => reject(request.signal.reason ?? new DOMException('Aborted', 'AbortError'));
    request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body ?? null);
  });
}

function withQuery(path: string, params: RequestOptions['params']): string {
  if (!params) return path;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, String(value));
  const text = query.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

export function createHttpClient(options: HttpClientOptions) {
  const client = {
    /** How requests leave: the browser's, or a test's stand-in. */
    transport: browserTransport,

    async request<T>(method: HttpMethod, path: string, body?: unknown, config: RequestOptions = {}) {
      // The base first: awaiting it lets a request made in a component's effect read the session headers
      // after the session provider's own effect (a parent's runs after its children's) has hooked them up.
      const base = await options.baseUrl();
      const headers = new Headers(options.headers());
      for (const [name, value] of Object.entries(config.headers ?? {})) headers.set(name, value);
      let payload: string | FormData | undefined;
      if (body instanceof FormData) payload = body;
      else if (body !== undefined) {
        payload = JSON.stringify(body);
        if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      }
      const url = `${base}${withQuery(path, config.params)}`;
      const limit = config.timeout ?? options.timeout;
      // One signal for the caller's give-up and the time limit (by hand: AbortSignal.any is too new for
      // the older phones' browsers).
      const controller = new AbortController();
      let timedOut = false;
      const timeout = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, limit);
      const callerGaveUp = () => controller.abort();
      if (config.signal?.aborted) controller.abort();
      config.signal?.addEventListener('abort', callerGaveUp, { once: true });
      const signal = controller.signal;
      const request: HttpRequest = {
        method,
        url,
        headers,
        body: payload,
        signal,
        responseType: config.responseType ?? 'json',
        onUploadProgress: config.onUploadProgress,
      };
      const fail = (error: HttpError): never => {
        options.onError?.(error);
        throw error;
      };
      let response: HttpResponse<unknown>;
      try {
        response = await client.transport(request);
      } catch (error) {
        if (config.signal?.aborted) return fail(new HttpError('canceled', 'ERR_CANCELED', request));
        if (timedOut) {
          return fail(new HttpError(`timeout of ${limit}ms exceeded`, 'ERR_TIMEOUT', request));
        }
        // fetch rejects with a TypeError when no answer came; anything else is not the network's doing.
        if (error instanceof TypeError) return fail(new HttpError('Network Error', 'ERR_NETWORK', request));
        throw error;
      } finally {
        clearTimeout(timeout);
        config.signal?.removeEventListener('abort', callerGaveUp);
      }
      if (response.status >= 400) {
        return fail(
          new HttpError(
            `Request failed with status code ${response.status}`,
            response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
            request,
            response,
          ),
        );
      }
      return response as HttpResponse<T>;
    },

    get: <T = unknown>(path: string, config?: RequestOptions) =>
      client.request<T>('GET', path, undefined, config),
    delete: <T = unknown>(path: string, config?: RequestOptions) =>
      client.request<T>('DELETE', path, undefined, config),
    post: <T = unknown>(path: string, body?: unknown, config?: RequestOptions) =>
      client.request<T>('POST', path, body, config),
    put: <T = unknown>(path: string, body?: unknown, config?: RequestOptions) =>
      client.request<T>('PUT', path, body, config),
    patch: <T = unknown>(path: string, body?: unknown, config?: RequestOptions) =>
      client.request<T>('PATCH', path, body, config),
  };
  return client;
}

export type HttpClient = ReturnType<typeof createHttpClient>;
