import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AssistRequest,
  ChatMessage,
  HelperJoinedPayload,
  RequestRemovedPayload,
  SendMessageAck,
} from '@store/contracts/assistance';
import {
  collect,
  emitWithAck,
  pause,
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

describe('socket handshake', () => {
  it('refuses a connection without a token, with a forged one, and from an admin', async () => {
    await expect(assist.socket()).rejects.toThrow(/unauthorized/);
    await expect(assist.socket('not.a.token')).rejects.toThrow(/unauthorized/);
    await expect(assist.socket(assist.user('admin').token)).rejects.toThrow(/forbidden/);
  });
});

describe('dashboard events', () => {
  it('tells helpers (and not shoppers) about new, accepted and removed requests', async () => {
    const helper = assist.user('helper', 'Kamala');
    const shopper = assist.user('shopper');
    const bystander = assist.user('shopper');
    const [dashboard, shopperSocket, bystanderSocket] = await Promise.all([
      assist.socket(helper.token),
      assist.socket(shopper.token),
      assist.socket(bystander.token),
    ]);
    const bystanderSaw = [
      ...collect(bystanderSocket, 'request_created'),
      ...collect(bystanderSocket, 'request_updated'),
      ...collect(bystanderSocket, 'request_removed'),
      ...collect(bystanderSocket, 'helper_joined'),
    ];
    const shopperSawCreated = collect(shopperSocket, 'request_created');

    const created = next<AssistRequest>(dashboard, 'request_created');
    const res = await assist.api().post('/api/assist').set('token', shopper.token).send({}).expect(201);
    const requestId = res.body.assist._id as string;
    expect(await created).toMatchObject({ _id: requestId, userId: shopper.id, accept: false });

    const updated = next<AssistRequest>(dashboard, 'request_updated');
    const joined = next<HelperJoinedPayload>(shopperSocket, 'helper_joined');
    await assist
      .api()
      .put(`/api/assist/${requestId}`)
      .set('token', helper.token)
      .send({ accept: true })
      .expect(200);
    expect(await updated).toMatchObject({ _id: requestId, accept: true, helperId: helper.id });
    expect(await joined).toEqual({
      requestId,
      userId: shopper.id,
      helperId: helper.id,
      helperName: 'Kamala',
    });

    const removedForHelper = next<RequestRemovedPayload>(dashboard, 'request_removed');
    const removedForShopper = next<RequestRemovedPayload>(shopperSocket, 'request_removed');
    await assist.api().delete(`/api/assist/${requestId}`).set('token', helper.token).expect(200);
    const removed = { _id: requestId, userId: shopper.id, by: 'helper' };
    expect(await removedForHelper).toEqual(removed);
    expect(await removedForShopper).toEqual(removed);

    await pause(200);
    expect(shopperSawCreated).toEqual([]);
    expect(bystanderSaw).toEqual([]);
  });
});

describe('chat delivery', () => {
  it('delivers messages both ways between a shopper and the helper serving them, and to no one else', async () => {
    const helper = assist.user('helper');
    const otherHelper = assist.user('helper');
    const { shopper } = await assist.servedShopper(helper);
    const other = assist.user('shopper');
    const [helperSocket, shopperSocket, otherSocket, otherHelperSocket] = await Promise.all([
      assist.socket(helper.token),
      assist.socket(shopper.token),
      assist.socket(other.token),
      assist.socket(otherHelper.token),
    ]);
    const leaked = [...collect(otherSocket, 'message'), ...collect(otherHelperSocket, 'message')];

    const toHelper = next<ChatMessage>(helperSocket, 'message');
    // The sender's own connections get the message too (on PostgreSQL after the answer: broadcasts go
    // through the database first), so that echo is awaited before the next message is.
    const echo = next<ChatMessage>(shopperSocket, 'message');
    await post(shopper, shopper.id, 'Can you read me the price?');
    expect(await toHelper).toMatchObject({
      userId: shopper.id,
      from: 'user',
      content: 'Can you read me the price?',
    });
    expect(await echo).toMatchObject({ content: 'Can you read me the price?' });

    const toShopper = next<ChatMessage>(shopperSocket, 'message');
    await post(helper, shopper.id, 'It is LKR 2,500.');
    expect(await toShopper).toMatchObject({
      userId: shopper.id,
      from: 'assistant',
      content: 'It is LKR 2,500.',
    });

    await pause(200);
    expect(leaked).toEqual([]);
  });

  it('joins an already connected helper to the conversation the moment they accept', async () => {
    const helper = assist.user('helper');
    const shopper = assist.user('shopper');
    const helperSocket = await assist.socket(helper.token);
    const res = await assist.api().post('/api/assist').set('token', shopper.token).send({}).expect(201);
    const before = collect<ChatMessage>(helperSocket, 'message');
    await post(shopper, shopper.id, 'before anyone accepted');
    await pause(100);
    expect(before).toEqual([]);

    await assist
      .api()
      .put(`/api/assist/${res.body.assist._id}`)
      .set('token', helper.token)
      .send({ accept: true })
      .expect(200);
    const delivered = next<ChatMessage>(helperSocket, 'message');
    await post(shopper, shopper.id, 'after accepting');
    expect((await delivered).content).toBe('after accepting');
  });

  it('takes the helper out of the conversation when the request is closed', async () => {
    const helper = assist.user('helper');
    const { shopper, requestId } = await assist.servedShopper(helper);
    const helperSocket = await assist.socket(helper.token);
    await assist.api().delete(`/api/assist/${requestId}`).set('token', shopper.token).expect(200);
    const after = collect<ChatMessage>(helperSocket, 'message');
    await post(shopper, shopper.id, 'anyone there?');
    await pause(200);
    expect(after).toEqual([]);
  });

  it('sends over the socket with an acknowledgement, idempotently, and refuses what REST refuses', async () => {
    const helper = assist.user('helper');
    const { shopper } = await assist.servedShopper(helper);
    const stranger = assist.user('shopper');
    const [helperSocket, shopperSocket, strangerSocket] = await Promise.all([
      assist.socket(helper.token),
      assist.socket(shopper.token),
      assist.socket(stranger.token),
    ]);
    const delivered = collect<ChatMessage>(helperSocket, 'message');
    const body = {
      userId: shopper.id,
      from: 'user',
      content: ' over the socket ',
      clientMessageId: randomUUID(),
    };

    const first = await emitWithAck<SendMessageAck>(shopperSocket, 'send_message', body);
    expect(first).toMatchObject({
      success: true,
      duplicate: false,
      chatMessage: { content: 'over the socket' },
    });
    const retry = await emitWithAck<SendMessageAck>(shopperSocket, 'send_message', body);
    expect(retry).toMatchObject({ success: true, duplicate: true });

    expect(
      await emitWithAck(shopperSocket, 'send_message', {
        ...body,
        clientMessageId: undefined,
        content: '  ',
      }),
    ).toMatchObject({ success: false, status: 400 });
    expect(
      await emitWithAck(shopperSocket, 'send_message', {
        ...body,
        from: 'assistant',
        clientMessageId: undefined,
      }),
    ).toMatchObject({ success: false, status: 403 });
    expect(
      await emitWithAck(strangerSocket, 'send_message', { ...body, clientMessageId: undefined }),
    ).toMatchObject({
      success: false,
      status: 404,
    });
    expect(await emitWithAck(strangerSocket, 'sync', { userId: shopper.id })).toMatchObject({
      success: false,
      status: 404,
    });

    await pause(200);
    expect(delivered.map((message) => message.content)).toEqual(['over the socket']);
  });
});
