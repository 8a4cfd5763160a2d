// The one HTTP client of the main API: same-origin axios instance that sends the session token (in the
// spec's `token:` header and as a bearer) and signs the shopper out when the server refuses that token.
import axios, { type AxiosError } from 'axios';
import { env } from '../config/env';

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

apiClient.interceptors.request.use((config) => {
  const token = auth.getToken();
  if (token && !config.headers.has('Authorization')) {
    config.headers.set('token', token);
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  // A 401 to a request that carried a token means the token is no longer valid: sign out.
  if (axios.isAxiosError(error) && error.response?.status === 401 && error.config?.headers.has('token')) {
    auth.onUnauthorized();
  }
  return Promise.reject(error instanceof Error ? error : new Error(String(error)));
});

function serverMessage(error: AxiosError): string | undefined {
  const data: unknown = error.response?.data;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message;
  }
  return undefined;
}

/** The server's own message when it answered, else the thrown error's message (spec §8, login). */
export function apiErrorMessage(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
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
