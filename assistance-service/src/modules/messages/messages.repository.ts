import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { AssistanceDb } from '../../db/client';
import { assistRequests, messages } from '../../db/schema/index';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = Pick<
  typeof messages.$inferInsert,
  | 'userId'
  | 'userEmail'
  | 'senderId'
  | 'from'
  | 'content'
  | 'audioUrl'
  | 'audioDuration'
  | 'clientMessageId'
  | 'language'
  | 'attachment'
>;

export type MessagesCursor = { kind: 'id'; seq: number } | { kind: 'time'; after: Date } | { kind: 'latest' };

export function createMessagesRepository(db: AssistanceDb) {
  return {
    /**
     * Stores a message. Inserts into one conversation take a transaction-scoped advisory lock, so `seq`
     * order is commit order there and a poller reading "after seq N" can never skip a slower insert.
     * With a client message id already used by this sender, nothing is inserted and undefined is returned.
     */
    async insert(row: NewMessageRow): Promise<MessageRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${row.userId}::text, 0))`);
        const [inserted] = await tx
          .insert(messages)
          .values({ ...row, createdAt: sql`clock_timestamp()` })
          .onConflictDoNothing()
          .returning();
        return inserted;
      });
    },

    async findByClientId(senderId: string, clientMessageId: string): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, senderId), eq(messages.clientMessageId, clientMessageId)));
      return row;
    },

    /** The position of message `id` within `userId`'s conversation, if it belongs there. */
    async seqOf(userId: string, id: string): Promise<number | undefined> {
      const [row] = await db
        .select({ seq: messages.seq })
        .from(messages)
        .where(and(eq(messages.userId, userId), eq(messages.id, id)));
      return row?.seq;
    },

    /**
     * The latest `limit` messages of help request `requestId`'s conversation (from its making to its closing,
     * or until now while it is open; the window is the database's, to the microsecond), oldest first, and
     * how many the window holds in all (from the same statement).
     */
    async listOfRequest(
      requestId: string,
      userId: string,
      limit: number,
    ): Promise<{ rows: MessageRow[]; total: number }> {
      const window = sql`${messages.createdAt} >= ${assistRequests.createdAt} and (${assistRequests.closedAt} is null or ${messages.createdAt} <= ${assistRequests.closedAt})`;
      const newest = await db
        .select({ message: messages, total: sql<number>`(count(*) over ())::int` })
        .from(messages)
        .innerJoin(assistRequests, and(eq(assistRequests.id, requestId), eq(assistRequests.userId, userId)))
        .where(and(eq(messages.userId, userId), window))
        .orderBy(desc(messages.seq))
        .limit(limit);
      return { rows: newest.map((row) => row.message).reverse(), total: newest[0]?.total ?? 0 };
    },

    /** Messages of one conversation, oldest first. */
    async list(userId: string, cursor: MessagesCursor, limit: number): Promise<MessageRow[]> {
      const conversation = eq(messages.userId, userId);
      if (cursor.kind === 'latest') {
        const newest = await db
          .select()
          .from(messages)
          .where(conversation)
          .orderBy(desc(messages.seq))
          .limit(limit);
        return newest.reverse();
      }
      const after =
        cursor.kind === 'id'
          ? gt(messages.seq, cursor.seq)
          : // The API speaks milliseconds; compare at that precision so "after the last one I saw" excludes it.
            sql`date_trunc('milliseconds', ${messages.createdAt}) > ${cursor.after.toISOString()}::timestamptz`;
      return db
        .select()
        .from(messages)
        .where(and(conversation, after))
        .orderBy(asc(messages.seq))
        .limit(limit);
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
