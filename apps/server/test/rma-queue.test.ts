import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  RMA_ADMIN_MESSAGES,
  RMA_STATUSES,
  shopDay,
  WAREHOUSE_MESSAGES,
  type AdminRmaDetail,
  type AdminRmasResponse,
  type AdminRmaStats,
  type RmaStatus,
} from '@shop/contract';
import { DomainError } from '../src/lib/errors.ts';
import { createRmaStepsRepository } from '../src/modules/returns/rma-steps.repository.ts';
import { takeRmaStep } from '../src/modules/returns/rma-steps.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { insertRma, setUpStock, soldUnits, type RmaStock } from './rma-fixtures.ts';

type Staff = { id: number; cookie: string };
type Customer = { id: number; email: string; cookie: string };
type Step = { rma: AdminRmaDetail; message: string; error?: string; code?: string };

/**
 * The staff's RMA queue up to inspection (ADR 0048): who may work it, the
 * list and its counts, an RMA's detail with the unit's history, and the steps approve, reject,
 * receive and inspect, each moving the unit through the warehouse, tested as a table.
 */
describe('the staff RMA queue', () => {
  let t: TestApp;
  let admin: Staff;
  let manager: Staff;
  let reporter: Staff;
  let customer: Customer;
  let other: Customer;
  let stock: RmaStock;

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    manager = await t.createStaff('manager', { canManageOrders: true });
    reporter = await t.createStaff('manager', { canViewReports: true, canManageProducts: true });
    customer = await t.signUp({ firstName: 'Rita', lastName: 'Vance' });
    other = await t.signUp({ firstName: 'Omar', lastName: 'Quist' });
    stock = await setUpStock(t, admin, { units: 80 });
  });
  afterAll(() => t.close());

  /** A unit delivered to the customer (or `count` of them on one order). */
  const delivered = async (who: Customer = customer, count = 1) =>
    (await soldUnits(t, admin, stock, who, { quantity: count })).units;
  /** An RMA at `status` (a resolved one as the resolution, another part, leaves it). */
  const rmaOf = async (
    unit: { id: number },
    status: RmaStatus,
    who: Customer = customer,
    extra: object = {},
  ) => {
    const resolved = status === 'resolved';
    const rma = await insertRma(t, {
      customer: who,
      unitId: unit.id,
      status: resolved ? 'inspected' : status,
      ...extra,
    });
    if (resolved) await resolve(rma.id);
    return rma;
  };
  const resolve = (id: number) =>
    t.query(sql`update rmas set status = 'resolved', resolution = 'repair', resolved_at = now()
      where id = ${id}`);
  const rmaAt = async (status: RmaStatus, who: Customer = customer, extra: object = {}) => {
    const [unit] = await delivered(who);
    return { ...(await rmaOf(unit!, status, who, extra)), unit: unit! };
  };
  const post = (id: number, action: string, body: object = {}, who: Staff = manager) =>
    t.json<Step>('POST', `/api/admin/rmas/${id}/${action}`, who, body);
  const get = (id: number) =>
    t.json<{ rma: AdminRmaDetail }>('GET', `/api/admin/rmas/${id}`, manager);
  const statusOf = async (id: number) =>
    (await t.query<{ status: RmaStatus }>(sql`select status from rmas where id = ${id}`))[0]!
      .status;
  const unitOf = async (id: number) =>
    (
      await t.query<{
        status: string;
        orderId: number | null;
        refurbished: boolean;
        zone: string | null;
        staging: boolean | null;
        locationId: number | null;
      }>(sql`
        select u.status, u.order_id as "orderId", u.refurbished, z.zone_code as zone,
          l.is_staging as staging, u.location_id as "locationId"
        from product_units u left join warehouse_zones z on z.id = u.zone_id
        left join warehouse_locations l on l.id = u.location_id where u.id = ${id}`)
    )[0]!;
  const lastMovement = async (unitId: number) =>
    (
      await t.query<{
        type: string;
        fromStatus: string;
        toStatus: string;
        referenceType: string | null;
        referenceId: string | null;
      }>(sql`
        select movement_type as type, from_status as "fromStatus", to_status as "toStatus",
          reference_type as "referenceType", reference_id as "referenceId"
        from unit_movements where unit_id = ${unitId} order by id desc limit 1`)
    )[0]!;
  const mailsTo = (address: string) =>
    t.query<{ kind: string; subject: string; text_body: string }>(
      sql`select kind, subject, text_body from mail_outbox where to_address = ${address} order by id`,
    );

  it('lists, counts and filters RMAs in SQL: status or open, kind, search, dates, sorts, pages', async () => {
    // The first RMAs of the file: the counts are exact.
    const lee = await t.signUp({ firstName: 'Lee', lastName: 'Zephyrine' });
    const a = await rmaAt('requested', lee, { customer: { ...lee, name: 'Lee Zephyrine' } });
    const b = await rmaAt('approved', customer, { kind: 'return', preferredOutcome: 'refund' });
    const c = await rmaAt('rejected');
    const d = await rmaAt('resolved');
    await t.query(sql`update rmas set created_at = now() - interval '10 days' where id = ${c.id}`);
    await t.query(sql`update rmas set created_at = now() - interval '3 days' where id = ${b.id}`);

    const stats = await t.json<AdminRmaStats>('GET', '/api/admin/rmas/stats', manager);
    expect(stats.status).toBe(200);
    expect(stats.body.counts).toEqual({
      requested: 1,
      approved: 1,
      rejected: 1,
      received: 0,
      inspected: 0,
      resolved: 1,
      withdrawn: 0,
    });
    expect(stats.body.open).toBe(2);

    const list = async (query: string) => {
      const res = await t.json<AdminRmasResponse>('GET', `/api/admin/rmas?${query}`, manager);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const ids = async (query: string) => (await list(query)).rmas.map((r) => r.id);

    const all = await list('');
    expect(all.rmas.map((r) => r.id)).toEqual([d.id, a.id, b.id, c.id]);
    expect(all.pagination).toMatchObject({ totalItems: 4, currentPage: 1 });
    const row = all.rmas.find((r) => r.id === b.id)!;
    expect(row).toMatchObject({
      rmaNumber: b.rmaNumber,
      status: 'approved',
      kind: 'return',
      customerName: 'Test Customer',
      customerEmail: customer.email,
      productName: stock.product.name,
      unitIdentifier: b.unit.identifier,
      preferredOutcome: 'refund',
      daysOpen: 3,
    });
    expect(row.orderNumber).toMatch(/\S/);

    expect(await ids('sort=oldest')).toEqual([c.id, b.id, a.id, d.id]);
    expect(await ids('sort=status')).toEqual([a.id, b.id, c.id, d.id]);
    expect(await ids('status=open')).toEqual([a.id, b.id]);
    expect(await ids('status=rejected')).toEqual([c.id]);
    expect(await ids('kind=return')).toEqual([b.id]);
    // Search: number, serial, customer name or e-mail, product and order number; any case.
    expect(await ids(`search=${a.rmaNumber.toLowerCase()}`)).toEqual([a.id]);
    expect(await ids(`search=${encodeURIComponent(c.unit.identifier)}`)).toEqual([c.id]);
    expect(await ids('search=ZEPHYR')).toEqual([a.id]);
    expect(await ids(`search=${encodeURIComponent(lee.email)}`)).toEqual([a.id]);
    expect(await ids(`search=${encodeURIComponent(all.rmas[3]!.orderNumber)}`)).toEqual([c.id]);
    expect(await ids(`search=${encodeURIComponent(stock.product.name.slice(0, 6))}`)).toHaveLength(
      4,
    );
    // LIKE's wildcards are text.
    expect(await ids('search=%25')).toEqual([]);
    const today = shopDay(new Date());
    const older = shopDay(new Date(Date.now() - 5 * 86_400_000));
    expect(await ids(`createdTo=${older}`)).toEqual([c.id]);
    expect((await ids(`createdFrom=${older}&createdTo=${today}`)).sort()).toEqual(
      [a.id, b.id, d.id].sort(),
    );
    const page2 = await list('limit=3&page=2');
    expect(page2.rmas.map((r) => r.id)).toEqual([c.id]);
    expect(page2.pagination).toMatchObject({ totalPages: 2, hasPrev: true, hasNext: false });

    for (const bad of [
      'status=lost',
      'kind=exchange',
      'sort=price',
      'limit=101',
      'page=0',
      'createdFrom=2026-13-01',
      `createdFrom=${today}&createdTo=${older}`,
    ]) {
      expect((await t.call('GET', `/api/admin/rmas?${bad}`, manager)).statusCode, bad).toBe(400);
    }
  });

  it('is for staff who manage orders only: 401 signed out, 403 for customers and other staff; every call is in the OpenAPI document', async () => {
    const { id } = await rmaAt('requested');
    const calls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/admin/rmas'],
      ['GET', '/api/admin/rmas/stats'],
      ['GET', '/api/admin/rmas/lookup?code=RMA-2026-000001'],
      ['GET', `/api/admin/rmas/${id}`],
      ['POST', `/api/admin/rmas/${id}/approve`, {}],
      ['POST', `/api/admin/rmas/${id}/reject`, { reason: 'No' }],
      ['POST', `/api/admin/rmas/${id}/receive`, { code: 'x' }],
      ['POST', `/api/admin/rmas/${id}/inspect`, { result: 'damaged' }],
    ];
    for (const [method, url, body] of calls) {
      expect((await t.call(method, url, undefined, body)).statusCode, url).toBe(401);
      expect((await t.call(method, url, customer, body)).statusCode, url).toBe(403);
      expect((await t.call(method, url, reporter, body)).statusCode, url).toBe(403);
    }
    expect(await statusOf(id)).toBe('requested');
    expect((await t.call('GET', '/api/admin/rmas', admin)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/admin/rmas/999999', manager)).statusCode).toBe(404);
    expect((await post(999999, 'approve')).status).toBe(404);

    const doc = (await t.call('GET', '/api/docs/json')).json() as { paths: object };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/rmas',
        '/api/admin/rmas/stats',
        '/api/admin/rmas/lookup',
        '/api/admin/rmas/{id}',
        '/api/admin/rmas/{id}/approve',
        '/api/admin/rmas/{id}/reject',
        '/api/admin/rmas/{id}/receive',
        '/api/admin/rmas/{id}/inspect',
      ]),
    );
  });

  it("answers an RMA whole: its columns, steps with who, photos, customer, order and the unit's history", async () => {
    const rma = await rmaAt('requested', customer, {
      description: '<img src=x onerror=alert(1)> stopped recording',
      reason: 'defective',
    });
    await t.query(sql`
      insert into rma_photos (rma_id, position, storage_key, width, height)
      values (${rma.id}, 2, 'rma/b.webp', 640, 480), (${rma.id}, 1, 'rma/a.webp', 800, 600)`);
    const approved = await post(rma.id, 'approve', { note: 'Send it in the original box' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    const { status, body } = await get(rma.id);
    expect(status).toBe(200);
    const r = body.rma;
    expect(r).toMatchObject({
      id: rma.id,
      rmaNumber: rma.rmaNumber,
      status: 'approved',
      kind: 'warranty',
      reason: 'defective',
      description: '<img src=x onerror=alert(1)> stopped recording',
      unitId: rma.unit.id,
      unitIdentifier: rma.unit.identifier,
      productId: stock.product.id,
      decisionNote: 'Send it in the original box',
      approvedBy: expect.stringMatching(/\S/),
      rejectedAt: null,
      receivedAt: null,
      inspectionResult: null,
      resolution: null,
      resolutionOrderId: null,
      resolutionOrderNumber: null,
      refund: null,
      daysOpen: 0,
      customer: { id: customer.id, name: 'Rita Vance', email: customer.email },
      order: { id: expect.any(Number), status: 'delivered' },
    });
    expect(r.order.orderNumber).toBe(r.orderNumber);
    expect(r.approvedAt).not.toBeNull();
    expect(r.photos).toEqual([
      { position: 1, width: 800, height: 600, url: `/api/admin/rmas/${rma.id}/photos/1` },
      { position: 2, width: 640, height: 480, url: `/api/admin/rmas/${rma.id}/photos/2` },
    ]);
    expect(r.events.map((e) => [e.fromStatus, e.toStatus, e.byCustomer])).toEqual([
      [null, 'requested', true],
      ['requested', 'approved', false],
    ]);
    expect(r.events[1]).toMatchObject({ note: 'Send it in the original box', userName: /\S/ });
    // The unit's whole life, oldest first: received, assigned, shipped, delivered.
    expect(r.unit).toMatchObject({ id: rma.unit.id, status: 'delivered', location: null });
    expect(r.unit.history.map((m) => m.to_status)).toEqual([
      'available',
      'assigned',
      'shipped',
      'delivered',
    ]);
  });

  it('approves with a note and rejects with a reason, each e-mailed to the customer with their RMA page', async () => {
    const who = await t.signUp({ firstName: 'Ana', lastName: 'Diaz' });
    const one = await rmaAt('requested', who);
    const two = await rmaAt('requested', who);

    const ok = await post(one.id, 'approve', { note: 'Include the power supply' });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(RMA_ADMIN_MESSAGES.approved(one.rmaNumber));
    expect(ok.body.rma.status).toBe('approved');

    expect((await post(two.id, 'reject', {})).status).toBe(400);
    expect((await post(two.id, 'reject', { reason: '   ' })).status).toBe(400);
    expect((await post(two.id, 'reject', { reason: 'x'.repeat(2001) })).status).toBe(400);
    expect(await statusOf(two.id)).toBe('requested');
    const no = await post(two.id, 'reject', { reason: 'Physical damage is not covered' });
    expect(no.status).toBe(200);
    expect(no.body.rma).toMatchObject({
      status: 'rejected',
      decisionNote: 'Physical damage is not covered',
      rejectedBy: expect.stringMatching(/\S/),
    });

    const mails = await mailsTo(who.email);
    expect(mails.map((m) => m.kind)).toEqual(['rma_approved', 'rma_rejected']);
    expect(mails[0]!.subject).toContain(one.rmaNumber);
    expect(mails[0]!.text_body).toContain('Include the power supply');
    expect(mails[0]!.text_body).toContain('print the return label');
    expect(mails[0]!.text_body).toContain(`http://localhost:3000/dashboard/returns/${one.id}`);
    expect(mails[1]!.text_body).toContain('Physical damage is not covered');
    expect(mails[1]!.text_body).toContain(`/dashboard/returns/${two.id}`);

    // A second decision is refused and mails nobody.
    const again = await post(one.id, 'approve', { note: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('RMA_STEP_REFUSED');
    expect(await mailsTo(who.email)).toHaveLength(2);
    const twice = await post(two.id, 'reject', { reason: 'Changed my mind' });
    expect(twice.status).toBe(409);
    expect(await mailsTo(who.email)).toHaveLength(2);
    const late = await post(two.id, 'approve', {});
    expect(late.status).toBe(409);
    expect(await mailsTo(who.email)).toHaveLength(2);
  });

  it('closes an approved RMA whose unit never came back by rejecting it with a reason, e-mailed', async () => {
    const who = await t.signUp({ firstName: 'Lee', lastName: 'Park' });
    const rma = await rmaAt('requested', who);
    expect((await post(rma.id, 'approve', { note: 'Send it in' })).status).toBe(200);
    expect((await post(rma.id, 'reject', { reason: '  ' })).status).toBe(400);
    expect(await statusOf(rma.id)).toBe('approved');
    const closed = await post(rma.id, 'reject', { reason: 'Nothing arrived in 60 days' });
    expect(closed.status).toBe(200);
    expect(closed.body.message).toBe(RMA_ADMIN_MESSAGES.rejected(rma.rmaNumber));
    expect(closed.body.rma).toMatchObject({
      status: 'rejected',
      decisionNote: 'Nothing arrived in 60 days',
      rejectedBy: expect.stringMatching(/\S/),
    });
    expect(closed.body.rma.events.map((e) => [e.fromStatus, e.toStatus, e.note])).toEqual([
      [null, 'requested', null],
      ['requested', 'approved', 'Send it in'],
      ['approved', 'rejected', 'Nothing arrived in 60 days'],
    ]);
    // The unit is still the customer's: nothing moved in the warehouse.
    expect((await unitOf(rma.unit.id)).status).toBe('delivered');
    const mails = await mailsTo(who.email);
    expect(mails.map((m) => m.kind)).toEqual(['rma_approved', 'rma_rejected']);
    // It was approved: the e-mail says the return was closed, not that it was refused.
    expect(mails[1]!.subject).toBe(`Your return ${rma.rmaNumber} was closed`);
    expect(mails[1]!.text_body).not.toContain('could not approve');
    expect(mails[1]!.text_body).toContain('Nothing arrived in 60 days');
    expect(mails[1]!.text_body).toContain(`/dashboard/returns/${rma.id}`);
    // Closed: no receipt after it.
    expect((await post(rma.id, 'receive', { code: rma.rmaNumber })).status).toBe(409);
  });

  it('receives the unit by the return label or the unit label into the returns zone it makes; another code is 409', async () => {
    // The test database has no returns zone: the first receipt makes zone RET.
    await t.query(sql`update warehouse_zones set is_returns = false`);
    const byNumber = await rmaAt('approved');
    const byUnit = await rmaAt('approved');
    const elsewhere = await rmaAt('approved');

    const wrong = await post(byNumber.id, 'receive', { code: byUnit.unit.identifier });
    expect(wrong.status).toBe(409);
    expect(wrong.body.error).toBe(
      RMA_ADMIN_MESSAGES.wrongCode(byNumber.rmaNumber, byNumber.unit.identifier),
    );
    expect((await post(byNumber.id, 'receive', { code: byUnit.rmaNumber })).status).toBe(409);
    expect((await post(byNumber.id, 'receive', { code: '' })).status).toBe(400);
    expect(await statusOf(byNumber.id)).toBe('approved');
    expect((await unitOf(byNumber.unit.id)).status).toBe('delivered');

    // The return label's QR holds the number; a scanner may type it in lower case.
    const got = await post(byNumber.id, 'receive', {
      code: ` ${byNumber.rmaNumber.toLowerCase()} `,
    });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body.rma).toMatchObject({ status: 'received', receivedBy: expect.any(String) });
    expect(got.body.message).toBe(RMA_ADMIN_MESSAGES.received(byNumber.rmaNumber, 'RET staging'));
    const zones = await t.query<{ code: string; name: string }>(
      sql`select zone_code as code, zone_name as name from warehouse_zones where is_returns`,
    );
    expect(zones).toEqual([{ code: 'RET', name: 'Returns' }]);
    const unit = await unitOf(byNumber.unit.id);
    expect(unit).toMatchObject({ status: 'returned', zone: 'RET', staging: true });
    // It keeps its order, for its history and the resolution.
    expect(unit.orderId).not.toBeNull();
    expect(await lastMovement(byNumber.unit.id)).toEqual({
      type: 'return_processing',
      fromStatus: 'delivered',
      toStatus: 'returned',
      referenceType: 'rma',
      referenceId: String(byNumber.id),
    });
    expect(got.body.rma.unit).toMatchObject({ status: 'returned', location: 'RET staging' });
    expect(got.body.rma.unit.history.at(-1)).toMatchObject({
      to_status: 'returned',
      to_location: 'RET staging',
    });

    // The unit's own label (its identifier), in the zone already marked.
    const viaUnit = await post(byUnit.id, 'receive', { code: byUnit.unit.identifier });
    expect(viaUnit.status).toBe(200);
    expect(await unitOf(byUnit.unit.id)).toMatchObject({ status: 'returned', zone: 'RET' });
    expect(await statusOf(byUnit.id)).toBe('received');

    // A zone marked as the returns zone is used, whatever its code.
    const zone = await t.call('POST', '/api/warehouse-zones', admin, {
      zone_code: 'RZ',
      zone_name: 'Repairs bench',
      aisles: 1,
      racks: 1,
      shelves: 1,
    });
    expect(zone.statusCode).toBe(201);
    const markReturns = async (code: string) => {
      await t.query(sql`update warehouse_zones set is_returns = false`);
      await t.query(sql`update warehouse_zones set is_returns = true where zone_code = ${code}`);
    };
    await markReturns('RZ');
    expect((await post(elsewhere.id, 'receive', { code: elsewhere.rmaNumber })).status).toBe(200);
    expect(await unitOf(elsewhere.unit.id)).toMatchObject({ zone: 'RZ', staging: true });
    await markReturns('RET');
  });

  it('refuses to receive a unit that is not with the customer, and leaves the RMA as it was', async () => {
    const rma = await rmaAt('approved');
    await t.query(sql`update product_units set status = 'lost', order_id = null
      where id = ${rma.unit.id}`);
    const res = await post(rma.id, 'receive', { code: rma.rmaNumber });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(RMA_ADMIN_MESSAGES.unitNotOut(rma.unit.identifier, 'lost'));
    expect(await statusOf(rma.id)).toBe('approved');
    expect((await get(rma.id)).body.rma.events).toHaveLength(1);
  });

  it('inspects a received unit: refurbished stays returned on its order until the resolution, damaged is damaged', async () => {
    const works = await rmaAt('approved');
    const broken = await rmaAt('approved');
    for (const r of [works, broken])
      expect((await post(r.id, 'receive', { code: r.rmaNumber })).status).toBe(200);
    const before = await unitOf(works.unit.id);

    expect((await post(works.id, 'inspect', { result: 'mended' })).status).toBe(400);
    expect((await post(works.id, 'inspect', { notes: 'fine' })).status).toBe(400);
    const ok = await post(works.id, 'inspect', { result: 'refurbished', notes: 'Records fine' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.rma).toMatchObject({
      status: 'inspected',
      inspectionResult: 'refurbished',
      inspectionNotes: 'Records fine',
      inspectedBy: expect.any(String),
    });
    // Still the customer's: returned, on its order, in the returns bin, not on sale until
    // the resolution puts it back (a refund or a replacement) or sends it back (a repair).
    expect(await unitOf(works.unit.id)).toEqual(before);
    expect(before).toMatchObject({ status: 'returned', refurbished: false });
    expect(before.orderId).not.toBeNull();

    const bad = await post(broken.id, 'inspect', { result: 'damaged' });
    expect(bad.status).toBe(200);
    expect(bad.body.rma.inspectionNotes).toBeNull();
    expect(await unitOf(broken.unit.id)).toMatchObject({ status: 'damaged', refurbished: false });
    expect(await lastMovement(broken.unit.id)).toMatchObject({
      type: 'damage_report',
      referenceId: String(broken.id),
    });
    // Inspected once.
    expect((await post(broken.id, 'inspect', { result: 'refurbished' })).status).toBe(409);
    await resolve(works.id);
  });

  it("refuses a hand-made status change of a unit in an open RMA, one or in bulk; once closed it is the warehouse's again", async () => {
    const atCustomer = await rmaAt('approved');
    const back = await rmaAt('approved');
    expect((await post(back.id, 'receive', { code: back.rmaNumber })).status).toBe(200);
    const [free] = await t.query<{ id: number }>(sql`
      select id from product_units where status = 'available' order by id limit 1`);
    const change = (id: number) =>
      t.call('PUT', `/api/product-units/${id}/status`, admin, { status: 'available', notes: '' });
    const bulk = (ids: number[]) =>
      t.call('PUT', '/api/product-units/bulk-update-status', admin, {
        unitIds: ids,
        status: 'damaged',
        notes: 'Dropped',
      });

    // Still with the customer: not marked returned by hand (the RMA's receive does that).
    const early = await t.call('PUT', `/api/product-units/${atCustomer.unit.id}/status`, admin, {
      status: 'returned',
      notes: '',
    });
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json()).toMatchObject({ code: 'UNIT_UNDER_RMA' });
    expect(early.json().error).toContain(atCustomer.rmaNumber);
    // Received: not put on sale or written off by hand before its inspection.
    const before = await unitOf(back.unit.id);
    expect((await change(back.unit.id)).statusCode).toBe(409);
    const both = await bulk([free!.id, back.unit.id]);
    expect(both.statusCode, both.body).toBe(409);
    expect(both.json().error).toContain(back.rmaNumber);
    expect(await unitOf(back.unit.id)).toEqual(before);
    expect((await unitOf(free!.id)).status).toBe('available');

    // Closed, the unit is the warehouse's to change again.
    await resolve(back.id);
    const after = await change(back.unit.id);
    expect(after.statusCode, after.body).toBe(200);
    expect((await unitOf(back.unit.id)).status).toBe('available');
    await resolve(atCustomer.id);
  });

  it('looks up the open RMA of a scanned code: RMA number or unit identifier; 404 otherwise', async () => {
    const open = await rmaAt('approved');
    const closed = await rmaAt('rejected');
    const lookup = (code: string) =>
      t.json<{ rma: { id: number; rmaNumber: string; status: string } }>(
        'GET',
        `/api/admin/rmas/lookup?code=${encodeURIComponent(code)}`,
        manager,
      );
    expect((await lookup(open.rmaNumber)).body.rma).toEqual({
      id: open.id,
      rmaNumber: open.rmaNumber,
      status: 'approved',
    });
    expect((await lookup(open.rmaNumber.toLowerCase())).body.rma.id).toBe(open.id);
    expect((await lookup(open.unit.identifier)).body.rma.id).toBe(open.id);
    expect((await lookup(open.unit.identifier.toLowerCase())).body.rma.id).toBe(open.id);
    const none = await lookup(closed.rmaNumber);
    expect(none.status).toBe(404);
    expect((none.body as unknown as { error: string }).error).toBe(RMA_ADMIN_MESSAGES.noOpenRma);
    expect((await lookup(closed.unit.identifier)).status).toBe(404);
    expect((await lookup('RMA-2026-999999')).status).toBe(404);
    expect((await lookup('nothing-like-it')).status).toBe(404);
    expect((await t.call('GET', '/api/admin/rmas/lookup?code=', manager)).statusCode).toBe(400);
  });

  it('shows the returns zone as such, and refuses to delete it (409)', async () => {
    const [zone] = await t.query<{ id: number }>(
      sql`select id from warehouse_zones where is_returns`,
    );
    const zones = (await t.call('GET', '/api/warehouse-zones', admin)).json() as {
      zones: { id: number; zone_code: string; is_returns: boolean }[];
    };
    expect(zones.zones.filter((z) => z.is_returns).map((z) => z.zone_code)).toEqual(['RET']);
    const res = await t.call('DELETE', `/api/warehouse-zones/${zone!.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(WAREHOUSE_MESSAGES.returnsZoneKept('RET'));
    expect(await t.query(sql`select 1 from warehouse_zones where id = ${zone!.id}`)).toHaveLength(
      1,
    );
  });

  it('allows exactly the steps RMA_TRANSITIONS lists, from every status (a table); a refused step changes nothing', async () => {
    type Action = 'approve' | 'reject' | 'receive' | 'inspect' | 'withdraw';
    const ACTIONS: Action[] = ['approve', 'reject', 'receive', 'inspect', 'withdraw'];
    const TARGET: Record<Action, RmaStatus> = {
      approve: 'approved',
      reject: 'rejected',
      receive: 'received',
      inspect: 'inspected',
      withdraw: 'withdrawn',
    };
    // Written out, not read from the contract: the steps of
    // docs/modules/returns.md#statuses-and-transitions.
    const ALLOWED: Record<RmaStatus, Action[]> = {
      requested: ['approve', 'reject', 'withdraw'],
      // Staff close an approved RMA whose unit never comes back by rejecting it.
      approved: ['reject', 'receive', 'withdraw'],
      received: ['inspect'],
      inspected: [],
      resolved: [],
      rejected: [],
      withdrawn: [],
    };
    const steps = createRmaStepsRepository(t.database);
    // The customer's withdrawal, through the shared step helper (its route is another part's).
    const withdraw = async (id: number) => {
      try {
        await t.database.transaction(async () => {
          const rma = (await steps.lock(id))!;
          await takeRmaStep(steps, rma, 'withdrawn', {
            actor: { kind: 'customer', userId: other.id, userName: 'Omar Quist' },
            columns: { withdrawnAt: new Date() },
          });
        });
        return 200;
      } catch (err) {
        if (err instanceof DomainError && err.type === 'conflict') return 409;
        throw err;
      }
    };
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const status of RMA_STATUSES) {
      const units = await delivered(other, ACTIONS.length);
      for (const [i, action] of ACTIONS.entries()) {
        const unit = units[i]!;
        const rma = await rmaOf(unit, status, other);
        // A unit past receipt is back in the warehouse, as the steps before would have left it.
        if (['received', 'inspected', 'resolved'].includes(status))
          await t.app.services.units.receiveReturn(
            unit.id,
            { rmaId: rma.id, rmaNumber: rma.rmaNumber, unitIdentifier: unit.identifier },
            admin.id,
          );
        const body = {
          approve: {},
          reject: { reason: 'Not covered' },
          receive: { code: rma.rmaNumber },
          // Damaged: the unit stays off sale, so no later order takes it.
          inspect: { result: 'damaged' },
        };
        const code =
          action === 'withdraw'
            ? await withdraw(rma.id)
            : (await post(rma.id, action, body[action])).status;
        const allowed = ALLOWED[status].includes(action);
        const after = await statusOf(rma.id);
        outcomes.push(`${status} ${action}: ${code} -> ${after}`);
        expected.push(
          `${status} ${action}: ${allowed ? 200 : 409} -> ${allowed ? TARGET[action] : status}`,
        );
      }
    }
    expect(outcomes).toEqual(expected);
  });
});
