// One request id across both services: the id a caller gives the assistance service (X-Request-Id) is on its
// log lines, goes with its calls to the main API (the session check, the helper's cart read, the grant
// revocation when a request closes), is on the main API's log lines for those calls, and comes back in the
// answer's header.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestBackend, TEST_JWT_SECRET, type TestBackend } from '@store/backend/testing/test-backend';
import { createLogger } from '@store/server-kit/logger';
import { startTestAssistance, type TestAssistance } from './testing/test-assistance';

interface LogLine {
  msg?: string;
  req?: { id?: string; method?: string; url?: string };
  res?: { statusCode?: number };
  requestId?: string;
}

/** A pino logger whose lines land in `lines`, parsed. */
function capturedLogger(name: string) {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { logger: createLogger(name, 'debug', stream), lines };
}

const backendLog = capturedLogger('backend');
const assistanceLog = capturedLogger('assistance');
let backend: TestBackend;
let assist: TestAssistance;

beforeAll(async () => {
  backend = await startTestBackend({ listen: true, logger: backendLog.logger });
  assist = await startTestAssistance({
    backendUrl: backend.url,
    env: { JWT_SECRET: TEST_JWT_SECRET },
    logger: assistanceLog.logger,
  });
});
afterAll(async () => {
  await assist?.close();
  await backend?.close();
});

/** The completed-request lines of one service with this id. */
const requestsWithId = (lines: LogLine[], id: string) =>
  lines.filter((line) => line.req?.id === id && line.msg === 'request completed');

const PINO_WAIT = { timeout: 3_000, interval: 10 };

describe('X-Request-Id across the services', () => {
  it('the session check and the cart read reach the main API with the caller’s id, logged on both sides', async () => {
    const shopper = await backend.newShopperWithCart();
    const helper = await backend.loginAs('helper');

    // The shopper's first call: the assistance service asks the main API whether the session stands.
    const asked = await assist
      .api()
      .post('/api/assist')
      .set('token', shopper.token)
      .set('X-Request-Id', 'shopper-asks-1')
      .send({})
      .expect(201);
    expect(asked.headers['x-request-id']).toBe('shopper-asks-1');
    await assist
      .api()
      .put(`/api/assist/${asked.body.assist._id as string}`)
      .set('token', helper.token)
      .send({ accept: true })
      .expect(200);

    // The helper reads the cart: the assistance service reads it from the main API.
    const read = await assist
      .api()
      .get(`/api/assist/cart/${shopper.id}`)
      .set('token', helper.token)
      .set('X-Request-Id', 'helper-reads-cart-7')
      .expect(200);
    expect(read.headers['x-request-id']).toBe('helper-reads-cart-7');

    // pino writes asynchronously: wait until the line is there.
    await vi.waitFor(() => {
      expect(requestsWithId(assistanceLog.lines, 'shopper-asks-1')).toMatchObject([
        { req: { method: 'POST', url: '/api/assist' }, res: { statusCode: 201 } },
      ]);
      expect(requestsWithId(backendLog.lines, 'shopper-asks-1')).toMatchObject([
        { req: { method: 'GET', url: '/api/user/me' }, res: { statusCode: 200 } },
      ]);
      expect(requestsWithId(assistanceLog.lines, 'helper-reads-cart-7')).toMatchObject([
        { req: { method: 'GET', url: `/api/assist/cart/${shopper.id}` }, res: { statusCode: 200 } },
      ]);
      expect(requestsWithId(backendLog.lines, 'helper-reads-cart-7')).toMatchObject([
        { req: { method: 'POST', url: `/api/cart/of/${shopper.id}` }, res: { statusCode: 200 } },
      ]);
    }, PINO_WAIT);
    // The helper closes the request: the main API is told to end its cart grants, under the same id.
    await assist
      .api()
      .delete(`/api/assist/${asked.body.assist._id as string}`)
      .set('token', helper.token)
      .set('X-Request-Id', 'helper-closes-3')
      .expect(200);
    await vi.waitFor(() => {
      expect(requestsWithId(backendLog.lines, 'helper-closes-3')).toMatchObject([
        { req: { method: 'POST', url: '/api/cart/grants/revoke' }, res: { statusCode: 200 } },
      ]);
    }, PINO_WAIT);
    // The assistance service also says, under that id, that it asked the main API.
    expect(
      assistanceLog.lines.some(
        (line) => line.requestId === 'shopper-asks-1' && line.msg === 'session check: asking the main API',
      ),
    ).toBe(true);
  });

  it('makes an id when none is given, and replaces one that is not sane', async () => {
    const fresh = await assist.api().get('/healthz').expect(200);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const insane = await assist.api().get('/healthz').set('X-Request-Id', 'two words').expect(200);
    expect(insane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const long = await assist.api().get('/healthz').set('X-Request-Id', 'x'.repeat(65)).expect(200);
    expect(long.headers['x-request-id']).not.toBe('x'.repeat(65));
  });
});
