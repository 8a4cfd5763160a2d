// socket.io plumbing shared by both services: the token check in the handshake, the signed-in user of a
// socket, and answering a client's request through its acknowledgement with the same error mapping as HTTP.
import type { Logger } from 'pino';
import type { Server, Socket } from 'socket.io';
import type { SocketAck } from '@store/contracts/common';
import type { AuthUser, Role, TokenVerifier } from './auth';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseFailureReason,
  isDatabaseUnavailable,
} from './database-errors';
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
  /** Open sockets one user may hold on this server; one more is refused with `too_many_connections`. */
  maxConnectionsPerUser?: number;
}

export const MAX_SOCKETS_PER_USER = 20;
export const TOO_MANY_CONNECTIONS = 'too_many_connections';

function handshakeToken(socket: Socket): string | undefined {
  const auth: unknown = socket.handshake.auth;
  if (auth && typeof auth === 'object' && 'token' in auth && typeof auth.token === 'string')
    return auth.token;
  return undefined;
}

// Kept in socket.data (not a local map) so fetchSockets() on another instance sees whose socket it is.
interface SocketData {
  user?: AuthUser;
  token?: string;
}
const dataOf = (socket: Socket) => socket.data as SocketData;

/**
 * Refuses connections without a valid token (`unauthorized`), with a role not allowed (`forbidden`), or
 * beyond the user's open sockets (`too_many_connections`), and ends connected sockets whose session was
 * revoked since (see endRevokedSessions).
 */
export function requireSocketToken(io: Server, sessions: TokenVerifier, options: SocketAuthOptions = {}) {
  const maxPerUser = options.maxConnectionsPerUser ?? MAX_SOCKETS_PER_USER;
  // Counted when admitted (not when "connection" fires), so handshakes in flight cannot all slip through.
  const openPerUser = new Map<string, number>();
  const admit = (socket: Socket, userId: string) => {
    const open = openPerUser.get(userId) ?? 0;
    if (open >= maxPerUser) return false;
    openPerUser.set(userId, open + 1);
    socket.once('disconnect', () => {
      const left = (openPerUser.get(userId) ?? 1) - 1;
      if (left > 0) openPerUser.set(userId, left);
      else openPerUser.delete(userId);
    });
    return true;
  };
  io.use((socket, next) => {
    const token = handshakeToken(socket);
    if (!token) return next(new Error('unauthorized'));
    sessions
      .verify(token)
      .then(async (user) => {
        if (!user) throw new Error('unauthorized');
        if (options.roles && !options.roles.includes(user.role)) throw new Error('forbidden');
        dataOf(socket).user = user;
        dataOf(socket).token = token;
        await options.prepare?.(socket, user);
        if (!admit(socket, user.id)) throw new Error(TOO_MANY_CONNECTIONS);
      })
      .then(
        () => next(),
        // A database that is away must not tell the client its address: the client just tries again.
        (error: unknown) =>
          next(error instanceof Error && !isDatabaseUnavailable(error) ? error : new Error('unavailable')),
      );
  });
  endRevokedSessions(io, sessions);
}

export const SESSION_ENDED_EVENT = 'session_ended';
export const SESSION_SWEEP_MS = 15_000;

/**
 * Every `intervalMs`, checks the session of each connected socket again and disconnects those whose token
 * was revoked (password or role changed, account disabled or deleted), telling the client why first.
 */
export function endRevokedSessions(io: Server, sessions: TokenVerifier, intervalMs = SESSION_SWEEP_MS) {
  const sweep = async () => {
    for (const socket of io.of('/').sockets.values()) {
      const { token } = dataOf(socket);
      if (!token || (await sessions.verify(token).catch(() => true))) continue;
      socket.emit(SESSION_ENDED_EVENT, { message: 'Your session has ended. Please log in again.' });
      socket.disconnect(true);
    }
  };
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  io.httpServer?.on('close', () => clearInterval(timer));
  return { sweep, stop: () => clearInterval(timer) };
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
    if (isDatabaseUnavailable(error)) {
      options.logger.warn(
        { reason: databaseFailureReason(error), ...options.context },
        'database unavailable',
      );
      reply({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE, status: 503 });
      return;
    }
    options.logger.error({ err: error, ...options.context }, 'socket request failed');
    reply({ success: false, message: options.faultMessage ?? SOCKET_FAULT_MESSAGE, status: 500 });
    return;
  }
  reply({ success: true, ...result });
}
