// Tokens end before they expire: after a password change, when an account is disabled (demo accounts out
// of demo mode) or deleted. An unknown user is a 401, never a 500.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';
import { demoAccounts } from './demo-accounts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend.close();
});

const me = (token: string) => backend.api().get('/api/user/me').set('Authorization', `Bearer ${token}`);
const login = (email: string, password: string) =>
  backend.api().post('/api/user/login').send({ email, password });

describe('PUT /api/user/change-password', () => {
  it('ends every earlier token of the account and answers a fresh one', async () => {
    const shopper = await backend.newShopper();
    const otherDevice = (await login(shopper.email, 'a-good-password').expect(200)).body.token as string;
    await me(otherDevice).expect(200);

    const res = await backend
      .api()
      .put('/api/user/change-password')
      .set('Authorization', `Bearer ${shopper.token}`)
      .send({ currentPassword: 'a-good-password', newPassword: 'a brand new passphrase' })
      .expect(200);
    expect(res.body).toMatchObject({ success: true, message: 'Password updated successfully!' });
    const fresh = res.body.token as string;

    await me(fresh).expect(200);
    for (const old of [shopper.token, otherDevice]) {
      const refused = await me(old);
      expect(refused.status).toBe(401);
      expect(refused.body.message).toMatch(/log in again/);
      await backend.api().post('/api/cart/get').set('token', old).send({}).expect(401);
    }
    await login(shopper.email, 'a brand new passphrase').expect(200);
  });
});

describe('a deleted account', () => {
  it('has its tokens refused with 401, not a 500', async () => {
    const shopper = await backend.newShopper();
    await backend.container.database.db.delete(users).where(eq(users.id, shopper.id));
    backend.container.sessions.forget(shopper.id);
    await me(shopper.token).expect(401);
    const add = await backend.api().post('/api/cart/add').set('token', shopper.token).send({
      itemId: '00000000-0000-4000-8000-000000000000',
      size: 'M',
    });
    expect(add.status).toBe(401);
  });
});

describe('demo accounts out of demo mode', () => {
  it('cannot sign in, and their existing tokens are refused, once a start has DEMO_MODE off', async () => {
    const admin = await backend.loginAs('admin');
    await me(admin.token).expect(200);

    // What a restart with DEMO_MODE=false does on the same data.
    const disabled = await backend.container.users.applyDemoMode(false, demoAccounts);
    expect(disabled).toHaveLength(3);
    backend.container.sessions.forget(admin.id);

    await me(admin.token).expect(401);
    for (const account of demoAccounts) await login(account.email, account.password).expect(401);

    // Back in demo mode they work again (a fresh sign-in; the old tokens stay ended).
    await backend.container.users.applyDemoMode(true, demoAccounts);
    const again = (await login('admin@example.com', 'admin-demo-123').expect(200)).body.token as string;
    await me(again).expect(200);
    await me(admin.token).expect(401);
  });
});
