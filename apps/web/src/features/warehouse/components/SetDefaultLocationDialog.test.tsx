import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { current, row, warehouseHandlers } from '../../../test/fixtures/warehouse';
import { adminUser, mockApi, renderRoute } from '../../../test/render';
import { pagination } from '../../../test/fixtures/common';

configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());

const setup = () => userEvent.setup({ delay: null });

function api(user: object, overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/check-auth': { body: { isAuthenticated: true, user } },
    'GET /api/categories': { body: { success: true, categories: [] } },
    'GET /api/admin/products': {
      body: { success: true, products: [row], pagination: pagination(1, 1, 20), truncated: false },
    },
    ...warehouseHandlers,
    'GET /api/products/default-locations/bulk': {
      body: { success: true, defaultLocations: { '21': null } },
    },
    ...overrides,
  });
}

describe('Set Default Location dialog', () => {
  it('sets a product\u2019s default location from the zone\u2019s bins; Save waits for a zone', async () => {
    const calls = api(adminUser, {
      'PUT /api/products/21/default-location': {
        body: { success: true, defaultLocation: current },
      },
    });
    const user = setup();
    renderRoute('/admin/products');
    // The first render loads the page's code: slow on a busy machine.
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Set default location of Dome One' },
        { timeout: 15_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Set Default Location' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(within(dialog).getByLabelText('Zone *')).toBeEnabled());
    expect(save).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Zone *'), '1');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Aisle' }), '1');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: '2 (1/2 free)' })).toBeInTheDocument(),
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Rack' }), '2');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: '1 (3 of 5 free)' })).toBeInTheDocument(),
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Shelf' }), '1');
    await user.type(within(dialog).getByLabelText('Notes'), 'Front of the aisle');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Default location of Dome One saved')).toBeInTheDocument();
    const sent = calls.find((c) => c.key === 'PUT /api/products/21/default-location')!.body;
    expect(sent).toMatchObject({
      warehouse_id: 1,
      zone_id: 1,
      aisle: '1',
      rack: '2',
      shelf: '1',
      notes: 'Front of the aisle',
    });
  });

  it('clears the lower parts when a higher one changes, and says why a save failed', async () => {
    api(adminUser, {
      'GET /api/products/default-locations/bulk': {
        body: { success: true, defaultLocations: { '21': current } },
      },
      'PUT /api/products/21/default-location': { status: 500, body: { error: 'boom' } },
      'DELETE /api/products/21/default-location': {
        status: 404,
        body: { error: 'This product has no default location' },
      },
    });
    const user = setup();
    renderRoute('/admin/products');
    await user.click(
      await screen.findByRole('button', { name: 'Set default location of Dome One' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Set Default Location' });
    expect(await within(dialog).findByText(/Now: A-01-02-01/)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Shelf' })).toHaveValue('1'),
    );
    await user.selectOptions(within(dialog).getByLabelText('Zone *'), '2');
    expect(within(dialog).getByRole('combobox', { name: 'Aisle' })).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: 'Rack' })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Failed to update location: Server error - check server logs',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(
      await within(dialog).findByText(
        'Failed to clear location: This product has no default location',
      ),
    ).toBeInTheDocument();
  });

  it('is not offered to a manager (the warehouse is the admins\u2019)', async () => {
    api({ ...adminUser, id: 5, role: 'manager', permissions: { canManageProducts: true } });
    renderRoute('/admin/products');
    expect(
      await screen.findByRole('button', { name: 'Manage images of Dome One' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set default location of Dome One' })).toBeNull();
  });
});
