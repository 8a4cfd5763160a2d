// Sessions that can end before their token expires. A token is good while its signature and expiry are, and
// while its account still has the token version the token carries: a password or role change, or disabling
// or deleting the account, moves the version on and so ends every earlier token. Each service asks its own
// source (the main API its users table, the assistance service the main API) and remembers the answer for
// a short while, so a revoked token stops working everywhere within that time.
import type { AuthUser, TokenService, TokenVerifier } from './auth';

/** True while the account behind `user` may still use tokens of `user.version`. */
export type SessionLookup = (user: AuthUser, token: string, requestId?: string) => Promise<boolean>;

export interface Sessions extends TokenVerifier {
  /**
   * Drops what is remembered about one account, so a change made here applies at once, and tells the
   * onForget listeners (which tell the service's other instances).
   */
  forget(userId: string): void;
  /** Drops what is remembered about one account without telling anyone (another instance told us). */
  forgetHere(userId: string): void;
  onForget(listener: (userId: string) => void): () => void;
  /**
   * The token's user when the answer is already at hand (the token verified before and its account's
   * answer still remembered as accepting it); undefined otherwise, when `verify` must be asked.
   */
  knownValid(token: string): AuthUser | undefined;
}

export const SESSION_CHECK_TTL_MS = 30_000;
const sessionKey = (user: AuthUser) => `${user.id}:${user.version ?? 0}`;
const MAX_REMEMBERED = 10_000;

export function createSessions(
  tokens: TokenService,
  lookup: SessionLookup,
  options: { ttlMs?: number; now?: () => number } = {},
): Sessions {
  const ttlMs = options.ttlMs ?? SESSION_CHECK_TTL_MS;
  const now = options.now ?? Date.now;
  const remembered = new Map<string, { valid: boolean; until: number; userId: string }>();
  const listeners = new Set<(userId: string) => void>();
  const forgetHere = (userId: string) => {
    for (const [key, entry] of remembered) if (entry.userId === userId) remembered.delete(key);
  };

  return {
    async verify(token, requestId) {
      const user = tokens.verify(token);
      if (!user) return undefined;
      const key = sessionKey(user);
      const known = remembered.get(key);
      if (known && known.until > now()) return known.valid ? user : undefined;
      const valid = await lookup(user, token, requestId);
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(key, { valid, until: now() + ttlMs, userId: user.id });
      return valid ? user : undefined;
    },
    knownValid(token) {
      const user = tokens.verify(token);
      if (!user) return undefined;
      const known = remembered.get(sessionKey(user));
      return known?.valid && known.until > now() ? user : undefined;
    },
    forget(userId) {
      forgetHere(userId);
      for (const listener of listeners) listener(userId);
    },
    forgetHere,
    onForget(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
