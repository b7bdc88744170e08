import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { seedStaffLeads } from './lead-fixtures.ts';

/**
 * The staff's lead lists on each engine: search through the trigram index, filters, sorts
 * and pages in SQL, and the stats counted by the database. Everything else about leads:
 * leads.test.ts.
 */
describe('leads: the staff lists (both engines)', () => {
  let t: TestApp;
  let admin: { id: number; cookie: string };
  let contactIds: number[];
  let surveyIds: number[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createStaff('admin');
    ({ contactIds, surveyIds } = await seedStaffLeads(t));
  });
  afterAll(async () => t.close());

  it('lists with pagination, filters, search and sorts done by the server', async () => {
    const page = await t.call('GET', '/api/admin/contact-requests?page=2&limit=3', admin.cookie);
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.pagination).toEqual({
      currentPage: 2,
      totalPages: 2,
      totalItems: 4,
      itemsPerPage: 3,
      hasNext: false,
      hasPrev: true,
    });
    // Newest first by default: page 2 holds the oldest.
    expect(body.contactRequests.map((r: { id: number }) => r.id)).toEqual([contactIds[0]]);

    const byName = await t.call(
      'GET',
      '/api/admin/contact-requests?sort=name&order=asc',
      admin.cookie,
    );
    expect(byName.json().contactRequests.map((r: { name: string }) => r.name)).toEqual([
      'Alice Archer',
      'Bob Baker',
      'Cara Cole',
      'Dan Drake',
    ]);
    const search = await t.call(
      'GET',
      '/api/admin/contact-requests?search=CORP.EXAMPLE',
      admin.cookie,
    );
    expect(search.json().contactRequests.map((r: { name: string }) => r.name)).toEqual([
      'Bob Baker',
    ]);
    const wildcard = await t.call('GET', '/api/admin/contact-requests?search=%25', admin.cookie);
    expect(wildcard.json().contactRequests).toEqual([]);
    const service = await t.call(
      'GET',
      '/api/admin/contact-requests?service_type=alarms',
      admin.cookie,
    );
    expect(service.json().pagination.totalItems).toBe(1);

    const surveys = await t.call(
      'GET',
      '/api/admin/site-surveys?property_type=residential&sort=timeframe&order=desc',
      admin.cookie,
    );
    expect(surveys.json().surveys.map((s: { timeframe: string }) => s.timeframe)).toEqual([
      'month',
      'future',
    ]);
    const byId = await t.call(
      'GET',
      `/api/admin/site-surveys?search=${surveyIds[1]}`,
      admin.cookie,
    );
    expect(byId.json().surveys.map((s: { id: number }) => s.id)).toContain(surveyIds[1]);

    for (const bad of [
      '/api/admin/contact-requests?limit=101',
      '/api/admin/contact-requests?page=0',
      '/api/admin/contact-requests?sort=password',
      '/api/admin/contact-requests?status=deleted',
      '/api/admin/contact-requests?order=sideways',
      '/api/admin/site-surveys?timeframe=never',
      '/api/admin/site-surveys?assignedTo=someone',
    ]) {
      const res = await t.call('GET', bad, admin.cookie);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('computes the stats from the rows', async () => {
    const contacts = (await t.call('GET', '/api/admin/contact-requests/stats', admin.cookie)).json()
      .stats;
    const all = (await t.call('GET', '/api/admin/contact-requests?limit=100', admin.cookie)).json()
      .contactRequests as {
      status: string;
      priority: string;
      assigned_user_id: number | null;
      service_type: string | null;
    }[];
    expect(contacts.totalRequests).toBe(all.length);
    expect(contacts.newThisMonth).toBe(all.length);
    expect(contacts.highPriority).toBe(
      all.filter((r) => ['high', 'urgent'].includes(r.priority)).length,
    );
    expect(contacts.resolved).toBe(
      all.filter((r) => ['resolved', 'closed'].includes(r.status)).length,
    );
    expect(contacts.assignmentStats).toEqual({
      assigned: all.filter((r) => r.assigned_user_id !== null).length,
      unassigned: all.filter((r) => r.assigned_user_id === null).length,
    });
    const statusSum = contacts.statusBreakdown.reduce(
      (n: number, s: { count: number }) => n + s.count,
      0,
    );
    expect(statusSum).toBe(all.length);
    expect(contacts.serviceBreakdown).toContainEqual({ service_type: null, count: 1 });
    expect(contacts.recentRequests.length).toBe(Math.min(5, all.length));

    const surveys = (await t.call('GET', '/api/admin/site-surveys/stats', admin.cookie)).json()
      .stats;
    const rows = (await t.call('GET', '/api/admin/site-surveys?limit=100', admin.cookie)).json()
      .surveys as {
      estimated_value: number;
      complexity_score: number;
      timeframe: string;
      priority: string;
      status: string;
    }[];
    expect(surveys.total).toBe(rows.length);
    expect(surveys.totalEstimatedValue).toBe(rows.reduce((n, r) => n + r.estimated_value, 0));
    const avg = rows.reduce((n, r) => n + r.complexity_score, 0) / rows.length;
    expect(surveys.averageComplexity).toBeCloseTo(Math.round(avg * 10) / 10, 5);
    expect(surveys.urgent).toBe(
      rows.filter((r) => r.timeframe === 'asap' || r.priority === 'urgent').length,
    );
    expect(surveys.byPropertyType).toEqual([
      { property_type: 'residential', count: 2 },
      { property_type: 'commercial', count: 1 },
    ]);
    const counts = (await t.call('GET', '/api/admin/leads/new-counts', admin.cookie)).json();
    expect(counts.siteSurveys).toBe(rows.filter((r) => r.status === 'new').length);
  });
});
