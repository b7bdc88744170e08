import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers.ts';

const SIGN_IN = { error: 'Please sign in to continue.', code: 'SIGN_IN_REQUIRED' };
const NO_PERMISSION = { error: 'You do not have permission to do this.', code: 'FORBIDDEN' };

describe('roles and guards', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (url: string, cookie?: string) => t.call('GET', url, cookie);

  it('GET /api/customer/profile: 401 for guests, own profile for customers', async () => {
    const guest = await get('/api/customer/profile');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(SIGN_IN);

    const a = await t.signUp({
      accountType: 'business',
      companyName: 'Acme',
      jobTitle: 'Owner',
      phone: '702-555-0199',
    });
    const b = await t.signUp({ firstName: 'Bea' });
    const res = await get('/api/customer/profile', a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const profile = res.json() as Record<string, unknown>;
    expect(profile).toMatchObject({
      id: a.id,
      email: a.email,
      firstName: 'Pat',
      companyName: 'Acme',
      jobTitle: 'Owner',
      phone: '702-555-0199',
      accountType: 'business',
      customerType: 'retail',
      role: 'customer',
      status: 'active',
      address: '1 Main Street',
      city: 'Las Vegas',
      state: 'NV',
      zipCode: '89101',
      country: 'United States',
    });
    expect(JSON.stringify(profile)).not.toMatch(/password|hash/i);

    const other = await get('/api/customer/profile', b.cookie);
    expect((other.json() as { email: string }).email).toBe(b.email);
    // No way to ask for someone else's profile through the query string.
    const sneaky = await get(`/api/customer/profile?id=${a.id}&userId=${a.id}`, b.cookie);
    expect((sneaky.json() as { email: string }).email).toBe(b.email);
  });

  it('GET /api/admin/stats: 401 guest, 403 customer, 200 admin with correct counts', async () => {
    const guest = await get('/api/admin/stats');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(SIGN_IN);

    const customer = await t.signUp();
    const denied = await get('/api/admin/stats', customer.cookie);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual(NO_PERMISSION);

    // Two more customers (one unverified, one suspended), a manager and the admin.
    await t.register();
    const suspended = await t.signUp();
    await t.query(sql`update users set status = 'suspended' where id = ${suspended.id}`);
    const client = await t.signUp();
    await t.query(sql`update users set role = 'client' where id = ${client.id}`);
    await t.createStaff('manager', { canViewReports: false });
    const admin = await t.createStaff('admin');
    await t.query(
      sql`update users set created_at = now() - interval '40 days' where id = ${customer.id}`,
    );

    const res = await get('/api/admin/stats', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      users: {
        total: 6,
        active: 5,
        inactive: 1,
        admins: 1,
        managers: 1,
        customers: 4,
        unverified: 1,
        // Everyone but the back-dated customer was created this month.
        newThisMonth: 5,
      },
      totals: { activeUsers: 5, ordersLast30Days: 0, revenueLast30Days: 0 },
    });
  });

  it('a manager with canViewReports gets the stats; without it, 403', async () => {
    const reporter = await t.createStaff('manager', { canViewReports: true });
    const ok = await get('/api/admin/stats', reporter.cookie);
    expect(ok.statusCode).toBe(200);

    const plain = await t.createStaff('manager', { canManageOrders: true });
    const denied = await get('/api/admin/stats', plain.cookie);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual(NO_PERMISSION);
  });

  it('permissions are read from the database on every request, not from the login', async () => {
    const manager = await t.createStaff('manager', { canViewReports: true });
    expect((await get('/api/admin/stats', manager.cookie)).statusCode).toBe(200);
    await t.query(sql`update users set permissions = '{}'::jsonb where id = ${manager.id}`);
    expect((await get('/api/admin/stats', manager.cookie)).statusCode).toBe(403);
    await t.query(sql`update users set role = 'customer' where id = ${manager.id}`);
    expect((await t.checkAuth(manager.cookie)).user?.role).toBe('customer');
  });

  it('a customer or client given permissions in the database still gets nothing', async () => {
    const customer = await t.signUp();
    await t.query(
      sql`update users set permissions = '{"canViewReports": true, "canManageUsers": true}'::jsonb where id = ${customer.id}`,
    );
    expect((await get('/api/admin/stats', customer.cookie)).statusCode).toBe(403);
    await t.query(sql`update users set role = 'client' where id = ${customer.id}`);
    expect((await get('/api/admin/stats', customer.cookie)).statusCode).toBe(403);
  });

  it('check-auth shows admin permissions in full', async () => {
    const admin = await t.createStaff('admin');
    const auth = await t.checkAuth(admin.cookie);
    expect(auth.user).toMatchObject({
      role: 'admin',
      permissions: {
        canViewReports: true,
        canManageProducts: true,
        canManageOrders: true,
        canManageUsers: true,
      },
    });
  });

  it('every staff and customer route group refuses before its handler and is never cached, refused or not', async () => {
    const admin = await t.createStaff('admin');
    const customer = await t.signUp();
    const groups = [
      '/api/customer/profile',
      '/api/admin/users',
      '/api/admin/orders',
      '/api/admin/products',
      '/api/warehouse-zones',
      '/api/product-units',
      '/api/admin/contact-requests',
      '/api/admin/pages',
      '/api/admin/system',
    ];
    for (const url of groups) {
      const guest = await get(url);
      expect(guest.statusCode, url).toBe(401);
      expect(guest.headers['cache-control'], url).toBe('no-store');
      if (url.startsWith('/api/customer')) continue;
      const refused = await get(url, customer.cookie);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.headers['cache-control'], url).toBe('no-store');
      const allowed = await get(url, admin.cookie);
      expect(allowed.statusCode, `${url} ${allowed.body}`).toBe(200);
      expect(allowed.headers['cache-control'], url).toBe('no-store');
    }
  });
});
