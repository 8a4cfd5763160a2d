// "Forgot your password?": a link by mail, then a new password. The link's token is 32 bytes made from the
// link's random id with the server's secret (HMAC-SHA256), so the mail can be written when it is sent while
// the database keeps only the token's SHA-256. A link works once, for RESET_LINK_MINUTES; a newer request
// ends the older link; using it changes the password, ends every session of the account and mails a notice.
import { createHash, createHmac } from 'node:crypto';
import type { Language } from '@store/contracts/languages';
import { RESET_LINK_INVALID, RESET_LINK_MINUTES } from '@store/contracts/users';
import { AppError } from '@store/server-kit/errors';
import type { SharedCounters } from '@store/server-kit/shared-counters';
import type { PasswordHasher } from './password-hasher';
import type { PasswordResetsRepository } from './password-resets.repository';
import { assertPasswordNotCommon } from './password-policy';
import type { UsersRepository } from './users.repository';

/** Reset links asked for one address in an hour; more are answered the same but send nothing. */
export const RESET_REQUESTS_PER_EMAIL_PER_HOUR = 3;
const ONE_HOUR_MS = 60 * 60 * 1000;

export function resetTokens(secret: string) {
  return {
    tokenOf: (resetId: string) =>
      createHmac('sha256', secret).update(`password-reset:${resetId}`).digest('base64url'),
    hashOf: (token: string) => createHash('sha256').update(token).digest('hex'),
  };
}

export function createPasswordResetService(
  resets: PasswordResetsRepository,
  users: UsersRepository,
  counters: SharedCounters,
  tokens: ReturnType<typeof resetTokens>,
  passwords: PasswordHasher,
) {
  return {
    /**
     * Sends a reset link to the account with this address, if there is one (and it may sign in), at most
     * RESET_REQUESTS_PER_EMAIL_PER_HOUR times an hour. Says nothing either way: the caller answers the same.
     */
    async requestReset(email: string, language?: Language): Promise<void> {
      const emailKey = createHash('sha256').update(email).digest('base64url');
      const { hits } = await counters.increment(`reset-email:${emailKey}`, ONE_HOUR_MS);
      if (hits > RESET_REQUESTS_PER_EMAIL_PER_HOUR) return;
      const user = await users.findByEmail(email);
      if (!user || user.disabledAt) return;
      await resets.create(
        user.id,
        (resetId) => tokens.hashOf(tokens.tokenOf(resetId)),
        RESET_LINK_MINUTES,
        language,
      );
    },

    /** Sets the new password through a working link; answers whose password it was. */
    async resetPassword(token: string, newPassword: string): Promise<{ userId: string }> {
      assertPasswordNotCommon(newPassword, 'newPassword');
      const passwordHash = await passwords.hash(newPassword);
      const used = await resets.use(tokens.hashOf(token), passwordHash);
      if (!used) {
        throw new AppError(
          400,
          `This link no longer works: it was used already, a newer link replaced it, or it is older than ${RESET_LINK_MINUTES} minutes. Please ask for a new one.`,
          RESET_LINK_INVALID,
        );
      }
      return used;
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
