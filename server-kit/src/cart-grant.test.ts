import { describe, expect, it } from 'vitest';
import { createCartGrants } from './cart-grant';
import { createTokenService } from './auth';

const secret = 's'.repeat(40);

describe('createCartGrants', () => {
  it('lets the named helper read the named shopper until it expires, for the request it names', () => {
    const grants = createCartGrants(secret, 60);
    const { token, expiresAt } = grants.mint('helper-1', 'shopper-1', 'request-1');
    expect(grants.check(token, 'helper-1', 'shopper-1')).toEqual({
      expiresAt: Date.parse(expiresAt),
      requestId: 'request-1',
    });
    expect(grants.check(token, 'helper-2', 'shopper-1')).toBeUndefined();
    expect(grants.check(token, 'helper-1', 'shopper-2')).toBeUndefined();
  });

  it('refuses an expired grant, another secret, a login token and a revocation notice', () => {
    const expired = createCartGrants(secret, -1).mint('h', 's', 'r').token;
    expect(createCartGrants(secret).check(expired, 'h', 's')).toBeUndefined();
    expect(
      createCartGrants('t'.repeat(40)).check(createCartGrants(secret).mint('h', 's', 'r').token, 'h', 's'),
    ).toBeUndefined();
    const login = createTokenService(secret).sign({ id: 'h', role: 'helper', email: 'h@x.lk', name: 'H' });
    expect(createCartGrants(secret).check(login, 'h', 's')).toBeUndefined();
    expect(
      createCartGrants(secret).check(createCartGrants(secret).revocationNotice('r'), 'h', 's'),
    ).toBeUndefined();
  });

  it('reads only genuine revocation notices: not a grant, not another secret', () => {
    const grants = createCartGrants(secret);
    expect(grants.readRevocationNotice(grants.revocationNotice('request-1'))).toBe('request-1');
    expect(grants.readRevocationNotice(grants.mint('h', 's', 'request-1').token)).toBeUndefined();
    expect(
      grants.readRevocationNotice(createCartGrants('t'.repeat(40)).revocationNotice('request-1')),
    ).toBeUndefined();
  });
});
