import { describe, expect, it } from 'vitest';
import { CATALOGUE_CHANNEL } from '../products/catalogue-cache';
import {
  createKeptAnswers,
  followPersonalChanges,
  ordersWritesDropping,
  PERSONAL_CHANNEL,
  PERSONAL_PAYLOAD_MAX_IDS,
  personalChangeOf,
  personalChangePayload,
  productsInCart,
} from './kept-answers';

/** A cart answer holding these products, as POST /api/cart/get answers. */
const cartOf = (...productIds: string[]) => ({
  success: true,
  cartData: Object.fromEntries(productIds.map((id) => [id, { M: 1 }])),
  available: Object.fromEntries(productIds.map((id) => [id, { M: 5 }])),
});

/** Answers that count their database reads; `carts` says what each shopper's cart holds. */
function counting(carts: Record<string, string[]>, maxEntries?: number) {
  const reads: string[] = [];
  const answers = createKeptAnswers({
    read: (userId) => {
      reads.push(userId);
      return Promise.resolve(cartOf(...(carts[userId] ?? [])));
    },
    productsOf: productsInCart,
    maxEntries,
  });
  return { answers, reads };
}

const text = (answer: { body: Buffer }) => JSON.parse(answer.body.toString()) as unknown;

describe("signed-in shoppers' own answers kept in memory", () => {
  it("keeps each shopper's answer: read once, then the same bytes", async () => {
    const { answers, reads } = counting({ ann: ['p1'], ben: ['p2'] });
    const first = await answers.answer('ann');
    expect(await answers.answer('ann')).toBe(first);
    expect(text(first)).toEqual(cartOf('p1'));
    expect(text(await answers.answer('ben'))).toEqual(cartOf('p2'));
    expect(reads).toEqual(['ann', 'ben']);
    expect(answers.stats()).toMatchObject({ entries: 2, hits: 1, misses: 2 });
  });

  it("reads a shopper's cart again once it changed, and only theirs", async () => {
    const carts = { ann: ['p1'], ben: ['p2'] };
    const { answers, reads } = counting(carts);
    await answers.answer('ann');
    await answers.answer('ben');
    carts.ann = ['p1', 'p3'];
    answers.usersChanged(['ann']);
    expect(text(await answers.answer('ann'))).toEqual(cartOf('p1', 'p3'));
    await answers.answer('ben');
    expect(reads).toEqual(['ann', 'ben', 'ann']);
  });

  it('answers a read that was under way when the cart or any stock changed, but does not keep it', async () => {
    for (const change of [
      (answers: ReturnType<typeof createKeptAnswers>) => answers.usersChanged(['ann']),
      (answers: ReturnType<typeof createKeptAnswers>) => answers.productsChanged(['elsewhere']),
      (answers: ReturnType<typeof createKeptAnswers>) => answers.everythingChanged(),
    ]) {
      let finish: () => void = () => {};
      let reads = 0;
      const answers = createKeptAnswers({
        read: () => {
          reads++;
          return new Promise((resolve) => (finish = () => resolve(cartOf('p1'))));
        },
        productsOf: productsInCart,
      });
      const underWay = answers.answer('ann');
      change(answers);
      finish();
      expect(text(await underWay)).toEqual(cartOf('p1'));
      const again = answers.answer('ann');
      finish();
      await again;
      expect(reads).toBe(2);
    }
  });

  it("drops on a stock change only the carts showing one of the products; everything on the catalogue's", async () => {
    const { answers, reads } = counting({ ann: ['p1', 'p2'], ben: ['p2'], cat: ['p3'] });
    for (const user of ['ann', 'ben', 'cat']) await answers.answer(user);
    answers.productsChanged(['p1']);
    for (const user of ['ann', 'ben', 'cat']) await answers.answer(user);
    expect(reads).toEqual(['ann', 'ben', 'cat', 'ann']);
    answers.productsChanged(['p2']);
    for (const user of ['ann', 'ben', 'cat']) await answers.answer(user);
    expect(reads.slice(4)).toEqual(['ann', 'ben']);
    answers.everythingChanged();
    for (const user of ['ann', 'ben', 'cat']) await answers.answer(user);
    expect(reads.slice(6)).toEqual(['ann', 'ben', 'cat']);
  });

  it('keeps at most maxEntries shoppers, the least recently read going first', async () => {
    const { answers, reads } = counting({ ann: ['p1'], ben: ['p1'], cat: ['p1'] }, 2);
    await answers.answer('ann');
    await answers.answer('ben');
    await answers.answer('ann');
    await answers.answer('cat');
    await answers.answer('ann');
    await answers.answer('ben');
    expect(reads).toEqual(['ann', 'ben', 'cat', 'ben']);
    // A stock change still finds the carts kept after the evictions.
    answers.productsChanged(['p1']);
    await answers.answer('ann');
    expect(reads.at(-1)).toBe('ann');
  });

  it('follows what other instances announce: carts and orders by shopper, stock by product, the rest as everything', async () => {
    const heard = new Map<string, (payload?: string) => void>();
    const carts = counting({ ann: ['p1'], ben: ['p2'] });
    const orders = counting({ ann: [], ben: [] });
    const stop = await followPersonalChanges(
      {
        listen: (channel, onNotify) => {
          heard.set(channel, onNotify);
          return Promise.resolve(() => Promise.resolve());
        },
      },
      { cart: carts.answers, orders: orders.answers },
      'this-instance',
    );
    const hear = (channel: string, payload?: string) => heard.get(channel)?.(payload);
    const readAll = async () => {
      for (const { answers } of [carts, orders]) {
        await answers.answer('ann');
        await answers.answer('ben');
      }
    };
    /** What each kind read again after `act`. */
    const readAgain = async (act: () => void) => {
      const before = [carts.reads.length, orders.reads.length];
      act();
      await readAll();
      return { cart: carts.reads.slice(before[0]), orders: orders.reads.slice(before[1]) };
    };
    await readAll();
    expect(
      await readAgain(() => hear(PERSONAL_CHANNEL, personalChangePayload('cart', ['ben'], 'other'))),
    ).toEqual({
      cart: ['ben'],
      orders: [],
    });
    expect(
      await readAgain(() => hear(PERSONAL_CHANNEL, personalChangePayload('orders', ['ann'], 'other'))),
    ).toEqual({
      cart: [],
      orders: ['ann'],
    });
    expect(
      await readAgain(() => hear(PERSONAL_CHANNEL, personalChangePayload('orders', [], 'other'))),
    ).toEqual({
      cart: [],
      orders: ['ann', 'ben'],
    });
    // Its own notices: dropped already when it sent them.
    expect(
      await readAgain(() => hear(PERSONAL_CHANNEL, personalChangePayload('cart', ['ann'], 'this-instance'))),
    ).toEqual({ cart: [], orders: [] });
    expect(await readAgain(() => hear(CATALOGUE_CHANNEL, 'stock:p1'))).toEqual({ cart: ['ann'], orders: [] });
    expect(await readAgain(() => hear(CATALOGUE_CHANNEL, '42'))).toEqual({
      cart: ['ann', 'ben'],
      orders: [],
    });
    // A reconnect (no payload) may have missed anything.
    expect(await readAgain(() => hear(PERSONAL_CHANNEL, undefined))).toEqual({
      cart: ['ann', 'ben'],
      orders: ['ann', 'ben'],
    });
    await stop();
  });

  it("drops a shopper's orders after their new order, and everyone's after any other write to an order", async () => {
    const dropped: Array<string[] | undefined> = [];
    const calls: string[] = [];
    const repository = ordersWritesDropping(
      {
        findById: (id: string) => {
          calls.push(`find ${id}`);
          return Promise.resolve(undefined);
        },
        listByUser: (userId: string) => {
          calls.push(`list ${userId}`);
          return Promise.resolve([]);
        },
        create: (input: { userId: string }) => {
          calls.push(`create ${input.userId}`);
          return Promise.resolve('order-1');
        },
        changeStatus: (orderId: string) => {
          calls.push(`status ${orderId}`);
          return Promise.reject(new Error('the database is away'));
        },
      },
      (userIds) => dropped.push(userIds),
    );
    await repository.findById('order-1');
    await repository.listByUser('ann');
    expect(dropped).toEqual([]);
    expect(await repository.create({ userId: 'ann' })).toBe('order-1');
    expect(dropped).toEqual([['ann']]);
    // A write that failed may still have written.
    await expect(repository.changeStatus('order-1')).rejects.toThrow('the database is away');
    expect(dropped).toEqual([['ann'], undefined]);
    expect(calls).toEqual(['find order-1', 'list ann', 'create ann', 'status order-1']);
  });

  it('wraps a synchronous write as one, and leaves alone the writes of tables no order answer shows', () => {
    const dropped: Array<string[] | undefined> = [];
    const repository = ordersWritesDropping(
      {
        settle: (orderId: string) => `settled ${orderId}`,
        recordEvent: () => Promise.resolve(),
        recordNotification: () => Promise.resolve(),
      },
      (userIds) => dropped.push(userIds),
    );
    expect(repository.settle('order-1')).toBe('settled order-1');
    expect(dropped).toEqual([undefined]);
    void repository.recordEvent();
    void repository.recordNotification();
    expect(dropped).toEqual([undefined]);
  });

  it('keeps an answer for maxAgeMs at most, and within maxBytes', async () => {
    const reads: string[] = [];
    const aged = createKeptAnswers({
      read: (userId) => {
        reads.push(userId);
        return Promise.resolve(cartOf('p1'));
      },
      maxAgeMs: 30,
    });
    await aged.answer('ann');
    await aged.answer('ann');
    expect(reads).toEqual(['ann']);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await aged.answer('ann');
    expect(reads).toEqual(['ann', 'ann']);
    const small = createKeptAnswers({ read: () => Promise.resolve(cartOf('p1')), maxBytes: 10 });
    await small.answer('ann');
    expect(small.stats().entries).toBe(0);
  });

  it("names the sender and the shoppers in a NOTIFY's payload, or everyone's when there are too many", () => {
    expect(personalChangePayload('cart', ['a', 'b'], 'i1')).toBe('cart@i1:a,b');
    expect(personalChangeOf('cart@i1:a,b')).toEqual({ kind: 'cart', from: 'i1', userIds: ['a', 'b'] });
    expect(personalChangeOf('orders@i2:a')).toEqual({ kind: 'orders', from: 'i2', userIds: ['a'] });
    const many = Array.from({ length: PERSONAL_PAYLOAD_MAX_IDS + 1 }, (_, index) => `user-${index}`);
    expect(personalChangePayload('orders', many, 'i1')).toBe('orders@i1');
    expect(personalChangeOf('orders@i1')).toEqual({ kind: 'orders', from: 'i1' });
    expect(personalChangeOf('cart@i1:a,,b')).toEqual({ kind: 'cart', from: 'i1' });
    expect(personalChangeOf(undefined)).toBeUndefined();
    expect(personalChangeOf('cart:a')).toBeUndefined();
    expect(personalChangeOf('wishlist@i1:a')).toBeUndefined();
  });
});
