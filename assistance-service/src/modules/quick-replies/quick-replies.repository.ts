// SQL for a helper's quick replies: a short list they edit and send with one press from the live view. Kept
// per helper on the server (replaced whole), so it follows them to any browser.
import { eq, sql } from 'drizzle-orm';
import type { AssistanceDb } from '../../db/client';
import { helperQuickReplies } from '../../db/schema';

export function createQuickRepliesRepository(db: AssistanceDb) {
  return {
    async of(helperId: string): Promise<string[] | null> {
      const [row] = await db
        .select({ replies: helperQuickReplies.replies })
        .from(helperQuickReplies)
        .where(eq(helperQuickReplies.helperId, helperId));
      return row?.replies ?? null;
    },

    async replace(helperId: string, replies: string[]): Promise<string[]> {
      const [row] = await db
        .insert(helperQuickReplies)
        .values({ helperId, replies })
        .onConflictDoUpdate({ target: helperQuickReplies.helperId, set: { replies, updatedAt: sql`now()` } })
        .returning({ replies: helperQuickReplies.replies });
      return row?.replies ?? replies;
    },
  };
}

export type QuickRepliesRepository = ReturnType<typeof createQuickRepliesRepository>;
