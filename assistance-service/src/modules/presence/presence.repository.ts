// SQL for helpers' presence and the recent waits behind the estimate shown to shoppers.
import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { HelperStatus } from '@store/contracts/assistance';
import type { AssistanceDb } from '../../db/client';
import { assistRequests, helperPresence } from '../../db/schema';

/** How many recent live requests the estimate looks at, and how far back. */
export const RECENT_WAITS = 50;
export const RECENT_WAIT_DAYS = 7;

export function createPresenceRepository(db: AssistanceDb) {
  return {
    /** Marks helpers seen now (a helper never seen before starts available). */
    async touch(helperIds: readonly string[]): Promise<void> {
      if (helperIds.length === 0) return;
      await db
        .insert(helperPresence)
        .values(helperIds.map((helperId) => ({ helperId })))
        .onConflictDoUpdate({ target: helperPresence.helperId, set: { lastSeenAt: sql`now()` } });
    },

    /** Only the choice: being seen is for the sockets to vouch (a helper never seen stays unseen). */
    async setStatus(helperId: string, status: HelperStatus): Promise<void> {
      await db
        .insert(helperPresence)
        .values({ helperId, status, lastSeenAt: new Date(0) })
        .onConflictDoUpdate({ target: helperPresence.helperId, set: { status } });
    },

    async statusOf(helperId: string): Promise<HelperStatus | undefined> {
      const [row] = await db
        .select({ status: helperPresence.status })
        .from(helperPresence)
        .where(eq(helperPresence.helperId, helperId));
      return row?.status;
    },

    /** Helpers available and seen within `freshSeconds`. */
    async availableCount(freshSeconds: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(helperPresence)
        .where(
          and(
            eq(helperPresence.status, 'available'),
            gt(helperPresence.lastSeenAt, sql`now() - make_interval(secs => ${freshSeconds})`),
          ),
        );
      return row?.count ?? 0;
    },

    /** Seconds each of the latest accepted live requests waited (newest first). */
    async recentWaitSeconds(): Promise<number[]> {
      const rows = await db
        .select({
          seconds: sql<number>`extract(epoch from (${assistRequests.acceptedAt} - ${assistRequests.createdAt}))::float8`,
        })
        .from(assistRequests)
        .where(
          and(
            eq(assistRequests.type, 'Live Assistance'),
            isNotNull(assistRequests.acceptedAt),
            gt(assistRequests.acceptedAt, sql`now() - make_interval(days => ${RECENT_WAIT_DAYS})`),
          ),
        )
        .orderBy(desc(assistRequests.acceptedAt))
        .limit(RECENT_WAITS);
      return rows.map((row) => Number(row.seconds));
    },
  };
}

export type PresenceRepository = ReturnType<typeof createPresenceRepository>;
