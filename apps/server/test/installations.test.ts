import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  addDays,
  BOOKING_MESSAGES,
  federalHoliday,
  INSTALLATION_MESSAGES,
  isoWeekday,
  UNIT_MESSAGES,
  weekStart,
  type AdminJob,
  type CustomerInstallation,
  type FreeSlot,
} from '@shop/contract';
import { createTestApp, EVERY_PERMISSION, type TestApp } from './helpers.ts';
import { createOrder, pricedProducts, type FixtureProduct } from './order-fixtures.ts';
import { DEMO_TECHNICIANS } from '../src/demo/company.ts';

type Person = { id: number; email: string; cookie: string };
type Line = { product: FixtureProduct; quantity: number };

/** An order of the lines for the customer, and its installation job (to book). */
async function jobOf(t: TestApp, customer: Person, lines: Line[]) {
  const order = await createOrder(t, { customer, lines });
  const jobId = await t.app.services.installations.createJobForOrder({
    orderId: order.id,
    quoteId: null,
    customerId: customer.id,
    siteAddress: '100 Main St, Las Vegas, NV 89101',
    siteZip: '89101',
  });
  return { jobId: jobId!, order };
}

const bookAs = (t: TestApp, who: Person, jobId: number, body: unknown) =>
  t.call('POST', `/api/customer/installations/${jobId}/book`, who, body);

async function freeSlots(t: TestApp, who: Person, jobId: number, from: string, to: string) {
  const res = await t.call(
    'GET',
    `/api/customer/installations/${jobId}/slots?from=${from}&to=${to}`,
    who,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().slots as FreeSlot[];
}

/**
 * ADR 0045: technicians, blackouts and settings; the customer's free slots,
 * booking and moving; the staff's calendar, rescheduling, completion and cancelling. Runs on
 * both engines: two customers booking the last free slot at once must give one winner.
 */
describe('installation booking', () => {
  let t: TestApp;
  let admin: Person;
  let manager: Person;
  let clerk: Person;
  let alice: Person;
  let bob: Person;
  let product: FixtureProduct;
  let tracked: FixtureProduct;
  let today: string;
  let ana: number;
  let ben: number;

  /**
   * The k-th day (from 0) from today + 3 that is neither a Sunday nor a federal holiday (closed
   * by default): both technicians work it.
   */
  const workday = (k: number) => {
    let day = addDays(today, 3);
    for (let n = 0; ; day = addDays(day, 1)) {
      if (isoWeekday(day) === 7 || federalHoliday(day)) continue;
      if (n++ === k) return day;
    }
  };

  const jobFor = (customer: Person, lines = [{ product, quantity: 1 }]) =>
    jobOf(t, customer, lines);
  const book = (who: Person, jobId: number, body: unknown) => bookAs(t, who, jobId, body);
  const slotsOf = (who: Person, jobId: number, from: string, to: string) =>
    freeSlots(t, who, jobId, from, to);
  const mails = (to: string, kind: string) =>
    t.query<{ subject: string }>(sql`select subject from mail_outbox
      where to_address = ${to} and kind = ${kind} order by id`);
  const jobRow = async (id: number) =>
    (
      await t.query<{
        status: string;
        technicianId: number | null;
        day: string | null;
        slot: number | null;
      }>(
        sql`select status, technician_id as "technicianId", day::text as day, slot
          from installation_jobs where id = ${id}`,
      )
    )[0]!;

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    manager = await t.createStaff('manager', EVERY_PERMISSION);
    clerk = await t.createStaff('manager', { canManageProducts: true });
    alice = await t.signUp({ firstName: 'Alice' });
    bob = await t.signUp({ firstName: 'Bob' });
    [product, tracked] = (await pricedProducts(t)) as [FixtureProduct, FixtureProduct];
    today = (
      await t.query<{ d: string }>(
        sql`select ((now() at time zone 'America/Los_Angeles')::date)::text as d`,
      )
    )[0]!.d;
  });
  afterAll(() => t.close());

  it('demo technicians are added only to a shop that has none', async () => {
    const { installations } = t.app.services;
    expect(await installations.seedTechnicians(DEMO_TECHNICIANS)).toBe(true);
    expect((await installations.technicians()).map((x) => x.name)).toEqual([
      'Dana Brooks',
      'Marco Alvarez',
    ]);
    expect(await installations.seedTechnicians(DEMO_TECHNICIANS)).toBe(false);
    await t.query(sql`delete from technicians`);
  });

  it('settings: admins only, slot times ascending, the defaults until saved', async () => {
    const read = await t.call('GET', '/api/admin/installation-settings', admin);
    expect(read.json().settings).toEqual({
      depositPercent: 30,
      slotTimes: ['08:00', '13:00'],
      openHolidays: [],
    });
    expect((await t.call('GET', '/api/admin/installation-settings', manager)).statusCode).toBe(403);
    for (const bad of [
      { depositPercent: 30, slotTimes: ['13:00', '08:00'] },
      { depositPercent: 130, slotTimes: ['08:00'] },
      { depositPercent: 30, slotTimes: [] },
    ]) {
      const res = await t.call('PUT', '/api/admin/installation-settings', admin, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const saved = await t.call('PUT', '/api/admin/installation-settings', admin, {
      depositPercent: 25,
      slotTimes: ['08:00', '13:00'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.depositPercent).toBe(25);
    expect((await t.app.services.installations.settings()).depositPercent).toBe(25);
  });

  it('technicians: staff with canManageOrders add and list them; slots per day within the slot times', async () => {
    const body = { name: 'Ana Ruiz', workingDays: [1, 2, 3, 4, 5, 6], slotsPerDay: 2 };
    expect((await t.call('POST', '/api/admin/technicians', clerk, body)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/technicians', alice)).statusCode).toBe(403);
    const tooMany = await t.call('POST', '/api/admin/technicians', manager, {
      ...body,
      slotsPerDay: 3,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatch(/2 slot times/);
    const a = await t.call('POST', '/api/admin/technicians', manager, body);
    expect(a.statusCode, a.body).toBe(201);
    ana = a.json().technician.id;
    const b = await t.call('POST', '/api/admin/technicians', manager, {
      name: 'Ben Cole',
      email: 'ben@example.com',
      phone: '702-555-0100',
      workingDays: [6, 1, 2, 3, 4, 5],
      slotsPerDay: 2,
    });
    expect(b.statusCode, b.body).toBe(201);
    ben = b.json().technician.id;
    expect(b.json().technician.workingDays).toEqual([1, 2, 3, 4, 5, 6]);
    const list = await t.call('GET', '/api/admin/technicians', manager);
    expect(list.json().technicians.map((x: { name: string }) => x.name)).toEqual([
      'Ana Ruiz',
      'Ben Cole',
    ]);
  });

  it('free slots: from 48 hours ahead, working days only, blackouts left out; another customer sees 404', async () => {
    const { jobId } = await jobFor(alice);
    const slots = await slotsOf(alice, jobId, today, addDays(today, 14));
    const earliest = Date.now() + 48 * 3_600_000;
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((s) => new Date(s.startsAt).getTime() >= earliest)).toBe(true);
    expect(slots.some((s) => isoWeekday(s.day) === 7)).toBe(false);
    // One entry per day and slot: the customer never sees technicians.
    expect(new Set(slots.map((s) => `${s.day}/${s.slot}`)).size).toBe(slots.length);
    expect(Object.keys(slots[0]!).sort()).toEqual(['day', 'slot', 'startTime', 'startsAt']);

    const holiday = workday(5);
    const added = await t.call('POST', '/api/admin/installation-blackouts', manager, {
      day: holiday,
      reason: 'Holiday',
    });
    expect(added.statusCode, added.body).toBe(201);
    const again = await t.call('POST', '/api/admin/installation-blackouts', manager, {
      day: holiday,
    });
    expect(again.statusCode).toBe(409);
    const after = await slotsOf(alice, jobId, holiday, holiday);
    expect(after).toEqual([]);
    const listed = await t.call(
      'GET',
      `/api/admin/installation-blackouts?from=${holiday}&to=${holiday}`,
      manager,
    );
    expect(listed.json().blackouts).toMatchObject([{ day: holiday, technicianId: null }]);

    expect(
      (await t.call('GET', `/api/customer/installations/${jobId}/slots`, bob)).statusCode,
    ).toBe(404);
    expect((await book(bob, jobId, { day: workday(1), slot: 1 })).statusCode).toBe(404);
  });

  it('books a free slot: the server picks the technician (one named in the body is ignored), history and a mail', async () => {
    const { jobId, order } = await jobFor(alice);
    const day = workday(0);
    const res = await book(alice, jobId, { day, slot: 1, technicianId: ben });
    expect(res.statusCode, res.body).toBe(200);
    const job = res.json().installation as CustomerInstallation;
    expect(job).toMatchObject({
      status: 'booked',
      day,
      slot: 1,
      startTime: '08:00',
      orderNumber: order.orderNumber,
      technicianFirstName: 'Ana',
      canMove: true,
    });
    // Fewest jobs that week, then the lowest id: Ana.
    expect((await jobRow(jobId)).technicianId).toBe(ana);
    const history = await t.query<{ byCustomer: boolean; toStatus: string; toDay: string }>(sql`
      select by_customer as "byCustomer", to_status as "toStatus", to_day::text as "toDay"
      from installation_job_history where job_id = ${jobId} order by id`);
    expect(history.at(-1)).toEqual({ byCustomer: true, toStatus: 'booked', toDay: day });
    expect((await mails(alice.email, 'installation_booked')).length).toBeGreaterThan(0);

    // The same slot again goes to the other technician; the job cannot be booked twice.
    const second = await jobFor(bob);
    expect((await book(bob, second.jobId, { day, slot: 1 })).statusCode).toBe(200);
    expect((await jobRow(second.jobId)).technicianId).toBe(ben);
    const twice = await book(alice, jobId, { day, slot: 2 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(INSTALLATION_MESSAGES.notBookable('booked'));

    const mine = await t.call('GET', '/api/customer/installations', alice);
    expect(mine.json().installations.map((i: { id: number }) => i.id)).toContain(jobId);
    const bobs = await t.call('GET', '/api/customer/installations', bob);
    expect(bobs.json().installations.map((i: { id: number }) => i.id)).not.toContain(jobId);
  });

  it('refuses a past day, a day inside 48 hours, a Sunday, a blacked-out day, a slot past the slot times and a full slot', async () => {
    const { jobId } = await jobFor(alice);
    let sunday = addDays(today, 3);
    while (isoWeekday(sunday) !== 7) sunday = addDays(sunday, 1);
    for (const body of [
      { day: addDays(today, -2), slot: 1 },
      { day: addDays(today, 1), slot: 1 },
      { day: sunday, slot: 1 },
      { day: workday(5), slot: 1 },
      { day: workday(1), slot: 3 },
      { day: addDays(today, 90), slot: 1 },
    ]) {
      const res = await book(alice, jobId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(INSTALLATION_MESSAGES.slotUnavailable);
    }
    // A read-only guest account sees its jobs but books nothing.
    const gus = await t.signUp({ firstName: 'Gus' });
    const guestJob = await jobFor(gus);
    await t.query(sql`update users set role = 'guest' where id = ${gus.id}`);
    expect((await t.call('GET', '/api/customer/installations', gus)).statusCode).toBe(200);
    expect((await book(gus, guestJob.jobId, { day: workday(1), slot: 1 })).statusCode).toBe(403);
    // workday(0) slot 1 holds Ana's and Ben's jobs (the test before): taken.
    const full = await book(alice, jobId, { day: workday(0), slot: 1 });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(INSTALLATION_MESSAGES.slotTaken);
    expect((await jobRow(jobId)).status).toBe('to_book');
  });

  it('two customers booking the last free technician of a slot at once: exactly one wins', async () => {
    const day = workday(2);
    // Ana is off that day: only Ben's slot 2 is left to race for.
    const off = await t.call('POST', '/api/admin/installation-blackouts', manager, {
      day,
      technicianId: ana,
      reason: 'Training',
    });
    expect(off.statusCode, off.body).toBe(201);
    const a = await jobFor(alice);
    const b = await jobFor(bob);
    const results = await Promise.all([
      book(alice, a.jobId, { day, slot: 2 }),
      book(bob, b.jobId, { day, slot: 2 }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes, results.map((r) => r.body).join(' | ')).toEqual([200, 409]);
    const lost = results.find((r) => r.statusCode === 409)!;
    expect(lost.json().error).toBe(INSTALLATION_MESSAGES.slotTaken);
    const [{ n }] = (await t.query<{ n: number }>(sql`
      select count(*)::int as n from installation_jobs
      where status = 'booked' and day = ${day}::date and slot = 2`)) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('moves a booking until 48 hours before it; staff may book inside that time; then the customer cannot move it', async () => {
    const { jobId } = await jobFor(alice);
    expect((await book(alice, jobId, { day: workday(3), slot: 1 })).statusCode).toBe(200);
    const moved = await t.call('POST', `/api/customer/installations/${jobId}/move`, alice, {
      day: workday(3),
      slot: 2,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().installation).toMatchObject({ day: workday(3), slot: 2 });
    expect((await mails(alice.email, 'installation_moved')).length).toBe(1);

    // Staff put it tomorrow afternoon: under 48 hours away, so the customer can no longer move
    // it. A technician who works every day takes it (tomorrow may be a Sunday).
    const daily = await t.call('POST', '/api/admin/technicians', manager, {
      name: 'Dee Daily',
      workingDays: [1, 2, 3, 4, 5, 6, 7],
      slotsPerDay: 2,
    });
    const dee = daily.json().technician.id as number;
    const tomorrow = addDays(today, 1);
    const staff = await t.call('POST', `/api/admin/installations/${jobId}/reschedule`, manager, {
      day: tomorrow,
      slot: 2,
      technicianId: dee,
    });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().job).toMatchObject({ day: tomorrow, slot: 2, technicianId: dee });
    expect((await mails(alice.email, 'installation_moved')).length).toBe(2);
    const listed = (await t.call('GET', '/api/customer/installations', alice))
      .json()
      .installations.find((i: CustomerInstallation) => i.id === jobId) as CustomerInstallation;
    expect(listed.canMove).toBe(false);
    const late = await t.call('POST', `/api/customer/installations/${jobId}/move`, alice, {
      day: workday(4),
      slot: 1,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(INSTALLATION_MESSAGES.tooLateToMove);
    // A job waiting for a slot is booked, not moved.
    const waiting = await jobFor(alice);
    const notBooked = await t.call(
      'POST',
      `/api/customer/installations/${waiting.jobId}/move`,
      alice,
      { day: workday(4), slot: 1 },
    );
    expect(notBooked.statusCode).toBe(409);
    // Dee leaves once their job is gone.
    expect(
      (await t.call('POST', `/api/admin/technicians/${dee}/deactivate`, manager)).statusCode,
    ).toBe(409);
    await t.call('POST', `/api/admin/installations/${jobId}/cancel`, manager, { reason: 'Test' });
    expect(
      (await t.call('POST', `/api/admin/technicians/${dee}/deactivate`, manager)).statusCode,
    ).toBe(200);
  });

  it('staff reschedule: only into a free slot of an active technician who works it', async () => {
    const { jobId } = await jobFor(bob);
    const day = workday(0);
    // Both of slot 1 are taken that day (the booking test).
    const taken = await t.call('POST', `/api/admin/installations/${jobId}/reschedule`, manager, {
      day,
      slot: 1,
      technicianId: ana,
    });
    expect(taken.statusCode).toBe(409);
    const past = await t.call('POST', `/api/admin/installations/${jobId}/reschedule`, manager, {
      day: addDays(today, -1),
      slot: 1,
      technicianId: ana,
    });
    expect(past.statusCode).toBe(400);
    const unknown = await t.call('POST', `/api/admin/installations/${jobId}/reschedule`, manager, {
      day,
      slot: 2,
      technicianId: 999_999,
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (
        await t.call('POST', `/api/admin/installations/${jobId}/reschedule`, clerk, {
          day,
          slot: 2,
          technicianId: ana,
        })
      ).statusCode,
    ).toBe(403);
    const slots = await t.call(
      'GET',
      `/api/admin/installations/${jobId}/slots?from=${day}&to=${day}`,
      manager,
    );
    expect(slots.statusCode, slots.body).toBe(200);
    expect(slots.json().slots).toEqual(
      expect.arrayContaining([expect.objectContaining({ day, slot: 2, technicianId: ana })]),
    );
    expect(
      slots.json().slots.some((s: { slot: number }) => s.slot === 1),
      'slot 1 is full',
    ).toBe(false);
  });

  it('the week calendar: booked jobs by technician and day, and the jobs waiting for a slot', async () => {
    const day = workday(0);
    const res = await t.call('GET', `/api/admin/installations?week=${day}`, manager);
    expect(res.statusCode, res.body).toBe(200);
    const week = res.json();
    expect(week.week.start).toBe(weekStart(day));
    expect(week.week.days).toHaveLength(7);
    expect(week.technicians.map((x: { id: number }) => x.id)).toEqual([ana, ben]);
    const onDay = week.jobs.filter((j: { day: string }) => j.day === day);
    expect(onDay.map((j: { technicianId: number }) => j.technicianId).sort()).toEqual(
      [ana, ben].sort(),
    );
    expect(onDay[0]).toMatchObject({ slot: 1, startTime: '08:00', status: 'booked' });
    expect(week.toBook.length).toBeGreaterThan(0);
    expect(week.toBook.every((j: { status: string }) => j.status === 'to_book')).toBe(true);
    const one = await t.call(
      'GET',
      `/api/admin/installations?week=${day}&technicianId=${ben}`,
      manager,
    );
    expect(one.json().jobs.every((j: { technicianId: number }) => j.technicianId === ben)).toBe(
      true,
    );
    const doc = (await t.call('GET', '/api/docs/json', admin)).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/installations',
        '/api/admin/installations/{id}/reschedule',
        '/api/admin/installations/{id}/complete',
        '/api/admin/technicians',
        '/api/admin/installation-blackouts',
        '/api/admin/installation-settings',
        '/api/customer/installations',
        '/api/customer/installations/{id}/slots',
        '/api/customer/installations/{id}/book',
        '/api/customer/installations/{id}/move',
      ]),
    );
    expect((await t.call('GET', '/api/admin/installations', alice)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/installations', clerk)).statusCode).toBe(403);
  });

  it('the slot times cannot drop a slot that booked installations use', async () => {
    const fewer = await t.call('PUT', '/api/admin/installation-settings', admin, {
      depositPercent: 25,
      slotTimes: ['09:00'],
    });
    expect(fewer.statusCode).toBe(409);
    expect(fewer.json().error).toMatch(
      /booked installations? uses? a? ?slots? past the new slot times/,
    );
    expect((await t.app.services.installations.settings()).slotTimes).toEqual(['08:00', '13:00']);
  });

  it('a technician with bookings is not deactivated, nor a booked day blacked out, until they are moved', async () => {
    const day = workday(0);
    const busy = await t.call('POST', `/api/admin/technicians/${ana}/deactivate`, manager);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toMatch(/has \d+ booked installation/);
    const fewerDays = await t.call('PUT', `/api/admin/technicians/${ana}`, manager, {
      name: 'Ana Ruiz',
      workingDays: [7],
      slotsPerDay: 2,
    });
    expect(fewerDays.statusCode).toBe(409);
    const blackout = await t.call('POST', '/api/admin/installation-blackouts', manager, {
      day,
      technicianId: ana,
    });
    expect(blackout.statusCode).toBe(409);
    expect(blackout.json().error).toMatch(/Installations are booked that day \(/);

    const spare = await t.call('POST', '/api/admin/technicians', manager, {
      name: 'Cy Spare',
      workingDays: [1],
      slotsPerDay: 1,
    });
    const spareId = spare.json().technician.id as number;
    const off = await t.call('POST', `/api/admin/technicians/${spareId}/deactivate`, manager);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().technician.active).toBe(false);
    const back = await t.call('PUT', `/api/admin/technicians/${spareId}`, manager, {
      name: 'Cy Spare',
      workingDays: [1, 2],
      slotsPerDay: 1,
      active: true,
    });
    expect(back.json().technician).toMatchObject({ active: true, workingDays: [1, 2] });
    await t.call('POST', `/api/admin/technicians/${spareId}/deactivate`, manager);

    const free = workday(6);
    const added = await t.call('POST', '/api/admin/installation-blackouts', manager, {
      day: free,
      technicianId: ben,
      reason: 'Day off',
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().blackout.id as number;
    expect(
      (await t.call('DELETE', `/api/admin/installation-blackouts/${id}`, manager)).statusCode,
    ).toBe(200);
    expect(
      (await t.call('DELETE', `/api/admin/installation-blackouts/${id}`, manager)).statusCode,
    ).toBe(404);
  });

  it('completing: refused while units are missing; then the units are installed and the order completed, in one go', async () => {
    // Units of the tracked product in a bin.
    const zone = (
      await t.call('POST', '/api/warehouse-zones', admin, {
        zone_code: 'I',
        zone_name: 'Install stock',
        aisles: 1,
        racks: 1,
        shelves: 1,
      })
    ).json().zone;
    const binId = (
      await t.call('GET', `/api/warehouse-locations?zone_id=${zone.id}&limit=10`, admin)
    ).json().locations[0].id;
    await t.trackSerials(tracked.id);
    const received = await t.call('POST', '/api/product-units', admin, {
      product_id: tracked.id,
      quantity: 5,
      location: { warehouse_location_id: binId },
    });
    expect(received.statusCode, received.body).toBe(201);

    const { jobId, order } = await jobFor(alice, [{ product: tracked, quantity: 2 }]);
    expect((await book(alice, jobId, { day: workday(4), slot: 2 })).statusCode).toBe(200);
    const early = await t.call('POST', `/api/admin/installations/${jobId}/complete`, manager, {
      notes: 'All done',
      reason: 'Test',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(INSTALLATION_MESSAGES.unitsNotReady);
    expect((await jobRow(jobId)).status).toBe('booked');

    expect(await t.app.services.units.assignToOrder(order.id, null)).toBe(2);
    const unitIds = (
      await t.query<{ id: number }>(sql`select id from product_units where order_id = ${order.id}`)
    ).map((u) => u.id);
    // A unit is never set installed by hand, even one of this order.
    const manual = await t.call('PUT', `/api/product-units/${unitIds[0]}/status`, admin, {
      status: 'installed',
      notes: '',
    });
    expect(manual.statusCode).toBe(400);
    expect(manual.json().error).toBe(UNIT_MESSAGES.installedByJob);

    const detail = await t.call('GET', `/api/admin/installations/${jobId}`, manager);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().job).toMatchObject({
      order: { id: order.id, orderNumber: order.orderNumber },
      customer: { id: alice.id, email: alice.email },
    });
    expect(detail.json().job.units).toHaveLength(2);

    // The slot is days ahead: completing it early takes a reason.
    const done = await t.call('POST', `/api/admin/installations/${jobId}/complete`, manager, {
      notes: 'Cameras on the porch',
      reason: 'Finished on the survey visit',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().job).toMatchObject({
      status: 'completed',
      completionNotes: 'Cameras on the porch',
    });
    const units = await t.query<{ status: string; locationId: number | null }>(sql`
      select status, location_id as "locationId" from product_units where order_id = ${order.id}`);
    expect(units).toEqual([
      { status: 'installed', locationId: null },
      { status: 'installed', locationId: null },
    ]);
    const [orderRow] = await t.query<{ status: string }>(
      sql`select status from orders where id = ${order.id}`,
    );
    expect(orderRow!.status).toBe('completed');
    // Each unit's last movement says where it is now: at the customer's site.
    const movements = await t.query<{ reason: string }>(sql`
      select reason from unit_movements
      where reference_type = 'installation' and reference_id = ${String(jobId)}`);
    expect(movements).toHaveLength(2);
    const [job] = await t.query<{ siteAddress: string }>(
      sql`select site_address as "siteAddress" from installation_jobs where id = ${jobId}`,
    );
    for (const m of movements) expect(m.reason).toContain(`Installed at ${job!.siteAddress}`);
    const history = await t.query<{ toStatus: string; userName: string }>(sql`
      select to_status as "toStatus", user_name as "userName" from installation_job_history
      where job_id = ${jobId} order by id desc limit 1`);
    expect(history[0]!.toStatus).toBe('completed');
    const twice = await t.call('POST', `/api/admin/installations/${jobId}/complete`, manager, {
      notes: '',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('cancelled by staff with a reason, or with its order', async () => {
    const a = await jobFor(bob);
    const noReason = await t.call(
      'POST',
      `/api/admin/installations/${a.jobId}/cancel`,
      manager,
      {},
    );
    expect(noReason.statusCode).toBe(400);
    const cancelled = await t.call('POST', `/api/admin/installations/${a.jobId}/cancel`, manager, {
      reason: 'Customer changed their mind',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().job.status).toBe('cancelled');
    expect((await book(bob, a.jobId, { day: workday(4), slot: 1 })).statusCode).toBe(409);

    const b = await jobFor(bob);
    expect((await book(bob, b.jobId, { day: workday(4), slot: 1 })).statusCode).toBe(200);
    const closed = await t.call('PUT', `/api/admin/orders/${b.order.id}/status`, admin, {
      status: 'cancelled',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await jobRow(b.jobId)).status).toBe('cancelled');
    // Its slot is free again.
    const slots = await slotsOf(alice, (await jobFor(alice)).jobId, workday(4), workday(4));
    expect(slots.some((s) => s.slot === 1)).toBe(true);
  });
});

/**
 * Installations keep time on a fixed clock in 2027: federal holidays are
 * closed to booking unless an admin opens one, and a job is not completed before its slot
 * starts without a reason, which its history keeps.
 */
describe('installations keep time', () => {
  // Monday, June 21, 2027, 10:00 in Las Vegas.
  let clock = new Date('2027-06-21T17:00:00Z');
  let t: TestApp;
  let admin: Person;
  let manager: Person;
  let alice: Person;
  let product: FixtureProduct;
  let technicianId: number;
  const settings = { depositPercent: 30, slotTimes: ['08:00', '13:00'] };
  const reschedule = (jobId: number, day: string, slot: number) =>
    t.call('POST', `/api/admin/installations/${jobId}/reschedule`, manager, {
      day,
      slot,
      technicianId,
    });
  const complete = (jobId: number, body: unknown) =>
    t.call('POST', `/api/admin/installations/${jobId}/complete`, manager, body);
  const detail = async (jobId: number) =>
    (await t.call('GET', `/api/admin/installations/${jobId}`, manager)).json().job as AdminJob;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => clock });
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    manager = await t.createStaff('manager', EVERY_PERMISSION);
    alice = await t.signUp({ firstName: 'Alice' });
    [product] = (await pricedProducts(t)) as [FixtureProduct];
    const added = await t.call('POST', '/api/admin/technicians', manager, {
      name: 'Ana Ruiz',
      workingDays: [1, 2, 3, 4, 5, 6],
      slotsPerDay: 2,
    });
    technicianId = added.json().technician.id;
  });
  afterAll(() => t.close());

  it('a federal holiday is closed to the customer’s picker, their booking and staff; an admin opens it', async () => {
    // Independence Day 2027 is a Sunday: observed on Monday, July 5.
    const holiday = '2027-07-05';
    const { jobId, order } = await jobOf(t, alice, [{ product, quantity: 1 }]);
    const days = (await freeSlots(t, alice, jobId, '2027-07-01', '2027-07-09')).map((s) => s.day);
    expect(days).not.toContain(holiday);
    expect(days).toContain('2027-07-06');
    const refused = await bookAs(t, alice, jobId, { day: holiday, slot: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(INSTALLATION_MESSAGES.slotUnavailable);
    expect((await reschedule(jobId, holiday, 1)).statusCode).toBe(400);
    const staffSlots = await t.call(
      'GET',
      `/api/admin/installations/${jobId}/slots?from=${holiday}&to=${holiday}`,
      manager,
    );
    expect(staffSlots.json().slots).toEqual([]);
    // The staff's week says which day is the holiday, and that it is closed.
    const weekOf = async () =>
      (await t.call('GET', `/api/admin/installations?week=${holiday}`, manager)).json().holidays;
    expect(await weekOf()).toEqual([
      { day: holiday, name: 'Independence Day (observed)', open: false },
    ]);

    // The defaults: none opened. Only a federal holiday can be opened, by an admin.
    const read = await t.call('GET', '/api/admin/installation-settings', admin);
    expect(read.json().settings.openHolidays).toEqual([]);
    const notHoliday = await t.call('PUT', '/api/admin/installation-settings', admin, {
      ...settings,
      openHolidays: ['2027-07-06'],
    });
    expect(notHoliday.statusCode).toBe(400);
    expect(notHoliday.json().error).toBe(BOOKING_MESSAGES.notHoliday('2027-07-06'));
    const byManager = await t.call('PUT', '/api/admin/installation-settings', manager, {
      ...settings,
      openHolidays: [holiday],
    });
    expect(byManager.statusCode).toBe(403);
    const opened = await t.call('PUT', '/api/admin/installation-settings', admin, {
      ...settings,
      openHolidays: [holiday],
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().settings.openHolidays).toEqual([holiday]);

    expect(await weekOf()).toEqual([
      { day: holiday, name: 'Independence Day (observed)', open: true },
    ]);
    const slots = await freeSlots(t, alice, jobId, holiday, holiday);
    expect(slots.map((s) => s.slot)).toEqual([1, 2]);
    const booked = await bookAs(t, alice, jobId, { day: holiday, slot: 1 });
    expect(booked.statusCode, booked.body).toBe(200);

    // A save without the list keeps it; closing the day again waits until its jobs are moved.
    const kept = await t.call('PUT', '/api/admin/installation-settings', admin, settings);
    expect(kept.json().settings.openHolidays).toEqual([holiday]);
    const closing = await t.call('PUT', '/api/admin/installation-settings', admin, {
      ...settings,
      openHolidays: [],
    });
    expect(closing.statusCode).toBe(409);
    expect(closing.json().error).toBe(
      BOOKING_MESSAGES.holidayBooked('Independence Day (observed), Mon, Jul 5, 2027', [
        order.orderNumber,
      ]),
    );
    expect((await reschedule(jobId, '2027-07-06', 2)).statusCode).toBe(200);
    const closed = await t.call('PUT', '/api/admin/installation-settings', admin, {
      ...settings,
      openHolidays: [],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().settings.openHolidays).toEqual([]);
  });

  it('completing before the slot starts is refused naming the slot, unless a reason is given, which the history keeps', async () => {
    const { jobId } = await jobOf(t, alice, [{ product, quantity: 1 }]);
    expect((await bookAs(t, alice, jobId, { day: '2027-07-07', slot: 1 })).statusCode).toBe(200);
    const message =
      "This job's slot starts Wed, Jul 7, 2027 at 8:00 AM; give a reason to complete it early";
    for (const body of [{ notes: 'Done' }, { notes: 'Done', reason: '   ' }]) {
      const early = await complete(jobId, body);
      expect(early.statusCode, JSON.stringify(body)).toBe(409);
      expect(early.json()).toMatchObject({ error: message, code: 'SLOT_NOT_STARTED' });
    }
    expect((await detail(jobId)).status).toBe('booked');

    const done = await complete(jobId, {
      notes: 'Cameras on the porch',
      reason: 'The customer asked us to come a week early',
    });
    expect(done.statusCode, done.body).toBe(200);
    const job = done.json().job as AdminJob;
    expect(job).toMatchObject({ status: 'completed', completionNotes: 'Cameras on the porch' });
    expect(job.history.at(-1)!.note).toBe(
      'Completed before its slot: The customer asked us to come a week early - Cameras on the porch',
    );
    // The history names the slot by its time, not its number.
    expect(job.history.find((h) => h.toStatus === 'booked')).toMatchObject({
      toDay: '2027-07-07',
      toSlot: 1,
      toStartTime: '08:00',
    });
    // The customer's e-mail names the time as the screens do.
    const [mail] = await t.query<{ subject: string }>(sql`select subject from mail_outbox
      where to_address = ${alice.email} and kind = 'installation_booked' order by id desc limit 1`);
    expect(mail!.subject).toContain('Wednesday, July 7, 2027 at 8:00 AM');
  });

  it('from the minute the slot starts, it completes without a reason', async () => {
    const { jobId } = await jobOf(t, alice, [{ product, quantity: 1 }]);
    expect((await bookAs(t, alice, jobId, { day: '2027-07-08', slot: 2 })).statusCode).toBe(200);
    // Thursday, July 8, 2027, 12:59 in Las Vegas (PDT): a minute before the 13:00 slot.
    clock = new Date('2027-07-08T19:59:00Z');
    expect((await complete(jobId, { notes: '' })).statusCode).toBe(409);
    clock = new Date('2027-07-08T20:00:00Z');
    const done = await complete(jobId, { notes: '' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().job.history.at(-1).note).toBe('Installation completed');
  });
});
