import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { RMA_REQUEST_MESSAGES } from '@shop/contract';
import { createTestApp, TEST_ENGINE, type TestApp } from './helpers.ts';
import { multipart } from './multipart-body.ts';
import { setUpStock, soldUnits } from './rma-fixtures.ts';

/**
 * Two requests for one device at once (on both engines): both may pass the checks,
 * the partial unique index on the open RMAs lets one in; the other is told the device already
 * has an open request, and nothing of it is left behind.
 */
describe(`RMA requests racing for one device (${TEST_ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
  });
  afterAll(() => t.close());

  it('files one of two simultaneous requests and refuses the other with 409', async () => {
    const admin = await t.createStaff('admin');
    const customer = await t.signUp();
    const stock = await setUpStock(t, admin, { units: 3 });
    const sold = await soldUnits(t, admin, stock, customer);
    const unitId = sold.units[0]!.id;
    const send = (kind: string) => {
      const body = multipart({
        unitId: String(unitId),
        kind,
        reason: 'defective',
        description: 'It reboots every few minutes.',
        preferredOutcome: kind === 'return' ? 'refund' : 'replace',
      });
      return t.inject({
        method: 'POST',
        url: '/api/customer/rmas',
        payload: body.payload,
        headers: { ...body.headers, cookie: customer.cookie },
      });
    };
    // Each read of the device waits a moment, so on PostgreSQL both transactions have checked
    // the device before either files: the index, not the check, refuses the second.
    const units = t.app.services.units;
    const read = units.customerDevice.bind(units);
    const slow = vi.spyOn(units, 'customerDevice').mockImplementation(async (...args) => {
      const found = await read(...args);
      await new Promise((resolve) => setTimeout(resolve, 150));
      return found;
    });
    const answers = await Promise.all([send('warranty'), send('return')]).finally(() =>
      slow.mockRestore(),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ error: RMA_REQUEST_MESSAGES.openRequest });
    const rows = await t.query<{ n: number; events: number }>(sql`
      select count(*)::int as n,
        (select count(*)::int from rma_events e join rmas r on r.id = e.rma_id
          where r.unit_id = ${unitId}) as events
      from rmas where unit_id = ${unitId}`);
    expect(rows[0]).toEqual({ n: 1, events: 1 });
  });
});
