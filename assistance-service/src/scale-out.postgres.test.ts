// Two instances of the assistance service on one PostgreSQL database, as a scaled-out shop runs them: every
// real-time event reaches sockets held by the other instance, and of two helpers accepting one request on
// different instances exactly one wins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AssistRequest,
  ChatMessage,
  MessageAttachment,
  HelperJoinedPayload,
  QueuePositionPayload,
  RequestRemovedPayload,
  ShopperViewPayload,
} from '@store/contracts/assistance';
import type { Socket } from 'socket.io-client';
import { instanceCount } from '@store/server-kit/socket-cluster';
import { next } from '@store/server-kit/testing/socket-client';
import { startTestAssistance, type TestAssistance, type TestUser } from './testing/test-assistance';

let a: TestAssistance;
let b: TestAssistance;

/** Milliseconds from just before `act` until `arrival` settles; the figures are printed at the end. */
const timings: Array<{ path: string; ms: number }> = [];
async function timed<T>(path: string, arrival: Promise<T>, act: () => Promise<unknown>): Promise<T> {
  const started = performance.now();
  await act();
  const value = await arrival;
  timings.push({ path, ms: Math.round((performance.now() - started) * 10) / 10 });
  return value;
}

beforeAll(async () => {
  a = await startTestAssistance({ heartbeatIntervalMs: 100 });
  b = await startTestAssistance({
    sharedDatabaseUrl: a.config.ASSIST_DATABASE_URL,
    heartbeatIntervalMs: 100,
  });
  // Each instance has heard the other's heartbeat, so both are listening for broadcasts.
  const deadline = Date.now() + 10_000;
  for (const instance of [a, b]) {
    while ((await instanceCount(instance.io)) < 2) {
      if (Date.now() > deadline) throw new Error('the instances did not hear each other within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  if (timings.length > 0) {
    console.info(
      `[scale-out] assistance cross-instance delivery (ms): ${timings.map((t) => `${t.path} ${t.ms}`).join('; ')}`,
    );
  }
});

const ask = (instance: TestAssistance, shopper: TestUser) =>
  instance.api().post('/api/assist').set('token', shopper.token).send({}).expect(201);
const accept = (instance: TestAssistance, helper: TestUser, requestId: string) =>
  instance.api().put(`/api/assist/${requestId}`).set('token', helper.token).send({ accept: true });
const post = (instance: TestAssistance, user: TestUser, shopperId: string, content: string) =>
  instance
    .api()
    .post('/api/messages')
    .set('token', user.token)
    .send({ userId: shopperId, from: user.role === 'shopper' ? 'user' : 'assistant', content })
    .expect(201);

/**
 * The next `event` whose payload passes `wanted`. Others may come first: a broadcast reaches even the
 * emitting instance's sockets only once it went through PostgreSQL, so the echo of a message a socket's user
 * just sent, or an earlier place in the queue, can still be on its way.
 */
function nextMatching<T>(
  socket: Socket,
  event: string,
  wanted: (payload: T) => boolean,
  timeoutMs = 3000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const onEvent = (payload: T) => {
      if (!wanted(payload)) return;
      clearTimeout(timer);
      socket.off(event, onEvent);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      reject(new Error(`no matching ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on(event, onEvent);
  });
}
const nextPlace = (socket: Socket, position: number) =>
  nextMatching<QueuePositionPayload>(socket, 'queue_position', (place) => place.position === position);
const nextMessage = (socket: Socket, content: string) =>
  nextMatching<ChatMessage>(socket, 'message', (message) => message.content === content);

describe('live help across two instances', () => {
  it('counts a helper whose dashboard is on B as available when a shopper asks A', async () => {
    // First in this file: no helper has a socket yet.
    expect((await a.api().get('/api/assist/availability').expect(200)).body.available).toBe(false);
    const helper = a.user('helper', 'Sunil');
    const dashboard = await b.socket(helper.token);
    const deadline = Date.now() + 5000;
    while (!(await a.api().get('/api/assist/availability').expect(200)).body.available) {
      if (Date.now() > deadline) throw new Error('A never saw the helper on B as available');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await a.api().put('/api/assist/presence').set('token', helper.token).send({ status: 'away' }).expect(200);
    expect((await b.api().get('/api/assist/availability').expect(200)).body.available).toBe(false);
    await a
      .api()
      .put('/api/assist/presence')
      .set('token', helper.token)
      .send({ status: 'available' })
      .expect(200);
    dashboard.disconnect();
  });

  it('carries request_created, request_updated, helper_joined and chat both ways between instances', async () => {
    const helper = a.user('helper', 'Kamala');
    const shopper = a.user('shopper', 'Nimal');
    // The helper's dashboard is on A; the shopper is connected to B.
    const [dashboard, shopperSocket] = await Promise.all([a.socket(helper.token), b.socket(shopper.token)]);

    const created = await timed(
      'request_created B→A',
      next<AssistRequest>(dashboard, 'request_created'),
      () => ask(b, shopper),
    );
    expect(created).toMatchObject({ userId: shopper.id, accept: false });

    // Accepted through B: the helper's socket on A must join the conversation before the shopper is told.
    const updated = next<AssistRequest>(dashboard, 'request_updated');
    const joined = await timed(
      'helper_joined B→B (accepted through B, helper on A)',
      next<HelperJoinedPayload>(shopperSocket, 'helper_joined'),
      () => accept(b, helper, created._id).expect(200),
    );
    expect(joined).toMatchObject({ requestId: created._id, helperId: helper.id, helperName: 'Kamala' });
    expect(await updated).toMatchObject({ _id: created._id, accept: true, helperId: helper.id });

    const toShopper = await timed(
      'message A→B (helper posts to A)',
      nextMessage(shopperSocket, 'Hello, I am Kamala.'),
      () => post(a, helper, shopper.id, 'Hello, I am Kamala.'),
    );
    expect(toShopper).toMatchObject({
      userId: shopper.id,
      from: 'assistant',
      content: 'Hello, I am Kamala.',
    });

    const toHelper = await timed(
      'message B→A (shopper posts to B)',
      nextMessage(dashboard, 'I need a blue shirt.'),
      () => post(b, shopper, shopper.id, 'I need a blue shirt.'),
    );
    expect(toHelper).toMatchObject({ userId: shopper.id, from: 'user', content: 'I need a blue shirt.' });
  });

  it('carries the shopper’s shared screen B→A and the helper’s “send it again” A→B', async () => {
    const helper = a.user('helper', 'Kamala');
    const shopper = a.user('shopper', 'Nimal');
    const [liveView, shopperSocket] = await Promise.all([a.socket(helper.token), b.socket(shopper.token)]);
    const { body } = await ask(b, shopper);
    await accept(a, helper, body.assist._id as string).expect(200);

    const view = { screen: 'collection', categories: ['Women'], types: [], page: 2, searching: false };
    const seen = await timed(
      'shopper_view B→A (shopper on B, helper on A)',
      next<ShopperViewPayload>(liveView, 'shopper_view'),
      () => shopperSocket.timeout(3000).emitWithAck('share_view', { view }),
    );
    expect(seen).toMatchObject({ userId: shopper.id, view });

    await timed('view_wanted A→B', next(shopperSocket, 'view_wanted'), () =>
      liveView.timeout(3000).emitWithAck('want_view', { userId: shopper.id }),
    );

    // A product card and a page suggestion sent through A reach the shopper on B, attachment and all.
    const productId = '44444444-4444-4444-8444-444444444444';
    const sendCard = (content: string, attachment: MessageAttachment) =>
      a
        .api()
        .post('/api/messages')
        .set('token', helper.token)
        .send({ userId: shopper.id, from: 'assistant', content, attachment })
        .expect(201);
    const card = await timed('product card A→B', nextMessage(shopperSocket, 'Linen Shirt'), () =>
      sendCard('Linen Shirt', { kind: 'product', productId }),
    );
    expect(card.attachment).toEqual({ kind: 'product', productId });
    const suggestion = await timed(
      'page suggestion A→B',
      nextMessage(shopperSocket, 'Collection, Women'),
      () => sendCard('Collection, Women', { kind: 'page', path: '/collection?category=Women' }),
    );
    expect(suggestion.attachment).toEqual({ kind: 'page', path: '/collection?category=Women' });
  });

  it('tells helpers on both instances and the shopper when a request is removed', async () => {
    const shopper = b.user('shopper');
    const [onA, onB, shopperSocket] = await Promise.all([
      a.socket(a.user('helper').token),
      b.socket(b.user('helper').token),
      b.socket(shopper.token),
    ]);
    const res = await ask(b, shopper);
    const requestId = res.body.assist._id as string;

    const seenOnB = next<RequestRemovedPayload>(onB, 'request_removed');
    const seenByShopper = next<RequestRemovedPayload>(shopperSocket, 'request_removed');
    const seenOnA = await timed(
      'request_removed B→A',
      next<RequestRemovedPayload>(onA, 'request_removed'),
      () => b.api().delete(`/api/assist/${requestId}`).set('token', shopper.token).expect(200),
    );
    expect(seenOnA).toMatchObject({ _id: requestId, userId: shopper.id });
    expect(await seenOnB).toMatchObject({ _id: requestId });
    expect(await seenByShopper).toMatchObject({ _id: requestId });
  });

  it('moves a waiting shopper on B up the queue when the one ahead is accepted on A', async () => {
    const first = a.user('shopper');
    const second = b.user('shopper');
    const helper = a.user('helper');
    const firstId = (await ask(a, first)).body.assist._id as string;
    await ask(b, second);
    const secondSocket = await b.socket(second.token);
    const mine = () => b.api().get('/api/assist/mine').set('token', second.token).expect(200);
    // Requests of earlier tests may still wait ahead; it moves up by one either way.
    const before = (await mine()).body.queuePosition as number;

    const place = await timed('queue_position A→B', nextPlace(secondSocket, before - 1), () =>
      accept(a, helper, firstId).expect(200),
    );
    expect(place).toMatchObject({ userId: second.id, position: before - 1 });
    expect((await mine()).body.queuePosition).toBe(before - 1);
  });

  it('gives a request to exactly one of two helpers accepting it on different instances', async () => {
    for (let round = 0; round < 5; round++) {
      const shopper = a.user('shopper');
      const requestId = (await ask(a, shopper)).body.assist._id as string;
      const [first, second] = [a.user('helper', 'On A'), b.user('helper', 'On B')];
      const answers = await Promise.all([accept(a, first, requestId), accept(b, second, requestId)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers[0]?.status === 200 ? first : second;
      const mine = await a.api().get('/api/assist/mine').set('token', shopper.token).expect(200);
      expect(mine.body.assist).toMatchObject({ _id: requestId, accept: true, helperId: winner.id });
    }
  });
});
