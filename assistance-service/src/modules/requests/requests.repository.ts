import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AssistanceDb } from '../../db/client';
import { assistRequests } from '../../db/schema/index';
import type { SessionMailOutbox } from '../session-mail/session-mail.queue';

export type AssistRequestRow = typeof assistRequests.$inferSelect;
export type NewAssistRequestRow = Pick<
  typeof assistRequests.$inferInsert,
  'userId' | 'name' | 'email' | 'type' | 'scheduledFor' | 'language'
>;

const open = isNull(assistRequests.closedAt);
/** The live queue: open live requests no helper has accepted yet. */
const waitingLive = and(open, eq(assistRequests.accepted, false), eq(assistRequests.type, 'Live Assistance'));

/** The mail a scheduled session's booking or cancellation sends, as its job says it. */
const sessionMail = (row: AssistRequestRow, event: 'booked' | 'cancelled') => ({
  event,
  requestId: row.id,
  userId: row.userId,
  scheduledFor: (row.scheduledFor ?? row.createdAt).toISOString(),
  language: row.language,
});

export function createRequestsRepository(db: AssistanceDb, sessionMails: SessionMailOutbox) {
  return {
    /**
     * Inserts a request unless the shopper already has an open one (the partial unique index decides,
     * so two concurrent calls cannot both insert). Returns the new row, or undefined when one was open.
     * A scheduled session's confirmation mail is queued in the same transaction.
     */
    async insertIfNoneOpen(row: NewAssistRequestRow): Promise<AssistRequestRow | undefined> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx.insert(assistRequests).values(row).onConflictDoNothing().returning();
        if (inserted?.type === 'Scheduled Session') {
          await sessionMails.enqueue(tx, sessionMail(inserted, 'booked'));
        }
        return inserted;
      });
    },

    async findOpenForUser(userId: string): Promise<AssistRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(assistRequests)
        .where(and(eq(assistRequests.userId, userId), open));
      return row;
    },

    /** The shopper's most recent request, open or closed (the conversation they may ask to have mailed). */
    async findLatestOfUser(userId: string): Promise<AssistRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(assistRequests)
        .where(eq(assistRequests.userId, userId))
        .orderBy(desc(assistRequests.createdAt))
        .limit(1);
      return row;
    },

    async findOpen(id: string): Promise<AssistRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(assistRequests)
        .where(and(eq(assistRequests.id, id), open));
      return row;
    },

    /** Open requests, the longest-waiting first. */
    async listOpen(): Promise<AssistRequestRow[]> {
      return db.select().from(assistRequests).where(open).orderBy(asc(assistRequests.createdAt));
    },

    /** The live queue in order (longest waiting first; the id breaks a tie in the same microsecond). */
    async listWaitingLive(): Promise<Pick<AssistRequestRow, 'id' | 'userId' | 'createdAt'>[]> {
      return db
        .select({ id: assistRequests.id, userId: assistRequests.userId, createdAt: assistRequests.createdAt })
        .from(assistRequests)
        .where(waitingLive)
        .orderBy(asc(assistRequests.createdAt), asc(assistRequests.id));
    },

    /** How many wait in the live queue, and for how long the longest has waited (seconds, by the db's clock). */
    async waitingSummary(): Promise<{ waiting: number; oldestWaitSeconds: number }> {
      const [row] = await db
        .select({
          waiting: sql<number>`count(*)::int`,
          oldestWaitSeconds: sql<number>`coalesce(extract(epoch from now() - min(${assistRequests.createdAt})), 0)::float8`,
        })
        .from(assistRequests)
        .where(waitingLive);
      return { waiting: Number(row?.waiting ?? 0), oldestWaitSeconds: Number(row?.oldestWaitSeconds ?? 0) };
    },

    /**
     * The place of request `id` in the live queue (1 = next), or undefined when it is not waiting there.
     * Compared in the database: JavaScript dates lose the microseconds that order two close requests.
     */
    async queuePosition(id: string): Promise<number | undefined> {
      const [row] = await db
        .select({ position: sql<number>`count(*)::int` })
        .from(assistRequests)
        .where(
          and(
            waitingLive,
            sql`(${assistRequests.createdAt}, ${assistRequests.id}) <= (
              select mine.created_at, mine.id from assist_requests mine
              where mine.id = ${id} and mine.closed_at is null and mine.accepted = false
                and mine.type = 'Live Assistance')`,
          ),
        );
      return row && row.position > 0 ? row.position : undefined;
    },

    /**
     * The atomic claim: one UPDATE that succeeds only while the request is open and unclaimed, so of two
     * helpers racing exactly one gets the row back.
     */
    async claim(id: string, helper: { id: string; name: string }): Promise<AssistRequestRow | undefined> {
      const [row] = await db
        .update(assistRequests)
        .set({ accepted: true, helperId: helper.id, helperName: helper.name, acceptedAt: sql`now()` })
        .where(and(eq(assistRequests.id, id), open, eq(assistRequests.accepted, false)))
        .returning();
      return row;
    },

    /** Closes an open request; `guard` narrows who may (e.g. unclaimed or claimed by this helper). */
    async close(
      id: string,
      by: 'shopper' | 'helper',
      guard: { userId?: string; helperMayClose?: string },
    ): Promise<AssistRequestRow | undefined> {
      const conditions = [eq(assistRequests.id, id), open];
      if (guard.userId) conditions.push(eq(assistRequests.userId, guard.userId));
      if (guard.helperMayClose) {
        // A helper may remove a waiting request, or one they accepted themselves — not a colleague's.
        conditions.push(
          sql`(${assistRequests.accepted} = false or ${assistRequests.helperId} = ${guard.helperMayClose})`,
        );
      }
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(assistRequests)
          .set({ closedAt: sql`now()`, closedBy: by })
          .where(and(...conditions))
          .returning();
        // A session nobody took, closed before its time, is cancelled: the shopper's calendar is told.
        const cancelsSession =
          row?.type === 'Scheduled Session' &&
          !row.accepted &&
          row.closedAt !== null &&
          row.scheduledFor !== null &&
          row.scheduledFor > row.closedAt;
        if (row && cancelsSession) await sessionMails.enqueue(tx, sessionMail(row, 'cancelled'));
        return row;
      });
    },

    /** The open request of `userId` that `helperId` accepted, if they are serving that shopper. */
    async findServed(helperId: string, userId: string): Promise<AssistRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(assistRequests)
        .where(and(eq(assistRequests.userId, userId), eq(assistRequests.helperId, helperId), open));
      return row;
    },

    /** Shoppers `helperId` is serving now (their socket joins these conversations). */
    async servedUserIds(helperId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: assistRequests.userId })
        .from(assistRequests)
        .where(and(eq(assistRequests.helperId, helperId), open));
      return rows.map((row) => row.userId);
    },
  };
}

export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
