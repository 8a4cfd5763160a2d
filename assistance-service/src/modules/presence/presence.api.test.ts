import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityResponse } from '@store/contracts/assistance';
import { pause, startTestAssistance, type TestAssistance } from '../../testing/test-assistance';
import { median } from './presence.service';

let assist: TestAssistance;

beforeAll(async () => {
  // A helper without a socket is away after three seconds here (60 in a shop); sockets are vouched for
  // every second.
  assist = await startTestAssistance({ env: { HELPER_AWAY_AFTER_SECONDS: '3' } });
});
afterAll(async () => {
  await assist.close();
});

const availability = async (): Promise<AvailabilityResponse> =>
  (await assist.api().get('/api/assist/availability').expect(200)).body as AvailabilityResponse;

/** Polls until `check` holds (a sweep runs every third of the away time). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('did not happen in time');
    await pause(100);
  }
}

describe('helpers’ presence and what a shopper is told', () => {
  it('is available only while a helper who said Available has live help open', async () => {
    expect(await availability()).toEqual({ success: true, available: false, typicalWaitMinutes: null });
    const helper = assist.user('helper', 'Kamala');
    const socket = await assist.socket(helper.token);
    await eventually(async () => (await availability()).available);
    const mine = await assist.api().get('/api/assist/presence').set('token', helper.token).expect(200);
    expect(mine.body).toEqual({ success: true, status: 'available' });

    await assist
      .api()
      .put('/api/assist/presence')
      .set('token', helper.token)
      .send({ status: 'away' })
      .expect(200, { success: true, status: 'away' });
    expect((await availability()).available).toBe(false);
    // Still away after the sweeps that vouch for open sockets.
    await pause(1500);
    expect((await availability()).available).toBe(false);
    await assist.api().put('/api/assist/presence').set('token', helper.token).send({ status: 'available' });
    expect((await availability()).available).toBe(true);

    // The dashboard closes: away within the away time, without anyone saying so.
    socket.disconnect();
    await pause(1000);
    expect((await availability()).available).toBe(true);
    await eventually(async () => !(await availability()).available, 6000);
  });

  it('saving Available without live help open does not make a helper available', async () => {
    const helper = assist.user('helper');
    await assist.api().put('/api/assist/presence').set('token', helper.token).send({ status: 'available' });
    expect((await availability()).available).toBe(false);
  });

  it('refuses a status that is neither, and presence to anyone but a helper', async () => {
    const helper = assist.user('helper');
    const refused = await assist
      .api()
      .put('/api/assist/presence')
      .set('token', helper.token)
      .send({ status: 'busy' })
      .expect(400);
    expect(refused.body.message).toMatch(/status must be available or away/);
    const shopper = assist.user('shopper');
    await assist.api().get('/api/assist/presence').set('token', shopper.token).expect(403);
    await assist.api().put('/api/assist/presence').send({ status: 'away' }).expect(401);
  });

  it('estimates the wait from the recent live requests, only once there are three', async () => {
    const helper = assist.user('helper');
    const waits = [90, 150, 400];
    for (const [index, seconds] of waits.entries()) {
      const { requestId } = await assist.servedShopper(helper, `Waited ${index}`);
      await assist.container.database.db.execute(
        sql`update assist_requests set created_at = accepted_at - make_interval(secs => ${seconds}) where id = ${requestId}`,
      );
      const expected = index < 2 ? null : 3;
      expect((await availability()).typicalWaitMinutes).toBe(expected);
    }
    // A scheduled session is not a wait in the queue.
    const shopper = assist.user('shopper');
    const booked = await assist
      .api()
      .post('/api/assist')
      .set('token', shopper.token)
      .send({ type: 'Scheduled Session', time: new Date(Date.now() + 86_400_000).toISOString() })
      .expect(201);
    await assist.api().put(`/api/assist/${booked.body.assist._id}`).set('token', helper.token).expect(200);
    await assist.container.database.db.execute(
      sql`update assist_requests set created_at = accepted_at - interval '5 days' where id = ${booked.body.assist._id as string}`,
    );
    expect((await availability()).typicalWaitMinutes).toBe(3);
  });
});

describe('median', () => {
  it('takes the middle, or the mean of the two middles', () => {
    expect(median([400, 90, 150])).toBe(150);
    expect(median([60, 120, 180, 600])).toBe(150);
    expect(median([42])).toBe(42);
  });
});
