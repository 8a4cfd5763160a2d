import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, SendMessageAck } from '@store/contracts/assistance';
import { next } from '@store/server-kit/testing/socket-client';
import {
  emitWithAck,
  startTestAssistance,
  type TestAssistance,
  type TestUser,
} from '../../testing/test-assistance';

let assist: TestAssistance;

beforeAll(async () => {
  assist = await startTestAssistance();
});
afterAll(async () => {
  await assist.close();
});

const send = (user: TestUser, body: object) =>
  assist.api().post('/api/messages').set('token', user.token).send(body);
const read = async (user: TestUser, shopperId: string) =>
  (await assist.api().get(`/api/messages/${shopperId}`).set('token', user.token).expect(200)).body
    .messages as ChatMessage[];

const productId = randomUUID();

describe('products and pages a helper sends', () => {
  it('are stored with the message, read back by both sides and delivered live', async () => {
    const helper = assist.user('helper');
    const { shopper } = await assist.servedShopper(helper);
    const shopperSocket = await assist.socket(shopper.token);
    const live = next<ChatMessage>(shopperSocket, 'message');
    const card = await send(helper, {
      userId: shopper.id,
      from: 'assistant',
      content: 'Linen Shirt',
      attachment: { kind: 'product', productId },
    }).expect(201);
    expect(card.body.chatMessage.attachment).toEqual({ kind: 'product', productId });
    expect((await live).attachment).toEqual({ kind: 'product', productId });

    const path = '/collection?category=Women&subCategory=Winterwear';
    await send(helper, {
      userId: shopper.id,
      from: 'assistant',
      content: 'Collection, Women, Winterwear',
      attachment: { kind: 'page', path },
    }).expect(201);
    await send(helper, { userId: shopper.id, from: 'assistant', content: 'Just words' }).expect(201);
    for (const reader of [shopper, helper]) {
      expect((await read(reader, shopper.id)).map((message) => message.attachment)).toEqual([
        { kind: 'product', productId },
        { kind: 'page', path },
        null,
      ]);
    }
  });

  it('go through the socket too', async () => {
    const helper = assist.user('helper');
    const { shopper } = await assist.servedShopper(helper);
    const helperSocket = await assist.socket(helper.token);
    const ack = await emitWithAck<SendMessageAck>(helperSocket, 'send_message', {
      userId: shopper.id,
      from: 'assistant',
      content: 'Your cart',
      attachment: { kind: 'page', path: '/cart' },
    });
    expect(ack).toMatchObject({
      success: true,
      chatMessage: { attachment: { kind: 'page', path: '/cart' } },
    });
  });

  it('are a helper’s alone: a shopper’s is refused, naming the field, and nothing is stored', async () => {
    const helper = assist.user('helper');
    const { shopper } = await assist.servedShopper(helper);
    const refused = await send(shopper, {
      userId: shopper.id,
      from: 'user',
      content: 'look',
      attachment: { kind: 'page', path: '/cart' },
    }).expect(403);
    expect(refused.body.message).toMatch(/^attachment: only a helper/);
    expect(await read(shopper, shopper.id)).toEqual([]);
  });

  it('lead only to pages of this store', async () => {
    const helper = assist.user('helper');
    const { shopper } = await assist.servedShopper(helper);
    const refusedPaths = [
      'https://evil.example/collection',
      '//evil.example/collection',
      'javascript:alert(1)',
      '/admin',
      '/profile',
      '/place-order',
      '/collection?category=Women&token=abc',
      '/collection?category=Spaceships',
      '/collection?page=0',
      '/collection#top',
      '/product/not-an-id',
      `/product/${productId}?next=https://evil.example`,
      '/\\evil.example',
      '/collection/../cart',
      '/./cart',
      '/cart?',
      `/collection?search=${'x'.repeat(101)}`,
    ];
    for (const path of refusedPaths) {
      const res = await send(helper, {
        userId: shopper.id,
        from: 'assistant',
        content: 'Look here',
        attachment: { kind: 'page', path },
      });
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toMatch(/path: a page of this store/);
    }
    const shapes = [
      { kind: 'video', url: 'https://evil.example' },
      { kind: 'product', productId: 'not-an-id' },
      { kind: 'product', productId, price: 1 },
    ];
    for (const attachment of shapes) {
      const res = await send(helper, { userId: shopper.id, from: 'assistant', content: 'x', attachment });
      expect(res.status, JSON.stringify(attachment)).toBe(400);
    }
    expect(await read(helper, shopper.id)).toEqual([]);

    for (const path of [
      '/',
      '/cart',
      `/product/${productId}`,
      '/collection?category=Men&category=Kids&subCategory=Topwear&sort=low-high&page=2',
      '/collection?search=blue%20shirt',
    ]) {
      await send(helper, {
        userId: shopper.id,
        from: 'assistant',
        content: 'Look here',
        attachment: { kind: 'page', path },
      }).expect(201);
    }
  });
});
