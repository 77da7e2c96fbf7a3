import { ROLES } from '@netfleet/permissions';
import { describe, expect, it } from 'vitest';
import { userActions } from './userActions.js';

const canOf = (role: string) => {
  const permissions = ROLES.find((entry) => entry.name === role)?.permissions ?? [];
  return (permission: string) => permissions.includes(permission as never);
};
const NOW = Date.parse('2026-11-23T12:00:00Z');
const user = { id: 7, mfa_type: 'totp', impersonation_access_limit: null } as const;

describe('userActions', () => {
  it('gives an admin edit role, move and a request for access; impersonate once access lasts', () => {
    expect(userActions(user, 1, canOf('admin'), NOW)).toEqual(['editRole', 'move', 'requestAccess']);
    const granted = { ...user, impersonation_access_limit: '2026-11-23T13:00:00Z' };
    expect(userActions(granted, 1, canOf('admin'), NOW)).toEqual(['editRole', 'move', 'impersonate']);
    const lapsed = { ...user, impersonation_access_limit: '2026-11-23T11:00:00Z' };
    expect(userActions(lapsed, 1, canOf('admin'), NOW)).toContain('requestAccess');
  });

  it('adds remove MFA (only with a method) and delete for the system administrator', () => {
    expect(userActions(user, 1, canOf('super_admin'), NOW)).toEqual([
      'editRole',
      'move',
      'requestAccess',
      'removeMfa',
      'delete',
    ]);
    expect(userActions({ ...user, mfa_type: null }, 1, canOf('super_admin'), NOW)).not.toContain('removeMfa');
  });

  it('gives guests nothing, and nobody anything on their own row', () => {
    expect(userActions(user, 1, canOf('readonly_admin'), NOW)).toEqual([]);
    expect(userActions(user, 1, canOf('read_only'), NOW)).toEqual([]);
    expect(userActions(user, 7, canOf('super_admin'), NOW)).toEqual([]);
  });
});
