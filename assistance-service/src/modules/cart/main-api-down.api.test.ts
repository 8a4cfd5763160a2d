// The assistance service while the main API is down: chat carries on (over REST and the socket, sessions
// trusted on the token's signature meanwhile), the helper's cart read says the shop is unavailable for now
// (503 with Retry-After), and it shows the cart again as soon as the main API is back.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, SendMessageAck, ShopperCartResponse } from '@store/contracts/assistance';
import { startTestBackend, TEST_JWT_SECRET, type TestBackend } from '@store/backend/testing/test-backend';
import { next } from '@store/server-kit/testing/socket-client';
import { emitWithAck, startTestAssistance, type TestAssistance } from '../../testing/test-assistance';

let backend: TestBackend;
let assist: TestAssistance;
/** The main API's HTTP listener, which the test takes down and brings back on the same port. */
let mainApi: Server;
let port: number;

const listen = () =>
  new Promise<void>((resolve, reject) => {
    mainApi = createServer(backend.app);
    mainApi.once('error', reject);
    mainApi.listen(port, '127.0.0.1', () => resolve());
  });
const takeDown = () =>
  new Promise<void>((resolve) => {
    mainApi.close(() => resolve());
    mainApi.closeAllConnections();
  });

beforeAll(async () => {
  backend = await startTestBackend();
  mainApi = createServer(backend.app);
  await new Promise<void>((resolve) => mainApi.listen(0, '127.0.0.1', resolve));
  port = (mainApi.address() as AddressInfo).port;
  assist = await startTestAssistance({
    backendUrl: `http://127.0.0.1:${port}`,
    env: { JWT_SECRET: TEST_JWT_SECRET },
  });
});
afterAll(async () => {
  await assist?.close();
  if (mainApi?.listening) await takeDown();
  await backend?.close();
});

describe('the assistance service while the main API is down', () => {
  it('keeps the chat going, says the cart is unavailable for now, and shows it again when the API is back', async () => {
    const shopper = await backend.newShopperWithCart('Kamala');
    const helper = await backend.loginAs('helper');
    const created = await assist.api().post('/api/assist').set('token', shopper.token).send({}).expect(201);
    await assist
      .api()
      .put(`/api/assist/${created.body.assist._id}`)
      .set('token', helper.token)
      .send({ accept: true })
      .expect(200);
    const readCart = () => assist.api().get(`/api/assist/cart/${shopper.id}`).set('token', helper.token);
    const cart = { [shopper.product._id]: { [shopper.size]: 1 } };
    expect(((await readCart().expect(200)).body as ShopperCartResponse).cartData).toEqual(cart);
    const helperSocket = await assist.socket(helper.token);

    await takeDown();

    // Chat over REST, pushed to the helper's socket at once.
    const pushed = next<ChatMessage>(helperSocket, 'message');
    await assist
      .api()
      .post('/api/messages')
      .set('token', shopper.token)
      .send({ userId: shopper.id, from: 'user', content: 'Is the blue shirt warm?' })
      .expect(201);
    expect((await pushed).content).toBe('Is the blue shirt warm?');
    // A socket opened now (its session cannot be checked with the main API) can still chat.
    const shopperSocket = await assist.socket(shopper.token);
    const reply = next<ChatMessage>(shopperSocket, 'message');
    const sent = await emitWithAck<SendMessageAck>(helperSocket, 'send_message', {
      userId: shopper.id,
      from: 'assistant',
      content: 'Yes, it is lined.',
      clientMessageId: randomUUID(),
    });
    expect(sent).toMatchObject({ success: true });
    expect((await reply).content).toBe('Yes, it is lined.');
    const history = await assist
      .api()
      .get(`/api/messages/${shopper.id}`)
      .set('token', helper.token)
      .expect(200);
    expect(history.body.messages.map((message: ChatMessage) => message.content)).toEqual([
      'Is the blue shirt warm?',
      'Yes, it is lined.',
    ]);

    // The cart: unavailable for now, with when to ask again.
    const unavailable = await readCart().expect(503);
    expect(unavailable.headers['retry-after']).toBe('5');
    expect(unavailable.body).toMatchObject({
      success: false,
      code: 'shop_unavailable',
      message: 'The shop is not reachable right now, so the cart cannot be shown.',
    });

    await listen();
    expect(((await readCart().expect(200)).body as ShopperCartResponse).cartData).toEqual(cart);
  });

  it('says the same when the main API answers but cannot serve (its database is away)', async () => {
    const failing = createServer((_req, res) => {
      res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5' });
      res.end(JSON.stringify({ success: false, message: 'database away', code: 'database_unavailable' }));
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const behind = await startTestAssistance({
      backendUrl: `http://127.0.0.1:${(failing.address() as AddressInfo).port}`,
      env: { JWT_SECRET: TEST_JWT_SECRET },
    });
    try {
      const helper = behind.user('helper');
      const { shopper } = await behind.servedShopper(helper);
      const res = await behind
        .api()
        .get(`/api/assist/cart/${shopper.id}`)
        .set('token', helper.token)
        .expect(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toMatchObject({
        code: 'shop_unavailable',
        message: 'The shop is not answering right now, so the cart cannot be shown.',
        details: { upstreamStatus: 503 },
      });
    } finally {
      await behind.close();
      failing.close();
    }
  });
});
