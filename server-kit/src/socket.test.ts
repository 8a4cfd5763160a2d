import { createServer } from 'node:http';
import { pino } from 'pino';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from './database-errors';
import { AppError, notFound } from './errors';
import { createTokenService } from './auth';
import { createSessions } from './sessions';
import {
  answerAck,
  endRevokedSessions,
  requireSocketToken,
  SESSION_ENDED_EVENT,
  TOO_MANY_CONNECTIONS,
  SOCKET_FAULT_MESSAGE,
} from './socket';

function recordingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const replies = () => {
  const received: unknown[] = [];
  return { received, ack: (reply: unknown) => received.push(reply) };
};

describe('answerAck', () => {
  it('answers success with the work’s fields', async () => {
    const { logger } = recordingLogger();
    const { received, ack } = replies();
    await answerAck(ack, async () => ({ cartData: {} }), { logger });
    expect(received).toEqual([{ success: true, cartData: {} }]);
  });

  it('answers an expected failure with its message and status, as HTTP would, without logging', async () => {
    const { logger, lines } = recordingLogger();
    const { received, ack } = replies();
    await answerAck(
      ack,
      async () => {
        throw notFound('No conversation with this shopper.');
      },
      { logger },
    );
    expect(received).toEqual([
      { success: false, message: 'No conversation with this shopper.', status: 404 },
    ]);
    expect(lines).toEqual([]);
  });

  it('logs an unexpected failure and answers 500 without its details', async () => {
    const { logger, lines } = recordingLogger();
    const { received, ack } = replies();
    for (const error of [new Error('connection terminated'), new AppError(503, 'database down')]) {
      await answerAck(
        ack,
        async () => {
          throw error;
        },
        { logger, context: { userId: 'u1' }, faultMessage: 'The cart could not be saved.' },
      );
    }
    expect(received).toEqual([
      { success: false, message: 'The cart could not be saved.', status: 500 },
      { success: false, message: 'The cart could not be saved.', status: 500 },
    ]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      msg: 'socket request failed',
      userId: 'u1',
      err: { message: 'connection terminated' },
    });
  });

  it('answers 503 with the database message while the database is away, as HTTP would', async () => {
    const { logger, lines } = recordingLogger();
    const { received, ack } = replies();
    await answerAck(
      ack,
      async () => {
        throw new Error('Failed query: select', {
          cause: Object.assign(new Error('the database system is shutting down'), { code: '57P03' }),
        });
      },
      { logger },
    );
    expect(received).toEqual([{ success: false, message: DATABASE_UNAVAILABLE_MESSAGE, status: 503 }]);
    // A warning, not an error with a stack trace for each message sent during the outage.
    expect(lines).toEqual([]);
  });

  it('uses the generic message by default and tolerates a client that sent no acknowledgement', async () => {
    const { logger } = recordingLogger();
    const { received, ack } = replies();
    const fail = async () => {
      throw new Error('boom');
    };
    await answerAck(ack, fail, { logger });
    expect(received).toEqual([{ success: false, message: SOCKET_FAULT_MESSAGE, status: 500 }]);
    await expect(answerAck(undefined, fail, { logger })).resolves.toBeUndefined();
  });
});

describe('endRevokedSessions', () => {
  it('tells a socket whose session was revoked, and disconnects it, while others stay', async () => {
    const tokens = createTokenService('a-secret-that-is-long-enough-for-hs256-signing');
    const revoked = new Set<string>();
    const sessions = createSessions(tokens, async (user) => !revoked.has(user.id), { ttlMs: 0 });
    const server = createServer();
    const io = new Server(server);
    requireSocketToken(io, sessions);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const open = (id: string) =>
      connect(url, {
        auth: { token: tokens.sign({ id, role: 'shopper', email: `${id}@example.com`, name: id }) },
        transports: ['websocket'],
        reconnection: false,
      });
    const kept = open('kept');
    const ended = open('ended');
    try {
      await Promise.all(
        [kept, ended].map(
          (socket) => new Promise<void>((resolve) => socket.once('connect', () => resolve())),
        ),
      );
      const told = new Promise<unknown>((resolve) => ended.once(SESSION_ENDED_EVENT, resolve));
      const gone = new Promise<string>((resolve) => ended.once('disconnect', resolve));
      revoked.add('ended');
      await endRevokedSessions(io, sessions, 60_000).sweep();
      expect(await told).toEqual({ message: 'Your session has ended. Please log in again.' });
      expect(await gone).toBe('io server disconnect');
      expect(kept.connected).toBe(true);

      // A revoked token cannot open a new socket either.
      const again = open('ended');
      expect(
        await new Promise((resolve) => again.once('connect_error', (error) => resolve(error.message))),
      ).toBe('unauthorized');
      again.close();
    } finally {
      kept.close();
      ended.close();
      await io.close();
    }
  });
});

describe('requireSocketToken: connections per user', () => {
  it('refuses one socket more than the limit with too_many_connections, per user, and admits again after one closes', async () => {
    const tokens = createTokenService('a-secret-that-is-long-enough-for-hs256-signing');
    const sessions = createSessions(tokens, async () => true, { ttlMs: 0 });
    const server = createServer();
    const io = new Server(server);
    requireSocketToken(io, sessions, { maxConnectionsPerUser: 3 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const sockets: ReturnType<typeof connect>[] = [];
    const open = (id: string) => {
      const socket = connect(url, {
        auth: { token: tokens.sign({ id, role: 'shopper', email: `${id}@example.com`, name: id }) },
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(socket);
      return new Promise<string>((resolve) => {
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', (error) => resolve(error.message));
      }).then((outcome) => ({ socket, outcome }));
    };
    try {
      // Opened all at once, as a flood would: exactly the limit gets in.
      const first = await Promise.all([open('a'), open('a'), open('a'), open('a')]);
      expect(first.map((attempt) => attempt.outcome).sort()).toEqual([
        'connected',
        'connected',
        'connected',
        TOO_MANY_CONNECTIONS,
      ]);
      expect((await open('b')).outcome).toBe('connected');
      const admitted = first.find((attempt) => attempt.outcome === 'connected');
      const closed = new Promise<void>((resolve) => {
        const serverSide = [...io.of('/').sockets.values()].find((s) => s.id === admitted?.socket.id);
        serverSide?.once('disconnect', () => resolve());
      });
      admitted?.socket.close();
      await closed;
      expect((await open('a')).outcome).toBe('connected');
    } finally {
      for (const socket of sockets) socket.close();
      await io.close();
    }
  });
});
