// The shopper's screen, shared with the helper serving them: the storefront sends what is on view (a route in
// words, never anything typed; the contract's shapes are strict) and it goes to that helper's sockets on
// every instance. Nothing is stored: a helper who opens the live view asks the shopper's storefront to send
// its screen again.
import type { Server } from 'socket.io';
import {
  ASSIST_SOCKET_EVENTS,
  shareViewPayloadSchema,
  type ShopperViewPayload,
  wantViewPayloadSchema,
} from '@store/contracts/assistance';
import type { AuthUser } from '@store/server-kit/auth';
import { AppError, forbidden } from '@store/server-kit/errors';
import { parseInput } from '@store/server-kit/validate';
import type { RequestsService } from '../requests/requests.service';

/** A storefront sends its screen on each navigation; more than this in a window is not a person moving. */
export const SHARE_VIEW_BURST = 20;
export const SHARE_VIEW_WINDOW_MS = 2_000;

export function createSharedViewRelay(
  io: Server,
  rooms: { helperRoom: (helperId: string) => string; conversationRoom: (shopperId: string) => string },
  requests: Pick<RequestsService, 'servingHelper' | 'served'>,
) {
  return {
    /** A shopper's screen (or null: sharing stopped) to the helper serving them. */
    async share(shopper: AuthUser, payload: unknown): Promise<{ delivered: true }> {
      if (shopper.role !== 'shopper') throw forbidden('Only a shopper shares their screen.');
      const { view } = parseInput(shareViewPayloadSchema, payload);
      const serving = await requests.servingHelper(shopper.id);
      if (!serving)
        throw new AppError(409, 'No helper is serving you now, so there is nobody to share with.');
      const message: ShopperViewPayload = {
        userId: shopper.id,
        requestId: serving.requestId,
        view,
        at: new Date().toISOString(),
      };
      io.to(rooms.helperRoom(serving.helperId)).emit(ASSIST_SOCKET_EVENTS.shopperView, message);
      return { delivered: true };
    },

    /** A helper asks a shopper they serve to send their screen again (the shopper's storefront decides). */
    async want(helper: AuthUser, payload: unknown): Promise<{ asked: true }> {
      if (helper.role !== 'helper') throw forbidden('Only a helper asks for a shopper’s screen.');
      const { userId } = parseInput(wantViewPayloadSchema, payload);
      if (!(await requests.served(helper.id, userId))) {
        throw new AppError(404, 'You are not serving this shopper now.');
      }
      io.to(rooms.conversationRoom(userId))
        .except(rooms.helperRoom(helper.id))
        .emit(ASSIST_SOCKET_EVENTS.viewWanted, {});
      return { asked: true };
    },
  };
}

/** Refuses a socket's screen updates beyond SHARE_VIEW_BURST in SHARE_VIEW_WINDOW_MS. */
export function shareViewThrottle(now: () => number = Date.now) {
  let windowStart = 0;
  let count = 0;
  return () => {
    const at = now();
    if (at - windowStart > SHARE_VIEW_WINDOW_MS) {
      windowStart = at;
      count = 0;
    }
    count += 1;
    if (count > SHARE_VIEW_BURST) throw new AppError(429, 'Too many screen updates; wait a moment.');
  };
}
