// The assistance service's PostgreSQL server stopped and started again: chat requests and socket sends are
// answered 503 with Retry-After meanwhile (not 500), and work again without a restart. It stops and starts
// a throwaway cluster of its own, so the lane's shared server is left alone.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@store/server-kit/database-errors';
import { startPostgresCluster, type PostgresCluster } from '@store/server-kit/testing/postgres-cluster';
import { emitWithAck, startTestAssistance, type TestAssistance } from './testing/test-assistance';

let cluster: PostgresCluster;
let assist: TestAssistance;
let stopped = false;
beforeAll(async () => {
  cluster = await startPostgresCluster();
  assist = await startTestAssistance({ env: { ASSIST_DATABASE_URL: cluster.url } });
}, 120_000);
afterAll(async () => {
  if (stopped) cluster.startServer();
  await assist?.close();
  cluster?.stop();
});

describe('assistance service on a PostgreSQL server that goes away', () => {
  it('answers 503 with Retry-After while it is stopped and recovers by itself', async () => {
    const helper = assist.user('helper');
    const { shopper } = await assist.servedShopper(helper);
    const send = (content: string) =>
      assist
        .api()
        .post('/api/messages')
        .set('token', shopper.token)
        .send({ userId: shopper.id, from: 'user', content });
    await send('Hello before').expect(201);
    const shopperSocket = await assist.socket(shopper.token);

    cluster.stopServer();
    stopped = true;
    const refused = await send('Hello during').expect(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body).toEqual({
      success: false,
      message: DATABASE_UNAVAILABLE_MESSAGE,
      code: 'database_unavailable',
    });
    expect(
      await emitWithAck(shopperSocket, 'send_message', {
        userId: shopper.id,
        from: 'user',
        content: 'Over the socket during',
        clientMessageId: randomUUID(),
      }),
    ).toEqual({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE, status: 503 });

    cluster.startServer();
    stopped = false;
    await expect
      .poll(async () => (await send('Hello after')).status, { timeout: 30_000, interval: 200 })
      .toBe(201);
    const history = await assist
      .api()
      .get(`/api/messages/${shopper.id}`)
      .set('token', helper.token)
      .expect(200);
    expect(history.body.messages.map((message: { content: string }) => message.content)).toEqual([
      'Hello before',
      'Hello after',
    ]);
  });
});
