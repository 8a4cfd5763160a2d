// Helpers' presence across instances, and what a shopper is told before asking: whether a helper is available
// now, and how long live requests usually waited lately (an honest median, only once there are enough).
import type { HelperStatus } from '@store/contracts/assistance';
import type { AuthUser } from '@store/server-kit/auth';
import type { PresenceRepository } from './presence.repository';

/** Fewer recent waits than this make no estimate. */
export const MIN_WAITS_FOR_ESTIMATE = 3;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function createPresenceService(presence: PresenceRepository, options: { awayAfterSeconds: number }) {
  return {
    touch: (helperIds: readonly string[]) => presence.touch(helperIds),

    async status(helper: AuthUser): Promise<HelperStatus> {
      return (await presence.statusOf(helper.id)) ?? 'available';
    },

    async setStatus(helper: AuthUser, status: HelperStatus): Promise<HelperStatus> {
      await presence.setStatus(helper.id, status);
      return status;
    },

    async availability(): Promise<{ available: boolean; typicalWaitMinutes: number | null }> {
      const [count, waits] = await Promise.all([
        presence.availableCount(options.awayAfterSeconds),
        presence.recentWaitSeconds(),
      ]);
      return {
        available: count > 0,
        typicalWaitMinutes:
          waits.length >= MIN_WAITS_FOR_ESTIMATE ? Math.max(1, Math.round(median(waits) / 60)) : null,
      };
    },
  };
}

export type PresenceService = ReturnType<typeof createPresenceService>;
