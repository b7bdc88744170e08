import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WAREHOUSE_MESSAGES, type LayoutChange, type WarehouseLocation } from '@shop/contract';
import { mockApi, renderRoute } from '../../test/render';
import { queriesTo, signedInAdmin } from '../../test/fixtures/common';
import { bin, zone } from '../../test/fixtures/locations';

configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());

const setup = () => userEvent.setup({ delay: null });
const LIST = '/api/warehouse-locations';

/**
 * On the Locations screen: pages and counts from the server, and the
 * corrections of a zone and a bin with the server's own messages and the layout history.
 */
const zoneA = zone({ id: 1, zone_code: 'A', zone_name: 'Main floor', location_count: 300 });
const zoneB = zone({ id: 2, zone_code: 'B', zone_name: 'Cold room', location_count: 150 });
const shelfOf = (i: number) =>
  bin({ id: 100 + i, aisle: String(Math.floor(i / 20) + 1), rack: '1', shelf: String(i + 1) });

const page = (locations: WarehouseLocation[], total: number, truncated = false) => ({
  body: {
    success: true,
    locations,
    pagination: { page: 1, limit: 200, total, pages: Math.ceil(total / 200) },
    truncated,
  },
});

const change = (over: Partial<LayoutChange>): LayoutChange => ({
  id: 1,
  action: 'capacity_changed',
  zone_id: 1,
  location_id: 11,
  zone_code: 'A',
  location_code: 'A-01-01-02',
  details: 'Capacity 10 -> 4',
  changed_by_name: 'Ada Admin',
  created_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedInAdmin,
    [`GET ${LIST}`]: (_body, url) =>
      page(
        Array.from({ length: url.searchParams.get('page') === '3' ? 50 : 200 }, (_, i) =>
          shelfOf(i),
        ),
        300,
        true,
      ),
    'GET /api/warehouse-zones': { body: { success: true, zones: [zoneA, zoneB] } },
    ...overrides,
  });
}

describe('/admin/locations pages on the server', () => {
  it('shows how many bins there are, a page at a time, from the zones’ counts when not searching', async () => {
    api();
    const user = setup();
    const { router } = renderRoute('/admin/locations');
    expect(await screen.findByText(/450 locations · showing 1–200/)).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of locations' });
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(queriesTo('GET', LIST).at(-1)!.get('page')).toBe('2'));
    expect(router.state.location.search).toContain('page=2');
    expect(await screen.findByText(/showing 201–400/)).toBeInTheDocument();
    // Another zone starts again at its first page; its count is the zone's own.
    await user.selectOptions(screen.getByLabelText('Zone'), 'B - Cold room');
    await waitFor(() => expect(router.state.location.search).not.toContain('page='));
    expect(await screen.findByText(/^150 locations/)).toBeInTheDocument();
  });

  it('says how many bins a search matched', async () => {
    api({ [`GET ${LIST}`]: page([shelfOf(0), shelfOf(1)], 2) });
    renderRoute('/admin/locations?q=shelf');
    expect(await screen.findByText('2 bins match')).toBeInTheDocument();
    expect(queriesTo('GET', LIST)[0]!.get('search')).toBe('shelf');
  });

  it('says 10,000+ when the server stopped counting', async () => {
    api({ [`GET ${LIST}`]: page([shelfOf(0)], 10_000, true) });
    renderRoute('/admin/locations?q=1');
    expect(
      await screen.findByText(
        /^10,000\+ bins match: refine the search to see fewer · showing 1–1$/,
      ),
    ).toBeInTheDocument();
  });
});

describe('/admin/locations corrects the layout', () => {
  const a112 = bin({ id: 11, aisle: '1', rack: '1', shelf: '2', capacity: 10, unit_count: 3 });

  it('renames a zone, keeps its code, lists its history, and deletes it after the confirmation', async () => {
    const calls = api({
      [`GET ${LIST}`]: page([a112], 1),
      'PUT /api/warehouse-zones/1': {
        body: { success: true, zone: { ...zoneA, zone_name: 'Receiving' } },
      },
      'GET /api/warehouse-zones/1/history': {
        body: {
          success: true,
          changes: [
            change({
              action: 'zone_renamed',
              location_code: null,
              details: 'Name "Main floor" -> "Receiving"',
            }),
          ],
        },
      },
      'DELETE /api/warehouse-zones/1': {
        body: { success: true, message: WAREHOUSE_MESSAGES.zoneDeleted('A', 300) },
      },
    });
    const user = setup();
    renderRoute('/admin/locations');
    await user.click(await screen.findByRole('button', { name: 'Edit zone A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zone A' });
    const history = within(dialog).getByRole('region', { name: 'Zone history' });
    expect(await within(history).findByText('Zone renamed')).toBeInTheDocument();
    expect(within(history).getByText(/by Ada Admin/)).toBeInTheDocument();

    const name = within(dialog).getByLabelText('Zone name');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save zone' }));
    expect(
      await within(dialog).findByText(WAREHOUSE_MESSAGES.zoneNameRequired),
    ).toBeInTheDocument();
    await user.type(name, 'Receiving');
    await user.click(within(dialog).getByRole('button', { name: 'Save zone' }));
    expect(await within(dialog).findByText('Zone saved')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/warehouse-zones/1')!.body).toEqual({
      zone_name: 'Receiving',
      description: '',
    });

    await user.click(within(dialog).getByRole('button', { name: /Delete zone/ }));
    const confirm = within(dialog).getByRole('group', { name: 'Confirm the delete' });
    expect(confirm).toHaveTextContent(
      'Delete zone A and its 300 locations? This cannot be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete zone' }));
    expect(await screen.findByText('Zone A deleted with its 300 locations')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Zone A' })).toBeNull());
  });

  it('shows the server’s reason when a zone holding units is not deleted', async () => {
    const reason = WAREHOUSE_MESSAGES.zoneHoldsUnits('A', 12);
    api({
      [`GET ${LIST}`]: page([a112], 1),
      'GET /api/warehouse-zones/1/history': { body: { success: true, changes: [] } },
      'DELETE /api/warehouse-zones/1': { status: 409, body: { error: reason } },
    });
    const user = setup();
    renderRoute('/admin/locations');
    await user.click(await screen.findByRole('button', { name: 'Edit zone A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zone A' });
    expect(await within(dialog).findByText('No changes recorded')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Delete zone/ }));
    await user.click(
      within(within(dialog).getByRole('group')).getByRole('button', { name: 'Delete zone' }),
    );
    expect(await within(dialog).findByText(reason)).toBeInTheDocument();
  });

  it('shows the returns zone as such, and offers no delete of it', async () => {
    api({
      [`GET ${LIST}`]: page([a112], 1),
      'GET /api/warehouse-zones': {
        body: { success: true, zones: [{ ...zoneA, is_returns: true }, zoneB] },
      },
      'GET /api/warehouse-zones/1/history': { body: { success: true, changes: [] } },
    });
    const user = setup();
    renderRoute('/admin/locations');
    const tree = await screen.findByRole('region', { name: 'Zone A' });
    expect(await within(tree).findByText('Returns zone')).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: 'A - Main floor (returns zone)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'B - Cold room' })).toBeInTheDocument();
    await user.click(within(tree).getByRole('button', { name: 'Edit zone A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zone A' });
    expect(within(dialog).getByText(/cannot be deleted/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Delete zone/ })).toBeDisabled();
  });

  it('offers no capacity, deactivation or delete on a zone\u2019s staging bin, and says why', async () => {
    const staging = bin({ id: 12, aisle: '', rack: '', shelf: '', is_staging: true });
    api({
      [`GET ${LIST}`]: page([staging], 1),
      'GET /api/warehouse-locations/12': { body: { success: true, location: staging } },
      'GET /api/product-units/location/12': { body: { success: true, units: [] } },
      'GET /api/warehouse-locations/12/history': { body: { success: true, changes: [] } },
    });
    renderRoute('/admin/locations?location=12');
    const dialog = await screen.findByRole('dialog', { name: /Location Details/ });
    expect(
      await within(dialog).findByText(/staging bin takes every unit placed in the zone/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Capacity (empty: no limit)')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Delete location/ })).toBeNull();
  });

  it('changes a bin’s capacity (the server’s refusal shown), deactivates it (Location Inactive) and deletes it', async () => {
    let current = a112;
    const calls = api({
      [`GET ${LIST}`]: page([a112], 1),
      'GET /api/warehouse-locations/11': () => ({ body: { success: true, location: current } }),
      'GET /api/product-units/location/11': { body: { success: true, units: [] } },
      'GET /api/warehouse-locations/11/history': {
        body: { success: true, changes: [change({})] },
      },
      'PUT /api/warehouse-locations/11': (body) => {
        const input = body as { capacity?: number | null; is_active?: boolean };
        if (input.capacity !== undefined && input.capacity !== null && input.capacity < 3)
          return { status: 409, body: { error: WAREHOUSE_MESSAGES.capacityBelowUnits } };
        current = { ...current, ...input, is_available: input.is_active ?? current.is_active };
        return { body: { success: true, location: current } };
      },
      'DELETE /api/warehouse-locations/11': {
        body: { success: true, message: WAREHOUSE_MESSAGES.locationDeleted('A-01-01-02') },
      },
    });
    const user = setup();
    renderRoute('/admin/locations?location=11');
    const dialog = await screen.findByRole('dialog', { name: /Location Details/ });
    const history = await within(dialog).findByRole('region', { name: 'Location history' });
    expect(await within(history).findByText('Capacity 10 -> 4')).toBeInTheDocument();

    const capacity = within(dialog).getByLabelText('Capacity (empty: no limit)');
    expect(capacity).toHaveValue(10);
    await user.clear(capacity);
    await user.type(capacity, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save capacity' }));
    expect(
      await within(dialog).findByText(WAREHOUSE_MESSAGES.capacityBelowUnits),
    ).toBeInTheDocument();
    await user.clear(capacity);
    await user.click(within(dialog).getByRole('button', { name: 'Save capacity' }));
    expect(await within(dialog).findByText('Capacity saved')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'PUT /api/warehouse-locations/11').at(-1)!.body).toEqual({
      capacity: null,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByText('Location Inactive')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /Delete location/ }));
    const confirm = within(dialog).getByRole('group', { name: 'Confirm the delete' });
    expect(confirm).toHaveTextContent('Delete location A-01-01-02? This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete location' }));
    expect(await screen.findByText('Location A-01-01-02 deleted')).toBeInTheDocument();
  });
});
