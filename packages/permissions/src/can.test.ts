import { describe, expect, it } from 'vitest';
import { can } from './can.js';

const held = ['view_devices', 'view_tags'];

describe('can', () => {
  it('allows when no permission is named', () => {
    expect(can([], undefined)).toBe(true);
    expect(can([], null)).toBe(true);
    expect(can([], '')).toBe(true);
    expect(can([], [])).toBe(true);
  });

  it('checks one name', () => {
    expect(can(held, 'view_devices')).toBe(true);
    expect(can(held, 'view_users')).toBe(false);
  });

  it('matches an array with some by default', () => {
    expect(can(held, ['view_users', 'view_tags'])).toBe(true);
    expect(can(held, ['view_users', 'view_roles'])).toBe(false);
  });

  it('matches an array with every when asked', () => {
    expect(can(held, ['view_devices', 'view_tags'], 'every')).toBe(true);
    expect(can(held, ['view_devices', 'view_users'], 'every')).toBe(false);
  });

  it('accepts a Set of held permissions', () => {
    expect(can(new Set(held), 'view_tags')).toBe(true);
    expect(can(new Set(held), 'super_admin')).toBe(false);
  });
});
