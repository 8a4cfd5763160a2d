import { describe, expect, it } from 'vitest';
import { createCartGrants } from './cart-grant';
import { createTokenService } from './auth';

const secret = 's'.repeat(40);

describe('createCartGrants', () => {
  it('lets the named helper read the named shopper until it expires', () => {
    const grants = createCartGrants(secret, 60);
    const { token, expiresAt } = grants.mint('helper-1', 'shopper-1');
    expect(grants.check(token, 'helper-1', 'shopper-1')).toBe(Date.parse(expiresAt));
    expect(grants.check(token, 'helper-2', 'shopper-1')).toBeUndefined();
    expect(grants.check(token, 'helper-1', 'shopper-2')).toBeUndefined();
  });

  it('refuses an expired grant, another secret, and a login token', () => {
    const expired = createCartGrants(secret, -1).mint('h', 's').token;
    expect(createCartGrants(secret).check(expired, 'h', 's')).toBeUndefined();
    expect(
      createCartGrants('t'.repeat(40)).check(createCartGrants(secret).mint('h', 's').token, 'h', 's'),
    ).toBeUndefined();
    const login = createTokenService(secret).sign({ id: 'h', role: 'helper', email: 'h@x.lk', name: 'H' });
    expect(createCartGrants(secret).check(login, 'h', 's')).toBeUndefined();
  });
});
