import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productUnit, warehouseHandlers } from '../../test/fixtures/warehouse';
import { adminUser, mockApi, renderRoute } from '../../test/render';

// The first render loads the lazy admin route: slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => vi.unstubAllGlobals());

const setup = () => userEvent.setup({ delay: null });

const unit = productUnit;

const inOrder = { status: 'assigned' as const, order_id: 7, order_number: 'ORD-1007' };
const units = [unit(1, inOrder), unit(2), unit(3, { ...inOrder, order_number: 'ORD-1008' })];

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/check-auth': { body: { isAuthenticated: true, user: adminUser } },
    ...warehouseHandlers,
    'GET /api/product-units': {
      body: {
        success: true,
        units,
        pagination: { page: 1, limit: 10, total: 3, pages: 1 },
        truncated: false,
      },
    },
    'GET /api/product-units/1': {
      body: {
        success: true,
        unit: units[0],
        movements: [],
        order_units: { ordered: 3, assigned: 3 },
      },
    },
    'GET /api/product-units/2': {
      body: { success: true, unit: units[1], movements: [], order_units: null },
    },
    ...overrides,
  });
}

/** Damaged, lost and voided are confirmed, with a reason. */
describe('unit corrections on the Product Units page', () => {
  it('says what lost and damaged do to the unit\u2019s order, and sends only with a reason', async () => {
    const calls = api({
      'PUT /api/product-units/1/status': {
        body: { success: true, unit: units[0], movements: [], order_units: null },
      },
    });
    const user = setup();
    renderRoute('/admin/productunits');
    await user.click(await screen.findByRole('button', { name: 'View details of DOME21-000001' }));
    const dialog = await screen.findByRole('dialog', { name: /DOME21-000001/ });
    const actions = within(dialog).getByRole('group', { name: 'Status actions' });

    await user.click(within(actions).getByRole('button', { name: 'Mark as Damaged' }));
    let form = await within(dialog).findByRole('form', { name: 'Mark as Damaged' });
    expect(
      within(form).getByText(
        "The unit no longer counts as one of order ORD-1007's units: ORD-1007 will then have 2 of 3 units assigned until another unit is assigned to it (Assign to Order, or a receipt's waiting orders). It stays in its bin, linked to the order in its history.",
      ),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    await user.click(within(actions).getByRole('button', { name: 'Mark as Lost' }));
    form = await within(dialog).findByRole('form', { name: 'Mark as Lost' });
    expect(
      within(form).getByText(
        'The unit leaves order ORD-1007: ORD-1007 will then have 2 of 3 units assigned, and no other unit is assigned in its place. The unit leaves its bin; lost is final.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/Reason/)).toHaveFocus();
    // No reason: the contract's message, nothing sent.
    await user.click(within(form).getByRole('button', { name: 'Confirm: Mark as Lost' }));
    expect(await within(form).findByText('Give the reason the unit is lost')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'PUT /api/product-units/1/status')).toBe(false);
    await user.type(within(form).getByLabelText(/Reason/), 'Not on its shelf at the count');
    await user.click(within(form).getByRole('button', { name: 'Confirm: Mark as Lost' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/product-units/1/status')?.body).toEqual({
        status: 'lost',
        notes: 'Not on its shelf at the count',
      }),
    );
  });

  it('offers Void for an available unit, saying the stock drops', async () => {
    api();
    const user = setup();
    renderRoute('/admin/productunits');
    await user.click(await screen.findByRole('button', { name: 'View details of DOME21-000002' }));
    const dialog = await screen.findByRole('dialog', { name: /DOME21-000002/ });
    const actions = within(dialog).getByRole('group', { name: 'Status actions' });
    await user.click(within(actions).getByRole('button', { name: 'Void (received by mistake)' }));
    const form = await within(dialog).findByRole('form', { name: 'Void (received by mistake)' });
    expect(
      within(form).getByText(
        "The unit leaves the stock and its bin: the product's stock drops by 1. Voided is final; the identifiers are never used again.",
      ),
    ).toBeInTheDocument();
  });

  it('asks a selection marked lost for its reason, naming the orders its units leave', async () => {
    const calls = api({
      'PUT /api/product-units/bulk-update-status': {
        body: { success: true, updated: 3, message: '3 units updated to lost' },
      },
    });
    const user = setup();
    renderRoute('/admin/productunits');
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select all units on this page' }),
    );
    await user.selectOptions(screen.getByLabelText('Bulk Actions'), 'lost');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Lost (3 selected)' });
    expect(
      within(dialog).getByText(
        'Units of orders ORD-1007, ORD-1008 leave those orders, and no other unit is assigned in their place. The 3 units leave their bins; lost is final.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm: Mark as Lost' }));
    expect(await within(dialog).findByText('Give the reason the unit is lost')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'PUT /api/product-units/bulk-update-status')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Pallet stolen');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm: Mark as Lost' }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.key === 'PUT /api/product-units/bulk-update-status')?.body,
      ).toEqual({
        unitIds: [1, 2, 3],
        status: 'lost',
        notes: 'Pallet stolen',
      }),
    );
    expect(await screen.findByText('Marked 3 units as Lost.')).toBeInTheDocument();
  });
});
