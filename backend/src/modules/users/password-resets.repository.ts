// Password-reset links: made (the earlier unused ones of the account end with it) and used once, each change
// with its mail queued in the same transaction.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Language } from '@store/contracts/languages';
import type { BackendDb } from '../../db/client';
import { passwordResets, users } from '../../db/schema/index';
import type { MailOutbox } from '../mail/mail-jobs.repository';

export function createPasswordResetsRepository(db: BackendDb, outbox: MailOutbox) {
  return {
    /**
     * A new link for the account: `hashOf(id)` is the stored hash of the token made from the link's id.
     * Earlier unused links stop working; the reset mail is queued with it.
     */
    async create(
      userId: string,
      hashOf: (resetId: string) => string,
      validMinutes: number,
      language?: Language,
    ): Promise<string> {
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
        await tx.insert(passwordResets).values({
          id,
          userId,
          tokenHash: hashOf(id),
          expiresAt: sql`now() + make_interval(mins => ${validMinutes})`,
        });
        await outbox.enqueue(tx, {
          kind: 'password-reset',
          userId,
          resetId: id,
          ...(language ? { language } : {}),
        });
      });
      return id;
    },

    /**
     * Uses the link with this token hash, if it is unused and in time: the account gets `passwordHash`, every
     * session of it ends (its token version moves on), and the "password changed" mail is queued. Undefined
     * when the link does not work.
     */
    async use(tokenHash: string, passwordHash: string): Promise<{ userId: string } | undefined> {
      return db.transaction(async (tx) => {
        const [link] = await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(passwordResets.tokenHash, tokenHash),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, sql`now()`),
            ),
          )
          .returning({ id: passwordResets.id, userId: passwordResets.userId });
        if (!link) return undefined;
        await tx
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
          .where(eq(users.id, link.userId));
        await outbox.enqueue(tx, { kind: 'password-changed', userId: link.userId, resetId: link.id });
        return { userId: link.userId };
      });
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
