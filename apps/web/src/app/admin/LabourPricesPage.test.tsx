import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute } from '../../test/render';
import { signedInAdmin } from '../../test/fixtures/common';
import type { Wire } from '../../test/wire';
import type { LabourPrice } from '@shop/contract';

configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());

const camera: Wire<LabourPrice> = {
  id: 5,
  name: 'Camera installation',
  unit: 'camera',
  price: 150,
  active: true,
  position: 1,
};

describe('/admin/labour-prices', () => {
  it('edits a price, deactivates a line, adds one, and says why a used line is kept', async () => {
    const calls = mockApi({
      ...signedInAdmin,
      'GET /api/admin/labour-prices': { body: { success: true, labourPrices: [camera] } },
      'PUT /api/admin/labour-prices/5': { body: { success: true, labourPrice: camera } },
      'POST /api/admin/labour-prices': {
        status: 201,
        body: { success: true, labourPrice: camera },
      },
      'DELETE /api/admin/labour-prices/5': {
        status: 409,
        body: { error: 'This labour line is used by quotes or products: deactivate it instead' },
      },
    });
    renderRoute('/admin/labour-prices');
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByDisplayValue('Camera installation')).closest('li')!;
    const price = within(row).getByLabelText(/^Price/);
    expect(price).toHaveValue('150.00');
    const save = within(row).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.clear(price);
    await user.type(price, '175');
    await user.click(save);
    expect(await screen.findByText('Camera installation saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/admin/labour-prices/5')?.body).toEqual({
      name: 'Camera installation',
      unit: 'camera',
      price: 175,
    });

    await user.click(within(row).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Camera installation deactivated.')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'PUT /api/admin/labour-prices/5').at(-1)?.body).toEqual({
      active: false,
    });

    await user.click(within(row).getByRole('button', { name: 'Delete Camera installation' }));
    expect(await screen.findByText(/deactivate it instead/)).toBeInTheDocument();

    const add = screen.getByRole('form', { name: 'Add a line' });
    await user.type(within(add).getByLabelText(/^Name/), 'Cable run');
    await user.selectOptions(within(add).getByLabelText('Charged'), 'cable_run');
    const addPrice = within(add).getByLabelText(/^Price/);
    // What is not whole cents is refused under the field, and nothing is sent.
    await user.type(addPrice, '85.125');
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    expect(
      await within(add).findByText('Enter an amount in dollars and cents (at most two decimals)'),
    ).toBeInTheDocument();
    expect(addPrice).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.key === 'POST /api/admin/labour-prices')).toBe(false);
    await user.clear(addPrice);
    await user.type(addPrice, '85');
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Cable run added.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/admin/labour-prices')?.body).toEqual({
      name: 'Cable run',
      unit: 'cable_run',
      price: 85,
      position: 2,
    });
  });
});
