import { eq, sql } from 'drizzle-orm';
import type { BackendDb } from '../../db/client';
import { users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export function createUsersRepository(db: BackendDb) {
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

    async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
