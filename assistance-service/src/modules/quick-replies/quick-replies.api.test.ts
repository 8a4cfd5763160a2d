import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUICK_REPLIES } from '@store/contracts/assistance';
import { startTestAssistance, type TestAssistance } from '../../testing/test-assistance';

let assist: TestAssistance;

beforeAll(async () => {
  assist = await startTestAssistance();
});
afterAll(async () => {
  await assist.close();
});

describe('a helper’s quick replies', () => {
  it('are null until saved, then the helper’s own list in order, replaced whole', async () => {
    const helper = assist.user('helper');
    const other = assist.user('helper');
    const get = (token: string) => assist.api().get('/api/assist/replies').set('token', token).expect(200);
    expect((await get(helper.token)).body).toEqual({ success: true, replies: null });
    const list = ['  Hello, I am here to help.  ', 'ඔබට උදව් කරන්නම්', 'One moment, please.'];
    const saved = await assist
      .api()
      .put('/api/assist/replies')
      .set('token', helper.token)
      .send({ replies: list })
      .expect(200);
    expect(saved.body.replies).toEqual(['Hello, I am here to help.', 'ඔබට උදව් කරන්නම්', 'One moment, please.']);
    expect((await get(helper.token)).body.replies).toEqual(saved.body.replies);
    expect((await get(other.token)).body.replies).toBeNull();
    await assist
      .api()
      .put('/api/assist/replies')
      .set('token', helper.token)
      .send({ replies: [] })
      .expect(200);
    expect((await get(helper.token)).body.replies).toEqual([]);
  });

  it('refuses too many, too long, empty, or a shopper’s, naming the field; nothing changes', async () => {
    const helper = assist.user('helper');
    const put = (body: object) =>
      assist.api().put('/api/assist/replies').set('token', helper.token).send(body);
    await put({ replies: ['Kept'] }).expect(200);
    const tooMany = await put({ replies: Array.from({ length: MAX_QUICK_REPLIES + 1 }, (_, i) => `R${i}`) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/replies: at most 12 quick replies/);
    const tooLong = await put({ replies: ['x'.repeat(301)] });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/A quick reply must be at most 300 characters/);
    expect((await put({ replies: ['   '] })).status).toBe(400);
    expect((await put({ replies: 'Hello' })).status).toBe(400);
    const shopper = assist.user('shopper');
    await assist
      .api()
      .put('/api/assist/replies')
      .set('token', shopper.token)
      .send({ replies: [] })
      .expect(403);
    const kept = await assist.api().get('/api/assist/replies').set('token', helper.token).expect(200);
    expect(kept.body.replies).toEqual(['Kept']);
  });
});
