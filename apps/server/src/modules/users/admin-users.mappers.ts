import {
  asCents,
  defaultPermissionsFor,
  PERMISSIONS,
  PREFERENCES,
  type AdminUser,
  type Permission,
  type Role,
  type UserFormValues,
} from '@shop/contract';
import { DomainError } from '../../lib/errors.ts';
import type { AdminUserRow } from './admin-users.repository.ts';
import type { NewUserRow } from './users.repository.ts';

/** How the back office's people are answered, and a form's values as columns. */
export const iso = (d: Date | string | null): string | null =>
  d === null ? null : new Date(d).toISOString();

export function toAdminUser(r: AdminUserRow): AdminUser {
  const spentCents = Number(r.spentCents);
  const isAdmin = r.role === 'admin';
  const prefs = r.preferences ?? {};
  const perms = r.permissions ?? {};
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    role: r.role as Role,
    status: r.status as AdminUser['status'],
    companyName: r.companyName,
    address: {
      street: r.address ?? '',
      city: r.city ?? '',
      state: r.state ?? '',
      zipCode: r.zipCode ?? '',
      country: r.country,
    },
    preferences: Object.fromEntries(
      PREFERENCES.map((k) => [k, prefs[k] === true]),
    ) as AdminUser['preferences'],
    permissions: Object.fromEntries(
      PERMISSIONS.map((p) => [
        p,
        isAdmin || (r.role === 'manager' && p !== 'canManageUsers' && perms[p] === true),
      ]),
    ) as AdminUser['permissions'],
    notes: r.notes,
    emailVerified: r.emailVerified,
    created_at: iso(r.createdAt)!,
    updated_at: iso(r.updatedAt)!,
    lastLogin: iso(r.lastLoginAt),
    totalOrders: r.orderCount,
    totalSpent: asCents(spentCents),
    avgOrderValue: asCents(r.paidOrderCount ? spentCents / r.paidOrderCount : 0),
    lastOrderDate: iso(r.lastOrderAt),
    loyaltyPoints: Math.floor(spentCents / 100),
  };
}

/**
 * What a role may hold (docs/modules/users.md#roles-and-permissions): admins all, managers what
 * they are given minus users.
 */
export function permissionsFor(role: Role, asked: Record<Permission, boolean>) {
  if (role === 'admin') return defaultPermissionsFor('admin');
  if (role !== 'manager') return {};
  return Object.fromEntries(
    PERMISSIONS.filter((p) => p !== 'canManageUsers' && asked[p]).map((p) => [p, true]),
  );
}

/** The columns a saved form writes (password and e-mail-verified handled apart). */
export function formColumns(v: UserFormValues, role: Role): Partial<NewUserRow> {
  const a = v.address;
  const hasAddress = Boolean(a.street || a.city || a.state || a.zipCode);
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email.toLowerCase(),
    phone: v.phone || null,
    role,
    status: v.status,
    companyName: v.companyName || null,
    address: hasAddress ? a.street : null,
    city: hasAddress ? a.city : null,
    state: hasAddress ? a.state.toUpperCase() || null : null,
    zipCode: hasAddress ? a.zipCode.toUpperCase() : null,
    country: a.country,
    preferences: { ...v.preferences },
    permissions: permissionsFor(role, v.permissions),
    notes: v.notes || null,
  };
}

export async function* asAdminUsers(batches: AsyncIterable<AdminUserRow[]>) {
  for await (const batch of batches) yield batch.map(toAdminUser);
}

export const conflict = (message: string, fields?: Record<string, string>) =>
  new DomainError('conflict', message, { ...(fields ? { fields } : {}), code: 'REFUSED' });
