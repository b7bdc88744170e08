import { describe, expect, it } from 'vitest';
import {
  defaultPermissionsFor,
  hasPermission,
  PERMISSIONS,
  ROLES,
  type Permission,
  type Permissions,
  type Role,
} from './roles.ts';

const ALL_GRANTED: Permissions = {
  canViewReports: true,
  canManageProducts: true,
  canManageOrders: true,
  canManageUsers: true,
};

describe('hasPermission', () => {
  it('admin has every permission, whatever its permissions object says', () => {
    for (const permission of PERMISSIONS) {
      expect(hasPermission({ role: 'admin', permissions: {} }, permission)).toBe(true);
      expect(hasPermission({ role: 'admin', permissions: null }, permission)).toBe(true);
      expect(hasPermission({ role: 'admin' }, permission)).toBe(true);
    }
  });

  it('a manager has exactly what its permissions grant, never canManageUsers', () => {
    const expected: Record<Permission, boolean> = {
      canViewReports: true,
      canManageProducts: true,
      canManageOrders: true,
      canManageUsers: false,
    };
    for (const permission of PERMISSIONS) {
      expect(hasPermission({ role: 'manager', permissions: ALL_GRANTED }, permission)).toBe(
        expected[permission],
      );
      expect(hasPermission({ role: 'manager', permissions: {} }, permission)).toBe(false);
      expect(hasPermission({ role: 'manager', permissions: null }, permission)).toBe(false);
      expect(
        hasPermission({ role: 'manager', permissions: { [permission]: false } }, permission),
      ).toBe(false);
    }
    const reportsOnly = { role: 'manager' as const, permissions: { canViewReports: true } };
    expect(hasPermission(reportsOnly, 'canViewReports')).toBe(true);
    expect(hasPermission(reportsOnly, 'canManageOrders')).toBe(false);
    expect(hasPermission(reportsOnly, 'canManageProducts')).toBe(false);
  });

  it('a truthy value that is not true grants nothing', () => {
    const sloppy = { canViewReports: 'yes' } as unknown as Permissions;
    expect(hasPermission({ role: 'manager', permissions: sloppy }, 'canViewReports')).toBe(false);
  });

  it('customers, clients, guests and nobody have no permission, even when granted', () => {
    const others: Array<Role> = ['customer', 'client', 'guest'];
    for (const role of others) {
      for (const permission of PERMISSIONS) {
        expect(hasPermission({ role, permissions: ALL_GRANTED }, permission), role).toBe(false);
      }
    }
    for (const permission of PERMISSIONS) {
      expect(hasPermission(null, permission)).toBe(false);
      expect(hasPermission(undefined, permission)).toBe(false);
    }
  });

  it('the whole matrix with default permissions', () => {
    const matrix = Object.fromEntries(
      ROLES.map((role) => [
        role,
        PERMISSIONS.filter((p) =>
          hasPermission({ role, permissions: defaultPermissionsFor(role) }, p),
        ),
      ]),
    );
    expect(matrix).toEqual({
      customer: [],
      client: [],
      manager: ['canViewReports', 'canManageProducts', 'canManageOrders'],
      admin: ['canViewReports', 'canManageProducts', 'canManageOrders', 'canManageUsers'],
      guest: [],
    });
  });
});

describe('roles', () => {
  it('default permissions per role', () => {
    expect(defaultPermissionsFor('admin')).toEqual(ALL_GRANTED);
    expect(defaultPermissionsFor('manager')).toEqual({ ...ALL_GRANTED, canManageUsers: false });
    expect(defaultPermissionsFor('customer')).toEqual({});
    expect(defaultPermissionsFor('client')).toEqual({});
    expect(defaultPermissionsFor('guest')).toEqual({});
  });
});
