import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PLAN_MESSAGES, type AdminPlan, type Plan } from '@shop/contract';
import { DEMO_PLANS } from '../src/demo/plans.ts';
import { createTestApp, type TestApp } from './helpers.ts';

type Person = { id: number; cookie: string };

const videoPlan = {
  name: 'Video Watch',
  description: 'Operators watch your cameras after hours.',
  monitoring: 'video',
  maintenanceVisitsPerYear: 1,
  responseHours: 8,
  extendedWarranty: true,
  monthlyPrice: 39.99,
  yearlyPrice: 399.9,
  setupFee: 99,
  minTermMonths: 12,
  taxable: true,
};

describe('plans', () => {
  let t: TestApp;
  let editor: Person;
  let ordersOnly: Person;
  let customer: Person;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await t.createStaff('manager', { canManageProducts: true });
    ordersOnly = await t.createStaff('manager', { canManageOrders: true });
    customer = await t.signUp();
  });
  afterAll(() => t.app.close());

  it('are added by staff who manage products, and sold to anyone once active', async () => {
    const added = await t.json<{ plan: AdminPlan }>('POST', '/api/admin/plans', editor, videoPlan);
    expect(added.status).toBe(201);
    expect(added.body.plan).toMatchObject({
      ...videoPlan,
      status: 'active',
      subscriptions: 0,
    });
    const [row] = await t.query<{ monthly: number; yearly: number; fee: number }>(
      sql`select monthly_price_cents as monthly, yearly_price_cents as yearly, setup_fee_cents as fee from plans where id = ${added.body.plan.id}`,
    );
    expect(row).toEqual({ monthly: 3999, yearly: 39990, fee: 9900 });

    const shop = await t.json<{ plans: Plan[] }>('GET', '/api/plans', undefined);
    expect(shop.status).toBe(200);
    expect(shop.body.plans.map((p) => p.name)).toContain('Video Watch');
    expect(shop.body.plans[0]).not.toHaveProperty('status');
  });

  it('are refused to customers and to staff without the product permission', async () => {
    for (const who of [customer, ordersOnly]) {
      const res = await t.call('POST', '/api/admin/plans', who, { ...videoPlan, name: 'X' });
      expect(res.statusCode).toBe(403);
      expect((await t.call('GET', '/api/admin/plans', who)).statusCode).toBe(403);
    }
    expect((await t.call('GET', '/api/admin/plans', undefined)).statusCode).toBe(401);
    const named = await t.query<{ n: number }>(
      sql`select count(*)::int as n from plans where name = 'X'`,
    );
    expect(named[0]?.n).toBe(0);
  });

  it('refuse bad figures field by field, and a second plan of the same name in any case', async () => {
    const bad = await t.json<{ errors: Record<string, string> }>(
      'POST',
      '/api/admin/plans',
      editor,
      {
        ...videoPlan,
        name: ' ',
        monthlyPrice: 0,
        yearlyPrice: 120_000.01,
        setupFee: 12.345,
        maintenanceVisitsPerYear: 13,
        responseHours: 0,
        minTermMonths: 61,
        monitoring: 'drones',
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: PLAN_MESSAGES.name,
      monthlyPrice: PLAN_MESSAGES.monthlyPrice,
      yearlyPrice: PLAN_MESSAGES.yearlyPrice,
      maintenanceVisitsPerYear: PLAN_MESSAGES.visits,
      responseHours: PLAN_MESSAGES.responseHours,
      minTermMonths: PLAN_MESSAGES.minTerm,
    });
    expect(bad.body.errors.setupFee).toMatch(/two decimals/);
    expect(bad.body.errors.monitoring).toMatch(/alarm, video, none/);

    const twin = await t.json<{ errors: Record<string, string> }>(
      'POST',
      '/api/admin/plans',
      editor,
      { ...videoPlan, name: 'VIDEO WATCH' },
    );
    expect(twin.status).toBe(409);
    expect(twin.body.errors).toEqual({ name: PLAN_MESSAGES.nameTaken });
  });

  it('change only what is sent; retiring takes a plan off sale but not off the staff list', async () => {
    const { body } = await t.json<{ plan: AdminPlan }>('POST', '/api/admin/plans', editor, {
      ...videoPlan,
      name: 'Alarm Basic',
      monitoring: 'alarm',
      yearlyPrice: 249.9,
    });
    const id = body.plan.id;
    const changed = await t.json<{ plan: AdminPlan }>('PUT', `/api/admin/plans/${id}`, editor, {
      monthlyPrice: 27.5,
      yearlyPrice: null,
      responseHours: null,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.plan).toMatchObject({
      name: 'Alarm Basic',
      monthlyPrice: 27.5,
      yearlyPrice: null,
      responseHours: null,
      setupFee: 99,
    });

    const retired = await t.json<{ plan: AdminPlan }>('PUT', `/api/admin/plans/${id}`, editor, {
      status: 'retired',
    });
    expect(retired.body.plan.status).toBe('retired');
    const shop = await t.json<{ plans: Plan[] }>('GET', '/api/plans', undefined);
    expect(shop.body.plans.map((p) => p.id)).not.toContain(id);
    const staff = await t.json<{ plans: AdminPlan[] }>('GET', '/api/admin/plans', editor);
    expect(staff.body.plans.find((p) => p.id === id)?.status).toBe('retired');

    expect(
      (await t.call('PUT', '/api/admin/plans/999999', editor, { taxable: false })).statusCode,
    ).toBe(404);
    const clash = await t.call('PUT', `/api/admin/plans/${id}`, editor, { name: 'video watch' });
    expect(clash.statusCode).toBe(409);
  });

  it('seed the demo plans into a shop with none only', async () => {
    expect(await t.app.services.plans.seedEmpty(DEMO_PLANS)).toBe(false);
    await t.query(sql`truncate plans cascade`);
    expect(await t.app.services.plans.seedEmpty(DEMO_PLANS)).toBe(true);
    const shop = await t.json<{ plans: Plan[] }>('GET', '/api/plans', undefined);
    expect(shop.body.plans.map((p) => [p.name, p.monitoring])).toEqual([
      ['Alarm Monitoring', 'alarm'],
      ['Video Monitoring', 'video'],
      ['Maintenance & Support', 'none'],
    ]);
  });
});
