import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareViewAck, ShopperViewPayload, WantViewAck } from '@store/contracts/assistance';
import { next } from '@store/server-kit/testing/socket-client';
import {
  collect,
  emitWithAck,
  pause,
  startTestAssistance,
  type TestAssistance,
  type TestUser,
} from '../../testing/test-assistance';
import { SHARE_VIEW_BURST } from './shared-view';

let assist: TestAssistance;

beforeAll(async () => {
  assist = await startTestAssistance();
});
afterAll(async () => {
  await assist.close();
});

/** A shopper with an open request, and the request's id. */
async function asking(shopper: TestUser): Promise<string> {
  const res = await assist.api().post('/api/assist').set('token', shopper.token).send({}).expect(201);
  return res.body.assist._id as string;
}
const accept = (helper: TestUser, requestId: string) =>
  assist.api().put(`/api/assist/${requestId}`).set('token', helper.token).send({ accept: true }).expect(200);
const close = (user: TestUser, requestId: string) =>
  assist.api().delete(`/api/assist/${requestId}`).set('token', user.token).expect(200);

const productView = {
  screen: 'product',
  productId: '0b0e8c0e-1c1f-4a4e-9d57-0f0a4b7f6b11',
  name: 'Linen Shirt',
  size: 'M',
} as const;

describe('the shopper’s screen, shared with their helper', () => {
  it('reaches the serving helper only, and stops when the shopper stops sharing', async () => {
    const helper = assist.user('helper', 'Nimal');
    const otherHelper = assist.user('helper', 'Sita');
    const shopper = assist.user('shopper');
    const requestId = await asking(shopper);
    await accept(helper, requestId);
    const [helperSocket, otherSocket, shopperSocket] = await Promise.all([
      assist.socket(helper.token),
      assist.socket(otherHelper.token),
      assist.socket(shopper.token),
    ]);
    const otherSaw = collect<ShopperViewPayload>(otherSocket, 'shopper_view');
    const shopperSaw = collect<ShopperViewPayload>(shopperSocket, 'shopper_view');

    const seen = next<ShopperViewPayload>(helperSocket, 'shopper_view');
    const ack = await emitWithAck<ShareViewAck>(shopperSocket, 'share_view', { view: productView });
    expect(ack).toEqual({ success: true, delivered: true });
    expect(await seen).toMatchObject({ userId: shopper.id, requestId, view: productView });

    const stopped = next<ShopperViewPayload>(helperSocket, 'shopper_view');
    await emitWithAck(shopperSocket, 'share_view', { view: null });
    expect((await stopped).view).toBeNull();

    await pause(100);
    expect(otherSaw).toEqual([]);
    expect(shopperSaw).toEqual([]);
    await close(shopper, requestId);
  });

  it('is refused while no helper serves the shopper: waiting, and after the request closed', async () => {
    const helper = assist.user('helper');
    const shopper = assist.user('shopper');
    const shopperSocket = await assist.socket(shopper.token);
    const requestId = await asking(shopper);
    const waiting = await emitWithAck<ShareViewAck>(shopperSocket, 'share_view', {
      view: { screen: 'cart' },
    });
    expect(waiting).toMatchObject({ success: false, status: 409 });

    await accept(helper, requestId);
    expect(await emitWithAck(shopperSocket, 'share_view', { view: { screen: 'cart' } })).toMatchObject({
      success: true,
    });
    await close(shopper, requestId);
    const after = await emitWithAck<ShareViewAck>(shopperSocket, 'share_view', { view: { screen: 'cart' } });
    expect(after).toMatchObject({ success: false, status: 409 });
  });

  it('never carries what a shopper typed: a view with any other field is refused, naming it', async () => {
    const helper = assist.user('helper');
    const shopper = assist.user('shopper');
    const requestId = await asking(shopper);
    await accept(helper, requestId);
    const [helperSocket, shopperSocket] = await Promise.all([
      assist.socket(helper.token),
      assist.socket(shopper.token),
    ]);
    const helperSaw = collect<ShopperViewPayload>(helperSocket, 'shopper_view');
    const typed = [
      { view: { screen: 'checkout', fieldsWithErrors: ['street'], street: '12 Galle Road' } },
      { view: { screen: 'checkout', fieldsWithErrors: ['12 Galle Road'] } },
      { view: { screen: 'collection', categories: [], types: [], page: 1, searching: true, search: 'red' } },
      { view: { screen: 'cart' }, draft: 'my password is' },
      { view: { screen: 'login', email: 'me@example.com' } },
      { view: { ...productView, size: 'a very long size typed in' } },
    ];
    for (const payload of typed) {
      const ack = await emitWithAck<ShareViewAck>(shopperSocket, 'share_view', payload);
      expect(ack, JSON.stringify(payload)).toMatchObject({ success: false, status: 400 });
    }
    const checkout = { screen: 'checkout', fieldsWithErrors: ['street', 'phone'] };
    const seen = next<ShopperViewPayload>(helperSocket, 'shopper_view');
    await emitWithAck(shopperSocket, 'share_view', { view: checkout });
    expect((await seen).view).toEqual(checkout);
    expect(helperSaw).toHaveLength(1);
    await close(helper, requestId);
  });

  it('lets the serving helper ask for the screen again, and nobody else', async () => {
    const helper = assist.user('helper');
    const stranger = assist.user('helper');
    const shopper = assist.user('shopper');
    const requestId = await asking(shopper);
    await accept(helper, requestId);
    const [helperSocket, strangerSocket, shopperSocket] = await Promise.all([
      assist.socket(helper.token),
      assist.socket(stranger.token),
      assist.socket(shopper.token),
    ]);
    const helperAsked = collect(helperSocket, 'view_wanted');
    const wanted = next(shopperSocket, 'view_wanted');
    expect(await emitWithAck<WantViewAck>(helperSocket, 'want_view', { userId: shopper.id })).toEqual({
      success: true,
      asked: true,
    });
    await wanted;

    const shopperAsked = collect(shopperSocket, 'view_wanted');
    expect(await emitWithAck(strangerSocket, 'want_view', { userId: shopper.id })).toMatchObject({
      success: false,
      status: 404,
    });
    expect(await emitWithAck(shopperSocket, 'want_view', { userId: shopper.id })).toMatchObject({
      success: false,
      status: 403,
    });
    expect(await emitWithAck(helperSocket, 'share_view', { view: { screen: 'cart' } })).toMatchObject({
      success: false,
      status: 403,
    });
    await pause(100);
    expect(shopperAsked).toEqual([]);
    expect(helperAsked).toEqual([]);
    await close(helper, requestId);
  });

  it(`refuses more than ${SHARE_VIEW_BURST} screens in a burst from one storefront`, async () => {
    const helper = assist.user('helper');
    const shopper = assist.user('shopper');
    const requestId = await asking(shopper);
    await accept(helper, requestId);
    const shopperSocket = await assist.socket(shopper.token);
    const acks = await Promise.all(
      Array.from({ length: SHARE_VIEW_BURST + 5 }, () =>
        emitWithAck<ShareViewAck>(shopperSocket, 'share_view', { view: { screen: 'home' } }),
      ),
    );
    expect(acks.filter((ack) => ack.success)).toHaveLength(SHARE_VIEW_BURST);
    expect(acks.filter((ack) => !ack.success && ack.status === 429)).toHaveLength(5);
    await close(helper, requestId);
  });
});
