import { statSync } from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userRoles } from '@store/contracts/constants';
import { createTokenService, resolveJwtSecret, tokenFromHeaders } from './auth';
import { temporaryDirectory } from './testing/temporary-directory';

describe('resolveJwtSecret', () => {
  it('uses JWT_SECRET when given', () => {
    expect(resolveJwtSecret('configured-secret', '/nonexistent')).toBe('configured-secret');
  });

  it('generates a secret once, keeps it private, and returns the same one after a restart', () => {
    const dataDir = temporaryDirectory('secret-');
    const first = resolveJwtSecret(undefined, dataDir);
    const second = resolveJwtSecret(undefined, dataDir);
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
    expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(undefined, temporaryDirectory('secret-'))).not.toBe(first);
  });
});

describe('createTokenService', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const user = { id: 'u1', role: 'helper' as const, email: 'h@example.com', name: 'Helper' };

  it('round-trips a user with the token version (0 when none was given)', () => {
    const tokens = createTokenService('a'.repeat(40));
    expect(tokens.verify(tokens.sign(user))).toEqual({ ...user, version: 0 });
    expect(tokens.verify(tokens.sign({ ...user, version: 3 }))).toEqual({ ...user, version: 3 });
  });

  it('accepts every role of the contract and nothing else', () => {
    const tokens = createTokenService('a'.repeat(40));
    for (const role of userRoles) expect(tokens.verify(tokens.sign({ ...user, role }))?.role).toBe(role);
    const owner = jwt.sign({ role: 'owner', email: user.email, name: user.name }, 'a'.repeat(40), {
      subject: user.id,
    });
    expect(tokens.verify(owner)).toBeUndefined();
  });

  it('stops accepting a token at its expiry, also after it was accepted before', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
    const tokens = createTokenService('a'.repeat(40), '60s');
    const token = tokens.sign(user);
    expect(tokens.verify(token)).toEqual({ ...user, version: 0 });
    vi.setSystemTime(new Date('2026-11-28T10:00:59Z'));
    expect(tokens.verify(token)).toEqual({ ...user, version: 0 });
    vi.setSystemTime(new Date('2026-11-28T10:01:00Z'));
    expect(tokens.verify(token)).toBeUndefined();
    expect(tokens.verify(token)).toBeUndefined();
  });

  it('gives a user that callers cannot change for the next request with the same token', () => {
    const tokens = createTokenService('a'.repeat(40));
    const token = tokens.sign(user);
    const first = tokens.verify(token);
    expect(() => Object.assign(first ?? {}, { role: 'admin' })).toThrow(TypeError);
    expect(tokens.verify(token)?.role).toBe('helper');
  });

  it('refuses a token signed with another secret', () => {
    const token = createTokenService('a'.repeat(40)).sign(user);
    expect(createTokenService('b'.repeat(40)).verify(token)).toBeUndefined();
  });
});

describe('tokenFromHeaders', () => {
  it('reads the spec token header and a bearer header, preferring the bearer', () => {
    expect(tokenFromHeaders({ token: 'abc' })).toBe('abc');
    expect(tokenFromHeaders({ authorization: 'Bearer xyz', token: 'abc' })).toBe('xyz');
    expect(tokenFromHeaders({ authorization: 'Basic xyz' })).toBeUndefined();
    expect(tokenFromHeaders({})).toBeUndefined();
  });
});
