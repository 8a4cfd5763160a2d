import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, TEST_JWT_SECRET, type TestBackend } from '../../testing/test-backend';
import jwt from 'jsonwebtoken';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend.close();
});

describe('POST /api/user/register', () => {
  it('creates a shopper and returns a working token', async () => {
    const res = await backend
      .api()
      .post('/api/user/register')
      .send({ name: 'Nimali Perera', email: '  Nimali@Example.com ', password: 'kandy-2026-lk' })
      .expect(201);
    expect(res.body).toMatchObject({
      success: true,
      name: 'Nimali Perera',
      email: 'nimali@example.com',
      role: 'shopper',
    });
    const me = await backend.api().get('/api/user/me').set('token', res.body.token).expect(200);
    expect(me.body.user).toEqual({
      id: res.body.id,
      name: 'Nimali Perera',
      email: 'nimali@example.com',
      role: 'shopper',
    });
  });

  it('always creates a shopper, whatever role the body asks for', async () => {
    const res = await backend
      .api()
      .post('/api/user/register')
      .send({ name: 'Sneaky', email: 'sneaky@example.com', password: 'long-enough-1', role: 'admin' })
      .expect(201);
    expect(res.body.role).toBe('shopper');
  });

  it('refuses a taken email with 409, whatever its case', async () => {
    const res = await backend
      .api()
      .post('/api/user/register')
      .send({ name: 'Again', email: 'SHOPPER@example.com', password: 'long-enough-1' })
      .expect(409);
    expect(res.body.message).toMatch(/already exists/);
    // A code of its own, so the storefront can say it in the shopper's language.
    expect(res.body.code).toBe('email_taken');
  });

  it.each([
    [{ email: 'a@example.com', password: 'long-enough-1' }, 'Name is required.'],
    [{ name: 'A', email: 'not-an-email', password: 'long-enough-1' }, 'Please enter a valid email address.'],
    [{ name: 'A', email: 'a@example.com', password: 'short' }, 'Password must be at least 8 characters.'],
    [
      { name: 'A'.repeat(81), email: 'a@example.com', password: 'long-enough-1' },
      'Name must be at most 80 characters.',
    ],
  ])('rejects %j with 400 "%s"', async (body, message) => {
    const res = await backend.api().post('/api/user/register').send(body).expect(400);
    expect(res.body).toMatchObject({ success: false, message });
  });
});

describe('POST /api/user/login', () => {
  it('returns the spec fields and the role', async () => {
    const res = await backend
      .api()
      .post('/api/user/login')
      .send({ email: 'helper@example.com', password: 'helper-demo-123' })
      .expect(200);
    expect(res.body).toMatchObject({
      success: true,
      email: 'helper@example.com',
      name: 'Demo Helper',
      role: 'helper',
    });
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.id).toEqual(expect.any(String));
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const wrong = await backend
      .api()
      .post('/api/user/login')
      .send({ email: 'shopper@example.com', password: 'nope-nope' });
    const unknown = await backend
      .api()
      .post('/api/user/login')
      .send({ email: 'ghost@example.com', password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Incorrect email or password.');
  });

  it.each([
    ['a NUL character', '\u0000'],
    ['12,000 characters', `${'x'.repeat(12_000)}@example.com`],
    ['no address at all', 'not an email'],
  ])('refuses an email with %s as a 400 naming the field, before any limiter counts it', async (_, email) => {
    const res = await backend.api().post('/api/user/login').send({ email, password: 'nope-nope' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(res.body.message).toMatch(/email/i);
  });
});

describe('login rate limit', () => {
  it('answers 429 with Retry-After after too many failures for one email, and not for another', async () => {
    const limited = await startTestBackend({ seed: true, env: { LOGIN_RATE_LIMIT: '3' } });
    try {
      const attempt = (email: string) =>
        limited.api().post('/api/user/login').send({ email, password: 'wrong-password' });
      for (let i = 0; i < 3; i++) expect((await attempt('shopper@example.com')).status).toBe(401);
      const blocked = await attempt('shopper@example.com');
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.body.message).toMatch(/Too many failed login attempts/);
      expect((await attempt('helper@example.com')).status).toBe(401);
      // The same address in other capitals or with spaces around it is the same key.
      expect((await attempt('  SHOPPER@example.com ')).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/user/me', () => {
  it('needs a token', async () => {
    await backend.api().get('/api/user/me').expect(401);
  });

  it('accepts the token as a bearer header too', async () => {
    const { token } = await backend.loginAs('admin');
    const res = await backend.api().get('/api/user/me').set('Authorization', `Bearer ${token}`).expect(200);
    expect(res.body.user.role).toBe('admin');
  });

  it.each([
    [
      'a forged signature',
      () => jwt.sign({ role: 'admin', email: 'x', name: 'x' }, 'another-secret', { subject: 'x' }),
    ],
    [
      'an expired token',
      () =>
        jwt.sign({ role: 'shopper', email: 'x', name: 'x' }, TEST_JWT_SECRET, {
          subject: 'x',
          expiresIn: -10,
        }),
    ],
    [
      'the none algorithm',
      () => jwt.sign({ role: 'admin', email: 'x', name: 'x' }, '', { subject: 'x', algorithm: 'none' }),
    ],
    ['garbage', () => 'not.a.token'],
  ])('refuses %s with 401', async (_label, makeToken) => {
    const res = await backend.api().get('/api/user/me').set('token', makeToken()).expect(401);
    expect(res.body.success).toBe(false);
  });
});

describe('PUT /api/user/change-password', () => {
  it('changes the password: the old one stops working and the new one logs in', async () => {
    const shopper = await backend.newShopper();
    const res = await backend
      .api()
      .put('/api/user/change-password')
      .set('Authorization', `Bearer ${shopper.token}`)
      .send({ currentPassword: 'a-good-password', newPassword: 'a-better-password' })
      .expect(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Password updated successfully!',
      token: expect.any(String),
    });
    await backend
      .api()
      .post('/api/user/login')
      .send({ email: shopper.email, password: 'a-good-password' })
      .expect(401);
    await backend
      .api()
      .post('/api/user/login')
      .send({ email: shopper.email, password: 'a-better-password' })
      .expect(200);
  });

  it('refuses a wrong current password with 400', async () => {
    const shopper = await backend.newShopper();
    const res = await backend
      .api()
      .put('/api/user/change-password')
      .set('Authorization', `Bearer ${shopper.token}`)
      .send({ currentPassword: 'wrong-password', newPassword: 'a-better-password' })
      .expect(400);
    expect(res.body.message).toBe('Current password is incorrect.');
    expect(res.body.code).toBe('wrong_password');
  });

  it.each([
    [
      { currentPassword: 'a-good-password', newPassword: 'short' },
      'New password must be at least 8 characters.',
    ],
    [{ newPassword: 'a-better-password' }, 'Current password is required.'],
    [
      { currentPassword: 'a-good-password', newPassword: 'a-good-password' },
      'New password must be different from the current password.',
    ],
  ])('rejects %j with 400 "%s"', async (body, message) => {
    const shopper = await backend.newShopper();
    const res = await backend
      .api()
      .put('/api/user/change-password')
      .set('token', shopper.token)
      .send(body)
      .expect(400);
    expect(res.body.message).toBe(message);
  });

  it('needs a token', async () => {
    await backend
      .api()
      .put('/api/user/change-password')
      .send({ currentPassword: 'x', newPassword: 'yyyyyyyy' })
      .expect(401);
  });
});
