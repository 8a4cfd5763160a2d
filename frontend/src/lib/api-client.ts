// The one HTTP client of each service: the main API (same origin) and the assistance service (its address
// comes from the main API's /api/config). Both send the session token (in the spec's `token:` header and as
// a bearer) and sign the shopper out when the server refuses that token.
import type { PublicConfig } from '@store/contracts/config';
import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { env } from '../config/env';
import { currentLocale, t } from '../i18n/i18n';

export const apiClient = axios.create({
  baseURL: env.apiUrl,
  timeout: 15_000,
  headers: { 'Content-Type': 'application/json' },
});

interface AuthHooks {
  getToken: () => string | null;
  onUnauthorized: () => void;
}

let auth: AuthHooks = { getToken: () => null, onUnauthorized: () => undefined };

/** Called by the session provider; returns a function that unhooks it. */
export function configureApiAuth(hooks: AuthHooks): () => void {
  auth = hooks;
  return () => {
    if (auth === hooks) auth = { getToken: () => null, onUnauthorized: () => undefined };
  };
}

/** The current session token, for connections that are not HTTP (the assistance socket). */
export const currentToken = (): string | null => auth.getToken();

const withToken = (config: InternalAxiosRequestConfig) => {
  // The shopper's language, not the browser's: catalogue reads answer in it (a `lang` query wins).
  if (!config.headers.has('Accept-Language')) config.headers.set('Accept-Language', currentLocale());
  const token = auth.getToken();
  if (token && !config.headers.has('Authorization')) {
    config.headers.set('token', token);
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
};

const signOutOnRefusedToken = (error: unknown) => {
  // A 401 to a request that carried a token means the token is no longer valid: sign out.
  if (axios.isAxiosError(error) && error.response?.status === 401 && error.config?.headers.has('token')) {
    auth.onUnauthorized();
  }
  return Promise.reject(error instanceof Error ? error : new Error(String(error)));
};

apiClient.interceptors.request.use(withToken);
apiClient.interceptors.response.use(undefined, signOutOnRefusedToken);

/** The assistance service (help requests, chat, voice messages). */
export const assistClient = axios.create({
  timeout: 15_000,
  headers: { 'Content-Type': 'application/json' },
});

let assistanceUrl: Promise<string> | null = null;

/** Where the assistance service listens: VITE_ASSIST_URL, else what the main API says (asked once). */
export function assistanceBaseUrl(): Promise<string> {
  if (assistClient.defaults.baseURL) return Promise.resolve(assistClient.defaults.baseURL);
  assistanceUrl ??= env.assistUrl
    ? Promise.resolve(env.assistUrl)
    : apiClient.get<PublicConfig>('/api/config').then(
        ({ data }) => data.assistanceUrl,
        (error: unknown) => {
          assistanceUrl = null; // ask again next time
          throw error;
        },
      );
  return assistanceUrl;
}

assistClient.interceptors.request.use(async (config) => {
  config.baseURL ??= await assistanceBaseUrl();
  return withToken(config);
});
assistClient.interceptors.response.use(undefined, signOutOnRefusedToken);

/** The message of the server's error answer (English), when it answered with one. */
export function serverMessageOf(error: unknown): string | undefined {
  return axios.isAxiosError(error) ? serverMessage(error) : undefined;
}

function serverMessage(error: AxiosError): string | undefined {
  const data: unknown = error.response?.data;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message;
  }
  return undefined;
}

/**
 * The server's own message when it answered, else the thrown error's message (spec §8, login): English.
 * Screens show `messageForError` (error-messages.ts), which says it in the shopper's language.
 */
export function apiErrorMessage(error: unknown, fallback = t('errors.generic')): string {
  if (axios.isAxiosError(error)) return serverMessage(error) ?? error.message ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** True when the server answered and refused the request itself (a 4xx with its own message). */
export function isRefusal(error: unknown): error is AxiosError {
  if (!axios.isAxiosError(error) || !error.response) return false;
  return error.response.status < 500 && serverMessage(error) !== undefined;
}

/** The message of a refusal (see isRefusal). */
export function refusalMessage(error: AxiosError): string {
  return serverMessage(error) ?? error.message;
}

/** The HTTP status the server answered with, or undefined when it did not answer (offline, timed out). */
export function httpStatusOf(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}

/** True when the server answered at all (with any status), as opposed to not being reached. */
export const serverAnswered = (error: unknown): boolean => httpStatusOf(error) !== undefined;

/** The `code` of the server's error answer ("out_of_stock", "validation_failed"…), when it gave one. */
export function errorCodeOf(error: unknown): string | undefined {
  if (!axios.isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  return data && typeof data === 'object' && 'code' in data && typeof data.code === 'string'
    ? data.code
    : undefined;
}
