// Newsletter subscriptions and the mails they cause, each queued in the transaction of its change.
import { randomUUID } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Language } from '@store/contracts/languages';
import type { BackendDb } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema/index';
import type { MailOutbox } from '../mail/mail-jobs.repository';

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

const subscribed = and(
  isNotNull(newsletterSubscriptions.confirmedAt),
  isNull(newsletterSubscriptions.unsubscribedAt),
);

export function createNewsletterRepository(db: BackendDb, outbox: MailOutbox) {
  return {
    /**
     * Records the wish to subscribe (a new address, a pending one, or one that unsubscribed, which must confirm
     * again) and queues a confirmation mail, unless the address is subscribed already or was sent one within
     * `resendAfterMinutes`. Answers whether a mail was queued.
     */
    async subscribe(email: string, language: Language, resendAfterMinutes: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx
          .insert(newsletterSubscriptions)
          .values({ email, language })
          .onConflictDoUpdate({
            target: newsletterSubscriptions.email,
            set: {
              language,
              // An address that had unsubscribed starts again as pending.
              confirmedAt: sql`case when ${newsletterSubscriptions.unsubscribedAt} is null then ${newsletterSubscriptions.confirmedAt} end`,
              unsubscribedAt: null,
            },
          });
        const [row] = await tx
          .select()
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.email, email))
          .for('update');
        if (!row || row.confirmedAt) return false;
        const recent =
          row.lastConfirmationAt &&
          Date.now() - row.lastConfirmationAt.getTime() < resendAfterMinutes * 60_000;
        if (recent) return false;
        const [updated] = await tx
          .update(newsletterSubscriptions)
          .set({
            confirmationsSent: sql`${newsletterSubscriptions.confirmationsSent} + 1`,
            lastConfirmationAt: sql`now()`,
          })
          .where(eq(newsletterSubscriptions.id, row.id))
          .returning({ sequence: newsletterSubscriptions.confirmationsSent });
        await outbox.enqueue(tx, {
          kind: 'newsletter-confirm',
          subscriptionId: row.id,
          sequence: updated?.sequence ?? row.confirmationsSent + 1,
        });
        return true;
      });
    },

    /** Confirms a subscription (again, after an unsubscribe); false when there is no such subscription. */
    async confirm(id: string): Promise<boolean> {
      const rows = await db
        .update(newsletterSubscriptions)
        .set({
          confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())`,
          unsubscribedAt: null,
        })
        .where(eq(newsletterSubscriptions.id, id))
        .returning({ id: newsletterSubscriptions.id });
      return rows.length > 0;
    },

    /** Ends a subscription (once; later calls keep the first time); false when there is none. */
    async unsubscribe(id: string): Promise<boolean> {
      const rows = await db
        .update(newsletterSubscriptions)
        .set({ unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, now())` })
        .where(eq(newsletterSubscriptions.id, id))
        .returning({ id: newsletterSubscriptions.id });
      return rows.length > 0;
    },

    async find(id: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
      return row;
    },

    async countSubscribed(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(newsletterSubscriptions).where(subscribed);
      return row?.total ?? 0;
    },

    /** Queues one newsletter mail per subscribed address, in one transaction; answers how many. */
    async queueIssue(subject: string, text: string): Promise<number> {
      const issueId = randomUUID();
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: newsletterSubscriptions.id })
          .from(newsletterSubscriptions)
          .where(subscribed);
        for (const row of rows) {
          await outbox.enqueue(tx, { kind: 'newsletter', subscriptionId: row.id, issueId, subject, text });
        }
        return rows.length;
      });
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
