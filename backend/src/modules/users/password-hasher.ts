// Passwords are kept as bcrypt hashes. The work factor (cost) is PASSWORD_HASH_COST, 10 by default; a hash
// records its own cost, so changing it applies to new passwords and every stored one still verifies.
// Only the test lanes lower it (one hash at cost 10 is 100–200 ms of pure-JavaScript CPU here, and the
// suites make hundreds); readConfig refuses a cost below the default in production.
import bcrypt from 'bcryptjs';

export const DEFAULT_PASSWORD_HASH_COST = 10;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * True when `password` is the one behind `hash`. With no hash (no such account) it still compares
   * against one of the same cost and answers false, so a login takes as long whether or not the account exists.
   */
  matches(password: string, hash: string | undefined): Promise<boolean>;
}

export function createPasswordHasher(cost: number = DEFAULT_PASSWORD_HASH_COST): PasswordHasher {
  const unknownAccountHash = bcrypt.hashSync('no-such-account-placeholder', cost);
  return {
    hash: (password) => bcrypt.hash(password, cost),
    async matches(password, hash) {
      const matched = await bcrypt.compare(password, hash ?? unknownAccountHash);
      return hash !== undefined && matched;
    },
  };
}
