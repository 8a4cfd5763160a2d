import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, envTrustProxy, loadConfig } from './config';

const read = (TRUST_PROXY?: string) =>
  loadConfig(z.object({ TRUST_PROXY: envTrustProxy }), { TRUST_PROXY }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('trusts only the loopback proxy when unset or empty', () => {
    expect(read()).toBe('loopback');
    expect(read('')).toBe('loopback');
  });

  it('takes names, addresses and ranges, or a hop count', () => {
    expect(read('uniquelocal')).toBe('uniquelocal');
    expect(read('loopback, 10.0.0.0/8, fd00::1')).toBe('loopback,10.0.0.0/8,fd00::1');
    expect(read('2')).toBe(2);
  });

  it('stops start-up on anything else, naming the variable', () => {
    expect(() => read('everyone')).toThrow(ConfigError);
    expect(() => read('10.0.0.0/8,proxy.local')).toThrow(/TRUST_PROXY/);
  });
});
