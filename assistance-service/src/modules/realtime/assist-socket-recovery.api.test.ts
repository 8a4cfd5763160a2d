// Sockets that drop and come back (catch-up of what was missed), and the per-user limits on sends and
// open sockets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, SendMessageAck, SyncAck } from '@store/contracts/assistance';
import {
  collect,
  emitWithAck,
  startTestAssistance,
  type TestAssistance,
  type TestUser,
} from '../../testing/test-assistance';
import { next } from '@store/server-kit/testing/socket-client';

let assist: TestAssistance;

beforeAll(async () => {
  assist = await startTestAssistance();
});
afterAll(async () => {
  await assist.close();
});

const post = (user: TestUser, shopperId: string, content: string) =>
  assist
    .api()
    .post('/api/messages')
    .set('token', user.token)
    .send({ userId: shopperId, from: user.role === 'shopper' ? 'user' : 'assistant', content })
    .expect(201);

describe('reconnect catch-up', () => {
  it('gives a reconnecting helper exactly the messages sent while they were away', async () => {
    const helper = assist.user('helper');
    const { shopper } = await assist.servedShopper(helper);
    const helperSocket = await assist.socket(helper.token);
    const seen = collect<ChatMessage>(helperSocket, 'message');
    const firstArrived = next<ChatMessage>(helperSocket, 'message');
    await post(shopper, shopper.id, 'first');
    const lastSeen = await firstArrived;

    helperSocket.disconnect();
    for (const content of ['while away 1', 'while away 2', 'while away 3'])
      await post(shopper, shopper.id, content);

    // The client reconnects (its served conversations are joined in the handshake) and asks for what it missed.
    helperSocket.connect();
    await next(helperSocket, 'connect');
    const missed = await emitWithAck<SyncAck>(helperSocket, 'sync', {
      userId: shopper.id,
      after: lastSeen._id,
    });
    if (!missed.success) throw new Error(missed.message);
    expect(missed.messages.map((message) => message.content)).toEqual([
      'while away 1',
      'while away 2',
      'while away 3',
    ]);
    // The same through REST, for a client whose socket is down and which polls instead.
    const polled = await assist
      .api()
      .get(`/api/messages/${shopper.id}?after=${lastSeen._id}`)
      .set('token', helper.token)
      .expect(200);
    expect(polled.body.messages).toEqual(missed.messages);

    // Live delivery resumes, and nothing already seen is sent twice.
    const live = next<ChatMessage>(helperSocket, 'message');
    await post(shopper, shopper.id, 'back live');
    expect((await live).content).toBe('back live');
    // What a client shows: merged by _id, oldest first.
    const merged = [
      ...new Map([...seen, ...missed.messages].map((message) => [message._id, message])).values(),
    ];
    merged.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    expect(merged.map((message) => message.content)).toEqual([
      'first',
      'while away 1',
      'while away 2',
      'while away 3',
      'back live',
    ]);
    // Live, the socket got each message at most once. On the PostgreSQL lane a broadcast made while it was
    // away travels through the database's NOTIFY and may reach the room after the socket has joined it again,
    // so a message it also fetched by `sync` can arrive live too: the client merges both by _id, as above.
    const liveContents = seen.map((message) => message.content);
    expect(new Set(seen.map((message) => message._id)).size).toBe(seen.length);
    expect(liveContents[0]).toBe('first');
    expect(liveContents.at(-1)).toBe('back live');
    expect(liveContents.slice(1, -1).every((content) => content.startsWith('while away'))).toBe(true);
  });

  it('lets a shopper whose connection dropped catch up on helper messages', async () => {
    const helper = assist.user('helper');
    const { shopper } = await assist.servedShopper(helper);
    const shopperSocket = await assist.socket(shopper.token, { reconnection: true });
    const firstArrived = next<ChatMessage>(shopperSocket, 'message');
    await post(helper, shopper.id, 'hello');
    const lastSeen = await firstArrived;

    // Drop the transport from the server side, as a network failure would; the client reconnects itself.
    const reconnected = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('did not reconnect')), 5000);
      shopperSocket.io.once('reconnect', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    for (const socket of assist.io.sockets.sockets.values()) {
      if ((socket.data as { user: TestUser }).user.id === shopper.id) socket.conn.close();
    }
    await post(helper, shopper.id, 'are you still there?');
    await reconnected;
    const missed = await emitWithAck<SyncAck>(shopperSocket, 'sync', {
      userId: shopper.id,
      after: lastSeen._id,
    });
    expect(missed).toMatchObject({ success: true, messages: [{ content: 'are you still there?' }] });
  });
});

describe('limits', () => {
  it('answers send_message beyond 5 per second (burst 10) with a 429 ack and stores none of those', async () => {
    const shopper = assist.user('shopper');
    const socket = await assist.socket(shopper.token);
    const acks = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        emitWithAck<SendMessageAck>(socket, 'send_message', {
          userId: shopper.id,
          from: 'user',
          content: `socket message ${index}`,
        }),
      ),
    );
    const sent = acks.filter((ack) => ack.success).length;
    expect(sent).toBeGreaterThanOrEqual(10);
    expect(sent).toBeLessThanOrEqual(13);
    expect(acks.find((ack) => !ack.success)).toEqual({
      success: false,
      status: 429,
      message: 'You are sending messages too quickly. Please wait a moment and send again.',
    });
    const stored = await assist
      .api()
      .get(`/api/messages/${shopper.id}`)
      .set('token', shopper.token)
      .expect(200);
    expect(stored.body.messages).toHaveLength(sent);
  });

  it('refuses the 21st open socket of one user with too_many_connections; other users still connect', async () => {
    const shopper = assist.user('shopper');
    const sockets = await Promise.all(Array.from({ length: 20 }, () => assist.socket(shopper.token)));
    expect(sockets.every((socket) => socket.connected)).toBe(true);
    await expect(assist.socket(shopper.token)).rejects.toThrow(/too_many_connections/);
    await expect(assist.socket(assist.user('shopper').token)).resolves.toBeDefined();
    // Closing one makes room for one.
    const first = sockets[0];
    if (!first) throw new Error('no socket');
    first.disconnect();
    await expect
      .poll(async () =>
        assist.socket(shopper.token).then(
          () => 'connected',
          (e: Error) => e.message,
        ),
      )
      .toBe('connected');
  });
});
