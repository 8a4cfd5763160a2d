// The one HTTP client of each service: the main API (same origin) and the assistance service (its address
// comes from the main API's /api/config). Both send the session token (in the spec's `token:` header and as
// a bearer) and sign the shopper out when the server refuses that token.
import type { PublicConfig } from '@store/contracts/config';
import { env } from '../config/env';
import { currentLocale, t } from '../i18n/i18n';
import { takingFirstAnswer } from './first-answer';
import { browserTransport, createHttpClient, isHttpError, type HttpError } from './http-client';

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

/** What every request carries: the shopper's language (catalogue reads answer in it) and the session token. */
function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': currentLocale() };
  const token = auth.getToken();
  if (token) {
    headers.token = token;
    headers.Authorization = `Bearer ${token}`;
  }
  return headers;
}

/**
 * A 401 to a request that carried the session's token means the token is no longer valid: sign out. One that
 * carried an older token (a save sent as its session ended) says nothing about the session now.
 */
const signOutOnRefusedToken = (error: HttpError) => {
  const refused = error.request.headers.get('token');
  if (error.response?.status === 401 && refused !== null && refused === auth.getToken())
    auth.onUnauthorized();
};

/** The main API (same origin unless VITE_API_URL names another). */
export const apiClient = createHttpClient({
  baseUrl: () => env.apiUrl,
  timeout: 15_000,
  headers: sessionHeaders,
  onError: signOutOnRefusedToken,
});
// The first catalogue read of the collection or a product page may already be under way (first-answer.ts).
apiClient.transport = takingFirstAnswer(browserTransport);

let assistanceUrl: Promise<string> | null = null;

/** Where the assistance service listens: VITE_ASSIST_URL, else what the main API says (asked once). */
export function assistanceBaseUrl(): Promise<string> {
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

/** For tests: the assistance service's address, without asking the main API. */
export function setAssistanceBaseUrl(url: string | null): void {
  assistanceUrl = url === null ? null : Promise.resolve(url);
}

/** The assistance service (help requests, chat, voice messages). */
export const assistClient = createHttpClient({
  baseUrl: assistanceBaseUrl,
  timeout: 15_000,
  headers: sessionHeaders,
  onError: signOutOnRefusedToken,
});

/** The message of the server's error answer (English), when it answered with one. */
export function serverMessageOf(error: unknown): string | undefined {
  return isHttpError(error) ? serverMessage(error) : undefined;
}

function serverMessage(error: HttpError): string | undefined {
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
  if (isHttpError(error)) return serverMessage(error) ?? error.message ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** True when the server answered and refused the request itself (a 4xx with its own message). */
export function isRefusal(error: unknown): error is HttpError {
  if (!isHttpError(error) || !error.response) return false;
  return error.response.status < 500 && serverMessage(error) !== undefined;
}

/** The message of a refusal (see isRefusal). */
export function refusalMessage(error: HttpError): string {
  return serverMessage(error) ?? error.message;
}

/** The HTTP status the server answered with, or undefined when it did not answer (offline, timed out). */
export function httpStatusOf(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

/** True when the server answered at all (with any status), as opposed to not being reached. */
export const serverAnswered = (error: unknown): boolean => httpStatusOf(error) !== undefined;

/** The `code` of the server's error answer ("out_of_stock", "validation_failed"…), when it gave one. */
export function errorCodeOf(error: unknown): string | undefined {
  if (!isHttpError(error)) return undefined;
  const data: unknown = error.response?.data;
  return data && typeof data === 'object' && 'code' in data && typeof data.code === 'string'
    ? data.code
    : undefined;
}
