// socket.io cart relay: a signed-in client joins its user's room; a `cart_update` carrying the whole cart is
// validated, stored, and relayed as `cart_updated` to that user's other connections (and helpers watching).
import type { Server } from 'socket.io';
import type { Logger } from 'pino';
import { CART_UPDATE_EVENT, CART_UPDATED_EVENT, cartDataSchema } from '@store/contracts/cart';
import {
  CART_UNWATCH_EVENT,
  CART_WATCH_ENDED_EVENT,
  CART_WATCH_EVENT,
  WATCHED_CART_UPDATED_EVENT,
  cartWatchPayloadSchema,
} from '@store/contracts/assistance';
import type { TokenVerifier } from '@store/server-kit/auth';
import { badRequest, notFound } from '@store/server-kit/errors';
import { answerAck, requireSocketToken, socketUser } from '@store/server-kit/socket';
import type { CartAccessService } from '../cart/cart-access.service';
import type { CartService } from '../cart/cart.service';

export const userRoom = (userId: string) => `user:${userId}`;
export const cartWatchRoom = (userId: string) => `cart-watch:${userId}`;

/**
 * How often open watches are checked against the stored revocations: a safety net for an announcement between
 * instances that was lost (e.g. while an instance's connection to PostgreSQL was being replaced).
 */
const REVOCATION_SWEEP_MS = 5_000;
/** Server-side event (between instances, through the socket.io adapter): a help request's grants ended. */
const GRANT_REVOKED_EVENT = 'cart_grant_revoked';

interface OpenWatch {
  requestId: string;
  /** Leaves the watch room and tells the helper with `cart_watch_ended`. */
  end: () => void;
}

/** Installs the relay on a socket.io server; guests (no valid token) cannot connect: they have no socket cart. */
export function attachCartRelay(
  io: Server,
  deps: {
    sessions: TokenVerifier;
    cart: CartService;
    cartAccess: CartAccessService;
    logger: Logger;
    revocationSweepMs?: number;
  },
): () => void {
  const { cart, cartAccess, logger } = deps;
  requireSocketToken(io, deps.sessions);

  // Every socket's open watches, so a closed help request ends them wherever they are.
  const openWatches = new Map<string, Map<string, OpenWatch>>();
  const endWatchesOf = (requestIds: ReadonlySet<string>) => {
    for (const watches of openWatches.values()) {
      for (const watch of [...watches.values()]) if (requestIds.has(watch.requestId)) watch.end();
    }
  };
  // The instance that recorded the revocation ends its own watches and tells the others, which end theirs.
  const stopListening = cartAccess.onRevoked((requestId) => {
    endWatchesOf(new Set([requestId]));
    io.serverSideEmit(GRANT_REVOKED_EVENT, requestId);
  });
  io.on(GRANT_REVOKED_EVENT, (requestId: unknown) => {
    if (typeof requestId === 'string') endWatchesOf(new Set([requestId]));
  });
  const sweep = setInterval(() => {
    const requestIds = [
      ...new Set(
        [...openWatches.values()].flatMap((watches) => [...watches.values()].map((w) => w.requestId)),
      ),
    ];
    if (requestIds.length === 0) return;
    cartAccess.revokedAmong(requestIds).then(
      (revoked) => endWatchesOf(new Set(revoked)),
      (error: unknown) => logger.warn({ err: error }, 'cart watch: revocations could not be read'),
    );
  }, deps.revocationSweepMs ?? REVOCATION_SWEEP_MS);
  sweep.unref();

  const unsubscribe = cart.onChange((userId, cartData, origin) => {
    const recipients = io.to([userRoom(userId), cartWatchRoom(userId)]);
    (origin ? recipients.except(origin) : recipients).emit(CART_UPDATED_EVENT, cartData);
    // cart_updated carries no user id; a helper watching several shoppers also gets whose cart it is.
    io.to(cartWatchRoom(userId)).emit(WATCHED_CART_UPDATED_EVENT, { userId, cartData });
  });

  io.on('connection', (socket) => {
    const user = socketUser(socket);
    void socket.join(userRoom(user.id));

    socket.on(CART_UPDATE_EVENT, (payload: unknown, ack?: unknown) =>
      answerAck(
        ack,
        async () => {
          const parsed = cartDataSchema.safeParse(payload);
          if (!parsed.success) throw badRequest('cart_update: the cart is not in the expected shape.');
          await cart.replace(user.id, parsed.data, socket.id);
          return {};
        },
        {
          logger,
          context: { event: CART_UPDATE_EVENT, userId: user.id },
          faultMessage: 'The cart could not be saved. Please try again.',
        },
      ),
    );

    // A helper watches the cart of a shopper they serve, with a grant from the assistance service. The watch
    // ends when the grant expires (the client asks for a new grant and watches again), when its help request
    // closes (the grant is revoked), or on cart_unwatch.
    const watchTimers = new Map<string, NodeJS.Timeout>();
    const watches = new Map<string, OpenWatch>();
    openWatches.set(socket.id, watches);
    const stopWatching = (shopperId: string) => {
      clearTimeout(watchTimers.get(shopperId));
      watchTimers.delete(shopperId);
      watches.delete(shopperId);
      void socket.leave(cartWatchRoom(shopperId));
    };
    socket.on(CART_WATCH_EVENT, (payload: unknown, ack?: unknown) =>
      answerAck(
        ack,
        async () => {
          const parsed = cartWatchPayloadSchema.safeParse(payload);
          if (!parsed.success) throw badRequest('cart_watch: send { userId, grant }.');
          const { userId, grant } = parsed.data;
          const checked = user.role === 'helper' ? await cartAccess.check(grant, user.id, userId) : undefined;
          if (checked === undefined) {
            throw notFound(
              'No cart to watch: the grant is expired, revoked, or not for you and this shopper.',
            );
          }
          stopWatching(userId);
          await socket.join(cartWatchRoom(userId));
          const end = () => {
            stopWatching(userId);
            socket.emit(CART_WATCH_ENDED_EVENT, { userId });
          };
          const timer = setTimeout(end, checked.expiresAt - Date.now());
          timer.unref();
          watchTimers.set(userId, timer);
          watches.set(userId, { requestId: checked.requestId, end });
          return { cartData: await cart.get(userId) };
        },
        {
          logger,
          context: { event: CART_WATCH_EVENT, userId: user.id },
          faultMessage: 'The cart could not be read. Please try again.',
        },
      ),
    );
    socket.on(CART_UNWATCH_EVENT, (payload: unknown) => {
      const parsed = cartWatchPayloadSchema.pick({ userId: true }).safeParse(payload);
      if (parsed.success) stopWatching(parsed.data.userId);
    });
    socket.on('disconnect', () => {
      for (const timer of watchTimers.values()) clearTimeout(timer);
      openWatches.delete(socket.id);
    });
  });

  return () => {
    unsubscribe();
    stopListening();
    clearInterval(sweep);
  };
}
