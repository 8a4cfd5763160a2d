// The socket.io connections of a signed-in person: the backend's (the cart relay; guests have no socket
// cart) and the assistance service's (chat and help requests). socket.io-client is loaded only after
// sign-in, so guests do not download it. Both reconnect with exponential backoff; their users read what
// they show again after every reconnection.
import { env } from '../config/env';
import { assistanceBaseUrl } from './api-client';

/** The part of a socket.io client the SPA uses, so tests can hand in a fake one. */
export interface RealtimeSocket {
  on: (event: string, listener: (...args: unknown[]) => void) => unknown;
  off: (event: string, listener?: (...args: unknown[]) => void) => unknown;
  emit: (event: string, ...args: unknown[]) => unknown;
  disconnect: () => unknown;
}

/** Resolves null when `signal` aborted while the client was loading (the cart left the session). */
export type ConnectSocket = (token: string, signal?: AbortSignal) => Promise<RealtimeSocket | null>;

export const connectSocket: ConnectSocket = async (token, signal) => {
  const { io } = await import('socket.io-client');
  if (signal?.aborted) return null;
  return io(env.socketUrl, {
    auth: { token },
    transports: ['websocket', 'polling'],
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 30_000,
    randomizationFactor: 0.5,
    timeout: 20_000,
  });
};

/** The assistance service's socket.io (chat messages, help requests, the queue, helper_joined). */
export const connectAssistSocket: ConnectSocket = async (token, signal) => {
  const [{ io }, url] = await Promise.all([import('socket.io-client'), assistanceBaseUrl()]);
  if (signal?.aborted) return null;
  return io(url, {
    auth: { token },
    transports: ['websocket', 'polling'],
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 10_000,
    randomizationFactor: 0.5,
    timeout: 20_000,
  });
};
