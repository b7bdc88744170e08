import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@shop/contract';
import type { DomainError } from '../lib/errors.ts';
import { requirePermission, requireRole, requireUser, requireWriteAccess } from './auth-guards.ts';

const user = (
  role: PublicUser['role'],
  permissions: PublicUser['permissions'] = {},
): PublicUser => ({
  id: 1,
  email: 'x@example.com',
  firstName: 'X',
  lastName: 'Y',
  companyName: null,
  role,
  accountType: 'personal',
  status: 'active',
  permissions,
  emailVerified: true,
});
const request = (u: PublicUser | null) => ({ user: u }) as FastifyRequest;

async function statusOf(guard: (r: FastifyRequest) => Promise<void>, u: PublicUser | null) {
  try {
    await guard(request(u));
    return 200;
  } catch (err) {
    return (err as DomainError).statusCode;
  }
}

describe('route guards', () => {
  it('requireUser: guests 401, anyone signed in passes', async () => {
    expect(await statusOf(requireUser, null)).toBe(401);
    expect(await statusOf(requireUser, user('customer'))).toBe(200);
  });

  it('requireWriteAccess: 401 without a session, 403 for a guest account, others pass', async () => {
    expect(await statusOf(requireWriteAccess, null)).toBe(401);
    expect(await statusOf(requireWriteAccess, user('guest'))).toBe(403);
    await expect(requireWriteAccess(request(user('guest')))).rejects.toThrow(/read-only/);
    for (const role of ['customer', 'client', 'manager', 'admin'] as const) {
      expect(await statusOf(requireWriteAccess, user(role)), role).toBe(200);
    }
  });

  it('requireRole: 401 for guests, 403 with the spec message for other roles', async () => {
    const adminOnly = requireRole('admin');
    expect(await statusOf(adminOnly, null)).toBe(401);
    expect(await statusOf(adminOnly, user('manager', { canManageUsers: true }))).toBe(403);
    expect(await statusOf(adminOnly, user('admin'))).toBe(200);
    await expect(adminOnly(request(user('customer')))).rejects.toThrow(
      'Access denied: Admin privileges required',
    );
    expect(await statusOf(requireRole('admin', 'manager'), user('manager'))).toBe(200);
  });

  it('requirePermission: admins always, managers by their permissions, never canManageUsers', async () => {
    expect(await statusOf(requirePermission('canManageOrders'), user('admin'))).toBe(200);
    expect(
      await statusOf(
        requirePermission('canManageOrders'),
        user('manager', { canManageOrders: true }),
      ),
    ).toBe(200);
    expect(await statusOf(requirePermission('canManageOrders'), user('manager'))).toBe(403);
    expect(
      await statusOf(
        requirePermission('canManageUsers'),
        user('manager', { canManageUsers: true }),
      ),
    ).toBe(403);
    expect(
      await statusOf(
        requirePermission('canViewReports'),
        user('customer', { canViewReports: true }),
      ),
    ).toBe(403);
  });
});
