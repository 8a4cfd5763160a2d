import { describe, expect, it } from 'vitest';
import { isUserRole, userRoles } from './constants';
import { publicUserSchema } from './users';

describe('user roles', () => {
  it('are shopper, helper and admin, and nothing else passes as one', () => {
    expect(userRoles).toEqual(['shopper', 'helper', 'admin']);
    expect(userRoles.every(isUserRole)).toBe(true);
    for (const other of ['owner', 'Shopper', '', undefined, 1]) expect(isUserRole(other)).toBe(false);
  });

  it('are the roles the user schemas accept', () => {
    const user = { id: 'u1', name: 'Nimali', email: 'nimali@example.lk' };
    for (const role of userRoles) expect(publicUserSchema.parse({ ...user, role }).role).toBe(role);
    expect(publicUserSchema.safeParse({ ...user, role: 'owner' }).success).toBe(false);
  });
});
