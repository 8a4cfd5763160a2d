import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueuePositionPayload } from '@store/contracts/assistance';
import { next as nextEvent } from '@store/server-kit/testing/socket-client';
import {
  collect,
  pause,
  startTestAssistance,
  type TestAssistance,
  type TestUser,
} from '../../testing/test-assistance';

// Its own service and database: a place in the queue depends on every other open request.
let assist: TestAssistance;

beforeAll(async () => {
  assist = await startTestAssistance();
});
afterAll(async () => {
  await assist.close();
});

const ask = (shopper: TestUser, body: object = {}) =>
  assist.api().post('/api/assist').set('token', shopper.token).send(body);

const mine = async (shopper: TestUser) =>
  (await assist.api().get('/api/assist/mine').set('token', shopper.token).expect(200)).body as {
    assist: { _id: string } | null;
    queuePosition: number | null;
  };

describe('the place in the live queue', () => {
  it('is given on POST /api/assist and GET /api/assist/mine, and moves up as others are served or leave', async () => {
    const helper = assist.user('helper');
    const [first, second, third, fourth] = ['A', 'B', 'C', 'D'].map((name) =>
      assist.user('shopper', `Shopper ${name}`),
    ) as [TestUser, TestUser, TestUser, TestUser];

    const firstRes = await ask(first).expect(201);
    expect(firstRes.body.queuePosition).toBe(1);
    expect((await ask(second).expect(201)).body.queuePosition).toBe(2);
    expect((await ask(third).expect(201)).body.queuePosition).toBe(3);
    // Asking again returns the open request with the same place.
    expect((await ask(second).expect(200)).body.queuePosition).toBe(2);

    // A scheduled session is not in the live queue and does not push anyone back.
    const scheduled = await ask(fourth, {
      type: 'Scheduled Session',
      time: new Date(Date.now() + 86_400_000).toISOString(),
    }).expect(201);
    expect(scheduled.body.queuePosition).toBeNull();
    expect((await mine(fourth)).queuePosition).toBeNull();
    expect((await mine(third)).queuePosition).toBe(3);

    await assist
      .api()
      .put(`/api/assist/${firstRes.body.assist._id as string}`)
      .set('token', helper.token)
      .send({ accept: true })
      .expect(200);
    // Accepted: no longer waiting, so no place; the others moved up.
    expect(await mine(first)).toMatchObject({ queuePosition: null });
    expect((await mine(second)).queuePosition).toBe(1);
    expect((await mine(third)).queuePosition).toBe(2);

    // The one in front cancels: the last one is now next.
    const secondId = (await mine(second)).assist?._id;
    await assist.api().delete(`/api/assist/${secondId}`).set('token', second.token).expect(200);
    expect((await mine(third)).queuePosition).toBe(1);
    expect(await mine(second)).toEqual({ success: true, assist: null, queuePosition: null });
  });
});

describe('queue_position over the socket', () => {
  it('tells each waiting shopper their own new place when it changes, and no one else', async () => {
    const helper = assist.user('helper');
    const front = assist.user('shopper', 'Front');
    const middle = assist.user('shopper', 'Middle');
    const back = assist.user('shopper', 'Back');
    // Requests left waiting by the test above are ahead of everyone here: clear the queue first.
    const open = await assist.api().get('/api/assist').set('token', helper.token).expect(200);
    const waiting = (open.body.assist as { _id: string; accept: boolean }[]).filter((r) => !r.accept);
    for (const request of waiting) {
      await assist.api().delete(`/api/assist/${request._id}`).set('token', helper.token).expect(200);
    }

    const [frontSocket, middleSocket, backSocket] = await Promise.all([
      assist.socket(front.token),
      assist.socket(middle.token),
      assist.socket(back.token),
    ]);
    const frontHeard = collect<QueuePositionPayload>(frontSocket, 'queue_position');
    const middleHeard = collect<QueuePositionPayload>(middleSocket, 'queue_position');

    // Joining the queue: the newcomer hears their place.
    const frontFirst = nextEvent<QueuePositionPayload>(frontSocket, 'queue_position');
    const frontId = (await ask(front).expect(201)).body.assist._id as string;
    expect(await frontFirst).toEqual({ requestId: frontId, userId: front.id, position: 1 });
    const middleFirst = nextEvent<QueuePositionPayload>(middleSocket, 'queue_position');
    const middleId = (await ask(middle).expect(201)).body.assist._id as string;
    expect(await middleFirst).toEqual({ requestId: middleId, userId: middle.id, position: 2 });
    const backFirst = nextEvent<QueuePositionPayload>(backSocket, 'queue_position');
    const backId = (await ask(back).expect(201)).body.assist._id as string;
    expect(await backFirst).toEqual({ requestId: backId, userId: back.id, position: 3 });

    // The front shopper is served: the two behind move up, each told only their own place.
    const middleMoved = nextEvent<QueuePositionPayload>(middleSocket, 'queue_position');
    const backMoved = nextEvent<QueuePositionPayload>(backSocket, 'queue_position');
    await assist
      .api()
      .put(`/api/assist/${frontId}`)
      .set('token', helper.token)
      .send({ accept: true })
      .expect(200);
    expect(await middleMoved).toEqual({ requestId: middleId, userId: middle.id, position: 1 });
    expect(await backMoved).toEqual({ requestId: backId, userId: back.id, position: 2 });

    // A helper removes the middle request: only the one behind it moves.
    const backMovedAgain = nextEvent<QueuePositionPayload>(backSocket, 'queue_position');
    await assist.api().delete(`/api/assist/${middleId}`).set('token', helper.token).expect(200);
    expect(await backMovedAgain).toEqual({ requestId: backId, userId: back.id, position: 1 });

    await pause(150);
    // The served shopper heard nothing after their first place; the middle one nothing after leaving.
    expect(frontHeard).toHaveLength(1);
    expect(middleHeard.map((place) => place.position)).toEqual([2, 1]);
  });
});
