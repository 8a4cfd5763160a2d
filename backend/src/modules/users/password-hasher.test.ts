import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { createPasswordHasher, DEFAULT_PASSWORD_HASH_COST } from './password-hasher';

describe('createPasswordHasher', () => {
  it('hashes at the cost it is given, and a hash of another cost still verifies', async () => {
    const low = createPasswordHasher(4);
    const hash = await low.hash('a-good-password');
    expect(bcrypt.getRounds(hash)).toBe(4);
    const olderHash = await bcrypt.hash('a-good-password', 5);
    expect(await low.matches('a-good-password', olderHash)).toBe(true);
    expect(await low.matches('a-wrong-password', hash)).toBe(false);
  });

  it('answers false for no account, after comparing against a hash of the same cost', async () => {
    const hasher = createPasswordHasher(4);
    expect(await hasher.matches('no-such-account-placeholder', undefined)).toBe(false);
  });

  it('hashes at the default cost unless told otherwise', async () => {
    expect(DEFAULT_PASSWORD_HASH_COST).toBe(10);
    expect(bcrypt.getRounds(await createPasswordHasher().hash('a-good-password'))).toBe(10);
  });
});
