// A signed-in shopper's kept cart and orders (kept-answers.ts), with what tells them of changes: this instance's
// writes drop them at once and are announced to the others (throttled, signed with this instance's name), and
// the others' announcements are followed (`follow`).
import { randomUUID } from 'node:crypto';
import { changeAnnouncer, silentAnnouncer } from '../products/stock-notices';
import type { Listener } from '../products/catalogue-cache';
import {
  createKeptAnswers,
  followPersonalChanges,
  personalChangePayload,
  productsInCart,
  type PersonalRead,
} from './kept-answers';

export interface PersonalAnswersOptions {
  readCart: (userId: string) => Promise<unknown>;
  readOrders: (userId: string) => Promise<unknown>;
  /** Sends a personal_changed NOTIFY; none on PGlite, which is one instance. */
  announce?: (payload: string) => Promise<void>;
}

export function createPersonalAnswers({ readCart, readOrders, announce }: PersonalAnswersOptions) {
  const instanceName = randomUUID();
  const cart = createKeptAnswers({ read: readCart, productsOf: productsInCart });
  const orders = createKeptAnswers({ read: readOrders });
  const announcer = (kind: PersonalRead) =>
    announce
      ? changeAnnouncer(announce, () => undefined, {
          payloadOf: (userIds) => personalChangePayload(kind, userIds, instanceName),
          everything: personalChangePayload(kind, [], instanceName),
        })
      : silentAnnouncer();
  const announceCart = announcer('cart');
  const announceOrders = announcer('orders');

  return {
    cart,
    orders,
    /** A shopper's cart was written (the cart service's `onWrite`). */
    cartWritten(userId: string): void {
      cart.usersChanged([userId]);
      announceCart([userId]);
    },
    /** Orders were written: these shoppers', or anyone's (ordersWritesDropping). */
    ordersWritten(userIds: string[] | undefined): void {
      if (userIds) {
        orders.usersChanged(userIds);
        announceOrders(userIds);
      } else {
        orders.everythingChanged();
        announceOrders.everything();
      }
    },
    /** Follows the other instances' announcements; resolves once listening. */
    follow: (database: Listener) => followPersonalChanges(database, { cart, orders }, instanceName),
    /** Sends what is waiting to be announced (at shutdown). */
    async flush(): Promise<void> {
      await Promise.all([announceCart.flush(), announceOrders.flush()]);
    },
  };
}

export type PersonalAnswers = ReturnType<typeof createPersonalAnswers>;
