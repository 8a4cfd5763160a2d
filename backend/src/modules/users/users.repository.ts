import { eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BackendDb } from '../../db/client';
import { users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export function createUsersRepository(db: BackendDb) {
  // Asked on every signed-in request, so built once and prepared on each connection.
  const sessionStateStatement = db
    .select({ tokenVersion: users.tokenVersion, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_session_state');
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** Inserts, or returns undefined when the email is taken (the unique constraint decides). */
    async insert(row: NewUserRow): Promise<UserRow | undefined> {
      const [inserted] = await db
        .insert(users)
        .values(row)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return inserted;
    },

    async findSettings(id: string): Promise<{ settings: unknown } | undefined> {
      const [row] = await db
        .select({ settings: users.accessibilitySettings })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    /** Answers false when no such user exists. */
    async updateSettings(id: string, settings: Record<string, unknown>): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ accessibilitySettings: settings, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return updated.length > 0;
    },

    /** Sets a new password and ends every earlier token; returns the account as it now is. */
    async updatePasswordHash(id: string, passwordHash: string): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** What a session check needs: the current token version, and whether the account is disabled. */
    async sessionState(id: string): Promise<{ tokenVersion: number; disabled: boolean } | undefined> {
      const [row] = await sessionStateStatement.execute({ id });
      return row && { tokenVersion: row.tokenVersion, disabled: row.disabledAt !== null };
    },

    /** Disables the accounts with these emails (still enabled ones), ending their tokens; returns their ids. */
    async disableByEmails(emails: readonly string[]): Promise<string[]> {
      if (emails.length === 0) return [];
      const rows = await db
        .update(users)
        .set({ disabledAt: sql`now()`, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
        .where(sql`${inArray(users.email, [...emails])} and ${isNull(users.disabledAt)}`)
        .returning({ id: users.id });
      return rows.map((row) => row.id);
    },

    async enable(id: string): Promise<void> {
      await db
        .update(users)
        .set({ disabledAt: null, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
