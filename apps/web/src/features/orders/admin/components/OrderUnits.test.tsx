import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderUnit } from '@shop/contract';
import { mockApi, renderRoute } from '../../../../test/render';
import { queriesTo, signedInAdmin } from '../../../../test/fixtures/common';
import { fullOrder, listOf, ORDERS, summary } from '../../../../test/fixtures/orders';

afterEach(() => vi.unstubAllGlobals());

const setup = () => userEvent.setup({ delay: null });

const unit = (id: number, over: Partial<OrderUnit> = {}): OrderUnit => ({
  id,
  unit_identifier: `CAM1-00000${id}`,
  product_id: 1,
  status: 'assigned',
  zone_code: 'A',
  aisle: '1',
  rack: '2',
  shelf: '3',
  bin_code: 'A-01-02-03',
  ...over,
});

/** On the orders screen: short picks, the units and the pick lists. */
describe('orders and their units', () => {
  it('says "2 of 3 units assigned" in the list, filters on units missing, prints the selection', async () => {
    mockApi({
      ...signedInAdmin,
      [`GET ${ORDERS}`]: listOf([
        summary({ units_assigned: 2, units_needed: 3, units_missing: true }),
        summary({ id: 6, order_number: 'ORD-20260302-0006', units_assigned: 1, units_needed: 1 }),
      ]),
    });
    const user = setup();
    renderRoute('/admin/orders');
    const short = (await screen.findByText('ORD-20260302-0005')).closest('tr')!;
    expect(within(short).getByText('2 of 3 units assigned')).toBeInTheDocument();
    const full = screen.getByText('ORD-20260302-0006').closest('tr')!;
    expect(within(full).queryByText(/units assigned/)).toBeNull();

    await user.selectOptions(screen.getByLabelText('Units'), 'Units missing');
    await waitFor(() => expect(queriesTo('GET', ORDERS).at(-1)!.get('units_missing')).toBe('true'));

    expect(screen.getByRole('button', { name: 'Print pick lists' })).toBeDisabled();
    await user.click(screen.getByLabelText('Select order ORD-20260302-0005'));
    await user.click(screen.getByLabelText('Select order ORD-20260302-0006'));
    expect(screen.getByRole('link', { name: 'Print pick lists (2)' })).toHaveAttribute(
      'href',
      '/api/admin/orders/pick-list.pdf?ids=5,6',
    );
  });

  it('opens on the units-missing list from a link', async () => {
    mockApi({ ...signedInAdmin, [`GET ${ORDERS}`]: listOf([summary()]) });
    renderRoute('/admin/orders?units_missing=true');
    expect(await screen.findByText('ORD-20260302-0005')).toBeInTheDocument();
    expect(queriesTo('GET', ORDERS)[0]!.get('units_missing')).toBe('true');
    expect(screen.getByLabelText('Units')).toHaveValue('true');
  });

  it('lists each line\u2019s units with bin and status, the missing ones, and links the pick list', async () => {
    const order = fullOrder({
      units_assigned: 1,
      units_needed: 2,
      units_missing: true,
      tracked_product_ids: [1],
      units: [unit(1, { status: 'processing' })],
    });
    mockApi({
      ...signedInAdmin,
      [`GET ${ORDERS}`]: listOf([summary()]),
      [`GET ${ORDERS}/5`]: { body: { success: true, order } },
    });
    const user = setup();
    renderRoute('/admin/orders');
    await user.click(
      await screen.findByRole('button', { name: 'View details of order ORD-20260302-0005' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order ORD-20260302-0005' });
    expect(await within(dialog).findByText(/^1 of 2 units assigned\./)).toBeInTheDocument();
    const camUnits = within(dialog).getByRole('row', { name: 'Units of 4K Dome Camera' });
    expect(camUnits).toHaveTextContent('CAM1-000001');
    expect(camUnits).toHaveTextContent('Bin A-01-02-03');
    expect(camUnits).toHaveTextContent('processing');
    expect(camUnits).toHaveTextContent('1 unit not assigned');
    // The door sensor is not kept as units: no serials to list.
    expect(within(dialog).queryByRole('row', { name: 'Units of Door Sensor' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Pick list' })).toHaveAttribute(
      'href',
      '/api/admin/orders/5/pick-list.pdf',
    );
  });
});
