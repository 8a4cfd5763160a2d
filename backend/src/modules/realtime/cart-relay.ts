// socket.io cart relay: a signed-in client joins its user's room; a `cart_update` carrying the whole cart is
// validated, stored, and relayed as `cart_updated` to that user's other connections (and helpers watching).
import type { Server, Socket } from 'socket.io';
import type { Logger } from 'pino';
import { CART_UPDATE_EVENT, CART_UPDATED_EVENT, cartDataSchema } from '@store/contracts/cart';
import type { AuthUser, TokenService } from '@store/server-kit/auth';
import { AppError } from '@store/server-kit/errors';
import type { CartService } from '../cart/cart.service';

export const userRoom = (userId: string) => `user:${userId}`;
export const cartWatchRoom = (userId: string) => `cart-watch:${userId}`;

type Ack = (reply: { success: boolean; message?: string }) => void;

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

export function attachCartRelay(io: Server, cart: CartService, logger: Logger): () => void {
  const unsubscribe = cart.onChange((userId, cartData, origin) => {
    const recipients = io.to([userRoom(userId), cartWatchRoom(userId)]);
    (origin ? recipients.except(origin) : recipients).emit(CART_UPDATED_EVENT, cartData);
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
  });

  return unsubscribe;
}
