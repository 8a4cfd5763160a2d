// Revoked help requests (their cart grants no longer open a cart), shared by every instance of the main API.
import { and, gt, inArray, lte } from 'drizzle-orm';
import type { BackendDb } from '../../db/client';
import { cartGrantRevocations } from '../../db/schema/index';

export function createCartGrantRevocationsRepository(db: BackendDb) {
  return {
    /** Records the revocation until `expiresAt`, and forgets those no grant can outlive any more. */
    async record(requestId: string, expiresAt: Date, now: Date): Promise<void> {
      await db.delete(cartGrantRevocations).where(lte(cartGrantRevocations.expiresAt, now));
      await db
        .insert(cartGrantRevocations)
        .values({ requestId, expiresAt })
        .onConflictDoUpdate({ target: cartGrantRevocations.requestId, set: { expiresAt } });
    },

    /** Which of `requestIds` are revoked (as of `now`). */
    async revokedAmong(requestIds: string[], now: Date): Promise<string[]> {
      if (requestIds.length === 0) return [];
      const rows = await db
        .select({ requestId: cartGrantRevocations.requestId })
        .from(cartGrantRevocations)
        .where(
          and(inArray(cartGrantRevocations.requestId, requestIds), gt(cartGrantRevocations.expiresAt, now)),
        );
      return rows.map((row) => row.requestId);
    },
  };
}

export type CartGrantRevocationsRepository = ReturnType<typeof createCartGrantRevocationsRepository>;
