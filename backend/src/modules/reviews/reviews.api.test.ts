// Reviews by verified buyers and the rating they make, on the real app and database (both lanes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/contracts/products';
import {
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  REVIEW_WRITES_PER_HOUR,
  type Review,
} from '@store/contracts/reviews';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';
import { catalogue, orderBody } from '../../testing/order-fixtures';

let backend: TestBackend;
let products: Product[];
let admin: { token: string };

beforeAll(async () => {
  backend = await startTestBackend();
  products = (await catalogue(backend)).filter((product) =>
    product.sizes.some((size) => product.stock[size]),
  );
  admin = await backend.loginAs('admin');
});
afterAll(async () => {
  await backend.close();
});

/** A product of the seeded catalogue that no other test of this file reviews. */
let picked = 0;
const freshProduct = (): Product => {
  const product = products[picked++];
  if (!product) throw new Error('the catalogue ran out of products on the shelf');
  return product;
};

const setStatus = (orderId: string, status: string) =>
  backend.api().post('/api/order/status').set('token', admin.token).send({ orderId, status }).expect(200);

/** A new shopper with an order of `product`, walked to Delivered unless `delivered` is false. */
async function buyer(product: Product, options: { delivered?: boolean; name?: string } = {}) {
  const shopper = await backend.newShopper(options.name ?? 'Nimali Perera');
  const size = product.sizes.find((each) => (product.stock[each] ?? 0) > 0);
  const res = await backend
    .api()
    .post('/api/order/place')
    .set('token', shopper.token)
    .send(orderBody([{ product, size, quantity: 1 }]))
    .expect(201);
  if (options.delivered ?? true) {
    for (const status of ['Processing', 'Shipped', 'Delivered']) await setStatus(res.body.order._id, status);
  }
  return shopper;
}

const post = (productId: string, token: string, body: object) =>
  backend.api().post(`/api/product/${productId}/reviews`).set('token', token).send(body);

const productAnswer = async (productId: string): Promise<Product> =>
  (await backend.api().get(`/api/product/${productId}`).expect(200)).body.product;

const reviewsOf = async (productId: string, query = '') =>
  (await backend.api().get(`/api/product/${productId}/reviews${query}`).expect(200)).body;

describe('who may review', () => {
  it('refuses a shopper who never bought the product with 403 and says why', async () => {
    const product = freshProduct();
    const stranger = await backend.newShopper();
    const res = await post(product._id, stranger.token, { rating: 5 }).expect(403);
    expect(res.body).toMatchObject({
      success: false,
      code: 'review_not_bought',
      message: 'Only shoppers who bought this product can review it.',
    });
    const mine = await backend
      .api()
      .get(`/api/product/${product._id}/reviews/mine`)
      .set('token', stranger.token)
      .expect(200);
    expect(mine.body).toMatchObject({ review: null, canReview: false, refusal: 'not-bought' });
  });

  it('refuses a buyer whose order is not delivered yet with 403', async () => {
    const product = freshProduct();
    const waiting = await buyer(product, { delivered: false });
    const res = await post(product._id, waiting.token, { rating: 4 }).expect(403);
    expect(res.body).toMatchObject({
      code: 'review_not_delivered',
      message: 'You can review this product once your order of it has been delivered.',
    });
  });

  it('refuses a buyer of another product with 403', async () => {
    const bought = freshProduct();
    const other = freshProduct();
    const shopper = await buyer(bought);
    expect((await post(other._id, shopper.token, { rating: 3 }).expect(403)).body.code).toBe(
      'review_not_bought',
    );
  });

  it('refuses staff with 403 and a signed-out visitor with 401', async () => {
    const product = freshProduct();
    expect((await post(product._id, admin.token, { rating: 5 }).expect(403)).body.code).toBe(
      'review_not_shopper',
    );
    await backend.api().post(`/api/product/${product._id}/reviews`).send({ rating: 5 }).expect(401);
  });

  it('answers 404 for a product that is not in the catalogue', async () => {
    const shopper = await backend.newShopper();
    await post('00000000-0000-4000-8000-000000000000', shopper.token, { rating: 5 }).expect(404);
    await backend.api().get('/api/product/not-an-id/reviews').expect(404);
  });
});

describe('a verified buyer’s review', () => {
  it('is posted once (a second is 409), edited, shown with the author’s first name and initial', async () => {
    const product = freshProduct();
    expect((await productAnswer(product._id)).rating).toEqual({ average: 0, count: 0 });
    const shopper = await buyer(product);
    const mine = await backend
      .api()
      .get(`/api/product/${product._id}/reviews/mine`)
      .set('token', shopper.token)
      .expect(200);
    expect(mine.body).toMatchObject({ review: null, canReview: true, refusal: null });

    const posted = await post(product._id, shopper.token, {
      rating: 4,
      title: '  Fits well ',
      text: '<b>Soft</b> cotton & true to size',
      language: 'si',
    }).expect(201);
    expect(posted.body.rating).toEqual({ average: 4, count: 1 });
    expect(posted.body.review).toMatchObject({
      author: 'Nimali P.',
      rating: 4,
      title: 'Fits well',
      // Stored and answered as plain text: nothing is stripped or escaped on the way.
      text: '<b>Soft</b> cotton & true to size',
      language: 'si',
      editedAt: null,
    });

    const again = await post(product._id, shopper.token, { rating: 1 }).expect(409);
    expect(again.body).toMatchObject({
      code: 'review_exists',
      message: 'You have already reviewed this product; edit your review instead.',
    });

    const edited = await backend
      .api()
      .put(`/api/product/${product._id}/reviews/mine`)
      .set('token', shopper.token)
      .send({ rating: 2, text: 'Shrank in the wash.' })
      .expect(200);
    expect(edited.body.rating).toEqual({ average: 2, count: 1 });
    expect(edited.body.review).toMatchObject({ rating: 2, title: '', text: 'Shrank in the wash.' });
    expect(edited.body.review.editedAt).toEqual(expect.any(Number));

    // The catalogue's answers (cached until the change) carry the new rating at once.
    expect((await productAnswer(product._id)).rating).toEqual({ average: 2, count: 1 });
    const listed = await backend.api().get(`/api/product/list?ids=${product._id}`).expect(200);
    expect(listed.body.products[0].rating).toEqual({ average: 2, count: 1 });
  });

  it('takes its language from the request when the body names none', async () => {
    const product = freshProduct();
    const shopper = await buyer(product);
    const res = await post(product._id, shopper.token, { rating: 5 })
      .set('Accept-Language', 'ta')
      .expect(201);
    expect(res.body.review.language).toBe('ta');
  });

  it('names the field of bad input in a 400 and stores nothing', async () => {
    const product = freshProduct();
    const shopper = await buyer(product);
    for (const [body, field] of [
      [{}, 'rating'],
      [{ rating: 0 }, 'rating'],
      [{ rating: 6 }, 'rating'],
      [{ rating: 4.5 }, 'rating'],
      [{ rating: 5, title: 'x'.repeat(REVIEW_TITLE_MAX + 1) }, 'title'],
      [{ rating: 5, text: 'x'.repeat(REVIEW_TEXT_MAX + 1) }, 'text'],
      [{ rating: 5, language: 'fr' }, 'language'],
    ] as const) {
      const res = await post(product._id, shopper.token, body).expect(400);
      expect(res.body.message).toContain(field);
    }
    expect((await reviewsOf(product._id)).total).toBe(0);
  });

  it('is removed by its author, and the rating follows', async () => {
    const product = freshProduct();
    const [one, two] = [await buyer(product), await buyer(product)];
    await post(product._id, one.token, { rating: 5 }).expect(201);
    await post(product._id, two.token, { rating: 2 }).expect(201);
    const removed = await backend
      .api()
      .delete(`/api/product/${product._id}/reviews/mine`)
      .set('token', one.token)
      .expect(200);
    expect(removed.body.rating).toEqual({ average: 2, count: 1 });
    await backend
      .api()
      .delete(`/api/product/${product._id}/reviews/mine`)
      .set('token', one.token)
      .expect(404);
    // Removed, the buyer may write one again.
    await post(product._id, one.token, { rating: 3 }).expect(201);
  });

  it(`limits a shopper to ${REVIEW_WRITES_PER_HOUR} review writes an hour (429 with Retry-After)`, async () => {
    const product = freshProduct();
    const shopper = await buyer(product);
    await post(product._id, shopper.token, { rating: 5 }).expect(201);
    const edit = () =>
      backend
        .api()
        .put(`/api/product/${product._id}/reviews/mine`)
        .set('token', shopper.token)
        .send({ rating: 4 });
    for (let write = 2; write <= REVIEW_WRITES_PER_HOUR; write++) await edit().expect(200);
    const refused = await edit().expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the rating', () => {
  it('stays right when many buyers review the same product at once', async () => {
    const product = freshProduct();
    const stars = [1, 2, 3, 4, 5, 5, 4, 3];
    const buyers = await Promise.all(stars.map(() => buyer(product)));
    const answers = await Promise.all(
      buyers.map((shopper, index) => post(product._id, shopper.token, { rating: stars[index] })),
    );
    expect(answers.map((res) => res.status)).toEqual(stars.map(() => 201));
    const expected = { average: Math.round((27 / 8) * 10) / 10, count: 8 };
    expect((await reviewsOf(product._id)).rating).toEqual(expected);
    expect((await productAnswer(product._id)).rating).toEqual(expected);
  });

  it('leaves out hidden reviews; the admin hides and shows, and lists every review', async () => {
    const product = freshProduct();
    const [kind, harsh] = [await buyer(product), await buyer(product, { name: 'Kamal' })];
    await post(product._id, kind.token, { rating: 5, text: 'Lovely.' }).expect(201);
    const harshReview: Review = (
      await post(product._id, harsh.token, { rating: 1, text: 'Spam spam.' }).expect(201)
    ).body.review;
    expect(harshReview.author).toBe('Kamal');

    await backend
      .api()
      .post(`/api/product/${product._id}/reviews/${harshReview._id}/hide`)
      .set('token', harsh.token)
      .expect(403);
    const hidden = await backend
      .api()
      .post(`/api/product/${product._id}/reviews/${harshReview._id}/hide`)
      .set('token', admin.token)
      .expect(200);
    expect(hidden.body.rating).toEqual({ average: 5, count: 1 });
    expect(hidden.body.review).toMatchObject({ hidden: true, hiddenAt: expect.any(Number) });
    const visible = await reviewsOf(product._id);
    expect(visible.reviews.map((review: Review) => review.text)).toEqual(['Lovely.']);
    expect((await productAnswer(product._id)).rating).toEqual({ average: 5, count: 1 });

    const recent = await backend
      .api()
      .get('/api/reviews/recent?limit=50')
      .set('token', admin.token)
      .expect(200);
    expect(recent.body.reviews).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: harshReview._id, hidden: true, productName: product.name }),
      ]),
    );
    await backend.api().get('/api/reviews/recent').set('token', harsh.token).expect(403);

    const shown = await backend
      .api()
      .post(`/api/product/${product._id}/reviews/${harshReview._id}/show`)
      .set('token', admin.token)
      .expect(200);
    expect(shown.body.rating).toEqual({ average: 3, count: 2 });
  });

  it('pages a product’s reviews newest first', async () => {
    const product = freshProduct();
    for (const stars of [3, 4, 5]) {
      const shopper = await buyer(product);
      await post(product._id, shopper.token, { rating: stars }).expect(201);
    }
    const first = await reviewsOf(product._id, '?limit=2');
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.reviews.map((review: Review) => review.rating)).toEqual([5, 4]);
    const second = await reviewsOf(product._id, '?limit=2&page=2');
    expect(second.reviews.map((review: Review) => review.rating)).toEqual([3]);
    await backend.api().get(`/api/product/${product._id}/reviews?limit=51`).expect(400);
  });

  it('sorts the collection best rated first, unreviewed products last', async () => {
    const [good, better] = [freshProduct(), freshProduct()];
    await post(good._id, (await buyer(good)).token, { rating: 4 }).expect(201);
    await post(better._id, (await buyer(better)).token, { rating: 5 }).expect(201);
    const res = await backend.api().get('/api/product/list?sort=rating&limit=100').expect(200);
    const listed = res.body.products as Product[];
    const position = (product: Product) => listed.findIndex((each) => each._id === product._id);
    expect(position(better)).toBeLessThan(position(good));
    const firstUnrated = listed.findIndex((each) => each.rating.count === 0);
    expect(listed.slice(firstUnrated).every((each) => each.rating.count === 0)).toBe(true);
    expect(listed.slice(0, firstUnrated).map((each) => each.rating.average)).toEqual(
      listed
        .slice(0, firstUnrated)
        .map((each) => each.rating.average)
        .sort((a, b) => b - a),
    );
  });
});

describe('the list of a product’s reviews, kept by the catalogue cache', () => {
  it('is read from memory until a review changes, whatever orders take from the shelf', async () => {
    const product = freshProduct();
    const first = await buyer(product);
    await post(product._id, first.token, { rating: 4, title: 'Warm' }).expect(201);
    const stats = () => backend.container.catalogue.stats();

    const listed = await backend.api().get(`/api/product/${product._id}/reviews`).expect(200);
    expect(listed.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const hits = stats().hits;
    const again = await backend.api().get(`/api/product/${product._id}/reviews`).expect(200);
    expect(stats().hits).toBe(hits + 1);
    expect(again.body).toEqual(listed.body);
    await backend
      .api()
      .get(`/api/product/${product._id}/reviews`)
      .set('If-None-Match', listed.headers.etag ?? '')
      .expect(304);

    // An order moves the product's stock: the list shows none, so it stays.
    await buyer(product, { delivered: false });
    const afterOrder = stats().hits;
    await backend.api().get(`/api/product/${product._id}/reviews`).expect(200);
    expect(stats().hits).toBe(afterOrder + 1);

    // A new review is in the next read, and the list read by an admin is never the kept one.
    const second = await buyer(product, { name: 'Kasun Silva' });
    await post(product._id, second.token, { rating: 2, title: 'Thin' }).expect(201);
    const fresh = await reviewsOf(product._id);
    expect(fresh.total).toBe(2);
    expect(fresh.reviews.map((review: Review) => review.title)).toEqual(['Thin', 'Warm']);
    const beforeAdmin = stats();
    await backend.api().get(`/api/product/${product._id}/reviews`).set('token', admin.token).expect(200);
    expect(stats().hits).toBe(beforeAdmin.hits);
  });
});
