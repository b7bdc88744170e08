import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  UNIT_MESSAGES,
  type ProductUnit,
  type UnitMovement,
  type WarehouseLocation,
  type Zone,
} from '@shop/contract';
import { createTestApp, type TestApp, type CallArgs } from './helpers.ts';
import { createOrder, pricedProducts, type FixtureProduct } from './order-fixtures.ts';

type Person = { id: number; email: string; cookie: string };
type Detail = { unit: ProductUnit; movements: UnitMovement[] };

describe('product units', () => {
  let t: TestApp;
  let admin: Person;
  let manager: Person;
  let customer: Person;
  let products: FixtureProduct[];
  let zone: Zone;
  let bins: WarehouseLocation[];
  let staging: WarehouseLocation;

  const receive = async (
    productId: number,
    quantity: number,
    location: Record<string, unknown>,
  ) => {
    // Tracked by serial first, as a shop sets a product it keeps serials of.
    await t.trackSerials(productId);
    const res = await t.call('POST', '/api/product-units', admin, {
      product_id: productId,
      quantity,
      location,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().units as ProductUnit[];
  };
  const detail = async (id: number) => {
    const res = await t.call('GET', `/api/product-units/${id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Detail;
  };
  const setStatus = (id: number, body: Record<string, unknown>) =>
    t.call('PUT', `/api/product-units/${id}/status`, admin, body);
  const stockOf = async (productId: number) =>
    (await t.query<{ stock: number }>(sql`select stock from products where id = ${productId}`))[0]!
      .stock;
  const countIn = async (binId: number) =>
    (
      await t.query<{ n: number }>(
        sql`select unit_count as n from warehouse_locations where id = ${binId}`,
      )
    )[0]!.n;
  const bin = (aisle: string, rack: string, shelf: string) =>
    bins.find((b) => b.aisle === aisle && b.rack === rack && b.shelf === shelf)!;

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    manager = await t.createStaff('manager', { canManageProducts: true, canManageOrders: true });
    customer = await t.signUp();
    products = await pricedProducts(t);
    const made = await t.call('POST', '/api/warehouse-zones', admin, {
      zone_code: 'A',
      zone_name: 'Cameras',
      aisles: 2,
      racks: 2,
      shelves: 2,
      capacity: 5,
    });
    zone = made.json().zone;
    bins = (
      await t.call('GET', `/api/warehouse-locations?zone_id=${zone.id}&limit=5000`, admin)
    ).json().locations;
    staging = bins.find((b) => b.is_staging)!;
    bins = bins.filter((b) => !b.is_staging);
  });
  afterAll(() => t.close());

  it('is for admins only', async () => {
    const [unit] = await receive(products[0]!.id, 1, {
      warehouse_location_id: bin('1', '1', '1').id,
    });
    const calls: CallArgs[] = [
      ['GET', '/api/product-units'],
      ['GET', '/api/product-units/search?search=x'],
      ['GET', `/api/product-units/${unit!.id}`],
      ['GET', `/api/product-units/${unit!.id}/movements`],
      ['GET', `/api/product-units/${unit!.id}/location`],
      ['GET', `/api/product-units/location/${bin('1', '1', '1').id}`],
      [
        'POST',
        '/api/product-units',
        undefined,
        { product_id: products[0]!.id, quantity: 1, location: { zone_id: zone.id, aisle: '1' } },
      ],
      ['PUT', `/api/product-units/${unit!.id}/status`, undefined, { status: 'damaged' }],
      [
        'PUT',
        '/api/product-units/bulk-update-status',
        undefined,
        { unitIds: [unit!.id], status: 'damaged' },
      ],
      [
        'PUT',
        `/api/product-units/${unit!.id}/location`,
        undefined,
        { zone_id: zone.id, aisle: '2' },
      ],
    ];
    for (const [method, url, , body] of calls) {
      expect((await t.call(method, url, undefined, body)).statusCode, url).toBe(401);
      expect((await t.call(method, url, customer, body)).statusCode, url).toBe(403);
      expect((await t.call(method, url, manager, body)).statusCode, url).toBe(403);
    }
    expect((await detail(unit!.id)).unit.status).toBe('available');
  });

  it('receives stock: identifiers of docs/modules/warehouse.md#tables, one movement each, stock = available units, the bin counts them', async () => {
    const product = products[1]!;
    const into = bin('1', '2', '1');
    const made = await receive(product.id, 5, {
      warehouse_location_id: into.id,
      movement_reason: 'Delivery 42',
    });
    expect(made).toHaveLength(5);
    const letters = product.name
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 4)
      .toUpperCase();
    const base = new RegExp(`^${letters}${product.id}-\\d{6}(-\\d+)?$`);
    for (const unit of made) expect(unit.unit_identifier).toMatch(base);
    expect(new Set(made.map((u) => u.unit_identifier)).size).toBe(5);
    // A suffix only where needed: the first one is the plain identifier.
    expect(made.filter((u) => !/-\d+-\d+$/.test(u.unit_identifier))).toHaveLength(1);
    expect(made[0]).toMatchObject({
      status: 'available',
      product_id: product.id,
      zone_code: 'A',
      location: {
        warehouse_location_id: into.id,
        location_code: 'A-01-02-01',
        last_movement_reason: 'Delivery 42',
      },
    });
    // The typed stock gives way to the units: 5 available.
    expect(await stockOf(product.id)).toBe(5);
    expect(await countIn(into.id)).toBe(5);
    const { movements } = await detail(made[0]!.id);
    expect(movements).toEqual([
      expect.objectContaining({
        movement_type: 'inventory_adjustment',
        from_status: null,
        to_status: 'available',
        to_location: 'A-01-02-01',
        reason: 'Delivery 42',
      }),
    ]);
    // The bin is full now (capacity 5): nothing more goes in, nothing is half-written.
    await t.trackSerials(product.id);
    const over = await t.call('POST', '/api/product-units', admin, {
      product_id: product.id,
      quantity: 1,
      location: { warehouse_location_id: into.id },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe(UNIT_MESSAGES.full('A-01-02-01', 5));
    expect(await stockOf(product.id)).toBe(5);
  });

  it('checks a receipt and a place as docs/modules/warehouse.md#rules says', async () => {
    const post = (body: Record<string, unknown>) =>
      t.call('POST', '/api/product-units', admin, body);
    const id = products[2]!.id;
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { product_id: id, quantity: 0, location: { zone_id: zone.id, aisle: '1' } },
        'quantity',
        UNIT_MESSAGES.quantity,
      ],
      [
        { product_id: id, quantity: 1001, location: { zone_id: zone.id, aisle: '1' } },
        'quantity',
        UNIT_MESSAGES.quantity,
      ],
      [
        { product_id: id, quantity: 1, location: { aisle: '1' } },
        'location.zone_id',
        UNIT_MESSAGES.zoneRequired,
      ],
      [
        { product_id: id, quantity: 1, location: { zone_id: zone.id, x_coordinate: 'left' } },
        'location.x_coordinate',
        'X coordinate must be a valid number',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(res.json())).toBe(message);
    }
    expect(
      (await post({ product_id: 999999, quantity: 1, location: { zone_id: zone.id, aisle: '1' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post({ product_id: id, quantity: 1, location: { warehouse_location_id: 999999 } }))
        .statusCode,
    ).toBe(404);
    // A place in a zone with no bin there: the zone's staging bin (ADR 0038).
    const [loose] = await receive(id, 1, { zone_id: zone.id, aisle: '7', rack: '3' });
    expect(loose!.location).toMatchObject({
      warehouse_location_id: staging.id,
      aisle: '',
      rack: '',
      x_coordinate: -1,
      y_coordinate: 0,
      z_coordinate: 0,
    });
  });

  it('enforces docs/modules/warehouse.md#rules on the server: a refused change is a 409 naming the allowed ones and changes nothing', async () => {
    const product = products[3]!;
    const into = bin('2', '1', '1');
    const [unit] = await receive(product.id, 1, { warehouse_location_id: into.id });
    const refused = await setStatus(unit!.id, { status: 'shipped' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      UNIT_MESSAGES.refused('available', 'shipped', ['assigned', 'damaged', 'lost', 'voided']),
    );
    expect((await detail(unit!.id)).unit.status).toBe('available');

    const damaged = await setStatus(unit!.id, {
      status: 'damaged',
      notes: 'Dropped',
    });
    expect(damaged.statusCode, damaged.body).toBe(200);
    expect(damaged.json().movements[0]).toMatchObject({
      movement_type: 'damage_report',
      from_status: 'available',
      to_status: 'damaged',
      notes: 'Dropped',
    });
    expect(await stockOf(product.id)).toBe(0);
    expect((await setStatus(unit!.id, { status: 'available' })).statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(1);

    // Lost leaves the bin and is terminal.
    expect((await setStatus(unit!.id, { status: 'lost', notes: 'Gone' })).statusCode).toBe(200);
    expect(await countIn(into.id)).toBe(0);
    const back = await setStatus(unit!.id, { status: 'available' });
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toBe(UNIT_MESSAGES.refused('lost', 'available', []));
    const lost = await detail(unit!.id);
    expect(lost.unit).toMatchObject({ status: 'lost', location: null });
    expect(lost.movements.map((m) => m.to_status)).toEqual([
      'lost',
      'available',
      'damaged',
      'available',
    ]);
    expect((await setStatus(unit!.id, { status: 'sold' })).statusCode).toBe(400);
    expect((await setStatus(999999, { status: 'damaged', notes: 'x' })).statusCode).toBe(404);
  });

  it('assigns a unit to an order that has its product, and only as many as the order needs', async () => {
    const product = products[4]!;
    const made = await receive(product.id, 2, { warehouse_location_id: bin('2', '1', '2').id });
    const order = await createOrder(t, { customer, lines: [{ product, quantity: 1 }] });
    expect((await setStatus(made[0]!.id, { status: 'assigned' })).json().errors.order_number).toBe(
      UNIT_MESSAGES.orderRequired,
    );
    const assigned = await setStatus(made[0]!.id, {
      status: 'assigned',
      order_number: order.orderNumber,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().unit).toMatchObject({
      status: 'assigned',
      order_id: order.id,
      order_number: order.orderNumber,
    });
    expect(assigned.json().movements[0]).toMatchObject({
      movement_type: 'order_assignment',
      reference_type: 'order',
      reference_id: String(order.id),
    });
    const second = await setStatus(made[1]!.id, {
      status: 'assigned',
      order_number: order.orderNumber,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe(UNIT_MESSAGES.orderFull);
    const other = await createOrder(t, {
      customer,
      lines: [{ product: products[5]!, quantity: 1 }],
    });
    expect(
      (await setStatus(made[1]!.id, { status: 'assigned', order_number: other.orderNumber })).json()
        .error,
    ).toBe(UNIT_MESSAGES.orderWithoutProduct);
    expect(
      (await setStatus(made[1]!.id, { status: 'assigned', order_number: 'NOPE' })).statusCode,
    ).toBe(404);
    // Back to available: no longer the order's.
    const freed = await setStatus(made[0]!.id, { status: 'available' });
    expect(freed.json().unit).toMatchObject({ status: 'available', order_id: null });
  });

  it('changes the status of several units all or none', async () => {
    const product = products[5]!;
    const made = await receive(product.id, 3, { warehouse_location_id: bin('2', '2', '1').id });
    const ids = made.map((u) => u.id);
    expect((await setStatus(ids[2]!, { status: 'damaged', notes: 'Dented' })).statusCode).toBe(200);
    const bulk = (body: Record<string, unknown>) =>
      t.call('PUT', '/api/product-units/bulk-update-status', admin, body);
    const states = async () => Promise.all(ids.map(async (id) => (await detail(id)).unit.status));
    // damaged -> available is allowed, available -> available is not: nothing changes.
    const mixed = await bulk({ unitIds: ids, status: 'available' });
    expect(mixed.statusCode).toBe(409);
    expect(await states()).toEqual(['available', 'available', 'damaged']);
    const lost = await bulk({ unitIds: ids, status: 'lost', notes: 'Not found at the count' });
    expect(lost.statusCode, lost.body).toBe(200);
    expect(await states()).toEqual(['lost', 'lost', 'lost']);
    const more = await receive(product.id, 2, { warehouse_location_id: bin('2', '2', '2').id });
    const moreIds = more.map((u) => u.id);
    const missing = await bulk({
      unitIds: [...moreIds, 999999],
      status: 'damaged',
      notes: 'Wet',
    });
    expect(missing.statusCode).toBe(404);
    expect((await detail(moreIds[0]!)).unit.status).toBe('available');
    const ok = await bulk({
      unitIds: moreIds,
      status: 'damaged',
      notes: 'Bulk status update to damaged',
    });
    expect(ok.json()).toMatchObject({ updated: 2 });
    const { movements } = await detail(moreIds[1]!);
    expect(movements[0]).toMatchObject({
      movement_type: 'bulk_update',
      method: 'bulk',
      notes: 'Bulk status update to damaged',
    });
    expect((await bulk({ unitIds: [], status: 'damaged' })).json().errors.unitIds).toBe(
      UNIT_MESSAGES.unitIds,
    );
  });

  it('moves a unit between bins with a movement, within capacity, and never a unit that left', async () => {
    const product = products[6] ?? products[0]!;
    const from = bin('1', '1', '2');
    const to = bin('1', '2', '2');
    const [unit] = await receive(product.id, 1, { warehouse_location_id: from.id });
    const move = (id: number, body: Record<string, unknown>) =>
      t.call('PUT', `/api/product-units/${id}/location`, admin, body);
    const moved = await move(unit!.id, {
      warehouse_location_id: to.id,
      movement_reason: 'Re-slotting',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect([await countIn(from.id), await countIn(to.id)]).toEqual([0, 1]);
    expect(moved.json().movements[0]).toMatchObject({
      movement_type: 'location_change',
      from_location: 'A-01-01-02',
      to_location: 'A-01-02-02',
      reason: 'Re-slotting',
    });
    // Fill the target, then a second unit is refused there.
    await receive(product.id, 4, { warehouse_location_id: to.id });
    const [other] = await receive(product.id, 1, { warehouse_location_id: from.id });
    const full = await move(other!.id, { warehouse_location_id: to.id });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(UNIT_MESSAGES.full('A-01-02-02', 5));
    expect(await countIn(from.id)).toBe(1);
    // By zone and aisle: the bin at that place is found.
    const byPlace = await move(other!.id, { zone_id: zone.id, aisle: '2', rack: '2', shelf: '2' });
    expect(byPlace.json().unit.location.warehouse_location_id).toBe(bin('2', '2', '2').id);
    const location = await t.call('GET', `/api/product-units/${other!.id}/location`, admin);
    expect(location.json().location.location_code).toBe('A-02-02-02');
    expect((await setStatus(other!.id, { status: 'lost', notes: 'Gone' })).statusCode).toBe(200);
    const gone = await move(other!.id, { warehouse_location_id: from.id });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error).toBe(UNIT_MESSAGES.notShelved('lost'));
    expect(
      (await t.call('GET', `/api/product-units/${other!.id}/location`, admin)).statusCode,
    ).toBe(404);
  });

  it("lists units paged in SQL with filters, search and sorts, and a bin's units", async () => {
    const product = products[0]!;
    const into = bin('1', '1', '1');
    await receive(product.id, 3, { warehouse_location_id: into.id });
    const list = async (query: string) => {
      const res = await t.call('GET', `/api/product-units?${query}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { units: ProductUnit[]; pagination: { total: number; pages: number } };
    };
    const mine = await list(`product_id=${product.id}&limit=10`);
    expect(mine.pagination.total).toBe(4);
    expect(mine.units.every((u) => u.product_id === product.id)).toBe(true);
    const byName = await list(`product_id=${product.id}&sort=unit_identifier&order=asc&limit=10`);
    const names = byName.units.map((u) => u.unit_identifier);
    expect(names).toEqual([...names].sort());
    const paged = await list(
      `product_id=${product.id}&sort=unit_identifier&order=asc&limit=10&page=1`,
    );
    expect(paged.units.map((u) => u.id)).toEqual(byName.units.map((u) => u.id));
    // Any page size from 1 to 100: two a page are two a page.
    const two = await list(
      `product_id=${product.id}&sort=unit_identifier&order=asc&limit=2&page=2`,
    );
    expect(two.units.map((u) => u.id)).toEqual(byName.units.slice(2, 4).map((u) => u.id));
    expect(two.pagination).toMatchObject({ total: 4, pages: 2 });
    // By product name, both ways, a product's units by id; a page follows on from the last.
    await receive(products[1]!.id, 2, { warehouse_location_id: bin('1', '1', '2').id });
    const nameKey = (u: ProductUnit) => [u.product_name, u.id] as const;
    const inOrder = (units: ProductUnit[], dir: 1 | -1) =>
      units.every((u, i) => {
        if (i === 0) return true;
        const [a, ai] = nameKey(units[i - 1]!);
        const [b, bi] = nameKey(u);
        const byName = a < b ? -1 : a > b ? 1 : ai - bi;
        return byName * dir < 0;
      });
    const az = await list('sort=product_name&order=asc&limit=100');
    expect(az.units.length).toBeGreaterThanOrEqual(6);
    expect(new Set(az.units.map((u) => u.product_id)).size).toBeGreaterThanOrEqual(2);
    expect(inOrder(az.units, 1)).toBe(true);
    expect(inOrder((await list('sort=product_name&order=desc&limit=100')).units, -1)).toBe(true);
    const firstTen = await list('sort=product_name&order=asc&limit=10');
    const second = await list('sort=product_name&order=asc&limit=10&page=2');
    expect([...firstTen.units, ...second.units].map((u) => u.id)).toEqual(
      az.units.slice(0, firstTen.units.length + second.units.length).map((u) => u.id),
    );
    const availableAz = await list('sort=product_name&order=asc&status=available&limit=100');
    expect(availableAz.units.every((u) => u.status === 'available')).toBe(true);
    expect(inOrder(availableAz.units, 1)).toBe(true);
    const lost = await list('status=lost&limit=100');
    expect(lost.units.length).toBeGreaterThan(0);
    expect(lost.units.every((u) => u.status === 'lost')).toBe(true);
    const found = await list(`search=${encodeURIComponent(names[0]!.toLowerCase())}`);
    expect(found.units.map((u) => u.unit_identifier)).toContain(names[0]);
    // By the product's SKU, or a word of its name: every unit of it.
    const bySku = await list(`search=${encodeURIComponent(product.sku.toLowerCase())}&limit=100`);
    expect(bySku.units.filter((u) => u.product_id === product.id)).toHaveLength(
      mine.pagination.total,
    );
    const word = product.name.split(/\s+/).find((w) => /^[a-z]{4,}$/i.test(w))!;
    const byWord = await list(`search=${encodeURIComponent(word)}&limit=100`);
    expect(byWord.units.some((u) => u.product_id === product.id)).toBe(true);
    // A search's matches are found once and read by key: its sorts, pages and filters hold.
    const ids = (r: { units: ProductUnit[] }) => r.units.map((u) => u.id);
    expect(mine.pagination.total).toBe(4);
    const wordAll = await list(
      `search=${encodeURIComponent(word)}&sort=unit_identifier&order=desc&limit=100`,
    );
    expect(wordAll.pagination.total).toBeGreaterThan(10);
    expect(wordAll.units.map((u) => u.unit_identifier)).toEqual(
      wordAll.units.map((u) => u.unit_identifier).sort((a, b) => (a < b ? 1 : -1)),
    );
    const wordPages = [1, 2].map((page) =>
      list(
        `search=${encodeURIComponent(word)}&sort=unit_identifier&order=desc&limit=10&page=${page}`,
      ),
    );
    expect((await Promise.all(wordPages)).flatMap(ids)).toEqual(ids(wordAll).slice(0, 20));
    const byWordAz = await list(
      `search=${encodeURIComponent(word)}&sort=product_name&order=asc&limit=100`,
    );
    expect(byWordAz.pagination.total).toBe(byWord.pagination.total);
    expect(inOrder(byWordAz.units, 1)).toBe(true);
    const byWordLost = await list(`search=${encodeURIComponent(word)}&status=lost&limit=100`);
    expect(byWordLost.units.every((u) => u.status === 'lost')).toBe(true);
    expect(byWordLost.pagination.total).toBe(
      byWordAz.units.filter((u) => u.status === 'lost').length,
    );
    const inZone = await list(`zone_id=${zone.id}&limit=100`);
    expect(inZone.units.every((u) => u.zone_code === 'A')).toBe(true);
    // A bad page size falls back to 10; a page past the end is empty.
    expect((await list('limit=7')).units.length).toBeLessThanOrEqual(10);
    expect((await list(`product_id=${product.id}&page=99`)).units).toEqual([]);
    const atBin = (await t.call('GET', `/api/product-units/location/${into.id}`, admin)).json()
      .units as ProductUnit[];
    expect(atBin).toHaveLength(await countIn(into.id));
    expect((await t.call('GET', '/api/product-units/location/999999', admin)).statusCode).toBe(404);
    const movements = await t.call(
      'GET',
      `/api/product-units/${atBin[0]!.id}/movements?page=1&limit=10`,
      admin,
    );
    expect(movements.json().pagination.total).toBe(1);
  });

  it('moves several units at once (all or none), keeps their location history, counts and exports them', async () => {
    const product = products[2]!;
    const made = await t.call('POST', '/api/warehouse-zones', admin, {
      zone_code: 'M',
      zone_name: 'Moves',
      aisles: 1,
      racks: 1,
      shelves: 3,
      capacity: 2,
    });
    const shelves = (
      await t.call('GET', `/api/warehouse-locations?zone_id=${made.json().zone.id}`, admin)
    ).json().locations as WarehouseLocation[];
    const [one, two, three] = shelves as [WarehouseLocation, WarehouseLocation, WarehouseLocation];
    const ids = (await receive(product.id, 2, { warehouse_location_id: one.id })).map((u) => u.id);
    await receive(product.id, 1, { warehouse_location_id: three.id });
    const bulkMove = (body: Record<string, unknown>) =>
      t.call('POST', '/api/locations/bulk-move', admin, body);
    const missing = await bulkMove({
      unitIds: [...ids, 999999],
      location: { warehouse_location_id: two.id },
    });
    expect(missing.statusCode).toBe(404);
    expect([await countIn(one.id), await countIn(two.id)]).toEqual([2, 0]);
    // Two more into a bin of 2 that holds 1: refused whole.
    const full = await bulkMove({ unitIds: ids, location: { warehouse_location_id: three.id } });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(UNIT_MESSAGES.full('M-01-01-03', 2));
    expect([await countIn(one.id), await countIn(three.id)]).toEqual([2, 1]);
    const moved = await bulkMove({ unitIds: ids, location: { warehouse_location_id: two.id } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ updated: 2 });
    expect([await countIn(one.id), await countIn(two.id)]).toEqual([0, 2]);
    const again = await t.call('PUT', `/api/product-units/${ids[0]}/location`, admin, {
      zone_id: zone.id,
      aisle: '2',
      rack: '1',
      shelf: '2',
      movement_reason: 'Back to stock',
    });
    expect(again.statusCode, again.body).toBe(200);
    const history = (
      await t.call('GET', `/api/product-units/${ids[0]}/location-history`, admin)
    ).json().history;
    expect(history.map((h: { movement_kind: string }) => h.movement_kind)).toEqual([
      'zone_transfer',
      'shelf_move',
      'initial_assignment',
    ]);
    expect(history[0]).toMatchObject({
      old_location_string: 'M-01-01-02',
      new_location_string: 'A-02-01-02',
      movement_reason: 'Back to stock',
    });

    const stats = (await t.call('GET', '/api/product-units/stats', admin)).json().stats;
    const [total] = await t.query<{ n: number }>(sql`select count(*)::int as n from product_units`);
    expect(stats.totalUnits).toBe(total!.n);
    expect(
      Object.values(stats.statusBreakdown as Record<string, number>).reduce((a, b) => a + b, 0),
    ).toBe(total!.n);
    expect(stats.unitsThisMonth).toBe(total!.n);
    expect(stats.recentMovements[0].unit_identifier).toBeTruthy();
    expect(stats.productBreakdown.length).toBeGreaterThan(0);

    const csv = await t.call('GET', `/api/product-units/export?product_id=${product.id}`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="product-units-export-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Unit ID,Product,SKU,Status');
    const [mine] = await t.query<{ n: number }>(
      sql`select count(*)::int as n from product_units where product_id = ${product.id}`,
    );
    expect(lines).toHaveLength(mine!.n + 1);
    expect((await t.call('GET', '/api/product-units/export', customer)).statusCode).toBe(403);
  });

  it('finds a long identifier by its tail, checked against the whole text; wildcards are text', async () => {
    await t.query(sql`
      insert into product_units (unit_identifier, product_id, product_name_snapshot)
      select i, ${products[0]!.id}, 'Tail'
      from unnest(array['TAILA7-000777', 'TAILB7-000777', 'TAILA7-000777-2', 'XTAILA7-000777',
        'TAILA7-000%77']) i`);
    const found = async (search: string) =>
      (
        (
          await t.call(
            'GET',
            `/api/product-units?search=${encodeURIComponent(search)}&limit=100`,
            admin,
          )
        ).json().units as ProductUnit[]
      )
        .map((u) => u.unit_identifier)
        .sort();
    const a7 = ['TAILA7-000777', 'TAILA7-000777-2', 'XTAILA7-000777'];
    expect(await found('taila7-000777')).toEqual(a7);
    expect(await found('A7-000777')).toEqual(a7);
    expect(await found('000777')).toEqual([...a7, 'TAILB7-000777'].sort());
    expect(await found('taila7-00077_')).toEqual([]);
    expect(await found('taila7-000%77')).toEqual(['TAILA7-000%77']);
  });

  it('counts the list from the kept totals, exactly, and caps a search count at 10,000', async () => {
    const exact = await t.query<{ status: string; zone: number; n: number }>(sql`
      select status, coalesce(zone_id, 0) as zone, count(*)::int as n from product_units
      group by 1, 2 order by 1, 2`);
    const kept = await t.query<{ status: string; zone: number; n: number }>(sql`
      select status, zone_key as zone, n from unit_counts where n <> 0 order by 1, 2`);
    expect(kept).toEqual(exact);
    const total = (query: string) =>
      t
        .call('GET', `/api/product-units?${query}`, admin)
        .then((r) => r.json().pagination.total as number);
    const sum = (rows: typeof exact) => rows.reduce((n, r) => n + r.n, 0);
    expect(await total('')).toBe(sum(exact));
    expect(await total('status=lost')).toBe(sum(exact.filter((r) => r.status === 'lost')));
    expect(await total(`zone_id=${zone.id}`)).toBe(sum(exact.filter((r) => r.zone === zone.id)));
    expect(await total(`zone_id=${zone.id}&status=available`)).toBe(
      sum(exact.filter((r) => r.zone === zone.id && r.status === 'available')),
    );
    await t.query(sql`
      insert into product_units (unit_identifier, product_id, product_name_snapshot, status)
      select 'CAPT' || g, ${products[0]!.id}, 'Cap', 'damaged' from generate_series(1, 10005) g`);
    const capped = (await t.call('GET', '/api/product-units?search=capt&limit=10', admin)).json();
    expect(capped.pagination.total).toBe(10000);
    expect(capped.truncated).toBe(true);
    expect(await total('status=damaged')).toBe(
      sum(exact.filter((r) => r.status === 'damaged')) + 10005,
    );
  });

  it('takes two receipts into the last places of a bin at once: one is refused whole', async () => {
    const into = bin('2', '1', '2');
    const free = 5 - (await countIn(into.id));
    const body = {
      product_id: products[0]!.id,
      quantity: free,
      location: { warehouse_location_id: into.id },
    };
    const answers = await Promise.all([
      t.call('POST', '/api/product-units', admin, body),
      t.call('POST', '/api/product-units', admin, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await countIn(into.id)).toBe(5);
  });
});
