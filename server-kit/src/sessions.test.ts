import { describe, expect, it } from 'vitest';
import { createTokenService } from './auth';
import { createSessions } from './sessions';

const tokens = createTokenService('a-secret-that-is-long-enough-for-hs256-signing');
const shopper = { id: 'u1', role: 'shopper' as const, email: 's@example.com', name: 'S' };

describe('createSessions', () => {
  it('accepts a token while its account keeps the token version, and refuses it once the version moves on', async () => {
    let currentVersion = 0;
    let lookups = 0;
    let clock = 0;
    const sessions = createSessions(
      tokens,
      async (user) => {
        lookups += 1;
        return user.version === currentVersion;
      },
      { ttlMs: 1000, now: () => clock },
    );
    const token = tokens.sign({ ...shopper, version: 0 });
    expect(await sessions.verify(token)).toMatchObject({ id: 'u1', version: 0 });
    expect(await sessions.verify(token)).toBeDefined();
    expect(lookups).toBe(1);

    currentVersion = 1;
    expect(await sessions.verify(token)).toBeDefined();
    clock = 1001;
    expect(await sessions.verify(token)).toBeUndefined();

    const fresh = tokens.sign({ ...shopper, version: 1 });
    expect(await sessions.verify(fresh)).toMatchObject({ version: 1 });
  });

  it('applies a local change at once after forget()', async () => {
    let valid = true;
    const sessions = createSessions(tokens, async () => valid);
    const token = tokens.sign(shopper);
    expect(await sessions.verify(token)).toBeDefined();
    valid = false;
    sessions.forget('u1');
    expect(await sessions.verify(token)).toBeUndefined();
  });

  it('refuses a forged token without a lookup', async () => {
    let lookups = 0;
    const sessions = createSessions(tokens, async () => {
      lookups += 1;
      return true;
    });
    const forged = createTokenService('another-secret-that-is-long-enough-for-hs256').sign(shopper);
    expect(await sessions.verify(forged)).toBeUndefined();
    expect(lookups).toBe(0);
  });

  it('knows a token at once only while the answer for its account is remembered as accepting it', async () => {
    let valid = true;
    let clock = 0;
    const sessions = createSessions(tokens, async () => valid, { ttlMs: 1000, now: () => clock });
    const token = tokens.sign(shopper);
    expect(sessions.knownValid(token)).toBeUndefined();
    await sessions.verify(token);
    expect(sessions.knownValid(token)).toMatchObject({ id: 'u1' });
    expect(sessions.knownValid('not-a-token')).toBeUndefined();

    clock = 1001;
    expect(sessions.knownValid(token)).toBeUndefined();
    await sessions.verify(token);
    expect(sessions.knownValid(token)).toBeDefined();
    sessions.forget('u1');
    expect(sessions.knownValid(token)).toBeUndefined();

    valid = false;
    await sessions.verify(token);
    expect(sessions.knownValid(token)).toBeUndefined();
  });
});
