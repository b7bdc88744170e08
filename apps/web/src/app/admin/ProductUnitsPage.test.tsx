import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AssignableOrder, ProductUnit, UnitMovement } from '@shop/contract';
import { current, productUnit, row, warehouseHandlers } from '../../test/fixtures/warehouse';
import { adminUser, customerUser, mockApi, renderRoute } from '../../test/render';
import { bin } from '../../test/fixtures/locations';
import { pagination } from '../../test/fixtures/common';
import type { Wire } from '../../test/wire';

configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());

const setup = () => userEvent.setup({ delay: null });

const unit = productUnit;

const movement = (id: number): Wire<UnitMovement> => ({
  id,
  movement_type: 'inventory_adjustment',
  from_status: null,
  to_status: 'available',
  from_location: null,
  to_location: 'A-01-02-01',
  reference_type: null,
  reference_id: null,
  notes: `Received ${id}`,
  reason: '',
  method: 'manual',
  created_by_name: 'Bo Admin',
  created_at: '2026-03-02T17:05:00.000Z',
});

/** An order Assign to Order offers (one more unit needed unless told). */
const candidate = (id: number, number: string, over: Partial<Wire<AssignableOrder>> = {}) => ({
  id,
  order_number: number,
  status: 'paid',
  customer_name: 'Pat Customer',
  created_at: '2026-03-01T17:05:00.000Z',
  quantity: 1,
  assigned: 0,
  needed: 1,
  ...over,
});

const page = (units: Wire<ProductUnit>[], total = units.length, pageNo = 1, limit = 10) => ({
  body: {
    success: true,
    units,
    pagination: { page: pageNo, limit, total, pages: Math.max(1, Math.ceil(total / limit)) },
    truncated: false,
  },
});

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/check-auth': { body: { isAuthenticated: true, user: adminUser } },
    ...warehouseHandlers,
    'GET /api/product-units': page([unit(1), unit(2, { status: 'damaged' })], 12, 1, 10),
    ...overrides,
  });
}

/** What the Receive Units dialog asks for: no units yet, the product and its default location. */
const receiveHandlers = {
  'GET /api/product-units': page([]),
  'GET /api/admin/products': {
    body: {
      success: true,
      products: [row],
      pagination: pagination(1, 1, 20),
      truncated: false,
    },
  },
  'GET /api/products/default-locations/bulk': {
    body: { success: true, defaultLocations: { '21': current } },
  },
};

/** The query strings the list was asked with, in order. */
const listQueries = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/product-units?') || url === '/api/product-units')
    .map((url) => new URLSearchParams(url.split('?')[1] ?? ''));

describe('Product Units page', () => {
  it('shows the units with the pager line; filters go to the URL and the query', async () => {
    api();
    const user = setup();
    const { router } = renderRoute('/admin/productunits');
    // The first render loads the page's code: slow on a busy machine.
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    expect(within(table).getByText('DOME21-000001')).toBeInTheDocument();
    expect(within(table).getAllByText('No order')).toHaveLength(2);
    expect(within(table).getByText('Damaged')).toBeInTheDocument();
    expect(
      within(table).getByRole('img', { name: 'QR code of unit DOME21-000001' }),
    ).toHaveAttribute('tabindex', '0');
    // The QR enlarges to 300 x 300 on keyboard focus as on hover.
    const qr = within(table).getByRole('img', { name: 'QR code of unit DOME21-000001' });
    expect(qr.querySelector('img[width="300"]')).toBeNull();
    fireEvent.focus(qr);
    expect(qr.querySelector('img[width="300"]')).toHaveAttribute(
      'src',
      '/api/qr/image?value=DOME21-000001&size=300',
    );
    fireEvent.blur(qr);
    expect(qr.querySelector('img[width="300"]')).toBeNull();
    expect(screen.getByText('Showing 1 to 2 of 12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/admin/productunits?page=2',
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'damaged');
    await waitFor(() => expect(screen.getByLabelText('Zone')).toHaveTextContent('A - Cameras'));
    await user.selectOptions(screen.getByLabelText('Zone'), '1');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'product_name:asc');
    await user.selectOptions(screen.getByLabelText('Per page'), '25');
    await user.type(screen.getByRole('searchbox'), 'SV-21');
    await waitFor(() => {
      const last = listQueries().at(-1)!;
      expect(Object.fromEntries(last)).toEqual({
        page: '1',
        limit: '25',
        sort: 'product_name',
        order: 'asc',
        status: 'damaged',
        zone_id: '1',
        search: 'SV-21',
      });
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({
      status: 'damaged',
      zone_id: '1',
      search: 'SV-21',
      limit: '25',
    });
    await user.click(screen.getByRole('button', { name: /Clear Filters/ }));
    await waitFor(() => expect(listQueries().at(-1)!.has('status')).toBe(false));
  });

  it('shows at most five page numbers, around the current page', async () => {
    api({ 'GET /api/product-units': page([unit(1), unit(2)], 120, 6, 10) });
    renderRoute('/admin/productunits?page=6');
    const pager = await screen.findByRole(
      'navigation',
      { name: 'Unit pages' },
      { timeout: 15_000 },
    );
    expect(
      within(pager)
        .getAllByRole('link', { name: /^Page / })
        .map((link) => link.textContent),
    ).toEqual(['4', '5', '6', '7', '8']);
  });

  it('tells an empty warehouse from an empty search, and offers Retry after a failure', async () => {
    let fail = true;
    api({
      'GET /api/product-units': () =>
        fail ? { status: 500, body: { error: 'Internal Server Error' } } : page([]),
    });
    const user = setup();
    renderRoute('/admin/productunits');
    expect(await screen.findByText('Failed to load product units')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No units found.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'lost');
    expect(
      await screen.findByText('No units found matching your search criteria.'),
    ).toBeInTheDocument();
  });

  it('changes the checked units all or none: the server\u2019s refusal is shown', async () => {
    const calls = api({
      'PUT /api/product-units/bulk-update-status': {
        status: 409,
        body: { error: 'A unit cannot go from damaged to shipped. Allowed: available, lost.' },
      },
    });
    const user = setup();
    renderRoute('/admin/productunits');
    await screen.findByRole('table');
    expect(screen.queryByLabelText('Bulk Actions')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select all units on this page' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Bulk Actions'), 'shipped');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(
        'A unit cannot go from damaged to shipped. Allowed: available, lost.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/product-units/bulk-update-status')!.body).toEqual({
      unitIds: [1, 2],
      status: 'shipped',
      notes: 'Bulk status update to shipped',
    });
    // Nothing changed: the selection stays for another try.
    expect(screen.getByText('2 selected')).toBeInTheDocument();
  });

  it('moves the checked units to one place, all or none', async () => {
    const calls = api({
      'POST /api/locations/bulk-move': {
        status: 409,
        body: { error: 'Location A-01-02-01 is full (capacity 5 units)' },
      },
    });
    const user = setup();
    renderRoute('/admin/productunits');
    await user.click(await screen.findByRole('checkbox', { name: 'Select unit DOME21-000002' }));
    await user.selectOptions(screen.getByLabelText('Bulk Actions'), 'move');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 1 unit' });
    await user.click(within(dialog).getByRole('button', { name: 'Move Units' }));
    expect(
      await within(dialog).findByText(
        'Zone is required, At least one location identifier or coordinate is required',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Zone *')).toBeEnabled());
    await user.selectOptions(within(dialog).getByLabelText('Zone *'), '1');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Aisle' }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Move Units' }));
    expect(
      await within(dialog).findByText('Location A-01-02-01 is full (capacity 5 units)'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/locations/bulk-move')!.body).toMatchObject({
      unitIds: [2],
      location: { zone_id: 1, aisle: '1', rack: '', shelf: '', warehouse_location_id: null },
    });
  });

  it('assigns an available unit to one of the orders that still need its product', async () => {
    const calls = api({
      'GET /api/product-units/1': {
        body: { success: true, unit: unit(1), movements: [], order_units: null },
      },
      'GET /api/product-units/1/assignable-orders': {
        body: {
          success: true,
          orders: [
            candidate(3, 'SO-1003', { status: 'paid', quantity: 3, assigned: 1, needed: 2 }),
            candidate(4, 'SO-1004', { status: 'processing' }),
          ],
        },
      },
      'PUT /api/product-units/1/status': {
        body: {
          success: true,
          unit: unit(1, { status: 'assigned', order_id: 4, order_number: 'SO-1004' }),
          movements: [],
          order_units: { ordered: 1, assigned: 1 },
        },
      },
    });
    const user = setup();
    renderRoute('/admin/productunits');
    await user.click(await screen.findByRole('button', { name: 'View details of DOME21-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unit Details: DOME21-000001' });
    await user.click(await within(dialog).findByRole('button', { name: 'Assign to Order' }));
    const orders = await within(dialog).findByRole('radiogroup', {
      name: 'Orders needing this product',
    });
    expect(
      within(orders)
        .getAllByRole('radio')
        .map((r) => r.closest('label,div')?.textContent),
    ).toEqual([expect.stringContaining('SO-1003'), expect.stringContaining('SO-1004')]);
    expect(within(orders).getByText('needs 2 more')).toBeInTheDocument();
    expect(within(orders).getByText('needs 1 more')).toBeInTheDocument();
    const assign = within(dialog).getByRole('button', { name: 'Assign' });
    expect(assign).toBeDisabled();
    await user.click(within(orders).getByRole('radio', { name: /SO-1004/ }));
    await user.click(assign);
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/product-units/1/status')?.body).toEqual({
        status: 'assigned',
        order_number: 'SO-1004',
      }),
    );
  });

  it('says when no order needs the product, and offers Retry when the orders fail to load', async () => {
    let fail = true;
    api({
      'GET /api/product-units/1': {
        body: { success: true, unit: unit(1), movements: [], order_units: null },
      },
      'GET /api/product-units/1/assignable-orders': () =>
        fail
          ? { status: 500, body: { error: 'Database unavailable' } }
          : { body: { success: true, orders: [] } },
    });
    const user = setup();
    renderRoute('/admin/productunits');
    await user.click(await screen.findByRole('button', { name: 'View details of DOME21-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unit Details: DOME21-000001' });
    await user.click(await within(dialog).findByRole('button', { name: 'Assign to Order' }));
    expect(await within(dialog).findByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(
      await within(dialog).findByText(
        'No open order needs this product: every pending, paid or processing order has its units.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Assign' })).toBeDisabled();
  });

  it('offers the status buttons of the transition table; a refused change is rolled back', async () => {
    const calls = api({
      'GET /api/product-units/1': () => ({
        body: {
          success: true,
          unit: unit(1),
          movements: [1, 2, 3, 4, 5, 6].map(movement),
          order_units: null,
        },
      }),
      'PUT /api/product-units/1/status': {
        status: 409,
        body: {
          error: 'A unit cannot go from lost to damaged. It is lost: no change is possible.',
        },
      },
      'GET /api/product-units/1/movements': {
        body: {
          success: true,
          movements: [7, 8].map(movement),
          pagination: { page: 1, limit: 10, total: 12, pages: 2 },
        },
      },
    });
    const user = setup();
    renderRoute('/admin/productunits');
    await user.click(await screen.findByRole('button', { name: 'View details of DOME21-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unit Details: DOME21-000001' });
    const actions = within(dialog).getByRole('group', { name: 'Status actions' });
    await waitFor(() =>
      expect(
        within(actions)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual([
        'Assign to Order',
        'Mark as Damaged',
        'Mark as Lost',
        'Void (received by mistake)',
      ]),
    );
    // The first five movements, then View All pages through every one.
    expect(await within(dialog).findByText('Received 5')).toBeInTheDocument();
    expect(within(dialog).queryByText('Received 6')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'View All' }));
    expect(await within(dialog).findByText('Received 8')).toBeInTheDocument();
    expect(within(dialog).getByText('Page 1 of 2 (12 movements)')).toBeInTheDocument();

    // The answer waits until the optimistic change has been seen.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inner = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'PUT') await gate;
        return inner(input, init);
      }),
    );
    const listRow = screen.getByText('DOME21-000001', { selector: '.fw-semibold' }).closest('tr')!;
    await user.click(within(actions).getByRole('button', { name: 'Mark as Damaged' }));
    // Confirmed with its reason, then shown at once in the detail and the list.
    await user.type(within(dialog).getByLabelText(/Reason/), 'Dropped');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm: Mark as Damaged' }));
    expect(await within(dialog).findByText('Damaged', { selector: '.badge' })).toBeInTheDocument();
    expect(within(listRow).getByText('Damaged')).toBeInTheDocument();
    release();
    expect(
      await within(dialog).findByText(
        'A unit cannot go from lost to damaged. It is lost: no change is possible.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/product-units/1/status')!.body).toEqual({
      status: 'damaged',
      notes: 'Dropped',
    });
    // Back as it was, in the detail and in the list.
    expect(within(dialog).getByText('Available', { selector: '.badge' })).toBeInTheDocument();
    expect(within(listRow).getByText('Available')).toBeInTheDocument();
  });

  it('shows only the allowed buttons for a damaged unit, and none for a lost one', async () => {
    api({
      'GET /api/product-units': page([unit(2, { status: 'damaged' }), unit(3, { status: 'lost' })]),
      'GET /api/product-units/2': {
        body: {
          success: true,
          unit: unit(2, { status: 'damaged' }),
          movements: [],
          order_units: null,
        },
      },
      'GET /api/product-units/3': {
        body: {
          success: true,
          unit: unit(3, { status: 'lost' }),
          movements: [],
          order_units: null,
        },
      },
    });
    const user = setup();
    renderRoute('/admin/productunits');
    await user.click(await screen.findByRole('button', { name: 'View details of DOME21-000002' }));
    let dialog = await screen.findByRole('dialog', { name: /DOME21-000002/ });
    expect(
      within(within(dialog).getByRole('group', { name: 'Status actions' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Make Available', 'Mark as Lost']);
    expect(await within(dialog).findByText('No inventory movements recorded')).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'View details of DOME21-000003' }));
    dialog = await screen.findByRole('dialog', { name: /DOME21-000003/ });
    expect(within(dialog).getByText('A lost unit cannot change status.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Status actions' })).toBeNull();
  });

  it('moves a unit: the messages (docs/modules/warehouse.md#messages), the clearing rules, the bin of the shelf', async () => {
    const calls = api({
      'GET /api/product-units/1': {
        body: { success: true, unit: unit(1), movements: [], order_units: null },
      },
      'GET /api/product-units/1/location-history': { body: { success: true, history: [] } },
      'PUT /api/product-units/1/location': {
        body: { success: true, unit: unit(1), movements: [], order_units: null },
      },
    });
    const user = setup();
    renderRoute('/admin/productunits');
    await user.click(
      await screen.findByRole('button', { name: 'Manage location of DOME21-000001' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Location Management/ });
    expect(
      within(dialog).getByText('No location currently assigned to this unit.'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('No location history available')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update Location' }));
    expect(
      await within(dialog).findByText(
        'Zone is required, At least one location identifier or coordinate is required',
      ),
    ).toBeInTheDocument();

    await waitFor(() => expect(within(dialog).getByLabelText('Zone *')).toBeEnabled());
    await user.selectOptions(within(dialog).getByLabelText('Zone *'), '1');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Aisle' }), '1');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Rack' })).toBeEnabled(),
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Rack' }), '2');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Shelf' })).toBeEnabled(),
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Shelf' }), '1');
    // Coordinates left empty are derived: zone A, aisle 1, rack 2, shelf 1.
    expect(
      within(dialog).getByText('Left empty, they are derived: x 0, y 1, z 0.'),
    ).toBeInTheDocument();
    // An aisle clears rack and shelf.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Aisle' }), '2');
    expect(within(dialog).getByRole('combobox', { name: 'Rack' })).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: 'Shelf' })).toHaveValue('');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Aisle' }), '1');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Rack' }), '2');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Shelf' })).toBeEnabled(),
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Shelf' }), '1');
    await user.type(within(dialog).getByLabelText('Movement reason'), 'Rebalanced');
    await user.click(within(dialog).getByRole('button', { name: 'Update Location' }));
    expect(await within(dialog).findByText('Location updated.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/product-units/1/location')!.body).toMatchObject({
      warehouse_location_id: 7,
      zone_id: 1,
      aisle: '1',
      rack: '2',
      shelf: '1',
      movement_reason: 'Rebalanced',
      update_method: 'manual',
    });
  });

  it('receives units into the product\u2019s default location and lists their identifiers', async () => {
    const calls = api({
      ...receiveHandlers,
      'POST /api/product-units': (body) =>
        (body as { quantity: string }).quantity === '9'
          ? { status: 409, body: { error: 'Location A-01-02-01 is full (capacity 5 units)' } }
          : {
              status: 201,
              body: {
                success: true,
                units: [unit(1), unit(2), unit(3)],
                message: 'Received 3 units',
                waiting_orders: [],
              },
            },
    });
    const user = setup();
    renderRoute('/admin/productunits');
    expect(await screen.findByText('No units found.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Receive Units' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Receive Units' });
    await user.click(within(dialog).getByRole('button', { name: 'Receive Units' }));
    expect(
      await within(dialog).findByText(/^Product not found, Zone is required/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(dialog).getByRole('option', { name: 'Dome One (SV-21) - 4 in stock' }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(within(dialog).getByLabelText('Product *'), '21');
    expect(
      await within(dialog).findByText('Proposed: the default location A-01-02-01.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Shelf' })).toHaveValue('1'),
    );
    await user.clear(within(dialog).getByLabelText('Quantity *'));
    await user.type(within(dialog).getByLabelText('Quantity *'), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Receive Units' }));
    expect(
      await within(dialog).findByText('Location A-01-02-01 is full (capacity 5 units)'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Quantity *'));
    await user.type(within(dialog).getByLabelText('Quantity *'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Receive Units' }));
    expect(await within(dialog).findByText('Received 3 units.')).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('list', { name: 'Created unit IDs' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(3);
    expect(calls.filter((c) => c.key === 'POST /api/product-units').at(-1)!.body).toMatchObject({
      product_id: 21,
      quantity: '3',
      location: { warehouse_location_id: 7, zone_id: 1, aisle: '1', rack: '2', shelf: '1' },
    });
  });

  it('a default location answering late never undoes the zone the user already chose', async () => {
    api({
      ...receiveHandlers,
      'GET /api/products/default-locations/bulk': {
        body: { success: true, defaultLocations: { '21': null } },
      },
    });
    // The product's default location answers only when released: a busy server.
    const answer = vi.mocked(fetch).getMockImplementation()!;
    let release = () => {};
    const late = new Promise<void>((resolve) => (release = resolve));
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (String(input).includes('/default-locations/bulk')) await late;
      return answer(input, init);
    });
    const user = setup();
    renderRoute('/admin/productunits');
    await user.click((await screen.findAllByRole('button', { name: 'Receive Units' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Receive Units' });
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: /^Dome One/ })).toBeInTheDocument(),
    );
    await user.selectOptions(within(dialog).getByLabelText('Product *'), '21');
    const zone = within(dialog).getByLabelText('Zone *') as HTMLSelectElement;
    const chosen = [...zone.options].find((o) => o.value !== '')!.value;
    await user.selectOptions(zone, chosen);
    release();
    expect(
      await within(dialog).findByText(
        'This product has no default location: choose where the units go.',
      ),
    ).toBeInTheDocument();
    expect(zone).toHaveValue(chosen);
  });

  it('after a receipt, offers the units to the orders waiting for the product, oldest first', async () => {
    const waiting = (id: number, missing: number) => ({
      id,
      order_number: `SV-260301-WAIT0${id}`,
      created_at: `2026-03-0${id}T18:00:00.000Z`,
      missing,
    });
    const calls = api({
      ...receiveHandlers,
      'POST /api/product-units': {
        status: 201,
        body: {
          success: true,
          units: [unit(1), unit(2)],
          message: 'Received 2 units',
          waiting_orders: [waiting(1, 1), waiting(2, 2)],
        },
      },
      'POST /api/product-units/assign-waiting': {
        body: {
          success: true,
          assigned: 2,
          orders: [
            { id: 1, order_number: 'SV-260301-WAIT01', assigned: 1 },
            { id: 2, order_number: 'SV-260301-WAIT02', assigned: 1 },
          ],
          waiting_orders: [waiting(2, 1)],
          message: '2 units assigned to 2 orders',
        },
      },
    });
    const user = setup();
    renderRoute('/admin/productunits');
    expect(await screen.findByText('No units found.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Receive Units' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Receive Units' });
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: /^Dome One/ })).toBeInTheDocument(),
    );
    await user.selectOptions(within(dialog).getByLabelText('Product *'), '21');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Shelf' })).toHaveValue('1'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Receive Units' }));
    const waitingList = await within(dialog).findByRole('list', {
      name: 'Orders waiting for units',
    });
    const items = within(waitingList).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^SV-260301-WAIT01.*misses 1 unit$/),
      expect.stringMatching(/^SV-260301-WAIT02.*misses 2 units$/),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Assign to waiting orders' }));
    expect(
      await within(dialog).findByText(
        /2 units assigned to 2 orders: SV-260301-WAIT01 \(1\), SV-260301-WAIT02 \(1\)/,
      ),
    ).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('list', { name: 'Orders waiting for units' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/^SV-260301-WAIT02.*misses 1 unit$/)]);
    expect(within(dialog).queryByRole('button', { name: 'Assign to waiting orders' })).toBeNull();
    expect(
      calls.filter((c) => c.key === 'POST /api/product-units/assign-waiting').map((c) => c.body),
    ).toEqual([{ product_id: 21 }]);
  });

  it('sends a customer away to the home page', async () => {
    mockApi({ 'GET /api/check-auth': { body: { isAuthenticated: true, user: customerUser } } });
    const { router } = renderRoute('/admin/productunits');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('scanning: a unit opens its details, a bin takes the checked units once confirmed, as a scan', async () => {
    const shelf = bin({ id: 7, aisle: '1', rack: '2', shelf: '1' });
    const answers = [
      { body: { success: true, result: { kind: 'unit', unit: unit(1) } } },
      { body: { success: true, result: { kind: 'location', location: shelf } } },
      { status: 404, body: { error: 'No unit, bin or order matches this code' } },
    ];
    const calls = api({
      'GET /api/admin/scan': () => answers.shift()!,
      'GET /api/product-units/1': {
        body: { success: true, unit: unit(1), movements: [], order_units: null },
      },
      'POST /api/locations/bulk-move': {
        body: { success: true, updated: 2, message: '2 units moved' },
      },
    });
    const user = setup();
    renderRoute('/admin/productunits');
    const box = await screen.findByRole('textbox', { name: 'Scan a unit, bin or order' });
    await user.click(box);
    await user.keyboard('DOME21-000001{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Unit Details: DOME21-000001' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('checkbox', { name: 'Select unit DOME21-000001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select unit DOME21-000002' }));
    await user.click(box);
    await user.keyboard('A,1,2,1{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Move the selected units?' });
    expect(confirm).toHaveTextContent('Move 2 selected units to A-01-02-01?');
    await user.click(within(confirm).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Moved 2 units to A-01-02-01.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/locations/bulk-move')!.body).toEqual({
      unitIds: [1, 2],
      location: { warehouse_location_id: 7, update_method: 'scan' },
    });
    expect(screen.getByRole('checkbox', { name: 'Select unit DOME21-000001' })).not.toBeChecked();

    await user.click(box);
    await user.keyboard('<b>x</b>{Enter}');
    expect(await screen.findByText('No unit, bin or order matches this code')).toBeInTheDocument();
  });

  it('?unit=<id> opens that unit\u2019s details', async () => {
    api({
      'GET /api/product-units/1': {
        body: { success: true, unit: unit(1), movements: [], order_units: null },
      },
    });
    const { router } = renderRoute('/admin/productunits?unit=1');
    expect(
      await screen.findByRole('dialog', { name: 'Unit Details: DOME21-000001' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
