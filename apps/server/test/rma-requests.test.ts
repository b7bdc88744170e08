import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import {
  DEVICE_MESSAGES,
  IMAGE_MESSAGES,
  RMA_REQUEST_MESSAGES,
  RMA_NUMBER_PATTERN,
  returnWindowEndDay,
  shopDay,
  warrantyEndDay,
  type CustomerRma,
  type CustomerRmaSummary,
} from '@shop/contract';
import { DomainError } from '../src/lib/errors.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { multipart, type FilePart } from './multipart-body.ts';
import { pdfText } from './pdf-text.ts';
import { insertRma, setUpStock, soldUnits, type RmaStock } from './rma-fixtures.ts';

type Person = { id: number; email: string; cookie: string };

const png = (color = '#3366cc') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
/** A JPEG carrying EXIF (a camera's metadata, possibly where it was taken). */
const jpegWithExif = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: '#aa3311' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Home of the customer', Artist: 'Dana' } })
    .toBuffer();
const photo = (data: Buffer, filename = 'photo.png', type = 'image/png'): FilePart => ({
  field: 'photos',
  filename,
  type,
  data,
});

/**
 * The customer's returns and warranty claims (ADR 0047): the rules of a request, its
 * photos (checked, private), its e-mail, the list, the page, withdrawing, the return label,
 * and everything another customer (or a stranger) might try.
 */
describe('RMA requests', () => {
  let t: TestApp;
  let admin: Person;
  let customer: Person;
  let other: Person;
  let stock: RmaStock;

  const fields = (over: Record<string, string> = {}) => ({
    kind: 'warranty',
    reason: 'defective',
    description: 'The night vision stopped working after a week.',
    preferredOutcome: 'replace',
    ...over,
  });
  const file = (who: Person | undefined, f: Record<string, string>, files: FilePart[] = []) =>
    t.inject({
      method: 'POST',
      url: '/api/customer/rmas',
      ...(() => {
        const body = multipart(f, files);
        return {
          payload: body.payload,
          headers: { ...body.headers, ...(who ? { cookie: who.cookie } : {}) },
        };
      })(),
    });
  const filed = async (who: Person, f: Record<string, string>, files: FilePart[] = []) => {
    const res = await file(who, f, files);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { rma: CustomerRma }).rma;
  };
  const rmaCount = async () =>
    (await t.query<{ n: number }>(sql`select count(*)::int as n from rmas`))[0]!.n;
  const storedPhotoKeys = async () => {
    const keys: string[] = [];
    for await (const key of t.app.services.storage.list()) {
      if (key.startsWith('rma-photos/')) keys.push(key);
    }
    return keys.sort();
  };
  const approve = async (rmaId: number, note = 'Send it in, we will replace it.') => {
    await t.query(sql`update rmas set status = 'approved', approved_at = now(),
      approved_by = ${admin.id}, decision_note = ${note} where id = ${rmaId}`);
    await t.query(sql`insert into rma_events (rma_id, from_status, to_status, note, user_id, user_name)
      values (${rmaId}, 'requested', 'approved', ${note}, ${admin.id}, 'Alex Admin')`);
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    customer = await t.signUp({ firstName: 'Dana', lastName: 'Reyes' });
    other = await t.signUp();
    stock = await setUpStock(t, admin, { units: 30 });
    // The one-year term these tests count in (the demo product's own is longer).
    await t.query(sql`update products set warranty_months = 12 where id = ${stock.product.id}`);
  });
  afterAll(() => t.close());

  it('files a warranty claim with photos: the RMA, its copies, its first step and its e-mail', async () => {
    const sold = await soldUnits(t, admin, stock, customer, { deliveredDaysAgo: 45 });
    const unit = sold.units[0]!;
    const rma = await filed(customer, fields({ unitId: String(unit.id) }), [
      photo(await png()),
      photo(await jpegWithExif(), 'IMG_0001.JPG', 'image/jpeg'),
    ]);
    expect(rma.rmaNumber).toMatch(RMA_NUMBER_PATTERN);
    expect(rma.rmaNumber).toBe(
      `RMA-${new Date().getUTCFullYear()}-${String(rma.id).padStart(6, '0')}`,
    );
    const [unitRow] = await t.query<{ delivered: Date }>(
      sql`select delivered_at as delivered from product_units where id = ${unit.id}`,
    );
    const day = shopDay(unitRow!.delivered);
    expect(rma).toMatchObject({
      status: 'requested',
      kind: 'warranty',
      reason: 'defective',
      preferredOutcome: 'replace',
      description: 'The night vision stopped working after a week.',
      productName: stock.product.name,
      serial: unit.identifier,
      unitId: unit.id,
      orderId: sold.orderId,
      orderNumber: sold.orderNumber,
      deliveredOn: day,
      warrantyEndsOn: warrantyEndDay(day, 12),
      decisionNote: null,
      resolution: null,
      refund: null,
      resolutionOrderNumber: null,
      canWithdraw: true,
      // The label comes with the request: the customer may print it right after filing.
      labelAvailable: true,
    });
    expect(rma.steps).toEqual([
      expect.objectContaining({ status: 'requested', fromStatus: null, by: 'You', note: null }),
    ]);
    expect(rma.photos.map((p) => [p.position, p.url])).toEqual([
      [1, `/api/customer/rmas/${rma.id}/photos/1`],
      [2, `/api/customer/rmas/${rma.id}/photos/2`],
    ]);

    // The row copies who, what and which order line, as filed.
    const [row] = await t.query<Record<string, unknown>>(sql`
      select r.customer_id, r.customer_name, r.customer_email, r.product_id, r.order_item_id,
        i.product_id as line_product
      from rmas r left join order_items i on i.id = r.order_item_id where r.id = ${rma.id}`);
    expect(row).toEqual({
      customer_id: customer.id,
      customer_name: 'Dana Reyes',
      customer_email: customer.email,
      product_id: stock.product.id,
      order_item_id: expect.any(Number),
      line_product: stock.product.id,
    });

    // The photos: re-encoded WebP without the camera's metadata, to the customer only.
    const second = await t.call('GET', rma.photos[1]!.url, customer);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('image/webp');
    expect(second.headers['cache-control']).toBe('no-store');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(second.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 80, height: 60 });
    expect(meta.exif).toBeUndefined();
    // Never through the public picture route, whatever the key.
    const keys = await t.query<{ key: string }>(
      sql`select storage_key as key from rma_photos where rma_id = ${rma.id} order by position`,
    );
    expect(keys).toHaveLength(2);
    for (const { key } of keys) {
      expect(key).toMatch(/^rma-photos\/[0-9a-f]{32}\.webp$/);
      expect((await t.call('GET', `/api/images/${key}`)).statusCode).toBe(404);
    }

    // The confirmation: the number, what happens next, and the link to the request's page.
    // Nothing is sent before the approval: no label, no shipping instructions; the
    // approval's e-mail has them.
    const [mail] = await t.query<{ subject: string; text: string; html: string }>(sql`
      select subject, text_body as text, html_body as html from mail_outbox
      where to_address = ${customer.email} and kind = 'rma_requested' order by id desc limit 1`);
    expect(mail!.subject).toContain(rma.rmaNumber);
    expect(mail!.text).toContain('Please keep the device until we have approved the request');
    expect(mail!.text).not.toContain('on the box');
    expect(mail!.text).not.toContain('/label');
    expect(mail!.html).not.toContain('/label');
    expect(mail!.text).toContain(`${t.config.publicUrl}/dashboard/returns/${rma.id}`);
    expect(mail!.text).toContain(unit.identifier);
  });

  it('files a return by the serial, within the return window, a refund allowed', async () => {
    const sold = await soldUnits(t, admin, stock, customer, { deliveredDaysAgo: 3 });
    const rma = await filed(
      customer,
      fields({
        serial: sold.units[0]!.identifier.toLowerCase(),
        kind: 'return',
        reason: 'no_longer_needed',
        preferredOutcome: 'refund',
      }),
    );
    expect(rma).toMatchObject({ kind: 'return', unitId: sold.units[0]!.id, photos: [] });
    // The device now shows its open request.
    const device = (
      await t.call('GET', `/api/customer/devices/${sold.units[0]!.id}`, customer)
    ).json() as { device: { state: string; openRma: { id: number } | null } };
    expect(device.device).toMatchObject({ state: 'under_claim', openRma: { id: rma.id } });
  });

  it('refuses what the window, the warranty or an open request does not allow, and says until when', async () => {
    const late = await soldUnits(t, admin, stock, customer, { deliveredDaysAgo: 45 });
    const unitId = String(late.units[0]!.id);
    const [d] = await t.query<{ at: Date }>(
      sql`select delivered_at as at from product_units where id = ${late.units[0]!.id}`,
    );
    const windowEnd = returnWindowEndDay(shopDay(d!.at), 30);
    const before = await rmaCount();

    const ret = await file(
      customer,
      fields({ unitId, kind: 'return', preferredOutcome: 'refund' }),
    );
    expect(ret.statusCode).toBe(409);
    expect(ret.json()).toMatchObject({
      error: RMA_REQUEST_MESSAGES.returnWindowClosed(windowEnd),
      errors: { kind: RMA_REQUEST_MESSAGES.returnWindowClosed(windowEnd) },
    });
    const refund = await file(customer, fields({ unitId, preferredOutcome: 'refund' }));
    expect(refund.statusCode).toBe(409);
    expect(refund.json()).toMatchObject({
      errors: { preferredOutcome: RMA_REQUEST_MESSAGES.refundWindowClosed(windowEnd) },
    });

    const old = await soldUnits(t, admin, stock, customer, { deliveredDaysAgo: 500 });
    const [o] = await t.query<{ at: Date }>(
      sql`select delivered_at as at from product_units where id = ${old.units[0]!.id}`,
    );
    const claim = await file(customer, fields({ unitId: String(old.units[0]!.id) }));
    expect(claim.statusCode).toBe(409);
    expect(claim.json()).toMatchObject({
      errors: { kind: RMA_REQUEST_MESSAGES.warrantyEnded(warrantyEndDay(shopDay(o!.at), 12)) },
    });
    // A product sold without warranty.
    await t.query(
      sql`update product_units set warranty_months = 0 where id = ${late.units[0]!.id}`,
    );
    const none = await file(customer, fields({ unitId }));
    expect(none.json()).toMatchObject({ errors: { kind: RMA_REQUEST_MESSAGES.noWarranty } });
    await t.query(
      sql`update product_units set warranty_months = 12 where id = ${late.units[0]!.id}`,
    );
    expect(await rmaCount()).toBe(before);

    // One open request per device; a closed one does not count.
    const first = await filed(customer, fields({ unitId }));
    const again = await file(customer, fields({ unitId, kind: 'warranty', reason: 'other' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: RMA_REQUEST_MESSAGES.openRequest });
    await t.query(sql`update rmas set status = 'rejected' where id = ${first.id}`);
    await filed(customer, fields({ unitId }));
  });

  it('a unit sent free on a replacement or repair order offers no return for refund, only a claim', async () => {
    const sold = await soldUnits(t, admin, stock, customer);
    const first = await insertRma(t, { customer, unitId: sold.units[0]!.id, status: 'inspected' });
    await t.query(sql`update product_units set status = 'damaged' where id = ${sold.units[0]!.id}`);
    const replaced = await t.call('POST', `/api/admin/rmas/${first.id}/resolve`, admin, {
      resolution: 'replace',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const orderId = replaced.json().resolution.resolutionOrderId as number;
    for (const status of ['shipped', 'delivered']) {
      const moved = await t.call('PUT', `/api/admin/orders/${orderId}/status`, admin, { status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const [held] = await t.query<{ id: number }>(
      sql`select id from product_units where order_id = ${orderId}`,
    );
    const unitId = String(held!.id);
    // My devices: within its fresh window and warranty, but not returnable for a refund.
    const device = (await t.call('GET', `/api/customer/devices/${unitId}`, customer)).json() as {
      device: { canReturn: boolean; canClaim: boolean; warrantyEndsOn: string | null };
    };
    expect(device.device).toMatchObject({ canReturn: false, canClaim: true });
    expect(device.device.warrantyEndsOn).not.toBeNull();
    const before = await rmaCount();
    const ret = await file(
      customer,
      fields({ unitId, kind: 'return', preferredOutcome: 'refund' }),
    );
    expect(ret.statusCode).toBe(409);
    expect(ret.json()).toMatchObject({
      error: RMA_REQUEST_MESSAGES.sentFree,
      errors: { kind: RMA_REQUEST_MESSAGES.sentFree },
    });
    const refund = await file(customer, fields({ unitId, preferredOutcome: 'refund' }));
    expect(refund.statusCode).toBe(409);
    expect(refund.json()).toMatchObject({
      errors: { preferredOutcome: RMA_REQUEST_MESSAGES.sentFree },
    });
    expect(await rmaCount()).toBe(before);
    // A warranty claim for a replacement is fine.
    await filed(customer, fields({ unitId }));
  });

  it('a unit not sold to the customer is not found, in the same words whether it exists or not', async () => {
    const theirs = await soldUnits(t, admin, stock, other);
    const notYet = await soldUnits(t, admin, stock, customer, { status: 'paid' });
    const [shelf] = await t.query<{ id: number; identifier: string }>(sql`
      select id, unit_identifier as identifier from product_units
      where status = 'available' order by id limit 1`);
    const answers = [
      await file(customer, fields({ unitId: String(theirs.units[0]!.id) })),
      await file(customer, fields({ serial: theirs.units[0]!.identifier })),
      await file(customer, fields({ unitId: '99999999' })),
      await file(customer, fields({ serial: 'NO-SUCH-SERIAL-0001' })),
      await file(customer, fields({ unitId: String(shelf!.id) })),
      await file(customer, fields({ serial: shelf!.identifier })),
      // Theirs, but not sent yet.
      await file(customer, fields({ unitId: String(notYet.units[0]!.id) })),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: DEVICE_MESSAGES.notFound, code: 'DEVICE_NOT_FOUND' });
    }
    expect(await t.query(sql`select id from rmas where unit_id = ${theirs.units[0]!.id}`)).toEqual(
      [],
    );
  });

  it('checks photos by their content, at most four, and stores nothing for a refused request', async () => {
    const sold = await soldUnits(t, admin, stock, customer);
    const unitId = String(sold.units[0]!.id);
    const before = { rmas: await rmaCount(), keys: await storedPhotoKeys() };
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const cases: [FilePart[], number, string][] = [
      [[photo(svg, 'camera.svg', 'image/svg+xml')], 400, IMAGE_MESSAGES.notAnImage],
      [
        [photo(Buffer.from('just some text, not a picture'), 'crack.png')],
        400,
        IMAGE_MESSAGES.notAnImage,
      ],
      [
        [photo(await png()), photo(Buffer.from('%PDF-1.4 nope'), 'b.png')],
        400,
        IMAGE_MESSAGES.notAnImage,
      ],
      [
        await Promise.all(
          ['#111111', '#222222', '#333333', '#444444', '#555555'].map(async (c) =>
            photo(await png(c)),
          ),
        ),
        400,
        RMA_REQUEST_MESSAGES.tooManyPhotos,
      ],
    ];
    for (const [files, status, message] of cases) {
      const res = await file(customer, fields({ unitId }), files);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ error: message, errors: { photos: message } });
    }
    // A request refused by its rules stores none of its photos either.
    const theirs = await soldUnits(t, admin, stock, other);
    const refused = await file(customer, fields({ unitId: String(theirs.units[0]!.id) }), [
      photo(await png()),
    ]);
    expect(refused.statusCode).toBe(404);
    // The transaction fails after the photos were stored: they are removed again.
    const queue = vi
      .spyOn(t.app.services.mail, 'queue')
      .mockRejectedValueOnce(new DomainError('unavailable', 'The outbox could not be written'));
    try {
      const failed = await file(customer, fields({ unitId }), [photo(await png())]);
      expect(failed.statusCode).toBe(503);
      expect(queue).toHaveBeenCalled();
    } finally {
      queue.mockRestore();
    }
    expect({ rmas: await rmaCount(), keys: await storedPhotoKeys() }).toEqual(before);

    // Four are fine.
    const four = await filed(
      customer,
      fields({ unitId }),
      await Promise.all(
        ['#111111', '#222222', '#333333', '#444444'].map(async (c) => photo(await png(c))),
      ),
    );
    expect(four.photos.map((p) => p.position)).toEqual([1, 2, 3, 4]);
  });

  it('refuses a malformed request with the field to fix, and strangers and read-only callers', async () => {
    const sold = await soldUnits(t, admin, stock, customer);
    const unitId = String(sold.units[0]!.id);
    const bad: [Record<string, string>, string, string][] = [
      [
        fields({ unitId, description: 'short' }),
        'description',
        RMA_REQUEST_MESSAGES.descriptionShort,
      ],
      [
        fields({ unitId, description: 'x'.repeat(2001) }),
        'description',
        RMA_REQUEST_MESSAGES.descriptionLong,
      ],
      [fields({ unitId, reason: 'because' }), 'reason', RMA_REQUEST_MESSAGES.reason],
      [fields({ unitId, kind: 'exchange' }), 'kind', RMA_REQUEST_MESSAGES.kind],
      [
        fields({ unitId, preferredOutcome: 'cash' }),
        'preferredOutcome',
        RMA_REQUEST_MESSAGES.outcome,
      ],
      [fields({ unitId: 'abc' }), 'unitId', RMA_REQUEST_MESSAGES.device],
      [fields(), 'unitId', RMA_REQUEST_MESSAGES.device],
      [
        fields({ unitId, kind: 'return', preferredOutcome: 'repair' }),
        'preferredOutcome',
        RMA_REQUEST_MESSAGES.returnIsRefund,
      ],
    ];
    for (const [f, field, message] of bad) {
      const res = await file(customer, f);
      expect(res.statusCode, res.body).toBe(400);
      expect((res.json() as { errors: Record<string, string> }).errors[field]).toBe(message);
    }
    const json = await t.call('POST', '/api/customer/rmas', customer, {
      unitId: sold.units[0]!.id,
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ error: RMA_REQUEST_MESSAGES.notMultipart });
    expect((await file(undefined, fields({ unitId }))).statusCode).toBe(401);
    // A read-only account may look, not file.
    await t.query(sql`update users set role = 'guest' where id = ${other.id}`);
    try {
      expect((await file(other, fields({ unitId }))).statusCode).toBe(403);
    } finally {
      await t.query(sql`update users set role = 'customer' where id = ${other.id}`);
    }
  });

  it('the list and the page are the customer\u2019s own; steps say who and when', async () => {
    const fresh = await t.signUp();
    const sold = await soldUnits(t, admin, stock, fresh, { quantity: 3 });
    const ids: number[] = [];
    for (const unit of sold.units) {
      ids.push((await filed(fresh, fields({ unitId: String(unit.id) }))).id);
    }
    const res = await t.call('GET', '/api/customer/rmas?limit=2', fresh);
    expect(res.statusCode).toBe(200);
    const page = res.json() as { rmas: CustomerRmaSummary[]; pagination: { totalItems: number } };
    expect(page.pagination.totalItems).toBe(3);
    expect(page.rmas.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    const page2 = (await t.call('GET', '/api/customer/rmas?limit=2&page=2', fresh)).json() as {
      rmas: CustomerRmaSummary[];
    };
    expect(page2.rmas.map((r) => r.id)).toEqual([ids[0]]);
    const others = (await t.call('GET', '/api/customer/rmas', other)).json() as {
      rmas: CustomerRmaSummary[];
    };
    expect(others.rmas.map((r) => r.id)).not.toContain(ids[0]);
    expect((await t.call('GET', '/api/customer/rmas')).statusCode).toBe(401);

    await approve(ids[0]!);
    const detail = (await t.call('GET', `/api/customer/rmas/${ids[0]}`, fresh)).json() as {
      rma: CustomerRma;
    };
    expect(detail.rma).toMatchObject({
      status: 'approved',
      decisionNote: 'Send it in, we will replace it.',
      canWithdraw: true,
      labelAvailable: true,
    });
    expect(detail.rma.steps.map((s) => [s.status, s.by])).toEqual([
      ['requested', 'You'],
      ['approved', 'Alex Admin'],
    ]);
    expect(detail.rma.steps[1]!.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // Another customer's RMA: the same answer as one that does not exist, on every route.
    const missing = await t.call('GET', '/api/customer/rmas/99999999', other);
    expect(missing.statusCode).toBe(404);
    for (const [method, path] of [
      ['GET', `/api/customer/rmas/${ids[0]}`],
      ['POST', `/api/customer/rmas/${ids[0]}/withdraw`],
      ['GET', `/api/customer/rmas/${ids[0]}/label`],
    ] as const) {
      const res = await t.call(method, path, other);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
  });

  it('shows the customer the notes of decisions only: never staff\u2019s receiving or inspection notes', async () => {
    const sold = await soldUnits(t, admin, stock, customer);
    const rma = await filed(customer, fields({ unitId: String(sold.units[0]!.id) }));
    const step = async (action: string, body: object) => {
      const res = await t.call('POST', `/api/admin/rmas/${rma.id}/${action}`, admin, body);
      expect(res.statusCode, res.body).toBe(200);
    };
    await step('approve', { note: 'Send it with its power supply.' });
    await step('receive', { code: rma.rmaNumber });
    await step('inspect', {
      result: 'damaged',
      notes: 'Water inside, bin RET-01, bill the courier',
    });
    const res = await t.call('GET', `/api/customer/rmas/${rma.id}`, customer);
    expect(res.statusCode).toBe(200);
    const seen = (res.json() as { rma: CustomerRma }).rma;
    expect(seen.steps.map((s) => [s.status, s.note])).toEqual([
      ['requested', null],
      ['approved', 'Send it with its power supply.'],
      ['received', null],
      ['inspected', null],
    ]);
    expect(res.body).not.toContain('Water inside');
    expect(res.body).not.toContain('Received into');
    // Staff still see every note.
    const staff = (await t.call('GET', `/api/admin/rmas/${rma.id}`, admin)).json() as {
      rma: { events: { toStatus: string; note: string | null }[] };
    };
    expect(staff.rma.events.map((e) => e.note)).toEqual([
      null,
      'Send it with its power supply.',
      expect.stringMatching(/^Received into /),
      'Water inside, bin RET-01, bill the courier',
    ]);
  });

  it('prints the return label from filing on: the number as text and as QR, the address, the serial; not once rejected or withdrawn', async () => {
    const sold = await soldUnits(t, admin, stock, customer, { quantity: 2 });
    const rma = await filed(customer, fields({ unitId: String(sold.units[0]!.id) }));
    expect(rma.status).toBe('requested');
    const qr = vi.spyOn(t.app.services.qr, 'png');
    try {
      const label = await t.call('GET', `/api/customer/rmas/${rma.id}/label`, customer);
      expect(label.statusCode).toBe(200);
      expect(label.headers['content-type']).toBe('application/pdf');
      expect(label.headers['content-disposition']).toContain(`return-label-${rma.rmaNumber}.pdf`);
      expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(label.rawPayload);
      for (const part of [
        rma.rmaNumber,
        `Write ${rma.rmaNumber} on the box`,
        sold.units[0]!.identifier,
        stock.product.name,
        'Returns department',
      ]) {
        expect(text).toContain(part);
      }
      // The QR holds the RMA number itself: the returns desk scans it.
      expect(qr).toHaveBeenCalledWith(rma.rmaNumber, expect.any(Number));
    } finally {
      qr.mockRestore();
    }
    // Approved: still there.
    await approve(rma.id);
    expect((await t.call('GET', `/api/customer/rmas/${rma.id}/label`, customer)).statusCode).toBe(
      200,
    );
    // Withdrawn or rejected: no label any more.
    await t.call('POST', `/api/customer/rmas/${rma.id}/withdraw`, customer);
    const gone = await t.call('GET', `/api/customer/rmas/${rma.id}/label`, customer);
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toMatchObject({ error: RMA_REQUEST_MESSAGES.labelClosed });
    const second = await filed(customer, fields({ unitId: String(sold.units[1]!.id) }));
    const no = await t.call('POST', `/api/admin/rmas/${second.id}/reject`, admin, {
      reason: 'Not covered',
    });
    expect(no.statusCode, no.body).toBe(200);
    const after = (await t.call('GET', `/api/customer/rmas/${second.id}`, customer)).json() as {
      rma: CustomerRma;
    };
    expect(after.rma.labelAvailable).toBe(false);
    expect(
      (await t.call('GET', `/api/customer/rmas/${second.id}/label`, customer)).statusCode,
    ).toBe(409);
  });

  it('receiving still needs approval: a parcel that arrives first is approved, then received', async () => {
    const sold = await soldUnits(t, admin, stock, customer);
    const rma = await filed(customer, fields({ unitId: String(sold.units[0]!.id) }));
    const early = await t.call('POST', `/api/admin/rmas/${rma.id}/receive`, admin, {
      code: rma.rmaNumber,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'RMA_STEP_REFUSED' });
    for (const [action, body] of [
      ['approve', {}],
      ['receive', { code: rma.rmaNumber }],
    ] as const) {
      const res = await t.call('POST', `/api/admin/rmas/${rma.id}/${action}`, admin, body);
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('withdraws while requested or approved, once; the device may be claimed again after', async () => {
    const sold = await soldUnits(t, admin, stock, customer);
    const unitId = String(sold.units[0]!.id);
    const rma = await filed(customer, fields({ unitId }));
    await approve(rma.id);
    const done = await t.call('POST', `/api/customer/rmas/${rma.id}/withdraw`, customer);
    expect(done.statusCode, done.body).toBe(200);
    const withdrawn = (done.json() as { rma: CustomerRma }).rma;
    expect(withdrawn).toMatchObject({
      status: 'withdrawn',
      canWithdraw: false,
      labelAvailable: false,
    });
    expect(withdrawn.steps.map((s) => [s.fromStatus, s.status, s.by])).toEqual([
      [null, 'requested', 'You'],
      ['requested', 'approved', 'Alex Admin'],
      ['approved', 'withdrawn', 'You'],
    ]);
    const twice = await t.call('POST', `/api/customer/rmas/${rma.id}/withdraw`, customer);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'RMA_STEP_REFUSED' });
    const [row] = await t.query<{ withdrawn: boolean; events: number }>(sql`
      select withdrawn_at is not null as withdrawn,
        (select count(*)::int from rma_events where rma_id = ${rma.id}) as events
      from rmas where id = ${rma.id}`);
    expect(row).toEqual({ withdrawn: true, events: 3 });
    // Received by the shop: too late to withdraw.
    const next = await filed(customer, fields({ unitId }));
    await t.query(sql`update rmas set status = 'received' where id = ${next.id}`);
    const late = await t.call('POST', `/api/customer/rmas/${next.id}/withdraw`, customer);
    expect(late.statusCode).toBe(409);
  });

  it('serves the photos to the RMA\u2019s customer and to staff who manage orders, nobody else', async () => {
    const sold = await soldUnits(t, admin, stock, customer);
    const rma = await filed(customer, fields({ unitId: String(sold.units[0]!.id) }), [
      photo(await png()),
    ]);
    const orders = await t.createStaff('manager', { canManageOrders: true });
    const products = await t.createStaff('manager', { canManageProducts: true });
    const mine = `/api/customer/rmas/${rma.id}/photos/1`;
    const staff = `/api/admin/rmas/${rma.id}/photos/1`;
    expect((await t.call('GET', mine, customer)).statusCode).toBe(200);
    expect((await t.call('GET', mine, other)).statusCode).toBe(404);
    expect((await t.call('GET', mine)).statusCode).toBe(401);
    expect(
      (await t.call('GET', `/api/customer/rmas/${rma.id}/photos/2`, customer)).statusCode,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/customer/rmas/${rma.id}/photos/5`, customer)).statusCode,
    ).toBe(400);
    const seen = await t.call('GET', staff, orders);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/webp');
    expect((await t.call('GET', staff, admin)).statusCode).toBe(200);
    expect((await t.call('GET', staff, products)).statusCode).toBe(403);
    expect((await t.call('GET', staff, customer)).statusCode).toBe(403);
    expect((await t.call('GET', staff)).statusCode).toBe(401);
    expect((await t.call('GET', `/api/admin/rmas/99999999/photos/1`, orders)).statusCode).toBe(404);
  });

  it('tells the customer of the resolution with a link to the RMA\u2019s page, like every RMA e-mail', async () => {
    const sold = await soldUnits(t, admin, stock, customer);
    const rma = await filed(customer, fields({ unitId: String(sold.units[0]!.id) }));
    for (const [action, body] of [
      ['approve', {}],
      ['receive', { code: rma.rmaNumber }],
      ['inspect', { result: 'refurbished', notes: 'Loose cable, fixed' }],
      ['resolve', { resolution: 'repair', note: 'We reseated its cable.' }],
    ] as const) {
      const res = await t.call('POST', `/api/admin/rmas/${rma.id}/${action}`, admin, body);
      expect(res.statusCode, res.body).toBe(200);
    }
    const [mail] = await t.query<{ text: string; html: string }>(sql`
      select text_body as text, html_body as html from mail_outbox
      where to_address = ${customer.email} and kind = 'rma_resolved' order by id desc limit 1`);
    expect(mail!.text).toContain(`${t.config.publicUrl}/dashboard/returns/${rma.id}`);
    expect(mail!.html).toContain(`${t.config.publicUrl}/dashboard/returns/${rma.id}`);
    expect(mail!.text).not.toContain('tab=devices');
    // The customer's page: the resolution's note, not the inspection's.
    const seen = (
      (await t.call('GET', `/api/customer/rmas/${rma.id}`, customer)).json() as {
        rma: CustomerRma;
      }
    ).rma;
    expect(seen).toMatchObject({ status: 'resolved', resolution: 'repair' });
    expect(seen.resolutionOrderNumber).toMatch(/\S/);
    expect(seen.steps.map((s) => [s.status, s.note])).toEqual([
      ['requested', null],
      ['approved', null],
      ['received', null],
      ['inspected', null],
      ['resolved', 'We reseated its cable.'],
    ]);
  });

  it('lists its calls in the OpenAPI document, the staff\u2019s under one tag', async () => {
    const doc = (await t.call('GET', '/api/docs/json', admin)).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    // Every staff RMA call is under 'admin rmas', the photo route too.
    const staffTags = new Set(
      Object.entries(doc.paths)
        .filter(([path]) => path.startsWith('/api/admin/rmas'))
        .flatMap(([, ops]) => Object.values(ops).flatMap((op) => op.tags ?? [])),
    );
    expect([...staffTags]).toEqual(['admin rmas']);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/customer/rmas',
        '/api/customer/rmas/{id}',
        '/api/customer/rmas/{id}/withdraw',
        '/api/customer/rmas/{id}/label',
        '/api/customer/rmas/{id}/photos/{position}',
        '/api/admin/rmas/{id}/photos/{position}',
      ]),
    );
  });
});
