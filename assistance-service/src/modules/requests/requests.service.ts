// Help requests: a shopper asks (live now, or a scheduled session), helpers see the queue, one helper
// claims a request, and either side closes it. Also answers "is this helper serving that shopper?",
// which every conversation and cart permission rests on. Waiting shoppers are told their place in the
// live queue whenever it changes.
import {
  DEFAULT_ASSIST_TIME,
  MAX_SCHEDULE_AHEAD_DAYS,
  type AssistRequest,
  type createAssistBodySchema,
} from '@store/contracts/assistance';
import type { AuthUser } from '@store/server-kit/auth';
import { AppError, badRequest, conflict, forbidden, notFound } from '@store/server-kit/errors';
import type { z } from 'zod';
import type { GrantRevoker } from '../cart/backend-grant-revoker.client';
import type { AssistEvents } from '../realtime/assist-events';
import type { AssistRequestRow, RequestsRepository } from './requests.repository';

type CreateAssistInput = z.output<typeof createAssistBodySchema>;

export function toAssistRequest(row: AssistRequestRow): AssistRequest {
  const scheduledFor = row.scheduledFor ? row.scheduledFor.toISOString() : null;
  return {
    _id: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    userEmail: row.email,
    type: row.type,
    time: scheduledFor ?? DEFAULT_ASSIST_TIME,
    scheduledFor,
    accept: row.accepted,
    helperId: row.helperId,
    helperName: row.helperName,
    createdAt: row.createdAt.toISOString(),
    language: row.language,
  };
}

const notYours = () => notFound('No open help request with this id.');

export function createRequestsService(
  requests: RequestsRepository,
  events: AssistEvents,
  now: () => Date = () => new Date(),
  /** Ends the cart grants of a closed request on the main API (never throws: it logs). */
  revokeCartGrants: GrantRevoker = async () => {},
) {
  const scheduledTime = (input: CreateAssistInput): Date | null => {
    if (input.type !== 'Scheduled Session') return null;
    const when = new Date(input.time ?? '');
    const current = now();
    if (when.getTime() <= current.getTime()) {
      throw badRequest('time: a session can only be scheduled for a time in the future.');
    }
    if (when.getTime() > current.getTime() + MAX_SCHEDULE_AHEAD_DAYS * 86_400_000) {
      throw badRequest(`time: a session can be scheduled at most ${MAX_SCHEDULE_AHEAD_DAYS} days ahead.`);
    }
    return when;
  };

  /**
   * After a request left the live queue (accepted or closed while waiting), everyone who waited behind it
   * moved up one place. A failure here must not undo the accept or close that already happened, and the
   * waiting screen reads its place again over REST, so it is only skipped.
   */
  const announceQueueAfter = async (left: AssistRequestRow) => {
    if (left.type !== 'Live Assistance') return;
    try {
      const queue = await requests.listWaitingLive();
      const places = queue.flatMap((row, index) =>
        row.createdAt.getTime() >= left.createdAt.getTime()
          ? [{ requestId: row.id, userId: row.userId, position: index + 1 }]
          : [],
      );
      if (places.length > 0) events.publish({ type: 'queue_changed', places });
    } catch {
      // See above: the next read of /api/assist/mine gives the right place.
    }
  };

  const queuePosition = async (row: AssistRequestRow): Promise<number | null> =>
    row.accepted || row.type !== 'Live Assistance' ? null : ((await requests.queuePosition(row.id)) ?? null);

  return {
    /** A shopper's request; a second one while the first is open returns the open one (created false). */
    async create(
      shopper: AuthUser,
      input: CreateAssistInput,
    ): Promise<{ request: AssistRequest; created: boolean; queuePosition: number | null }> {
      if (input.userId !== undefined && input.userId !== shopper.id) {
        throw forbidden('userId: you can only ask for help for yourself.');
      }
      const scheduledFor = scheduledTime(input);
      // The insert and the look-up can interleave with a close; a couple of rounds settle it.
      for (let attempt = 0; attempt < 3; attempt++) {
        const inserted = await requests.insertIfNoneOpen({
          userId: shopper.id,
          name: shopper.name,
          email: shopper.email,
          type: input.type,
          scheduledFor,
          language: input.language,
        });
        if (inserted) {
          const request = toAssistRequest(inserted);
          events.publish({ type: 'request_created', request });
          const position = await queuePosition(inserted);
          if (position !== null) {
            events.publish({
              type: 'queue_changed',
              places: [{ requestId: inserted.id, userId: inserted.userId, position }],
            });
          }
          return { request, created: true, queuePosition: position };
        }
        const existing = await requests.findOpenForUser(shopper.id);
        if (existing) {
          return {
            request: toAssistRequest(existing),
            created: false,
            queuePosition: await queuePosition(existing),
          };
        }
      }
      throw new AppError(503, 'Your request could not be stored just now. Please try again.');
    },

    /** The shopper's open request and its place in the live queue (null when not waiting in it). */
    async mine(shopper: AuthUser): Promise<{ request: AssistRequest | null; queuePosition: number | null }> {
      const row = await requests.findOpenForUser(shopper.id);
      if (!row) return { request: null, queuePosition: null };
      return { request: toAssistRequest(row), queuePosition: await queuePosition(row) };
    },

    async listOpen(): Promise<AssistRequest[]> {
      return (await requests.listOpen()).map(toAssistRequest);
    },

    /** A helper accepts: exactly one helper wins a race; accepting one's own again is a no-op. */
    async accept(helper: AuthUser, id: string): Promise<{ request: AssistRequest; changed: boolean }> {
      const claimed = await requests.claim(id, { id: helper.id, name: helper.name });
      if (claimed) {
        const request = toAssistRequest(claimed);
        events.publish({
          type: 'request_accepted',
          request: { ...request, helperId: helper.id, helperName: helper.name },
        });
        await announceQueueAfter(claimed);
        return { request, changed: true };
      }
      const current = await requests.findOpen(id);
      if (!current) throw notYours();
      if (current.helperId === helper.id) return { request: toAssistRequest(current), changed: false };
      throw conflict('Another helper has already accepted this request.');
    },

    /** The shopper cancels their own request, or a helper removes one (not a colleague's accepted one). */
    /** `requestId`: the HTTP request's id, sent on with the grant revocation (for the logs). */
    async remove(user: AuthUser, id: string, requestId?: string): Promise<AssistRequest> {
      const by = user.role === 'shopper' ? 'shopper' : 'helper';
      const closed =
        by === 'shopper'
          ? await requests.close(id, by, { userId: user.id })
          : await requests.close(id, by, { helperMayClose: user.id });
      if (!closed) {
        if (by === 'helper' && (await requests.findOpen(id))) {
          throw conflict('Another helper is serving this shopper; only they can close this request.');
        }
        throw notYours();
      }
      const request = toAssistRequest(closed);
      // Only a served request had grants; they must stop before the close is answered.
      if (closed.accepted) await revokeCartGrants(closed.id, requestId);
      events.publish({
        type: 'request_removed',
        removed: { _id: closed.id, userId: closed.userId, by },
        helperId: closed.helperId,
      });
      if (!closed.accepted) await announceQueueAfter(closed);
      return request;
    },

    /** The open request of `userId` that `helperId` accepted, when they are serving that shopper. */
    async served(helperId: string, userId: string): Promise<AssistRequest | undefined> {
      const row = await requests.findServed(helperId, userId);
      return row ? toAssistRequest(row) : undefined;
    },

    /** The helper serving `shopperId` now and the request, or undefined while nobody is. */
    async servingHelper(shopperId: string): Promise<{ requestId: string; helperId: string } | undefined> {
      const row = await requests.findOpenForUser(shopperId);
      return row?.accepted && row.helperId ? { requestId: row.id, helperId: row.helperId } : undefined;
    },

    servedUserIds: (helperId: string) => requests.servedUserIds(helperId),
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
