// The sandbox provider's checkout sessions (PAYMENT_PROVIDER=sandbox).
import { and, eq, sql } from 'drizzle-orm';
import type { BackendDb } from '../../db/client';
import { sandboxCheckoutSessions } from '../../db/schema/index';

export type SandboxSessionRow = typeof sandboxCheckoutSessions.$inferSelect;
export type NewSandboxSessionRow = typeof sandboxCheckoutSessions.$inferInsert;

export function createSandboxSessionsRepository(db: BackendDb) {
  return {
    /** One session per order: a second request for the same order gets the first session back. */
    async open(row: NewSandboxSessionRow): Promise<SandboxSessionRow> {
      await db.insert(sandboxCheckoutSessions).values(row).onConflictDoNothing({
        target: sandboxCheckoutSessions.orderId,
      });
      const [stored] = await db
        .select()
        .from(sandboxCheckoutSessions)
        .where(eq(sandboxCheckoutSessions.orderId, row.orderId));
      if (!stored) throw new Error(`sandbox session for order ${row.orderId} vanished`);
      return stored;
    },

    async find(id: string): Promise<SandboxSessionRow | undefined> {
      const [row] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id));
      return row;
    },

    /** Moves an open session to complete or expired; false when it was not open any more. */
    async close(id: string, status: 'complete' | 'expired'): Promise<boolean> {
      const [row] = await db
        .update(sandboxCheckoutSessions)
        .set({ status, completedAt: status === 'complete' ? sql`now()` : null })
        .where(and(eq(sandboxCheckoutSessions.id, id), eq(sandboxCheckoutSessions.status, 'open')))
        .returning({ id: sandboxCheckoutSessions.id });
      return row !== undefined;
    },
  };
}

export type SandboxSessionsRepository = ReturnType<typeof createSandboxSessionsRepository>;
