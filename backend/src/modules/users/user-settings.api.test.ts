import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend.close();
});

describe('GET /api/user/settings', () => {
  it('answers null for a shopper who never saved any', async () => {
    const shopper = await backend.newShopper();
    const res = await backend.api().get('/api/user/settings').set('token', shopper.token).expect(200);
    expect(res.body).toEqual({ success: true, settings: null });
  });

  it('refuses a caller without a token with 401', async () => {
    await backend.api().get('/api/user/settings').expect(401);
  });
});

describe('PUT /api/user/settings', () => {
  it('saves the settings with the account, so another device reads them back', async () => {
    const shopper = await backend.newShopper();
    const settings = { fontSize: 24, lineHeight: 2, contrast: 'high', monochrome: true, readingSpeed: 1.25 };
    const put = await backend
      .api()
      .put('/api/user/settings')
      .set('Authorization', `Bearer ${shopper.token}`)
      .send({ settings })
      .expect(200);
    expect(put.body).toEqual({ success: true, settings });
    const get = await backend.api().get('/api/user/settings').set('token', shopper.token).expect(200);
    expect(get.body.settings).toEqual(settings);
  });

  it('replaces the whole record (a reset saves an empty one) and drops unknown fields', async () => {
    const shopper = await backend.newShopper();
    await backend
      .api()
      .put('/api/user/settings')
      .set('token', shopper.token)
      .send({ settings: { fontSize: 30, colourOfTheDay: 'red' } })
      .expect(200);
    expect((await backend.api().get('/api/user/settings').set('token', shopper.token)).body.settings).toEqual(
      { fontSize: 30 },
    );
    await backend
      .api()
      .put('/api/user/settings')
      .set('token', shopper.token)
      .send({ settings: {} })
      .expect(200);
    expect((await backend.api().get('/api/user/settings').set('token', shopper.token)).body.settings).toEqual(
      {},
    );
  });

  it('keeps each shopper’s settings to themselves', async () => {
    const first = await backend.newShopper();
    const second = await backend.newShopper();
    await backend
      .api()
      .put('/api/user/settings')
      .set('token', first.token)
      .send({ settings: { contrast: 'dark' } })
      .expect(200);
    const other = await backend.api().get('/api/user/settings').set('token', second.token).expect(200);
    expect(other.body.settings).toBeNull();
  });

  it.each([
    [{ settings: { fontSize: 41 } }, 'fontSize must be at most 40.'],
    [{ settings: { fontSize: 11 } }, 'fontSize must be at least 12.'],
    [{ settings: { lineHeight: 'tall' } }, 'lineHeight must be a number.'],
    [{ settings: { contrast: 'purple' } }, 'contrast must be one of default, dark, light, high.'],
    [{ settings: { monochrome: 'yes' } }, 'monochrome must be true or false.'],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const shopper = await backend.newShopper();
    const res = await backend
      .api()
      .put('/api/user/settings')
      .set('token', shopper.token)
      .send(body)
      .expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(message);
  });

  it('refuses a caller without a token with 401', async () => {
    await backend.api().put('/api/user/settings').send({ settings: {} }).expect(401);
  });
});
