// The main API against its generated OpenAPI document: no route without a documented operation, every
// operation reached, and every answer (successes and failures) of the shape the document allows.
import { createHash, randomUUID } from 'node:crypto';
import express from 'express';
import type { Response, Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListQuerySchema, type Product } from '@store/contracts/products';
import { createCartGrants } from '@store/server-kit/cart-grant';
import { createHelpSessionNotices } from '@store/server-kit/help-session-notice';
import { createHelpTranscriptNotices } from '@store/server-kit/help-transcript-notice';
import {
  answerChecker,
  answerOf,
  listRoutes,
  SERVICE_PROBE_PATHS,
  undocumentedRoutes,
} from '@store/server-kit/testing/openapi-check';
import { backendApiDocument } from './openapi.operations';
import { catalogue, orderBody } from './testing/order-fixtures';
import { startTestBackend, TEST_JWT_SECRET, type TestBackend } from './testing/test-backend';
import { pngPixel } from './testing/test-images';

const SPA = 'http://localhost:5173';
const PAYHERE_MERCHANT = '1211149';
const PAYHERE_SECRET = 'openapi-test-merchant-secret';
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({
    env: {
      PAYMENT_PROVIDER: 'sandbox',
      CORS_ORIGINS: SPA,
      PAYHERE_MERCHANT_ID: PAYHERE_MERCHANT,
      PAYHERE_MERCHANT_SECRET: PAYHERE_SECRET,
      PAYHERE_SANDBOX: 'true',
    },
  });
});
afterAll(async () => {
  await backend.close();
});

describe('routes and the document', () => {
  it('documents every route of the app', () => {
    expect(listRoutes(backend.app).length).toBeGreaterThan(30);
    expect(undocumentedRoutes(backend.app, backendApiDocument)).toEqual([]);
  });

  it('reports a route planted without documentation (the check can fail)', () => {
    const app = express();
    const planted = express.Router();
    planted.get('/:id', (_req, res) => {
      res.json({});
    });
    app.use('/api/planted', planted);
    app.post('/api/product/list', (_req, res) => {
      res.json({});
    });
    app.get('/api/product/list', (_req, res) => {
      res.json({});
    });
    expect(undocumentedRoutes(app, backendApiDocument)).toEqual([
      'GET /api/planted/{id}',
      'POST /api/product/list',
    ]);
  });

  it('is an OpenAPI 3.1 document generated from the contracts', async () => {
    const res = await backend.api().get('/api/docs/openapi.json').expect(200);
    expect(res.body.openapi).toBe('3.1.0');
    const list = res.body.paths['/api/product/list'].get;
    // Every field of the contract's query schema, and nothing else.
    expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      Object.keys(productListQuerySchema.shape),
    );
    expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toContain('search');
    const product = list.responses['200'].content['application/json'].schema.properties.products.items;
    expect(product.required).toContain('_id');
    expect(product.properties._id).toMatchObject({ type: 'string', format: 'uuid' });
    expect(res.body.paths['/api/order/place'].post.responses.default).toBeDefined();
  });

  it('serves Swagger UI from this server, with no inline script, under the CSP', async () => {
    const page = await backend.api().get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).not.toMatch(/<script>/);
    expect(page.text).toContain('data-url="/api/docs/openapi.json"');
    const bundle = await backend.api().get('/api/docs/assets/swagger-ui-bundle.js').expect(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    await backend.api().get('/api/docs/assets/swagger-ui.css').expect(200);
    await backend.api().get('/api/docs/init.js').expect(200);
    await backend.api().get('/api/docs/assets/index.html').expect(404);
  });
});

describe('answers against the document', () => {
  const checker = answerChecker(backendApiDocument);
  const problems: string[] = [];
  const check = async (test: Test): Promise<Response> => {
    const res = await test;
    problems.push(...checker.problems(answerOf(res)));
    return res;
  };

  it('finds a wrong shape, an unlisted status and an undocumented path (the check can fail)', () => {
    const answer = {
      method: 'GET',
      path: `/api/product/${randomUUID()}`,
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: {},
    };
    expect(checker.problems({ ...answer, body: { success: true, product: { _id: 'x' } } })).not.toEqual([]);
    expect(
      checker.problems({ ...answer, body: { success: true, product: {}, extra: 1 } }).join(' '),
    ).toContain('extra');
    expect(checker.problems({ ...answer, status: 202, body: {} })).toEqual([
      'GET /api/product/{id} answered 202, which the document does not list',
    ]);
    expect(checker.problems({ ...answer, status: 404, body: { success: false } })).not.toEqual([]);
    expect(checker.problems({ ...answer, path: '/api/nowhere' })).toEqual([
      'GET /api/nowhere is not a documented operation',
    ]);
  });

  it('every operation answers as documented', async () => {
    const api = backend.api;
    // Operations and probes
    for (const path of SERVICE_PROBE_PATHS) await check(api().get(path).expect(200));
    await check(api().get('/api/config').expect(200));

    // Products
    const products: Product[] = await catalogue(backend);
    const [dress, shirt] = products as [Product, Product];
    await check(api().get('/api/product/list').expect(200));
    await check(api().get('/api/product/list?category=Women&sort=low-high&page=1&limit=2').expect(200));
    await check(api().get('/api/product/list?sort=cheapest').expect(400));
    await check(api().get(`/api/product/${dress._id}`).expect(200));
    await check(api().get(`/api/product/${randomUUID()}`).expect(404));
    const admin = await backend.loginAs('admin');
    const added = await check(
      api()
        .post('/api/product/add')
        .set('token', admin.token)
        .field('name', 'Documented shirt')
        .field('description', 'Made for the OpenAPI test')
        .field('price', '1500')
        .field('category', 'Men')
        .field('subCategory', 'Topwear')
        .field('sizes', JSON.stringify(['M', 'L']))
        .attach('image1', pngPixel, { filename: 'front.png', contentType: 'image/png' })
        .expect(201),
    );
    await check(
      api()
        .post('/api/product/stock')
        .set('token', admin.token)
        .send({ productId: added.body.product._id, size: 'M', quantity: 7 })
        .expect(200),
    );
    await check(
      api()
        .patch(`/api/product/${added.body.product._id}`)
        .set('token', admin.token)
        .send({ translations: { si: { name: 'ලේඛනගත කමිසය' } } })
        .expect(200),
    );
    await check(api().get(`/api/product/${added.body.product._id}?lang=si`).expect(200));
    await check(api().delete(`/api/product/${added.body.product._id}`).set('token', admin.token).expect(200));

    // Accounts
    const email = `openapi-${Date.now()}@example.com`;
    const signedUp = await check(
      api()
        .post('/api/user/register')
        .send({ name: 'Doc Shopper', email, password: 'a-good-password' })
        .expect(201),
    );
    let token = signedUp.body.token as string;
    await check(api().post('/api/user/login').send({ email, password: 'wrong-password' }).expect(401));
    await check(api().post('/api/user/login').send({ email, password: 'a-good-password' }).expect(200));
    await check(api().get('/api/user/me').set('token', token).expect(200));
    await check(api().get('/api/user/me').expect(401));
    await check(api().get('/api/user/settings').set('token', token).expect(200));
    await check(
      api()
        .put('/api/user/settings')
        .set('token', token)
        .send({ settings: { fontSize: 20 } })
        .expect(200),
    );
    const changed = await check(
      api()
        .put('/api/user/change-password')
        .set('token', token)
        .send({ currentPassword: 'a-good-password', newPassword: 'another-good-password' })
        .expect(200),
    );
    token = changed.body.token as string;
    await check(api().post('/api/user/forgot-password').send({ email }).expect(200));
    await check(api().post('/api/user/forgot-password').send({ email: 'nope' }).expect(400));
    await check(
      api()
        .post('/api/user/reset-password')
        .send({ token: 'A'.repeat(43), newPassword: 'a-third-good-password' })
        .expect(400),
    );

    // Cart
    const size = dress.sizes[0] ?? 'M';
    await check(
      api().post('/api/cart/add').set('token', token).send({ itemId: dress._id, size }).expect(200),
    );
    await check(
      api()
        .post('/api/cart/update')
        .set('token', token)
        .send({ itemId: dress._id, size, quantity: 2 })
        .expect(200),
    );
    await check(api().post('/api/cart/get').set('token', token).send({}).expect(200));
    await check(
      api()
        .post('/api/cart/merge')
        .set('token', token)
        .send({ cartData: { [shirt._id]: { [shirt.sizes[0] ?? 'M']: 1 } } })
        .expect(200),
    );

    // Orders
    const lines = [{ product: dress, quantity: 1 }];
    const key = `openapi-${randomUUID()}`;
    const placed = await check(
      api()
        .post('/api/order/place')
        .set('token', token)
        .set('Idempotency-Key', key)
        .send(orderBody(lines))
        .expect(201),
    );
    await check(
      api()
        .post('/api/order/place')
        .set('token', token)
        .set('Idempotency-Key', key)
        .send(orderBody(lines))
        .expect(200),
    );
    await check(
      api()
        .post('/api/order/place')
        .set('token', token)
        .send(orderBody(lines, { amount: 1 }))
        .expect(409),
    );
    const orderId = placed.body.order._id as string;
    await check(api().post('/api/order/userorders').set('token', token).send({}).expect(200));
    await check(api().post('/api/order/track-order').set('token', token).send({ orderId }).expect(200));
    await check(
      api()
        .get(`/api/order/${orderId}/bill.pdf?lang=si`)
        .set('token', token)
        .responseType('blob')
        .expect(200),
    );
    await check(api().get(`/api/order/${orderId}/bill.pdf?lang=fr`).set('token', token).expect(400));
    // A guest's quote of the same lines, and one of nothing.
    await check(
      api()
        .post('/api/order/quote.pdf?lang=ta')
        .send({ items: orderBody(lines).items, paymentMethod: 'COD' })
        .responseType('blob')
        .expect(200),
    );
    await check(api().post('/api/order/quote.pdf').send({ items: [] }).expect(400));
    await check(
      api()
        .post('/api/order/cancel-request')
        .set('token', token)
        .send({ orderId, reason: 'Wrong size' })
        .expect(200),
    );
    await check(api().post('/api/order/list').set('token', admin.token).send({}).expect(200));
    await check(api().get('/api/mail/sent').set('token', admin.token).expect(200));
    const fakeLink = `${randomUUID()}.${'A'.repeat(43)}`;
    await check(api().post('/api/newsletter/subscribe').send({ email: 'reader@example.lk' }).expect(200));
    await check(api().post('/api/newsletter/confirm').send({ token: fakeLink }).expect(400));
    await check(api().post(`/api/newsletter/unsubscribe/${fakeLink}`).expect(400));
    await check(api().get('/api/newsletter/stats').set('token', admin.token).expect(200));
    await check(
      api()
        .post('/api/newsletter/send')
        .set('token', admin.token)
        .send({ subject: 'News', text: 'Hello.' })
        .expect(202),
    );
    await check(api().post('/api/order/list').set('token', token).send({}).expect(403));
    await check(
      api()
        .post('/api/order/status')
        .set('token', admin.token)
        .send({ orderId, status: 'Processing' })
        .expect(200),
    );

    // Reviews: the shopper's order is delivered, so the shopper is a verified buyer of the dress.
    const reviews = `/api/product/${dress._id}/reviews`;
    await check(api().post(reviews).set('token', token).send({ rating: 5 }).expect(403));
    for (const status of ['Shipped', 'Delivered']) {
      await api().post('/api/order/status').set('token', admin.token).send({ orderId, status }).expect(200);
    }
    await check(api().get(`${reviews}/mine`).set('token', token).expect(200));
    const review = await check(
      api().post(reviews).set('token', token).send({ rating: 5, title: 'Lovely' }).expect(201),
    );
    await check(api().post(reviews).set('token', token).send({ rating: 0 }).expect(400));
    await check(api().put(`${reviews}/mine`).set('token', token).send({ rating: 4 }).expect(200));
    await check(api().get(`${reviews}?page=1&limit=5`).expect(200));
    const reviewId = review.body.review._id as string;
    await check(api().post(`${reviews}/${reviewId}/hide`).set('token', admin.token).expect(200));
    await check(api().post(`${reviews}/${reviewId}/show`).set('token', admin.token).expect(200));
    await check(api().get('/api/reviews/recent').set('token', admin.token).expect(200));
    await check(api().delete(`${reviews}/mine`).set('token', token).expect(200));

    // Card payments through the sandbox
    const card = await check(
      api()
        .post('/api/order/stripe')
        .set('token', token)
        .set('Origin', SPA)
        .send(orderBody(lines))
        .expect(201),
    );
    const pagePath = new URL(card.body.session_url as string).pathname;
    await check(api().get(pagePath).expect(200));
    await check(api().post(`${pagePath}/cancel`).expect(303));
    await check(api().post(`${pagePath}/pay`).expect(303));
    await check(
      api().post('/api/order/verify').set('token', token).send({ orderId: card.body.orderId }).expect(200),
    );
    await check(api().post('/api/payments/stripe/webhook').send('{}'));

    // PayHere: the signed form, a notification signed as PayHere signs it, the shopper's cancel link
    const payhere = await check(
      api().post('/api/order/payhere').set('token', token).send(orderBody(lines)).expect(201),
    );
    const fields = payhere.body.checkout.fields as Record<string, string>;
    const md5 = (text: string) => createHash('md5').update(text).digest('hex').toUpperCase();
    const notification = {
      merchant_id: PAYHERE_MERCHANT,
      order_id: fields.order_id ?? '',
      payhere_amount: fields.amount ?? '',
      payhere_currency: 'LKR',
      status_code: '2',
    };
    await check(
      api()
        .post('/api/payments/payhere/notify')
        .type('form')
        .send({
          ...notification,
          payment_id: '320000001',
          md5sig: md5(Object.values(notification).join('') + md5(PAYHERE_SECRET)),
        })
        .expect(200),
    );
    await check(api().post('/api/payments/payhere/notify').type('form').send(notification).expect(400));
    await check(
      api()
        .post('/api/order/payhere/cancel')
        .set('token', token)
        .send({ orderId: payhere.body.orderId })
        .expect(200),
    );

    // The helper's view of a shopper's cart (grants minted as the assistance service does)
    const helper = await backend.loginAs('helper');
    const grants = createCartGrants(TEST_JWT_SECRET);
    const helpRequest = randomUUID();
    const grant = grants.mint(helper.id, signedUp.body.id as string, helpRequest).token;
    await check(
      api()
        .post(`/api/cart/of/${signedUp.body.id as string}`)
        .set('token', helper.token)
        .send({ grant })
        .expect(200),
    );
    await check(
      api()
        .post('/api/cart/grants/revoke')
        .send({ notice: grants.revocationNotice(helpRequest) })
        .expect(200),
    );
    const sessionNotice = createHelpSessionNotices(TEST_JWT_SECRET).sign({
      event: 'booked',
      requestId: helpRequest,
      userId: signedUp.body.id as string,
      scheduledFor: new Date(Date.now() + 86_400_000).toISOString(),
      language: 'en',
    });
    await check(api().post('/api/mail/help-session').send({ notice: sessionNotice }).expect(202));
    await check(api().post('/api/mail/help-session').send({ notice: 'forged' }).expect(401));
    const transcriptNotice = createHelpTranscriptNotices(TEST_JWT_SECRET).sign({
      requestId: helpRequest,
      userId: signedUp.body.id as string,
      language: 'si',
      helperName: 'Kamal',
      startedAt: new Date().toISOString(),
      lines: [{ at: new Date().toISOString(), from: 'user', kind: 'text', text: 'Hello', seconds: null }],
      omitted: 0,
      lastMessageId: 'openapi-test',
    });
    await check(api().post('/api/mail/help-transcript').send({ notice: transcriptNotice }).expect(202));
    await check(api().post('/api/mail/help-transcript').send({ notice: sessionNotice }).expect(401));
    await check(api().post('/api/mail/help-transcript').send({}).expect(400));

    // Media
    await check(
      api()
        .get(dress.image[0] ?? '')
        .expect(200),
    );

    expect(problems).toEqual([]);
    // Every documented operation was reached (the webhook only with a refusal: it needs a Stripe signature).
    const documented = Object.entries(backendApiDocument.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((operation) => !checker.seen.has(operation))).toEqual([]);
  });
});
