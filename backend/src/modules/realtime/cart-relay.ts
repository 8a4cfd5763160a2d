// socket.io cart relay: a signed-in client joins its user's room; a `cart_update` carrying the whole cart is
// validated, stored, and relayed as `cart_updated` to that user's other connections (and helpers watching).
import type { Server, Socket } from 'socket.io';
import type { Logger } from 'pino';
import { CART_UPDATE_EVENT, CART_UPDATED_EVENT, cartDataSchema, type CartData } from '@store/contracts/cart';
import {
  CART_UNWATCH_EVENT,
  CART_WATCH_ENDED_EVENT,
  CART_WATCH_EVENT,
  WATCHED_CART_UPDATED_EVENT,
  cartWatchPayloadSchema,
} from '@store/contracts/assistance';
import type { AuthUser, TokenService } from '@store/server-kit/auth';
import { AppError } from '@store/server-kit/errors';
import type { CartGrants } from '@store/server-kit/cart-grant';
import type { CartService } from '../cart/cart.service';

export const userRoom = (userId: string) => `user:${userId}`;
export const cartWatchRoom = (userId: string) => `cart-watch:${userId}`;

type Ack = (reply: { success: boolean; message?: string }) => void;
type WatchAck = (reply: { success: boolean; message?: string; cartData?: CartData }) => void;

export function socketUser(socket: Socket): AuthUser {
  return (socket.data as { user: AuthUser }).user;
}

/** Refuses connections without a valid token: guests have no socket cart. */
export function requireSocketToken(io: Server, tokens: TokenService) {
  io.use((socket, next) => {
    const auth: unknown = socket.handshake.auth;
    const fromAuth =
      auth && typeof auth === 'object' && 'token' in auth && typeof auth.token === 'string'
        ? auth.token
        : undefined;
    const user = fromAuth ? tokens.verify(fromAuth) : undefined;
    if (!user) return next(new Error('unauthorized'));
    (socket.data as { user: AuthUser }).user = user;
    next();
  });
}

export function attachCartRelay(
  io: Server,
  cart: CartService,
  cartGrants: CartGrants,
  logger: Logger,
): () => void {
  const unsubscribe = cart.onChange((userId, cartData, origin) => {
    const recipients = io.to([userRoom(userId), cartWatchRoom(userId)]);
    (origin ? recipients.except(origin) : recipients).emit(CART_UPDATED_EVENT, cartData);
    // cart_updated carries no user id; a helper watching several shoppers also gets whose cart it is.
    io.to(cartWatchRoom(userId)).emit(WATCHED_CART_UPDATED_EVENT, { userId, cartData });
  });

  io.on('connection', (socket) => {
    const user = socketUser(socket);
    void socket.join(userRoom(user.id));

    socket.on(CART_UPDATE_EVENT, async (payload: unknown, ack?: unknown) => {
      const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => undefined;
      const parsed = cartDataSchema.safeParse(payload);
      if (!parsed.success) {
        reply({ success: false, message: 'cart_update: the cart is not in the expected shape.' });
        return;
      }
      try {
        await cart.replace(user.id, parsed.data, socket.id);
        reply({ success: true });
      } catch (error) {
        if (error instanceof AppError && error.status < 500) {
          reply({ success: false, message: error.message });
          return;
        }
        logger.error({ err: error, userId: user.id }, 'cart_update failed');
        reply({ success: false, message: 'The cart could not be saved. Please try again.' });
      }
    });

    // A helper watches the cart of a shopper they serve, with a grant from the assistance service. The watch
    // ends when the grant expires (the client asks for a new grant and watches again) or on cart_unwatch.
    const watchTimers = new Map<string, NodeJS.Timeout>();
    const stopWatching = (shopperId: string) => {
      clearTimeout(watchTimers.get(shopperId));
      watchTimers.delete(shopperId);
      void socket.leave(cartWatchRoom(shopperId));
    };
    socket.on(CART_WATCH_EVENT, async (payload: unknown, ack?: unknown) => {
      const reply: WatchAck = typeof ack === 'function' ? (ack as WatchAck) : () => undefined;
      const parsed = cartWatchPayloadSchema.safeParse(payload);
      if (!parsed.success) {
        reply({ success: false, message: 'cart_watch: send { userId, grant }.' });
        return;
      }
      const { userId, grant } = parsed.data;
      const expiresAt = user.role === 'helper' ? cartGrants.check(grant, user.id, userId) : undefined;
      if (expiresAt === undefined) {
        reply({
          success: false,
          message: 'No cart to watch: the grant is expired or not for you and this shopper.',
        });
        return;
      }
      stopWatching(userId);
      await socket.join(cartWatchRoom(userId));
      const timer = setTimeout(() => {
        stopWatching(userId);
        socket.emit(CART_WATCH_ENDED_EVENT, { userId });
      }, expiresAt - Date.now());
      timer.unref();
      watchTimers.set(userId, timer);
      try {
        reply({ success: true, cartData: await cart.get(userId) });
      } catch (error) {
        logger.error({ err: error, userId }, 'cart_watch failed');
        reply({ success: false, message: 'The cart could not be read. Please try again.' });
      }
    });
    socket.on(CART_UNWATCH_EVENT, (payload: unknown) => {
      const parsed = cartWatchPayloadSchema.pick({ userId: true }).safeParse(payload);
      if (parsed.success) stopWatching(parsed.data.userId);
    });
    socket.on('disconnect', () => {
      for (const timer of watchTimers.values()) clearTimeout(timer);
    });
  });

  return unsubscribe;
}
