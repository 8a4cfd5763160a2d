// socket.io plumbing shared by both services: the token check in the handshake, the signed-in user of a
// socket, and answering a client's request through its acknowledgement with the same error mapping as HTTP.
import type { Logger } from 'pino';
import type { Server, Socket } from 'socket.io';
import type { SocketAck } from '@store/contracts/common';
import type { AuthUser, Role, TokenService } from './auth';
import { AppError } from './errors';

export const SOCKET_FAULT_MESSAGE = 'Something went wrong on our side. Please try again.';

export interface SocketAuthOptions {
  /** Roles that may connect; any role when omitted. Others are refused with `forbidden`. */
  roles?: readonly Role[];
  /**
   * Runs before the connection completes (e.g. to look up the rooms a user must be in), so no event sent
   * right after "connect" can miss them. A failure refuses the connection.
   */
  prepare?: (socket: Socket, user: AuthUser) => Promise<void>;
}

function handshakeToken(socket: Socket): string | undefined {
  const auth: unknown = socket.handshake.auth;
  if (auth && typeof auth === 'object' && 'token' in auth && typeof auth.token === 'string')
    return auth.token;
  return undefined;
}

// Kept in socket.data (not a local map) so fetchSockets() on another instance sees whose socket it is.
interface SocketData {
  user?: AuthUser;
}
const dataOf = (socket: Socket) => socket.data as SocketData;

/** Refuses connections without a valid token (`unauthorized`) or with a role not allowed (`forbidden`). */
export function requireSocketToken(io: Server, tokens: TokenService, options: SocketAuthOptions = {}) {
  io.use((socket, next) => {
    const token = handshakeToken(socket);
    const user = token ? tokens.verify(token) : undefined;
    if (!user) return next(new Error('unauthorized'));
    if (options.roles && !options.roles.includes(user.role)) return next(new Error('forbidden'));
    dataOf(socket).user = user;
    if (!options.prepare) return next();
    options.prepare(socket, user).then(
      () => next(),
      (error: unknown) => next(error instanceof Error ? error : new Error('unavailable')),
    );
  });
}

/** The user whose token opened this socket (only sockets past requireSocketToken have one). */
export function socketUser(socket: Socket): AuthUser {
  const user = dataOf(socket).user;
  if (!user)
    throw new Error('socket.io connection without a checked token: is requireSocketToken installed?');
  return user;
}

export interface AnswerOptions {
  logger: Logger;
  /** Logged with an unexpected failure. */
  context?: Record<string, unknown>;
  /** Told to the client on an unexpected failure. */
  faultMessage?: string;
}

/**
 * Runs a client's request and answers through its acknowledgement (if it sent one), never throwing into
 * socket.io. An AppError below 500 answers its message and status, as the HTTP error handler does;
 * anything else is logged and answered with a generic message and status 500.
 */
export async function answerAck<T extends object>(
  ack: unknown,
  work: () => Promise<T>,
  options: AnswerOptions,
): Promise<void> {
  const reply = typeof ack === 'function' ? (ack as (response: SocketAck<T>) => void) : () => undefined;
  let result: T;
  try {
    result = await work();
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      reply({ success: false, message: error.message, status: error.status });
      return;
    }
    options.logger.error({ err: error, ...options.context }, 'socket request failed');
    reply({ success: false, message: options.faultMessage ?? SOCKET_FAULT_MESSAGE, status: 500 });
    return;
  }
  reply({ success: true, ...result });
}
