import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_PERMISSION, createTestApp, type TestApp } from './helpers.ts';
import { DEMO_STOREFRONT_BLOCKS } from '../src/demo/storefront.ts';

type Person = { id: number; cookie: string };

/**
 * The storefront's team, testimonials, statistics and certifications are the owner's own: none on a
 * new shop, the demo shop's in demo mode, edited by admins only.
 */
describe('storefront blocks', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createStaff('admin');
  });
  afterAll(() => t.close());

  const blocks = async () => (await t.call('GET', '/api/storefront-blocks')).json();

  it('a new shop has none', async () => {
    expect(await blocks()).toEqual({ team: [], testimonials: [], stats: [], certifications: [] });
  });

  it('only admins edit them; customers, managers and visitors are refused', async () => {
    const customer = await t.signUp();
    const manager = await t.createStaff('manager', EVERY_PERMISSION);
    const body = { items: [{ value: '5', label: 'Vans' }] };
    expect(
      (await t.call('PUT', '/api/admin/storefront-blocks/stats', undefined, body)).statusCode,
    ).toBe(401);
    expect(
      (await t.call('PUT', '/api/admin/storefront-blocks/stats', customer, body)).statusCode,
    ).toBe(403);
    expect(
      (await t.call('PUT', '/api/admin/storefront-blocks/stats', manager, body)).statusCode,
    ).toBe(403);
    expect((await blocks()).stats).toEqual([]);
  });

  it('an admin sets, checks and removes a block; HTML stays text', async () => {
    const team = [
      { name: '<b>Ana</b> Ruiz', role: 'Owner', bio: 'Installs every system herself.' },
    ];
    const saved = await t.call('PUT', '/api/admin/storefront-blocks/team', admin, { items: team });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await blocks()).team).toEqual(team);

    const bad = await t.json<{ error: string; errors: Record<string, string> }>(
      'PUT',
      '/api/admin/storefront-blocks/team',
      admin,
      { items: [{ name: 'Ana', role: '', bio: 'x'.repeat(301) }] },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      'items.0.role': 'Role is required',
      'items.0.bio': 'About must be at most 300 characters',
    });
    const unknown = await t.call('PUT', '/api/admin/storefront-blocks/awards', admin, {
      items: [],
    });
    expect(unknown.statusCode).toBe(400);
    const tooMany = await t.call('PUT', '/api/admin/storefront-blocks/stats', admin, {
      items: Array.from({ length: 13 }, (_, i) => ({ value: String(i), label: 'x' })),
    });
    expect(tooMany.statusCode).toBe(400);

    expect(
      (await t.call('PUT', '/api/admin/storefront-blocks/team', admin, { items: [] })).statusCode,
    ).toBe(200);
    expect((await blocks()).team).toEqual([]);
  });

  it('demo mode seeds the demo blocks, never over the owner’s', async () => {
    await t.call('PUT', '/api/admin/storefront-blocks/stats', admin, {
      items: [{ value: '3', label: 'Vans on the road' }],
    });
    await t.app.services.content.seedStorefrontBlocks(DEMO_STOREFRONT_BLOCKS);
    const seeded = await blocks();
    expect(seeded.stats).toEqual([{ value: '3', label: 'Vans on the road' }]);
    expect(seeded.team).toEqual([]); // the owner removed it: kept removed
    expect(seeded.testimonials.length).toBeGreaterThan(0);
    expect(seeded.certifications.length).toBeGreaterThan(0);
  });
});
