import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistRequest } from '@store/contracts/assistance';
import { startTestAssistance, type TestAssistance } from '../../testing/test-assistance';

let assist: TestAssistance;

beforeAll(async () => {
  assist = await startTestAssistance();
});
afterAll(async () => {
  await assist.close();
});

const create = (token: string, body: object = {}) =>
  assist.api().post('/api/assist').set('token', token).send(body);

describe('POST /api/assist', () => {
  it("creates a live request with the spec's fields from the shopper's token", async () => {
    const shopper = assist.user('shopper', 'Nimal Perera');
    const res = await create(shopper.token, {
      userId: shopper.id,
      name: 'Nimal Perera',
      email: shopper.email,
      accept: false,
    }).expect(201);
    expect(res.body.success).toBe(true);
    expect(res.body.assist).toMatchObject({
      userId: shopper.id,
      name: 'Nimal Perera',
      email: shopper.email,
      userEmail: shopper.email,
      type: 'Live Assistance',
      time: 'Recently',
      scheduledFor: null,
      accept: false,
      helperId: null,
    });
  });

  it('returns the open request instead of making a second one', async () => {
    const shopper = assist.user('shopper');
    const first = await create(shopper.token).expect(201);
    const second = await create(shopper.token).expect(200);
    expect(second.body.assist._id).toBe(first.body.assist._id);
    expect(second.body.message).toMatch(/already/);
  });

  it('keeps one open request per shopper even when many POSTs race', async () => {
    const shopper = assist.user('shopper');
    const results = await Promise.all(Array.from({ length: 8 }, () => create(shopper.token)));
    const ids = new Set(results.map((res) => res.body.assist._id as string));
    expect(ids.size).toBe(1);
    expect(results.filter((res) => res.status === 201)).toHaveLength(1);
    expect(results.filter((res) => res.status === 200)).toHaveLength(7);
  });

  it('refuses to ask for help on behalf of someone else', async () => {
    const shopper = assist.user('shopper');
    const other = assist.user('shopper');
    await create(shopper.token, { userId: other.id }).expect(403);
    const mine = await assist.api().get('/api/assist/mine').set('token', other.token).expect(200);
    expect(mine.body.assist).toBeNull();
  });

  it('refuses a request that claims to be accepted already', async () => {
    const res = await create(assist.user('shopper').token, { accept: true }).expect(400);
    expect(res.body.message).toMatch(/accept/);
  });

  it('schedules a session for a future time', async () => {
    const shopper = assist.user('shopper');
    const when = new Date(Date.now() + 2 * 86_400_000);
    when.setMilliseconds(0);
    const res = await create(shopper.token, { type: 'Scheduled Session', time: when.toISOString() }).expect(
      201,
    );
    expect(res.body.assist).toMatchObject({
      type: 'Scheduled Session',
      time: when.toISOString(),
      scheduledFor: when.toISOString(),
    });
  });

  it.each([
    ['a past time', () => new Date(Date.now() - 60_000).toISOString(), /future/],
    ['no time', () => undefined, /time/],
    ['a time that is not a date', () => 'next tuesday-ish', /time/],
    ['a time too far ahead', () => new Date(Date.now() + 400 * 86_400_000).toISOString(), /days ahead/],
  ])('refuses a scheduled session with %s (400, naming time)', async (_label, time, message) => {
    const shopper = assist.user('shopper');
    const res = await create(shopper.token, { type: 'Scheduled Session', time: time() }).expect(400);
    expect(res.body.message).toMatch(message);
    expect(res.body.message).toMatch(/time/);
    const mine = await assist.api().get('/api/assist/mine').set('token', shopper.token).expect(200);
    expect(mine.body.assist).toBeNull();
  });

  it("keeps the shopper's language with the request, for the shopper and the helpers to read", async () => {
    const helper = assist.user('helper');
    const sinhala = assist.user('shopper');
    const created = await create(sinhala.token, { language: 'si' }).expect(201);
    expect(created.body.assist.language).toBe('si');
    const mine = await assist.api().get('/api/assist/mine').set('token', sinhala.token).expect(200);
    expect(mine.body.assist.language).toBe('si');
    // Asking again in another language returns the open request as it was asked.
    expect((await create(sinhala.token, { language: 'ta' }).expect(200)).body.assist.language).toBe('si');

    const tamil = assist.user('shopper');
    const asked = (await create(tamil.token, { language: 'ta' }).expect(201)).body.assist as AssistRequest;
    const listed = (await assist.api().get('/api/assist').set('token', helper.token).expect(200)).body
      .assist as AssistRequest[];
    const languageOf = (id: string) => listed.find((request) => request._id === id)?.language;
    expect(languageOf(created.body.assist._id)).toBe('si');
    expect(languageOf(asked._id)).toBe('ta');
    const accepted = await assist
      .api()
      .put(`/api/assist/${asked._id}`)
      .set('token', helper.token)
      .expect(200);
    expect(accepted.body.assist.language).toBe('ta');
  });

  it('takes English for a client that sends no language, and refuses one the store does not speak', async () => {
    const res = await create(assist.user('shopper').token).expect(201);
    expect(res.body.assist.language).toBe('en');
    const refused = await create(assist.user('shopper').token, { language: 'fr' }).expect(400);
    expect(refused.body.message).toMatch(/language must be one of en, si, ta/);
  });

  it('refuses an unknown type', async () => {
    const res = await create(assist.user('shopper').token, { type: 'Video Call' }).expect(400);
    expect(res.body.message).toMatch(/type/);
  });
});

describe('GET /api/assist', () => {
  it('lists open requests, longest waiting first, without closed ones', async () => {
    const helper = assist.user('helper');
    const first = assist.user('shopper');
    const second = assist.user('shopper');
    const gone = assist.user('shopper');
    const a = (await create(first.token).expect(201)).body.assist as AssistRequest;
    const b = (await create(second.token).expect(201)).body.assist as AssistRequest;
    const c = (await create(gone.token).expect(201)).body.assist as AssistRequest;
    await assist.api().delete(`/api/assist/${c._id}`).set('token', gone.token).expect(200);

    const res = await assist.api().get('/api/assist').set('token', helper.token).expect(200);
    const ids = (res.body.assist as AssistRequest[]).map((request) => request._id);
    expect(ids.indexOf(a._id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(a._id)).toBeLessThan(ids.indexOf(b._id));
    expect(ids).not.toContain(c._id);
  });
});

describe('PUT /api/assist/:id', () => {
  it('lets a helper accept, and says who did', async () => {
    const helper = assist.user('helper', 'Kamala');
    const shopper = assist.user('shopper');
    const { _id } = (await create(shopper.token).expect(201)).body.assist as AssistRequest;
    const res = await assist
      .api()
      .put(`/api/assist/${_id}`)
      .set('token', helper.token)
      .send({ accept: true })
      .expect(200);
    expect(res.body.assist).toMatchObject({ accept: true, helperId: helper.id, helperName: 'Kamala' });
    // Accepting one's own request again changes nothing.
    await assist.api().put(`/api/assist/${_id}`).set('token', helper.token).send({}).expect(200);
    const mine = await assist.api().get('/api/assist/mine').set('token', shopper.token).expect(200);
    expect(mine.body.assist).toMatchObject({ accept: true, helperId: helper.id });
  });

  it('gives a request to exactly one of two helpers accepting at once; the other gets 409', async () => {
    for (let round = 0; round < 10; round++) {
      const shopper = assist.user('shopper');
      const helpers = [assist.user('helper'), assist.user('helper')];
      const { _id } = (await create(shopper.token).expect(201)).body.assist as AssistRequest;
      const results = await Promise.all(
        helpers.map((helper) =>
          assist.api().put(`/api/assist/${_id}`).set('token', helper.token).send({ accept: true }),
        ),
      );
      const statuses = results.map((res) => res.status).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = helpers[results.findIndex((res) => res.status === 200)];
      const loser = results.find((res) => res.status === 409);
      expect(loser?.body.message).toMatch(/Another helper/);
      const mine = await assist.api().get('/api/assist/mine').set('token', shopper.token).expect(200);
      expect(mine.body.assist.helperId).toBe(winner?.id);
    }
  });

  it('answers 404 for an unknown or closed request and 400 for a bad id or accept:false', async () => {
    const helper = assist.user('helper');
    const shopper = assist.user('shopper');
    const { _id } = (await create(shopper.token).expect(201)).body.assist as AssistRequest;
    await assist
      .api()
      .put(`/api/assist/${_id}`)
      .set('token', helper.token)
      .send({ accept: false })
      .expect(400);
    await assist.api().delete(`/api/assist/${_id}`).set('token', shopper.token).expect(200);
    await assist
      .api()
      .put(`/api/assist/${_id}`)
      .set('token', helper.token)
      .send({ accept: true })
      .expect(404);
    await assist
      .api()
      .put('/api/assist/8a1f0000-0000-4000-8000-000000000000')
      .set('token', helper.token)
      .send({ accept: true })
      .expect(404);
    await assist.api().put('/api/assist/nope').set('token', helper.token).send({ accept: true }).expect(400);
  });
});

describe('DELETE /api/assist/:id', () => {
  it('lets the shopper cancel their own request, after which they may ask again', async () => {
    const shopper = assist.user('shopper');
    const first = (await create(shopper.token).expect(201)).body.assist as AssistRequest;
    await assist.api().delete(`/api/assist/${first._id}`).set('token', shopper.token).expect(200);
    await assist.api().delete(`/api/assist/${first._id}`).set('token', shopper.token).expect(404);
    const again = await create(shopper.token).expect(201);
    expect(again.body.assist._id).not.toBe(first._id);
  });

  it("does not let a shopper cancel someone else's request (404)", async () => {
    const owner = assist.user('shopper');
    const { _id } = (await create(owner.token).expect(201)).body.assist as AssistRequest;
    await assist.api().delete(`/api/assist/${_id}`).set('token', assist.user('shopper').token).expect(404);
    const mine = await assist.api().get('/api/assist/mine').set('token', owner.token).expect(200);
    expect(mine.body.assist._id).toBe(_id);
  });

  it("lets a helper remove a waiting request or their own, but not a colleague's (409)", async () => {
    const helper = assist.user('helper');
    const colleague = assist.user('helper');
    const waiting = (await create(assist.user('shopper').token).expect(201)).body.assist as AssistRequest;
    await assist.api().delete(`/api/assist/${waiting._id}`).set('token', helper.token).expect(200);

    const { requestId } = await assist.servedShopper(colleague);
    await assist.api().delete(`/api/assist/${requestId}`).set('token', helper.token).expect(409);
    await assist.api().delete(`/api/assist/${requestId}`).set('token', colleague.token).expect(200);
  });
});
