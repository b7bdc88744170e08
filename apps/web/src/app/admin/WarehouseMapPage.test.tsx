import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapLocation } from '@shop/contract';
import { adminUser, customerUser, mockApi, renderRoute } from '../../test/render';
import { queriesTo, XSS } from '../../test/fixtures/common';
import { layoutMap } from '../../features/warehouse/components/map/map-layout';
import { WarehousePlan } from '../../features/warehouse/components/map/WarehousePlan';

afterEach(() => vi.unstubAllGlobals());

const MAP = '/api/locations/map-data';
const signedIn = (user: object) => ({
  'GET /api/check-auth': { body: { isAuthenticated: true, user } },
});
const zones = [
  { id: 1, zone_code: 'A', zone_name: 'Receiving' },
  { id: 2, zone_code: 'B', zone_name: XSS },
];

let nextId = 100;
const bin = (over: Partial<MapLocation> & Pick<MapLocation, 'aisle' | 'rack' | 'shelf'>) => {
  const zone = over.zone_id === 2 ? 'B' : 'A';
  return {
    id: nextId++,
    zone_id: 1,
    x: (zone === 'B' ? 10 : 0) + Number(over.aisle) - 1,
    y: Number(over.rack) - 1,
    z: Number(over.shelf) - 1,
    capacity: 10,
    unit_count: 0,
    is_active: true,
    is_staging: false,
    location_code: `${zone}-0${over.aisle}-0${over.rack}-0${over.shelf}`,
    ...over,
  } satisfies MapLocation;
};

const zoneA = [
  bin({ id: 11, aisle: '1', rack: '1', shelf: '1', unit_count: 4 }),
  bin({ id: 12, aisle: '1', rack: '1', shelf: '2', unit_count: 10 }),
  bin({ id: 13, aisle: '1', rack: '2', shelf: '1', unit_count: 12 }),
  bin({ id: 14, aisle: '2', rack: '1', shelf: '1', is_active: false }),
];
const zoneB = [bin({ id: 21, zone_id: 2, aisle: '1', rack: '1', shelf: '1', capacity: null })];

const mapOf = (locations: MapLocation[], zoneList = zones) => ({
  body: { success: true, zones: zoneList, locations },
});

const user = () => userEvent.setup({ delay: null });
/** The machine running the suite may be busy: a load gets longer than the default second. */
const slow = { timeout: 5000 };
const open = async (path = '/admin/warehouse-map') => {
  const result = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Warehouse Map' }, { timeout: 5000 });
  return result;
};

describe('/admin/warehouse-map', () => {
  it('draws every zone with the summary, the worded legend and a labelled rack per place', async () => {
    mockApi({ ...signedIn(adminUser), [`GET ${MAP}`]: mapOf([...zoneA, ...zoneB]) });
    await open();
    expect(
      await screen.findByText('5 locations · 26 units · 1 full · 1 over capacity', {}, slow),
    ).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Legend' });
    for (const word of [
      'Empty',
      'Partly full',
      'Full',
      'Over capacity',
      'No capacity set',
      'Inactive',
    ]) {
      expect(within(legend).getByText(word)).toBeInTheDocument();
    }
    const plan = screen.getByRole('group', { name: 'Warehouse floor plan' });
    const racks = within(plan).getAllByRole('button');
    expect(racks.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Rack A-01-01: 14 of 20 units (70%), partly full',
      'Rack A-01-02: 12 of 10 units (120%), over capacity',
      'Rack A-02-01: 0 of 10 units (0%), inactive',
      'Rack B-01-01: 0 units, no capacity set',
    ]);
    // Zone outlines carry their names as text, never as HTML; whole, wrapped in their outline.
    expect(within(plan).getByText(`Zone B: ${XSS}`)).toBeInTheDocument();
    expect(within(plan).getByText('A · Receiving')).toBeInTheDocument();
    const nameOfB = plan.querySelector('g[data-zone="2"] text.warehouse-map-zone-name')!;
    expect(nameOfB.textContent).toBe(`B · ${XSS}`);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(Object.fromEntries(queriesTo('GET', MAP).at(-1)!)).toEqual({ warehouse_id: '1' });
  });

  it('the zone switch asks for ?zone= and keeps it in the address', async () => {
    mockApi({
      ...signedIn(adminUser),
      [`GET ${MAP}`]: () => {
        const zone = queriesTo('GET', MAP).at(-1)!.get('zone');
        return mapOf(zone === 'B' ? zoneB : [...zoneA, ...zoneB]);
      },
    });
    const { router } = await open();
    await screen.findByText(/^5 locations/, {}, slow);
    await user().selectOptions(screen.getByLabelText('Zone'), 'B');
    expect(await screen.findByText(/^1 location · 0 units/, {}, slow)).toBeInTheDocument();
    expect(queriesTo('GET', MAP).at(-1)!.get('zone')).toBe('B');
    expect(router.state.location.search).toBe('?zone=B');
    expect(screen.getByLabelText('Zone')).toHaveValue('B');

    await user().selectOptions(screen.getByLabelText('Zone'), '');
    await screen.findByText(/^5 locations/, {}, slow);
    expect(queriesTo('GET', MAP).at(-1)!.get('zone')).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('shows a rack on hover and focus, and lists its shelves with links on click or Enter', async () => {
    mockApi({ ...signedIn(adminUser), [`GET ${MAP}`]: mapOf([...zoneA, ...zoneB]) });
    await open('/admin/warehouse-map?zone=A');
    await screen.findByText(/^5 locations/, {}, slow);
    expect(queriesTo('GET', MAP).at(-1)!.get('zone')).toBe('A');
    const rack = screen.getByRole('button', { name: /^Rack A-01-01/ });
    // The plan is one Tab stop: the first rack until another takes focus.
    const tabStops = () =>
      screen
        .getAllByRole('button', { name: /^Rack / })
        .filter((r) => r.getAttribute('tabindex') === '0')
        .map((r) => r.getAttribute('aria-label')!.split(':')[0]);
    expect(tabStops()).toEqual(['Rack A-01-01']);

    fireEvent.mouseOver(rack);
    expect(screen.getByText('A-01-01').parentElement).toHaveTextContent(
      'A-01-01 14 of 20 units (70%), partly full',
    );

    await user().click(rack);
    const details = screen.getByRole('region', { name: 'Rack A-01-01' });
    const rows = within(details).getAllByRole('row').slice(1);
    // Top shelf first, as the rack stands.
    expect(rows.map((r) => r.textContent)).toEqual([
      '2A-01-01-021010 (100% used)Full',
      '1A-01-01-01410 (40% used)Partly full',
    ]);
    expect(within(details).getByRole('link', { name: 'A-01-01-02' })).toHaveAttribute(
      'href',
      '/admin/locations?location=12',
    );
    expect(within(details).getByRole('link', { name: 'A-01-01-01' })).toHaveAttribute(
      'href',
      '/admin/locations?location=11',
    );

    const over = screen.getByRole('button', { name: /^Rack A-01-02/ });
    // jsdom does not move focus onto SVG; the browser journey Tabs to a rack for real.
    fireEvent.focusIn(over);
    expect(screen.getByText('A-01-02').parentElement).toHaveTextContent('over capacity');
    expect(tabStops()).toEqual(['Rack A-01-02']);
    fireEvent.keyDown(over, { key: 'Enter' });
    expect(screen.getByRole('region', { name: 'Rack A-01-02' })).toHaveTextContent(
      '12 of 10 units (120%), over capacity',
    );
    expect(screen.queryByRole('region', { name: 'Rack A-01-01' })).toBeNull();
    // Picked from the keyboard: focus goes to its shelves, so Tab reaches their links.
    expect(screen.getByRole('heading', { name: 'Rack A-01-02' })).toHaveFocus();

    await user().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: /^Rack / })).toBeNull();

    // The arrow keys, Home and End move the Tab stop between racks (not the page).
    fireEvent.keyDown(over, { key: 'ArrowUp' });
    expect(tabStops()).toEqual(['Rack A-01-01']);
    fireEvent.keyDown(rack, { key: 'End' });
    expect(tabStops()).toEqual(['Rack B-01-01']);
    fireEvent.keyDown(screen.getByRole('button', { name: /^Rack B-01-01/ }), { key: 'Home' });
    expect(tabStops()).toEqual(['Rack A-01-01']);
  });

  it('says "No locations yet" with a link to create zones', async () => {
    mockApi({ ...signedIn(adminUser), [`GET ${MAP}`]: mapOf([], []) });
    await open();
    expect(await screen.findByText('No locations yet', {}, slow)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Create zones and locations on the Locations screen' }),
    ).toHaveAttribute('href', '/admin/locations');
    expect(screen.queryByRole('group', { name: 'Warehouse floor plan' })).toBeNull();
  });

  it('says so when the chosen zone has no locations, and keeps the switch', async () => {
    mockApi({ ...signedIn(adminUser), [`GET ${MAP}`]: mapOf([]) });
    await open('/admin/warehouse-map?zone=B');
    expect(await screen.findByText('No locations yet in zone B', {}, slow)).toBeInTheDocument();
    expect(screen.getByLabelText('Zone')).toHaveValue('B');
  });

  it('shows the loading state, then a failure with Retry that asks again', async () => {
    let answers = 0;
    mockApi({
      ...signedIn(adminUser),
      [`GET ${MAP}`]: () => {
        answers += 1;
        return answers === 1
          ? { status: 500, body: { success: false, error: 'Database unavailable' } }
          : mapOf(zoneA);
      },
    });
    renderRoute('/admin/warehouse-map');
    expect(
      await screen.findByText('Loading the warehouse map...', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Failed to load the warehouse map: Database unavailable', {}, slow),
    ).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^4 locations/, {}, slow)).toBeInTheDocument();
  });

  it('says which call failed with its status when the server gives no reason', async () => {
    mockApi({ ...signedIn(adminUser), [`GET ${MAP}`]: { status: 502, body: {} } });
    renderRoute('/admin/warehouse-map');
    expect(await screen.findByText('Failed to fetch map data: 502', {}, slow)).toBeInTheDocument();
  });

  it('sends a customer to the home page', async () => {
    const calls = mockApi({ ...signedIn(customerUser) });
    const { router } = renderRoute('/admin/warehouse-map');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    expect(calls.some((c) => c.key === `GET ${MAP}`)).toBe(false);
  });

  it('draws 5000 locations (1000 racks) in one pass', async () => {
    const locations: MapLocation[] = [];
    for (let a = 1; a <= 10; a++)
      for (let r = 1; r <= 100; r++)
        for (let s = 1; s <= 5; s++)
          locations.push(
            bin({ aisle: String(a), rack: String(r), shelf: String(s), unit_count: s % 3 }),
          );
    mockApi({ ...signedIn(adminUser), [`GET ${MAP}`]: mapOf(locations) });
    await open();
    await screen.findByText(/^5,000 locations/, {}, { timeout: 10_000 });
    const plan = screen.getByRole('group', { name: 'Warehouse floor plan' });
    expect(plan.querySelectorAll('rect.warehouse-map-rack')).toHaveLength(1000);

    // The plan alone, laid out and drawn from the data (jsdom: slower than a browser).
    cleanup();
    const started = performance.now();
    render(
      <WarehousePlan
        layout={layoutMap({ zones, locations })}
        selectedKey={null}
        onSelect={() => {}}
      />,
    );
    const took = performance.now() - started;
    expect(document.querySelectorAll('rect.warehouse-map-rack')).toHaveLength(1000);
    console.info(
      `warehouse map: 5000 locations laid out and drawn in ${Math.round(took)} ms (jsdom)`,
    );
  });
});
