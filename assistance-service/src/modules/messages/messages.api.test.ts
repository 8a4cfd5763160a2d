import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@store/contracts/assistance';
import {
  pause,
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

const read = (user: TestUser, shopperId: string, query = '') =>
  assist.api().get(`/api/messages/${shopperId}${query}`).set('token', user.token);

const contents = (messages: ChatMessage[]) => messages.map((message) => message.content);

describe('POST /api/messages', () => {
  it('stores a trimmed text message with server time and the conversation fields', async () => {
    const shopper = assist.user('shopper');
    const before = Date.now();
    const res = await send(shopper, {
      userId: shopper.id,
      userEmail: shopper.email,
      from: 'user',
      content: '   Is this shirt cotton?  ',
    }).expect(201);
    expect(res.body).toMatchObject({ success: true, message: 'Message sent.', duplicate: false });
    const message = res.body.chatMessage as ChatMessage;
    expect(message).toMatchObject({
      userId: shopper.id,
      userEmail: shopper.email,
      from: 'user',
      content: 'Is this shirt cotton?',
      audio: null,
      duration: null,
    });
    expect(Date.parse(message.createdAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    ['empty', ''],
    ['whitespace only', ' \n\t  '],
    ['over 2000 characters', 'a'.repeat(2001)],
  ])('refuses a message that is %s (400)', async (_label, content) => {
    const shopper = assist.user('shopper');
    const res = await send(shopper, { userId: shopper.id, from: 'user', content }).expect(400);
    expect(res.body.message).toMatch(/Message/);
    expect((await read(shopper, shopper.id).expect(200)).body.messages).toEqual([]);
  });

  it('accepts exactly 2000 characters', async () => {
    const shopper = assist.user('shopper');
    await send(shopper, { userId: shopper.id, from: 'user', content: 'b'.repeat(2000) }).expect(201);
  });

  it("refuses a 'from' that does not match the caller's role (403)", async () => {
    const helper = assist.user('helper');
    const { shopper } = await assist.servedShopper(helper);
    const asAssistant = await send(shopper, { userId: shopper.id, from: 'assistant', content: 'hi' }).expect(
      403,
    );
    expect(asAssistant.body.message).toMatch(/from/);
    await send(helper, { userId: shopper.id, from: 'user', content: 'hi' }).expect(403);
    expect((await read(shopper, shopper.id).expect(200)).body.messages).toEqual([]);
  });

  it("gives a helper's message the shopper's email, whatever the body says", async () => {
    const helper = assist.user('helper');
    const { shopper } = await assist.servedShopper(helper);
    const res = await send(helper, {
      userId: shopper.id,
      userEmail: 'someone-else@example.com',
      from: 'assistant',
      content: 'Hello, I can help.',
    }).expect(201);
    expect(res.body.chatMessage).toMatchObject({ userEmail: shopper.email, from: 'assistant' });
  });

  it('stores a retried send with the same client message id once', async () => {
    const shopper = assist.user('shopper');
    const clientMessageId = randomUUID();
    const body = { userId: shopper.id, from: 'user', content: 'only once', clientMessageId };
    const first = await send(shopper, body).expect(201);
    const retry = await send(shopper, body).expect(200);
    expect(retry.body.duplicate).toBe(true);
    expect(retry.body.chatMessage._id).toBe(first.body.chatMessage._id);
    expect((await read(shopper, shopper.id).expect(200)).body.messages).toHaveLength(1);
  });

  it('stores concurrent sends with one client message id once', async () => {
    const shopper = assist.user('shopper');
    const body = { userId: shopper.id, from: 'user', content: 'double click', clientMessageId: randomUUID() };
    const results = await Promise.all(Array.from({ length: 6 }, () => send(shopper, body)));
    expect(results.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((res) => res.body.chatMessage._id)).size).toBe(1);
    expect((await read(shopper, shopper.id).expect(200)).body.messages).toHaveLength(1);
  });

  it('refuses a client message id reused for another conversation (409)', async () => {
    const helper = assist.user('helper');
    const first = await assist.servedShopper(helper);
    const second = await assist.servedShopper(helper);
    const clientMessageId = randomUUID();
    await send(helper, { userId: first.shopper.id, from: 'assistant', content: 'a', clientMessageId }).expect(
      201,
    );
    await send(helper, {
      userId: second.shopper.id,
      from: 'assistant',
      content: 'b',
      clientMessageId,
    }).expect(409);
  });
});

describe("a message's language", () => {
  it('is kept as each sender wrote, and read back by both sides', async () => {
    const helper = assist.user('helper');
    const { shopper } = await assist.servedShopper(helper);
    const sent = await send(shopper, {
      userId: shopper.id,
      from: 'user',
      content: 'මට නිල් කමිසයක් ඕනේ',
      lang: 'si',
    }).expect(201);
    expect(sent.body.chatMessage.lang).toBe('si');
    await send(helper, { userId: shopper.id, from: 'assistant', content: 'Of course', lang: 'en' }).expect(
      201,
    );
    await send(shopper, { userId: shopper.id, from: 'user', content: 'நன்றி', lang: 'ta' }).expect(201);
    for (const reader of [helper, shopper]) {
      const messages = (await read(reader, shopper.id).expect(200)).body.messages as ChatMessage[];
      expect(messages.map((message) => [message.content, message.lang])).toEqual([
        ['මට නිල් කමිසයක් ඕනේ', 'si'],
        ['Of course', 'en'],
        ['நன்றி', 'ta'],
      ]);
    }
  });

  it('is English for a client that sends none, and a language the store does not speak is refused', async () => {
    const shopper = assist.user('shopper');
    const sent = await send(shopper, { userId: shopper.id, from: 'user', content: 'Hello' }).expect(201);
    expect(sent.body.chatMessage.lang).toBe('en');
    const refused = await send(shopper, { userId: shopper.id, from: 'user', content: 'Bonjour', lang: 'fr' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/lang must be one of en, si, ta/);
    expect(contents((await read(shopper, shopper.id).expect(200)).body.messages)).toEqual(['Hello']);
  });
});

describe('GET /api/messages/:userId', () => {
  it('returns the conversation oldest first, and only what came after a message id or a time', async () => {
    const helper = assist.user('helper');
    const { shopper } = await assist.servedShopper(helper);
    const sent: ChatMessage[] = [];
    for (const [who, content] of [
      [shopper, 'one'],
      [helper, 'two'],
      [shopper, 'three'],
      [helper, 'four'],
    ] as const) {
      const from = who.role === 'shopper' ? 'user' : 'assistant';
      sent.push((await send(who, { userId: shopper.id, from, content }).expect(201)).body.chatMessage);
      await pause(5);
    }
    const all = (await read(helper, shopper.id).expect(200)).body.messages as ChatMessage[];
    expect(contents(all)).toEqual(['one', 'two', 'three', 'four']);
    expect((await read(shopper, shopper.id).expect(200)).body.messages).toEqual(all);

    const afterId = (await read(shopper, shopper.id, `?after=${sent[1]?._id}`).expect(200)).body.messages;
    expect(contents(afterId)).toEqual(['three', 'four']);
    const afterLast = (await read(shopper, shopper.id, `?after=${sent[3]?._id}`).expect(200)).body.messages;
    expect(afterLast).toEqual([]);

    const afterTime = (
      await read(shopper, shopper.id, `?after=${encodeURIComponent(sent[2]?.createdAt ?? '')}`).expect(200)
    ).body.messages;
    expect(contents(afterTime)).toEqual(['four']);
    const afterMillis = (
      await read(shopper, shopper.id, `?after=${Date.parse(sent[0]?.createdAt ?? '')}`).expect(200)
    ).body.messages;
    expect(contents(afterMillis)).toEqual(['two', 'three', 'four']);

    const latestTwo = (await read(shopper, shopper.id, '?limit=2').expect(200)).body.messages;
    expect(contents(latestTwo)).toEqual(['three', 'four']);
    const nextOne = (await read(shopper, shopper.id, `?after=${sent[0]?._id}&limit=1`).expect(200)).body
      .messages;
    expect(contents(nextOne)).toEqual(['two']);
  });

  it('refuses an after that is neither a message of this conversation nor a time (400)', async () => {
    const shopper = assist.user('shopper');
    const other = assist.user('shopper');
    const foreign = (await send(other, { userId: other.id, from: 'user', content: 'x' }).expect(201)).body
      .chatMessage as ChatMessage;
    await read(shopper, shopper.id, `?after=${foreign._id}`).expect(400);
    await read(shopper, shopper.id, '?after=yesterday-ish').expect(400);
    await read(shopper, shopper.id, '?limit=0').expect(400);
    await read(shopper, 'not-an-id').expect(400);
  });

  it('refuses a time outside what a date can hold, and numbers that are not decimal, with 400', async () => {
    const shopper = assist.user('shopper');
    for (const query of [
      '?after=99999999999999999999',
      '?after=8640000000000001',
      '?limit=0x10',
      '?limit=1e2',
    ]) {
      const res = await read(shopper, shopper.id, query);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^(after|limit)/);
    }
    await read(shopper, shopper.id, '?limit=16').expect(200);
  });

  it('closes the conversation to the helper once the request is closed', async () => {
    const helper = assist.user('helper');
    const { shopper, requestId } = await assist.servedShopper(helper);
    await send(helper, { userId: shopper.id, from: 'assistant', content: 'bye' }).expect(201);
    await assist.api().delete(`/api/assist/${requestId}`).set('token', helper.token).expect(200);
    await read(helper, shopper.id).expect(404);
    await send(helper, { userId: shopper.id, from: 'assistant', content: 'still here?' }).expect(404);
    // The shopper keeps their history.
    expect(contents((await read(shopper, shopper.id).expect(200)).body.messages)).toEqual(['bye']);
  });
});

describe('message rate limit (5 per second per user, bursts of 10)', () => {
  it('answers 429 with Retry-After and a clear message to a flood, per user, and accepts again after a pause', async () => {
    const shopper = assist.user('shopper');
    const flood = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(shopper, { userId: shopper.id, from: 'user', content: `message ${index}` }),
      ),
    );
    const statuses = flood.map((res) => res.status);
    // The burst of 10, and at most a token or two that came back while the flood was being answered.
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(10);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(13);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 429)).toBe(true);
    const refused = flood.find((res) => res.status === 429);
    expect(refused?.headers['retry-after']).toBe('1');
    expect(refused?.body).toMatchObject({
      success: false,
      code: 'too_many_requests',
      message: 'You are sending messages too quickly. Please wait a moment and send again.',
    });

    // Another user is not slowed down by this one.
    const other = assist.user('shopper');
    await send(other, { userId: other.id, from: 'user', content: 'hello' }).expect(201);
    // Retry-After is honest: after it, the same user may send again.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await send(shopper, { userId: shopper.id, from: 'user', content: 'after the pause' }).expect(201);
  });
});
