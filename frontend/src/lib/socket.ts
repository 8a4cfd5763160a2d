// The backend's socket.io connection for a signed-in shopper (guests have no socket cart). socket.io-client
// is loaded only when a shopper signs in, so guests do not download it. Reconnects with exponential
// backoff; the cart provider reads the cart again after every reconnection.
import { env } from '../config/env';

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
