// The assistance service against its generated OpenAPI document: no route without a documented operation,
// every operation reached, and every answer (successes and failures) of the shape the document allows.
import { randomUUID } from 'node:crypto';
import express from 'express';
import type { Response, Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_FIELD } from '@store/contracts/assistance';
import { startTestBackend, TEST_JWT_SECRET, type TestBackend } from '@store/backend/testing/test-backend';
import {
  answerChecker,
  answerOf,
  listRoutes,
  SERVICE_PROBE_PATHS,
  undocumentedRoutes,
} from '@store/server-kit/testing/openapi-check';
import { createLogger } from '@store/server-kit/logger';
import { createApp } from './app';
import { assistanceApiDocument } from './openapi.operations';
import { fakeWebm, startTestAssistance, type TestAssistance } from './testing/test-assistance';

const silent = createLogger('openapi-test', 'silent');
let backend: TestBackend;
let assist: TestAssistance;

beforeAll(async () => {
  backend = await startTestBackend({ listen: true });
  assist = await startTestAssistance({ backendUrl: backend.url, env: { JWT_SECRET: TEST_JWT_SECRET } });
});
afterAll(async () => {
  await assist?.close();
  await backend?.close();
});

describe('routes and the document', () => {
  it('documents every route of the app', () => {
    const app = createApp(assist.container, silent);
    expect(listRoutes(app).length).toBeGreaterThan(10);
    expect(undocumentedRoutes(app, assistanceApiDocument)).toEqual([]);
  });

  it('reports a route planted without documentation (the check can fail)', () => {
    const app = createApp(assist.container, silent);
    app.get('/api/assist/planted/:id', (_req, res) => {
      res.json({});
    });
    const router = express.Router();
    router.patch('/', (_req, res) => {
      res.json({});
    });
    app.use('/api/messages', router);
    expect(undocumentedRoutes(app, assistanceApiDocument)).toEqual([
      'GET /api/assist/planted/{id}',
      'PATCH /api/messages',
    ]);
  });
});

describe('answers against the document', () => {
  const checker = answerChecker(assistanceApiDocument);
  const problems: string[] = [];
  const check = async (test: Test): Promise<Response> => {
    const res = await test;
    problems.push(...checker.problems(answerOf(res)));
    return res;
  };

  it('every operation answers as documented', async () => {
    const api = assist.api;
    for (const path of SERVICE_PROBE_PATHS) await check(api().get(path).expect(200));

    const shopper = await backend.newShopperWithCart();
    const helper = await backend.loginAs('helper');

    await check(api().get('/api/assist/mine').set('token', shopper.token).expect(200));
    await check(api().get('/api/assist/availability').expect(200));
    await check(api().get('/api/assist/presence').set('token', helper.token).expect(200));
    await check(
      api().put('/api/assist/presence').set('token', helper.token).send({ status: 'away' }).expect(200),
    );
    await check(
      api().put('/api/assist/presence').set('token', helper.token).send({ status: 'gone' }).expect(400),
    );
    await check(
      api().put('/api/assist/presence').set('token', shopper.token).send({ status: 'away' }).expect(403),
    );
    await check(api().get('/api/assist/replies').set('token', helper.token).expect(200));
    await check(
      api()
        .put('/api/assist/replies')
        .set('token', helper.token)
        .send({ replies: ['Hello'] })
        .expect(200),
    );
    await check(
      api()
        .put('/api/assist/replies')
        .set('token', helper.token)
        .send({ replies: [''] })
        .expect(400),
    );
    const created = await check(api().post('/api/assist').set('token', shopper.token).send({}).expect(201));
    await check(api().post('/api/assist').set('token', shopper.token).send({}).expect(200));
    await check(api().get('/api/assist/mine').set('token', shopper.token).expect(200));
    await check(api().get('/api/assist').set('token', helper.token).expect(200));
    await check(api().get('/api/assist').set('token', shopper.token).expect(403));
    const requestId = created.body.assist._id as string;
    await check(
      api().put(`/api/assist/${requestId}`).set('token', helper.token).send({ accept: true }).expect(200),
    );
    await check(api().put(`/api/assist/${randomUUID()}`).set('token', helper.token).send({}).expect(404));
    await check(api().get(`/api/assist/cart/${shopper.id}`).set('token', helper.token).expect(200));

    await check(
      api()
        .post('/api/messages')
        .set('token', shopper.token)
        .send({ userId: shopper.id, from: 'user', content: 'Hello', clientMessageId: 'openapi-test-1' })
        .expect(201),
    );
    await check(
      api()
        .post('/api/messages')
        .set('token', shopper.token)
        .send({ userId: shopper.id, from: 'user', content: 'Hello', clientMessageId: 'openapi-test-1' })
        .expect(200),
    );
    await check(
      api().post('/api/messages').set('token', shopper.token).send({ userId: shopper.id }).expect(400),
    );
    await check(
      api()
        .post('/api/messages/audio')
        .set('token', helper.token)
        .field('userId', shopper.id)
        .field('from', 'assistant')
        .field('duration', '2')
        .attach(AUDIO_FIELD, fakeWebm(), { filename: 'voice.webm', contentType: 'audio/webm' })
        .expect(201),
    );
    await check(api().get(`/api/messages/${shopper.id}`).set('token', helper.token).expect(200));
    await check(api().get(`/api/messages/${shopper.id}?limit=1`).set('token', shopper.token).expect(200));
    await check(api().delete(`/api/assist/${requestId}`).set('token', shopper.token).expect(200));
    await check(
      api()
        .post('/api/assist/transcript-mail')
        .set('token', shopper.token)
        .send({ language: 'ta' })
        .expect(202),
    );
    await check(
      api()
        .post('/api/assist/transcript-mail')
        .set('token', shopper.token)
        .send({ language: 'fr' })
        .expect(400),
    );
    const newcomer = await backend.newShopper();
    await check(api().post('/api/assist/transcript-mail').set('token', newcomer.token).send({}).expect(404));

    expect(problems).toEqual([]);
    const documented = Object.entries(assistanceApiDocument.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((operation) => !checker.seen.has(operation))).toEqual([]);
  });
});
