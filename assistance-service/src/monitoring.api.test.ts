// What an operator watches on the assistance service: /healthz, /readyz (its database and the main API) and
// /metrics (the help queue read from the database, open sockets, the database pool, request durations).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAssistance, type TestAssistance } from './testing/test-assistance';

let assist: TestAssistance;

// No main API listens at the harness's default BACKEND_URL.
beforeAll(async () => {
  assist = await startTestAssistance();
});
afterAll(async () => {
  await assist.close();
});

function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((label) => line.includes(label))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

const metrics = async () => (await assist.api().get('/metrics').expect(200)).text;

describe('probes', () => {
  it('/healthz is up while /readyz is 503 naming the main API that does not answer', async () => {
    await assist.api().get('/healthz').expect(200, { success: true, status: 'ok' });
    const res = await assist.api().get('/readyz').expect(503);
    expect(res.body).toEqual({
      success: false,
      status: 'unavailable',
      message: 'Not ready: mainApi not answering.',
      checks: { database: 'ok', mainApi: 'failing' },
    });
  });
});

describe('/metrics', () => {
  it('reports the help queue: how many wait and for how long the longest has waited', async () => {
    const empty = await metrics();
    expect(sample(empty, 'assist_queue_length')).toBe(0);
    expect(sample(empty, 'assist_queue_oldest_wait_seconds')).toBe(0);

    const helper = assist.user('helper');
    const first = assist.user('shopper');
    await assist.api().post('/api/assist').set('token', first.token).send({}).expect(201);
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const shopper of [assist.user('shopper'), assist.user('shopper')]) {
      await assist.api().post('/api/assist').set('token', shopper.token).send({}).expect(201);
    }
    const accepted = assist.user('shopper');
    const created = await assist.api().post('/api/assist').set('token', accepted.token).send({}).expect(201);
    await assist
      .api()
      .put(`/api/assist/${created.body.assist._id as string}`)
      .set('token', helper.token)
      .send({})
      .expect(200);

    const text = await metrics();
    expect(sample(text, 'assist_queue_length')).toBe(3);
    expect(sample(text, 'assist_queue_oldest_wait_seconds')).toBeGreaterThanOrEqual(0.05);
    expect(sample(text, 'assist_queue_oldest_wait_seconds')).toBeLessThan(60);
  });

  it('reports open sockets, the database pool and request durations by route', async () => {
    const shopper = assist.user('shopper');
    await assist.socket(shopper.token);
    await assist.api().get(`/api/messages/${shopper.id}`).set('token', shopper.token).expect(200);
    const text = await metrics();
    expect(sample(text, 'open_sockets')).toBe(1);
    expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/messages/{userId}',
        status: '200',
      }),
    ).toBe(1);
    expect(text).toContain('service="assistance"');
  });
});
