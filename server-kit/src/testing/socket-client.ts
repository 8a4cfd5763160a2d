// socket.io client helpers for the services' socket tests: connect with a token, wait for the next event,
// and check that an event does not come.
import { io as connect, type Socket } from 'socket.io-client';

export interface OpenOptions {
  /** Let the client reconnect on its own (default false: a refusal rejects at once). */
  reconnection?: boolean;
}

/**
 * Opens clients of one server and remembers them, so a suite can disconnect them all at the end. `open`
 * resolves once connected and rejects with the server's refusal (e.g. `unauthorized`).
 */
export function socketClients(url: string | (() => string)) {
  const sockets = new Set<Socket>();
  const open = (token?: string, options: OpenOptions = {}): Promise<Socket> =>
    new Promise((resolve, reject) => {
      const client = connect(typeof url === 'string' ? url : url(), {
        auth: token ? { token } : {},
        transports: ['websocket'],
        reconnection: options.reconnection ?? false,
        reconnectionDelay: 50,
        reconnectionDelayMax: 200,
      });
      sockets.add(client);
      client.once('connect', () => resolve(client));
      client.once('connect_error', (error) => {
        if (!options.reconnection) reject(error);
      });
    });
  const closeAll = () => {
    for (const client of sockets) client.disconnect();
    sockets.clear();
  };
  return { open, closeAll };
}

/** Resolves with the next `event` on `socket`, or rejects after `timeoutMs`. */
export function next<T>(socket: Socket, event: string, timeoutMs = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const onEvent = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once(event, onEvent);
  });
}

/** Resolves if `event` does not arrive on `socket` within `waitMs`; rejects as soon as it does. */
export function silence(socket: Socket, event: string, waitMs = 400): Promise<void> {
  return new Promise((resolve, reject) => {
    const onEvent = () => {
      clearTimeout(timer);
      reject(new Error(`received ${event}, which should not come`));
    };
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      resolve();
    }, waitMs);
    socket.once(event, onEvent);
  });
}
