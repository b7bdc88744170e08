import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerUser, mockApi, renderRoute } from '../../test/render';
import { queriesTo, signedInAdmin, XSS } from '../../test/fixtures/common';
import { bin, unitAt, zone } from '../../test/fixtures/locations';
import type { WarehouseLocation } from '@shop/contract';

configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());

const setup = () => userEvent.setup({ delay: null });
const LIST = '/api/warehouse-locations';

const zoneA = zone({ id: 1, zone_code: 'A', zone_name: 'Main floor', location_count: 3 });
const zoneB = zone({ id: 2, zone_code: 'B', zone_name: 'Cold room', location_count: 1 });
const a112 = bin({ id: 11, aisle: '1', rack: '1', shelf: '2', notes: XSS, capacity: 4 });
const a1110 = bin({ id: 12, aisle: '1', rack: '1', shelf: '10', capacity: null });
const a2 = bin({
  id: 13,
  aisle: '2',
  rack: '3',
  shelf: '1',
  created_at: '2026-11-05T10:00:00.000Z',
});
const b = bin({
  id: 21,
  zone_id: 2,
  zone_code: 'B',
  zone_name: 'Cold room',
  aisle: '7',
  created_at: '2026-11-09T10:00:00.000Z',
});
const all = [a112, a1110, a2, b];

/** More bins than a search opens at once: aisles and racks start closed. */
const filler = Array.from({ length: 80 }, (_, i) =>
  bin({
    id: 1000 + i,
    zone_id: 3,
    zone_code: 'C',
    zone_name: 'Overflow',
    aisle: '1',
    rack: '1',
    shelf: String(i + 1),
  }),
);

const listOf = (locations = all) => ({
  body: {
    success: true,
    locations,
    pagination: { page: 1, limit: 200, total: locations.length, pages: 1 },
    truncated: false,
  },
});

/** The server's search, as the API tests hold it: any of these fields containing the text. */
const searched = (locations: WarehouseLocation[]) => (_body: unknown, url: URL) => {
  const text = (url.searchParams.get('search') ?? '').toLowerCase();
  const zoneId = url.searchParams.get('zone_id');
  return listOf(
    locations.filter(
      (l) =>
        (zoneId === null || String(l.zone_id) === zoneId) &&
        [l.zone_code, l.zone_name, l.aisle, l.rack, l.shelf, l.notes, l.location_code].some((f) =>
          f.toLowerCase().includes(text),
        ),
    ),
  );
};

const noHistory = { body: { success: true, changes: [] } };

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedInAdmin,
    [`GET ${LIST}`]: searched(all),
    'GET /api/warehouse-zones': { body: { success: true, zones: [zoneA, zoneB] } },
    'GET /api/warehouse-locations/11/history': noHistory,
    'GET /api/warehouse-locations/12/history': noHistory,
    ...overrides,
  });
}

/** The tree's zone sections, in order, by their headings' text. */
const zoneOrder = () =>
  screen.getAllByRole('region', { name: /^Zone / }).map((s) => s.getAttribute('aria-label'));

async function open(user: ReturnType<typeof setup>, name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
}

describe('/admin/locations', () => {
  it('sends non-admins to the home page', async () => {
    mockApi({
      'GET /api/check-auth': { body: { isAuthenticated: true, user: customerUser } },
    });
    const { router } = renderRoute('/admin/locations');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('asks the server for a page of warehouse 1 and shows the tree, shelf rows with badges, QR, coordinates, capacity', async () => {
    api({ [`GET ${LIST}`]: listOf([...all, ...filler]) });
    const user = setup();
    renderRoute('/admin/locations');

    expect(await screen.findByRole('region', { name: 'Zone A' })).toBeInTheDocument();
    const query = queriesTo('GET', LIST)[0]!;
    expect(query.get('limit')).toBe('200');
    expect(query.get('warehouse_id')).toBe('1');
    expect(query.get('sort')).toBe('newest');
    expect(query.get('page')).toBe('1');
    expect(query.has('zone_id')).toBe(false);
    expect(query.has('search')).toBe(false);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('4 locations in total');
    expect(screen.getByRole('link', { name: 'Warehouse Map' })).toHaveAttribute(
      'href',
      '/admin/warehouse-map',
    );

    // Zones start open, aisles closed: no shelf row is mounted yet.
    expect(screen.queryByText('A-01-01-02')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Print labels of zone A/ })).toHaveAttribute(
      'href',
      '/api/warehouse-zones/1/labels',
    );
    await user.click(screen.getByRole('button', { name: /Aisle 1 of zone A/ }));
    expect(screen.getByRole('link', { name: /Print labels of aisle 1 of zone A/ })).toHaveAttribute(
      'href',
      '/api/warehouse-zones/1/labels?aisle=1',
    );
    await user.click(screen.getByRole('button', { name: /Rack 1 of aisle 1 in zone A/ }));

    const rows = screen
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.includes('A-01-01-'));
    const shelves = rows.filter((li) => li.classList.contains('list-group-item'));
    // Shelf 2 before shelf 10 (numeric) within the rack under the name sort of equal dates.
    expect(shelves.map((li) => within(li).getByText(/^A-01-01-/).textContent)).toEqual([
      'A-01-01-02',
      'A-01-01-10',
    ]);
    const [first, second] = shelves;
    expect(within(first!).getByText('Zone', { exact: false })).toBeInTheDocument();
    expect(within(first!).getByText('(0, 0, 0)')).toBeInTheDocument();
    expect(within(first!).getByText('4')).toBeInTheDocument();
    expect(within(second!).getByText('N/A')).toBeInTheDocument();
    const qr = within(first!).getByRole('link', { name: /QR code of A-01-01-02/ });
    // The value the printed label holds too (docs/modules/warehouse.md#picking-and-scanning:
    // "zone,aisle,rack,shelf").
    expect(qr.querySelector('img')!.getAttribute('src')).toContain(
      `/api/qr/image?value=${encodeURIComponent('A,1,1,2')}`,
    );
    // The preview image is the 300 x 300 one.
    expect(qr.querySelector('img.qr-preview')).toHaveAttribute('width', '300');
  });

  it('with 5000 bins mounts no shelf row until a rack is opened', async () => {
    // 10 aisles x 50 racks x 10 shelves, as a big zone would be.
    const many = Array.from({ length: 5000 }, (_, i) =>
      bin({
        id: i + 1,
        aisle: String(Math.floor(i / 500) + 1),
        rack: String((Math.floor(i / 10) % 50) + 1),
        shelf: String((i % 10) + 1),
      }),
    );
    api({ [`GET ${LIST}`]: listOf(many) });
    const user = setup();
    renderRoute('/admin/locations?sort=zone');
    const zoneA = await screen.findByRole('region', { name: 'Zone A' });
    expect(within(zoneA).getByText('5,000 locations')).toBeInTheDocument();
    expect(document.querySelectorAll('.list-group-item')).toHaveLength(0);
    expect(within(zoneA).getAllByRole('button', { name: /^Aisle \d+ of zone A/ })).toHaveLength(10);

    await user.click(within(zoneA).getByRole('button', { name: /^Aisle 10 of zone A/ }));
    await user.click(within(zoneA).getByRole('button', { name: /^Rack 50 of aisle 10 in zone A/ }));
    const rows = document.querySelectorAll('.list-group-item');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('A-10-50-01');
  });

  it('search, zone filter and sort change the tree and stay in the URL', async () => {
    api();
    const user = setup();
    const { router } = renderRoute('/admin/locations');
    await screen.findByRole('region', { name: 'Zone A' });

    // Newest first (the default): zone B holds the newest bin.
    expect(zoneOrder()).toEqual(['Zone B', 'Zone A']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Zone (A-Z)');
    expect(zoneOrder()).toEqual(['Zone A', 'Zone B']);
    expect(router.state.location.search).toContain('sort=zone');

    // The server searches (once typing pauses) and the tree shows the few rows it found.
    await user.type(screen.getByLabelText('Search'), 'ONERROR');
    await waitFor(() => expect(screen.queryByText('A-01-01-10')).not.toBeInTheDocument());
    expect(screen.getByText('A-01-01-02')).toBeInTheDocument();
    expect(
      queriesTo('GET', LIST)
        .filter((q) => q.has('search'))
        .map((q) => q.get('search')),
    ).toEqual(['ONERROR']);
    expect(screen.getByText('1 bin matches')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Zone B' })).not.toBeInTheDocument();
    expect(router.state.location.search).toContain('q=ONERROR');

    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'nowhere');
    expect(
      await screen.findByText('No locations found matching your search criteria.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search'));

    await user.selectOptions(screen.getByLabelText('Zone'), 'B - Cold room');
    await waitFor(() => expect(queriesTo('GET', LIST).at(-1)!.get('zone_id')).toBe('2'));
    expect(router.state.location.search).toContain('zone=2');
  });

  it('reads its filters from the URL', async () => {
    api();
    renderRoute('/admin/locations?q=cold&sort=oldest');
    expect(await screen.findByRole('region', { name: 'Zone B' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Zone A' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('cold');
    expect(screen.getByLabelText('Sort by')).toHaveValue('oldest');
  });

  it('says when the warehouse has no locations', async () => {
    api({ [`GET ${LIST}`]: listOf([]) });
    renderRoute('/admin/locations');
    expect(await screen.findByText('No locations found.')).toBeInTheDocument();
  });

  it('shows a failed load in a dismissible red alert with Retry, which loads again', async () => {
    let fail = true;
    api({ [`GET ${LIST}`]: () => (fail ? { status: 500, body: {} } : listOf()) });
    const user = setup();
    renderRoute('/admin/locations');
    expect(await screen.findByText('Failed to load locations')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Failed to load locations')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Failed to load locations')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Zone A' })).toBeInTheDocument();
  });

  it('creates a zone with its grid in one call, after the contract’s checks', async () => {
    const calls = api({
      'POST /api/warehouse-zones': {
        status: 201,
        body: { success: true, zone: zone({ id: 3, zone_code: 'C9' }), locations_created: 8 },
      },
    });
    const user = setup();
    renderRoute('/admin/locations');
    await open(user, /Create Zone/);
    const dialog = await screen.findByRole('dialog', {
      name: 'Create New Zone with Predefined Locations',
    });
    expect(within(dialog).getByText('250')).toBeInTheDocument(); // 5 x 10 x 5 by default

    await user.clear(within(dialog).getByLabelText('Aisles'));
    await user.type(within(dialog).getByLabelText('Aisles'), '60');
    await user.type(within(dialog).getByLabelText('Capacity per location'), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Create Zone' }));
    expect(await within(dialog).findByText('Zone code is required')).toBeInTheDocument();
    expect(await within(dialog).findByText('Zone name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Aisles must be between 1 and 50')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Capacity must be a valid non-negative number'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/warehouse-zones')).toBe(false);

    await user.type(within(dialog).getByLabelText('Zone code *'), ' c9 ');
    await user.type(within(dialog).getByLabelText('Zone name *'), 'Returns');
    for (const [label, value] of [
      ['Aisles', '2'],
      ['Racks per aisle', '2'],
      ['Shelves per rack', '2'],
      ['Capacity per location', '5'],
    ] as const) {
      await user.clear(within(dialog).getByLabelText(label));
      await user.type(within(dialog).getByLabelText(label), value);
    }
    expect(within(dialog).getByText('8')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Zone' }));

    expect(await screen.findByText('Zone C9 created with 8 locations')).toBeInTheDocument();
    const post = calls.filter((c) => c.key === 'POST /api/warehouse-zones');
    expect(post).toHaveLength(1);
    expect(post[0]!.body).toMatchObject({
      warehouse_id: 1,
      zone_code: 'C9',
      zone_name: 'Returns',
      aisles: '2',
      racks: '2',
      shelves: '2',
      location_capacity: '5',
      create_locations: true,
    });
    // The list is asked again, and the message can be dismissed.
    await waitFor(() => expect(queriesTo('GET', LIST).length).toBeGreaterThan(1));
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Zone C9 created with 8 locations')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a zone in a dismissible red alert', async () => {
    api({
      'POST /api/warehouse-zones': {
        status: 409,
        body: { success: false, error: 'A zone with this code already exists' },
      },
    });
    const user = setup();
    renderRoute('/admin/locations');
    await open(user, /Create Zone/);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Zone code *'), 'A');
    await user.type(within(dialog).getByLabelText('Zone name *'), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Create Zone' }));
    const alert = await within(dialog).findByText('A zone with this code already exists');
    expect(alert.closest('.alert')).toHaveClass('alert-danger');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(within(dialog).queryByText('A zone with this code already exists')).toBeNull();
  });

  it('creates a location: zone required, coordinates derived when left empty', async () => {
    const calls = api({
      'POST /api/warehouse-locations': {
        status: 201,
        body: {
          success: true,
          // What the server makes of the form's text: numbers, the derived coordinates.
          location: bin({
            id: 30,
            zone_id: 2,
            zone_code: 'B',
            aisle: '3',
            rack: '2',
            shelf: '4',
            x_coordinate: 12,
            y_coordinate: 1,
            z_coordinate: 3,
            capacity: 6,
            location_type: 'bulk',
          }),
        },
      },
    });
    const user = setup();
    renderRoute('/admin/locations');
    await open(user, /Create Location/);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Location' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Location' }));
    expect((await within(dialog).findAllByText('Please select a zone')).length).toBeGreaterThan(0);

    await user.selectOptions(within(dialog).getByLabelText('Zone *'), 'B - Cold room');
    await user.type(within(dialog).getByLabelText('Aisle'), '3');
    await user.type(within(dialog).getByLabelText('Rack'), '2');
    await user.type(within(dialog).getByLabelText('Shelf'), '4');
    // B is letter 1: x = 10 + 3 - 1, y = 2 - 1, z = 4 - 1.
    expect(within(dialog).getByText('B-03-02-04 gets (12, 1, 3).')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Capacity'), '6');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Bulk');
    await user.click(within(dialog).getByRole('button', { name: 'Create Location' }));

    expect(await screen.findByText('Location B-03-02-04 created')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/warehouse-locations')!.body).toMatchObject({
      warehouse_id: 1,
      zone_id: '2',
      aisle: '3',
      rack: '2',
      shelf: '4',
      x_coordinate: '',
      capacity: '6',
      location_type: 'bulk',
    });
  });

  it('keeps the dialog open with the server’s refusal of a taken place', async () => {
    api({
      'POST /api/warehouse-locations': {
        status: 409,
        body: {
          success: false,
          error: 'A location with this zone, aisle, rack and shelf already exists',
        },
      },
    });
    const user = setup();
    renderRoute('/admin/locations');
    await open(user, /Create Location/);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Location' });
    await user.selectOptions(within(dialog).getByLabelText('Zone *'), 'A - Main floor');
    await user.type(within(dialog).getByLabelText('Aisle'), '1');
    await user.type(within(dialog).getByLabelText('X coordinate'), '2.5');
    expect(within(dialog).queryByText(/ gets \(/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Location' }));
    expect(
      await within(dialog).findByText(
        'A location with this zone, aisle, rack and shelf already exists',
      ),
    ).toBeInTheDocument();
  });

  it('opens the details of ?location= with its inventory and summary', async () => {
    const units = [
      unitAt(a112, { id: 1 }),
      unitAt(a112, {
        id: 2,
        unit_identifier: 'DOME21-2',
        status: 'assigned',
        order_id: 9,
        order_number: 'ORD-9',
      }),
      unitAt(a112, { id: 3, unit_identifier: 'BULL5-3', product_id: 5, product_name: 'Bullet' }),
    ];
    api({
      'GET /api/warehouse-locations/11': { body: { success: true, location: a112 } },
      'GET /api/product-units/location/11': { body: { success: true, units } },
    });
    const user = setup();
    const { router } = renderRoute('/admin/locations?location=11');
    const dialog = await screen.findByRole('dialog', { name: /Location Details/ });
    expect(await within(dialog).findByText('DOME21-2')).toBeInTheDocument();
    const summary = within(dialog).getByLabelText('Inventory summary');
    expect(within(summary).getByText('Product types').nextSibling).toHaveTextContent('2');
    expect(within(summary).getByText('Total units').nextSibling).toHaveTextContent('3');
    expect(within(summary).getByText('Capacity used').nextSibling).toHaveTextContent('75%');
    const row = within(dialog).getByText('DOME21-2').closest('tr')!;
    expect(within(row).getByText('ORD-9')).toBeInTheDocument();
    expect(within(row).getByText('Assigned')).toBeInTheDocument();
    expect(within(row).getByText('Bo Lee')).toBeInTheDocument();
    expect(within(row).getByText('scan')).toBeInTheDocument();
    expect(within(row).getByText('Received from supplier')).toBeInTheDocument();
    // Staff-typed notes stay text.
    expect(within(dialog).getByText(XSS)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(router.state.location.search).not.toContain('location='));
  });

  it('a scanned bin label opens the bin; a code that matches nothing says so', async () => {
    const answers = [
      { body: { success: true, result: { kind: 'location', location: a112 } } },
      { status: 404, body: { error: 'No unit, bin or order matches this code' } },
    ];
    api({
      'GET /api/admin/scan': () => answers.shift()!,
      'GET /api/warehouse-locations/11': { body: { success: true, location: a112 } },
      'GET /api/product-units/location/11': { body: { success: true, units: [] } },
    });
    const user = setup();
    const { router } = renderRoute('/admin/locations');
    const box = await screen.findByRole('textbox', { name: 'Scan a bin label' });
    await user.click(box);
    await user.keyboard('A,1,1,2{Enter}');
    expect(await screen.findByRole('dialog', { name: /Location Details/ })).toBeInTheDocument();
    expect(router.state.location.search).toContain('location=11');
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(box);
    await user.keyboard('Z,9,9,9{Enter}');
    expect(await screen.findByText('No unit, bin or order matches this code')).toBeInTheDocument();
  });

  it('shows N/A capacity used for a bin without capacity, and an empty bin', async () => {
    api({
      'GET /api/warehouse-locations/12': { body: { success: true, location: a1110 } },
      'GET /api/product-units/location/12': { status: 404, body: { error: 'Location not found' } },
    });
    renderRoute('/admin/locations?location=12');
    const dialog = await screen.findByRole('dialog', { name: /Location Details/ });
    expect(await within(dialog).findByText('No units at this location.')).toBeInTheDocument();
    expect(within(dialog).getByText('Capacity used').nextSibling).toHaveTextContent('N/A');
  });
});

describe('Zone Status Mappings', () => {
  const mapping = {
    order_status: 'shipped',
    zone_id: 1,
    zone_code: 'A',
    zone_name: 'Main floor',
    description: 'Outbound dock',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
  };

  it('says when there are none, and creates one once a status and a zone are chosen', async () => {
    let mappings: object[] = [];
    const calls = api({
      'GET /api/status-mappings': () => ({ body: { success: true, mappings } }),
      'POST /api/status-mappings': (body) => {
        mappings = [{ ...mapping, ...(body as object), zone_code: 'B', zone_name: 'Cold room' }];
        return { status: 201, body: { success: true, mapping: mappings[0] } };
      },
    });
    const user = setup();
    renderRoute('/admin/locations');
    await open(user, /Zone Mappings/);
    const dialog = await screen.findByRole('dialog', { name: 'Zone Status Mappings' });
    expect(await within(dialog).findByText('No status mappings found')).toBeInTheDocument();
    const add = within(dialog).getByRole('button', { name: 'Add Mapping' });
    expect(add).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Order status'), 'Refunded');
    expect(add).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Zone'), 'B - Cold room');
    await user.type(within(dialog).getByLabelText('Description'), 'x'.repeat(256));
    await user.click(add);
    expect(
      await within(dialog).findByText('Description must be 255 characters or less'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.type(within(dialog).getByLabelText('Description'), 'Back to stock');
    await user.click(add);

    expect(await within(dialog).findByText('Back to stock')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/status-mappings')!.body).toEqual({
      order_status: 'refunded',
      zone_id: 2,
      description: 'Back to stock',
    });
  });

  it('edits a row in place and deletes after the confirmation', async () => {
    let mappings = [mapping];
    const calls = api({
      'GET /api/status-mappings': () => ({ body: { success: true, mappings } }),
      'PUT /api/status-mapping/shipped': (body) => {
        mappings = [{ ...mapping, ...(body as object), zone_code: 'B', zone_name: 'Cold room' }];
        return { body: { success: true, mapping: mappings[0] } };
      },
      'DELETE /api/status-mapping/shipped': () => {
        mappings = [];
        return { body: { success: true, message: 'Status mapping deleted' } };
      },
    });
    const user = setup();
    renderRoute('/admin/locations');
    await open(user, /Zone Mappings/);
    const dialog = await screen.findByRole('dialog', { name: 'Zone Status Mappings' });
    const row = (await within(dialog).findByText('Outbound dock')).closest('tr')!;
    expect(within(row).getByText('Mapped')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Edit mapping for Shipped' }));
    await user.selectOptions(within(dialog).getByLabelText('Zone for Shipped'), 'B - Cold room');
    await user.clear(within(dialog).getByLabelText('Description for Shipped'));
    await user.type(within(dialog).getByLabelText('Description for Shipped'), 'Cold dock');
    await user.click(within(dialog).getByRole('button', { name: 'Save mapping for Shipped' }));
    expect(await within(dialog).findByText('Mapping for Shipped updated')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/status-mapping/shipped')!.body).toEqual({
      zone_id: 2,
      description: 'Cold dock',
    });

    const edited = within(dialog).getByText('Cold dock').closest('tr')!;
    await user.click(within(edited).getByRole('button', { name: 'Delete mapping for Shipped' }));
    expect(
      within(dialog).getByText('Are you sure you want to delete the mapping for status "shipped"?'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'DELETE /api/status-mapping/shipped')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('No status mappings found')).toBeInTheDocument();
  });

  it('shows the server’s message when a change is refused', async () => {
    api({
      'GET /api/status-mappings': { body: { success: true, mappings: [mapping] } },
      'DELETE /api/status-mapping/shipped': {
        status: 404,
        body: { success: false, error: 'Status mapping not found' },
      },
    });
    const user = setup();
    renderRoute('/admin/locations');
    await open(user, /Zone Mappings/);
    const dialog = await screen.findByRole('dialog', { name: 'Zone Status Mappings' });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Delete mapping for Shipped' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Status mapping not found')).toBeInTheDocument();
    expect(within(dialog).getByText('Outbound dock')).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    api({ 'GET /api/status-mappings': { status: 500, body: {} } });
    const user = setup();
    renderRoute('/admin/locations');
    await open(user, /Zone Mappings/);
    const dialog = await screen.findByRole('dialog', { name: 'Zone Status Mappings' });
    expect(await within(dialog).findByText('Failed to load status mappings')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
