// The hostile input sweep of the assistance service (server-kit/src/testing/hostile-sweep.ts): every
// operation of its OpenAPI document × every kind of caller, valid and then hostile input, over its real HTTP
// server, with the real main API behind it (session checks and the helper's cart reads).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@store/server-kit/auth';
import { filePart } from '@store/server-kit/testing/json-schema-arbitrary';
import { runHostileSweep } from '@store/server-kit/testing/hostile-sweep';
import { startTestBackend, TEST_JWT_SECRET, type TestBackend } from '@store/backend/testing/test-backend';
import { assistanceApiDocument } from './openapi.operations';
import { fakeWebm, startTestAssistance, type TestAssistance } from './testing/test-assistance';

let backend: TestBackend;
let assist: TestAssistance;

beforeAll(async () => {
  backend = await startTestBackend({ listen: true, seed: false });
  assist = await startTestAssistance({ backendUrl: backend.url, env: { JWT_SECRET: TEST_JWT_SECRET } });
}, 60_000);
afterAll(async () => {
  await assist?.close();
  await backend?.close();
});

/** An account of the real main API, made in its users table (no password: nobody signs in with it). */
async function realUser(role: Role) {
  const row = await backend.container.repositories.users.insert({
    name: `Sweep ${role}`,
    email: `sweep-${role}@example.com`,
    passwordHash: 'not-a-login',
    role,
  });
  if (!row) throw new Error(`could not create the ${role}`);
  const user = { id: row.id, role, email: row.email, name: row.name };
  return { ...user, token: backend.container.tokens.sign({ ...user, version: row.tokenVersion }) };
}

// Thousands of requests, CPU-bound on PGlite: 4–12 s on two cores shared with other test files.
describe('hostile input sweep of the assistance service', { timeout: 180_000 }, () => {
  it('answers every operation × caller × hostile input with a 4xx in the error shape, never a 5xx', async () => {
    const [shopper, helper, admin] = await Promise.all([
      realUser('shopper'),
      realUser('helper'),
      realUser('admin'),
    ]);
    // A request the helper serves, so valid ids reach the conversation, the queue and the cart read.
    const created = await assist.api().post('/api/assist').set('token', shopper.token).send({}).expect(201);
    const requestId = created.body.assist._id as string;
    await assist.api().put(`/api/assist/${requestId}`).set('token', helper.token).send({}).expect(200);
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

    const report = await runHostileSweep({
      document: assistanceApiDocument,
      baseUrl: assist.url,
      identities: [
        { name: 'anonymous visitor', headers: {} },
        { name: 'shopper', headers: bearer(shopper.token) },
        { name: 'helper', headers: bearer(helper.token) },
        { name: 'admin', headers: bearer(admin.token) },
      ],
      seed: 20_252,
      randomRuns: 6,
      known: {
        id: [requestId],
        userId: [shopper.id],
        audio: [filePart(fakeWebm(), 'voice.webm', 'audio/webm')],
      },
    });
    console.info(`assistance sweep: ${report.requests} requests in ${(report.ms / 1000).toFixed(1)} s`);

    expect(report.operations.length).toBeGreaterThan(10);
    expect(report.answered.sort()).toEqual([...report.operations].sort());
    expect(report.failures, `${report.failures.length} problems`).toEqual([]);
  }, 240_000);
});
