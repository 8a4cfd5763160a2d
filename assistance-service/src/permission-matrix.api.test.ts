// Every route of the assistance service × every kind of caller, with the status each must get. Each cell
// runs in a fresh world: shopper A has an open request that `helper` accepted; shopper B, another helper
// and an admin are strangers to it. A refused caller must never see A's data in the answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Test } from 'supertest';
import { createTokenService, type Role } from '@store/server-kit/auth';
import { startTestBackend, TEST_JWT_SECRET, type TestBackend } from '@store/backend/testing/test-backend';
import { fakeWebm, startTestAssistance, type TestAssistance, type TestUser } from './testing/test-assistance';

let backend: TestBackend;
let assist: TestAssistance;
let storedAudioPath = '';

beforeAll(async () => {
  // The real main API answers the helper's cart read.
  backend = await startTestBackend({ listen: true, seed: false });
  assist = await startTestAssistance({ backendUrl: backend.url, env: { JWT_SECRET: TEST_JWT_SECRET } });
  const owner = await realUser('shopper');
  const res = await assist
    .api()
    .post('/api/messages/audio')
    .set('token', owner.token)
    .field('userId', owner.id)
    .field('from', 'user')
    .field('duration', '1')
    .attach('audio', fakeWebm(), { filename: 'a.webm', contentType: 'audio/webm' })
    .expect(201);
  storedAudioPath = new URL(res.body.chatMessage.audio as string).pathname;
});
afterAll(async () => {
  await assist?.close();
  await backend?.close();
});

/**
 * An account of the real main API (the assistance service asks it whether a token's session stands), made
 * straight in its users table: no password is needed, and bcrypt would make hundreds of them slow.
 */
let made = 0;
async function realUser(role: Role): Promise<TestUser> {
  made += 1;
  const email = `${role}-${made}-${Date.now()}@example.com`;
  const row = await backend.container.repositories.users.insert({
    name: `Test ${role}`,
    email,
    passwordHash: 'not-a-login',
    role,
  });
  if (!row) throw new Error(`could not create the ${role} ${email}`);
  const user = { id: row.id, role, email, name: row.name };
  return { ...user, token: backend.container.tokens.sign({ ...user, version: row.tokenVersion }) };
}

const callers = ['nobody', 'shopper A', 'shopper B', 'helper', 'other helper', 'admin'] as const;
type Caller = (typeof callers)[number];

interface World {
  a: TestUser;
  requestId: string;
  as: Record<Exclude<Caller, 'nobody'>, TestUser>;
}

async function freshWorld(): Promise<World> {
  const helper = await realUser('helper');
  const a = await realUser('shopper');
  const created = await assist.api().post('/api/assist').set('token', a.token).send({}).expect(201);
  const requestId = created.body.assist._id as string;
  await assist
    .api()
    .put(`/api/assist/${requestId}`)
    .set('token', helper.token)
    .send({ accept: true })
    .expect(200);
  return {
    a,
    requestId,
    as: {
      'shopper A': a,
      'shopper B': await realUser('shopper'),
      helper,
      'other helper': await realUser('helper'),
      admin: await realUser('admin'),
    },
  };
}

const fromFor = (user?: TestUser) => (user?.role === 'helper' ? 'assistant' : 'user');

interface Route {
  name: string;
  call: (world: World, user: TestUser | undefined) => Test;
  expected: Record<Caller, number>;
}

const routes: Route[] = [
  {
    name: 'POST /api/assist (for shopper A)',
    call: (w) => assist.api().post('/api/assist').send({ userId: w.a.id, accept: false }),
    expected: {
      nobody: 401,
      'shopper A': 200,
      'shopper B': 403,
      helper: 403,
      'other helper': 403,
      admin: 403,
    },
  },
  {
    name: 'GET /api/assist',
    call: () => assist.api().get('/api/assist'),
    expected: {
      nobody: 401,
      'shopper A': 403,
      'shopper B': 403,
      helper: 200,
      'other helper': 200,
      admin: 403,
    },
  },
  {
    name: 'GET /api/assist/mine',
    call: () => assist.api().get('/api/assist/mine'),
    expected: {
      nobody: 401,
      'shopper A': 200,
      'shopper B': 200,
      helper: 403,
      'other helper': 403,
      admin: 403,
    },
  },
  {
    name: "PUT /api/assist/:id (A's request)",
    call: (w) => assist.api().put(`/api/assist/${w.requestId}`).send({ accept: true }),
    expected: {
      nobody: 401,
      'shopper A': 403,
      'shopper B': 403,
      helper: 200,
      'other helper': 409,
      admin: 403,
    },
  },
  {
    name: "DELETE /api/assist/:id (A's request)",
    call: (w) => assist.api().delete(`/api/assist/${w.requestId}`),
    expected: {
      nobody: 401,
      'shopper A': 200,
      'shopper B': 404,
      helper: 200,
      'other helper': 409,
      admin: 403,
    },
  },
  {
    name: "GET /api/messages/:userId (A's conversation)",
    call: (w) => assist.api().get(`/api/messages/${w.a.id}`),
    expected: {
      nobody: 401,
      'shopper A': 200,
      'shopper B': 404,
      helper: 200,
      'other helper': 404,
      admin: 403,
    },
  },
  {
    name: "POST /api/messages (into A's conversation)",
    call: (w, user) =>
      assist
        .api()
        .post('/api/messages')
        .send({ userId: w.a.id, from: fromFor(user), content: 'hello' }),
    expected: {
      nobody: 401,
      'shopper A': 201,
      'shopper B': 404,
      helper: 201,
      'other helper': 404,
      admin: 403,
    },
  },
  {
    name: "POST /api/messages/audio (into A's conversation)",
    call: (w, user) =>
      assist
        .api()
        .post('/api/messages/audio')
        .field('userId', w.a.id)
        .field('from', fromFor(user))
        .field('duration', '2')
        .attach('audio', fakeWebm(), { filename: 'v.webm', contentType: 'audio/webm' }),
    expected: {
      nobody: 401,
      'shopper A': 201,
      'shopper B': 404,
      helper: 201,
      'other helper': 404,
      admin: 403,
    },
  },
  {
    name: "GET /api/assist/cart/:userId (A's cart)",
    call: (w) => assist.api().get(`/api/assist/cart/${w.a.id}`),
    expected: {
      nobody: 401,
      'shopper A': 403,
      'shopper B': 403,
      helper: 200,
      'other helper': 404,
      admin: 403,
    },
  },
  {
    name: 'GET /api/health (public)',
    call: () => assist.api().get('/api/health'),
    expected: {
      nobody: 200,
      'shopper A': 200,
      'shopper B': 200,
      helper: 200,
      'other helper': 200,
      admin: 200,
    },
  },
  {
    name: 'GET /uploads/audio/:file (public by unguessable name)',
    call: () => assist.api().get(storedAudioPath),
    expected: {
      nobody: 200,
      'shopper A': 200,
      'shopper B': 200,
      helper: 200,
      'other helper': 200,
      admin: 200,
    },
  },
];

const cells = routes.flatMap((route) =>
  callers.map((caller) => ({ route: route.name, caller, status: route.expected[caller], call: route.call })),
);

describe('permission matrix', () => {
  it.each(cells)('$route as $caller → $status', async ({ caller, status, call }) => {
    const world = await freshWorld();
    const user = caller === 'nobody' ? undefined : world.as[caller];
    const pending = call(world, user);
    const res = await (user ? pending.set('token', user.token) : pending);
    expect(res.status).toBe(status);
    if (status >= 400) {
      expect(res.body.success).toBe(false);
      // Nothing of A's leaks into a refusal.
      expect(JSON.stringify(res.body)).not.toContain(world.a.email);
      expect(JSON.stringify(res.body)).not.toContain(world.requestId);
    }
  });

  it("never shows shopper B shopper A's request through /mine", async () => {
    const world = await freshWorld();
    const res = await assist
      .api()
      .get('/api/assist/mine')
      .set('token', world.as['shopper B'].token)
      .expect(200);
    expect(res.body.assist).toBeNull();
  });

  it('accepts the token as a bearer authorization header too', async () => {
    const world = await freshWorld();
    await assist
      .api()
      .get(`/api/messages/${world.a.id}`)
      .set('Authorization', `Bearer ${world.a.token}`)
      .expect(200);
  });

  it('answers 401 to an expired or forged token', async () => {
    const world = await freshWorld();
    const forged = `${world.a.token.slice(0, -4)}abcd`;
    const expired = createTokenService(TEST_JWT_SECRET, -10).sign(world.a);
    for (const token of [forged, expired]) {
      await assist.api().get(`/api/messages/${world.a.id}`).set('token', token).expect(401);
    }
  });
});
