import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderPick, OrderStatus, PickUnit, ScanResult } from '@shop/contract';
import { mockApi, renderRoute } from '../../test/render';
import { signedInAdmin, XSS } from '../../test/fixtures/common';
import { bin, unitAt } from '../../test/fixtures/locations';
import { fullOrder } from '../../test/fixtures/orders';
import type { Wire } from '../../test/wire';

afterEach(() => vi.unstubAllGlobals());
const setup = () => userEvent.setup({ delay: null });

const shelf = bin({ id: 11, aisle: '1', rack: '1', shelf: '2' });
const packing = bin({ id: 30, zone_code: 'P', aisle: '1', rack: '1', shelf: '1', unit_count: 4 });

const unit = (id: number, over: Partial<Wire<PickUnit>> = {}): Wire<PickUnit> => ({
  id,
  unit_identifier: `DOME21-10000${id}`,
  product_id: 21,
  status: 'assigned',
  warehouse_location_id: shelf.id,
  location_code: shelf.location_code,
  zone_code: 'A',
  aisle: '1',
  rack: '1',
  shelf: '2',
  picked_at: null,
  picked_by_name: null,
  ...over,
});
const picked = (u: Wire<PickUnit>): Wire<PickUnit> => ({
  ...u,
  picked_at: '2026-11-25T10:00:00.000Z',
  picked_by_name: 'Bo Lee',
});

function orderWith(units: Wire<PickUnit>[]): Wire<OrderPick> {
  return {
    id: 42,
    order_number: 'SV-261125-ABC123',
    status: 'paid',
    customer_name: XSS,
    pick_list_url: '/api/admin/orders/42/pick-list.pdf',
    lines: [{ product_id: 21, product_name: 'Dome One', sku: 'SV-21', quantity: 3, units }],
    needed: 3,
    held: units.length,
    picked: units.filter((u) => u.picked_at).length,
  };
}
const [u1, u2, u3] = [unit(1), unit(2), unit(3)];
/** The server's answer to the first unit's pick. */
const firstPicked = {
  body: {
    success: true,
    message: `${u1.unit_identifier} picked: 1 of 3 picked`,
    newly_picked: true,
    unit_identifier: u1.unit_identifier,
    order: orderWith([picked(u1), u2, u3]),
  },
};

/** Answers GET /api/admin/scan in turn, one per scan. */
function scans(...answers: ({ result: Wire<ScanResult> } | { status: number; error: string })[]) {
  const queue = [...answers];
  return () => {
    const next = queue.shift();
    if (!next) throw new Error('no more scan answers');
    return 'result' in next
      ? { body: { success: true, result: next.result } }
      : { status: next.status, body: { error: next.error } };
  };
}

async function typeScan(user: ReturnType<typeof setup>, code: string) {
  const box = await screen.findByRole('textbox', { name: /^Scan/ });
  await user.click(box);
  // As a keyboard-wedge scanner does: the characters, then Enter.
  await user.keyboard(`${code}{Enter}`);
}

describe('/admin/scan', () => {
  it('picks an order: its units are marked picked, then a bin takes the picked units', async () => {
    const calls = mockApi({
      ...signedInAdmin,
      'GET /api/admin/scan': scans(
        { result: { kind: 'order', order: orderWith([u1, u2, u3]) } },
        {
          result: {
            kind: 'unit',
            unit: unitAt(shelf, { id: 1, unit_identifier: u1.unit_identifier }),
          },
        },
        {
          result: { kind: 'unit', unit: unitAt(shelf, { id: 9, unit_identifier: 'CAME7-999999' }) },
        },
        { result: { kind: 'location', location: packing } },
        { result: { kind: 'order', order: orderWith([picked(u1), u2, u3]) } },
      ),
      'POST /api/admin/scan/pick': (body) =>
        (body as { code: string }).code === u1.unit_identifier
          ? firstPicked
          : { status: 409, body: { error: 'This unit is not on order SV-261125-ABC123' } },
      'POST /api/locations/bulk-move': {
        body: { success: true, updated: 1, message: '1 unit moved' },
      },
    });
    const user = setup();
    renderRoute('/admin/scan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Scan' })).toBeInTheDocument();
    expect(screen.getByText('Nothing scanned yet.')).toBeInTheDocument();

    await typeScan(user, 'SV-261125-ABC123');
    const panel = await screen.findByRole('heading', { name: /Picking order SV-261125-ABC123/ });
    expect(panel).toBeInTheDocument();
    expect(screen.getByTestId('pick-progress')).toHaveTextContent('0 of 3 picked');
    expect(screen.getByRole('link', { name: /Pick list \(PDF\)/ })).toHaveAttribute(
      'href',
      '/api/admin/orders/42/pick-list.pdf',
    );
    // The customer's name is text, never markup.
    expect(screen.getByText(XSS, { exact: false })).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();

    await typeScan(user, u1.unit_identifier);
    await waitFor(() =>
      expect(screen.getByTestId('pick-progress')).toHaveTextContent('1 of 3 picked'),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      `${u1.unit_identifier} picked: 1 of 3 picked`,
    );
    expect(calls.find((c) => c.key === 'POST /api/admin/scan/pick')?.body).toEqual({
      order_id: 42,
      code: u1.unit_identifier,
    });

    // A unit of another order: refused with the reason, nothing else changes.
    await typeScan(user, 'CAME7-999999');
    const log = await screen.findByRole('list', { name: 'Last scans' });
    expect(
      await within(log).findByText('This unit is not on order SV-261125-ABC123'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('pick-progress')).toHaveTextContent('1 of 3 picked');

    // A bin: the picked unit goes there once confirmed, recorded as a scan.
    await typeScan(user, 'P,1,1,1');
    const dialog = await screen.findByRole('dialog', { name: 'Move the picked units?' });
    expect(dialog).toHaveTextContent('Move 1 picked unit of order SV-261125-ABC123 to P-01-01-01?');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(
      await within(log).findByText('Moved 1 picked unit of order SV-261125-ABC123 to P-01-01-01.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/locations/bulk-move')?.body).toEqual({
      unitIds: [1],
      location: { warehouse_location_id: 30, update_method: 'scan' },
    });
  });

  it('scans typed back to back, as a scanner sends them, are worked through in order', async () => {
    mockApi({
      ...signedInAdmin,
      'GET /api/admin/scan': scans(
        { result: { kind: 'order', order: orderWith([u1, u2, u3]) } },
        {
          result: {
            kind: 'unit',
            unit: unitAt(shelf, { id: 1, unit_identifier: u1.unit_identifier }),
          },
        },
        { result: { kind: 'location', location: packing } },
      ),
      'POST /api/admin/scan/pick': firstPicked,
    });
    const user = setup();
    renderRoute('/admin/scan');
    const box = await screen.findByRole('textbox', { name: /^Scan/ });
    await user.click(box);
    await user.keyboard(`SV-261125-ABC123{Enter}${u1.unit_identifier}{Enter}P,1,1,1{Enter}`);
    const dialog = await screen.findByRole('dialog', { name: 'Move the picked units?' });
    expect(dialog).toHaveTextContent('Move 1 picked unit of order SV-261125-ABC123 to P-01-01-01?');
  });

  it('outside picking, a unit or a bin is shown with a link to open it; an unknown code says so', async () => {
    mockApi({
      ...signedInAdmin,
      'GET /api/admin/scan': scans(
        {
          result: {
            kind: 'unit',
            unit: unitAt(shelf, { id: 5, unit_identifier: 'DOME21-555555' }),
          },
        },
        { result: { kind: 'location', location: packing } },
        { status: 404, error: 'No unit, bin or order matches this code' },
      ),
    });
    const user = setup();
    renderRoute('/admin/scan');
    await typeScan(user, 'DOME21-555555');
    expect(await screen.findByRole('link', { name: 'Open the unit' })).toHaveAttribute(
      'href',
      '/admin/productunits?unit=5',
    );
    // Not on an order: nothing to pick.
    expect(screen.queryByRole('link', { name: /^Pick order/ })).toBeNull();
    await typeScan(user, 'P,1,1,1');
    expect(await screen.findByRole('link', { name: 'Open the bin' })).toHaveAttribute(
      'href',
      '/admin/locations?location=30',
    );
    await typeScan(user, '<b>nope</b>');
    const log = screen.getByRole('list', { name: 'Last scans' });
    expect(
      await within(log).findByText('No unit, bin or order matches this code'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No unit, bin or order matches this code');
    expect(screen.getByText('<b>nope</b>')).toBeInTheDocument();
    // A code that matches nothing is not worth trying again.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('a unit waiting on its order offers to pick that order, which starts picking it', async () => {
    mockApi({
      ...signedInAdmin,
      'GET /api/admin/scan': scans(
        {
          result: {
            kind: 'unit',
            unit: unitAt(shelf, {
              id: 1,
              unit_identifier: u1.unit_identifier,
              status: 'assigned',
              order_id: 42,
              order_number: 'SV-261125-ABC123',
            }),
          },
        },
        { result: { kind: 'order', order: orderWith([u1, u2, u3]) } },
      ),
    });
    const user = setup();
    const { router } = renderRoute('/admin/scan');
    await typeScan(user, u1.unit_identifier);
    await user.click(await screen.findByRole('link', { name: 'Pick order SV-261125-ABC123' }));
    expect(
      await screen.findByRole('heading', { name: /Picking order SV-261125-ABC123/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a lookup that failed on the way can be tried again; ?order= starts picking', async () => {
    mockApi({
      ...signedInAdmin,
      'GET /api/admin/scan': scans(
        { status: 500, error: 'Something went wrong' },
        { result: { kind: 'order', order: orderWith([u1]) } },
      ),
    });
    const user = setup();
    renderRoute('/admin/scan?order=42');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: /Picking order SV-261125-ABC123/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/2 of 3 units not assigned yet/)).toBeInTheDocument();
  });

  it('after "3 of 3 picked" offers the next steps: packed, the bill of lading, shipped', async () => {
    const all = [picked(u1), picked(u2), picked(unit(3, { aisle: '', rack: '', shelf: '' }))];
    const order = orderWith(all);
    const calls = mockApi({
      ...signedInAdmin,
      'GET /api/admin/scan': scans(
        { result: { kind: 'order', order: orderWith([picked(u1), picked(u2), u3]) } },
        { result: { kind: 'order', order } },
        { result: { kind: 'order', order: { ...order, status: 'processing' } } },
        { result: { kind: 'order', order: { ...order, status: 'shipped' } } },
      ),
      'PUT /api/admin/orders/42/status': (body) => ({
        body: {
          success: true,
          order: fullOrder({
            id: 42,
            order_number: order.order_number,
            status: (body as { status: Wire<OrderStatus> }).status,
          }),
        },
      }),
    });
    const user = setup();
    renderRoute('/admin/scan');
    await typeScan(user, 'SV-261125-ABC123');
    expect(await screen.findByTestId('pick-progress')).toHaveTextContent('2 of 3 picked');
    expect(screen.queryByRole('region', { name: /next steps/ })).not.toBeInTheDocument();

    await typeScan(user, 'SV-261125-ABC123');
    await waitFor(() =>
      expect(screen.getByTestId('pick-progress')).toHaveTextContent('3 of 3 picked'),
    );
    // A unit in its zone's staging bin reads "A staging".
    expect(screen.getByText('A staging')).toBeInTheDocument();
    const steps = screen.getByRole('region', {
      name: 'All picked: next steps for order SV-261125-ABC123',
    });
    expect(within(steps).getByRole('link', { name: /Bill of lading \(PDF\)/ })).toHaveAttribute(
      'href',
      '/api/admin/orders/42/bill-of-lading',
    );
    await user.click(within(steps).getByRole('button', { name: 'Mark as Processing' }));
    expect(await within(steps).findByText('Done.')).toBeInTheDocument();
    expect(within(steps).queryByRole('button', { name: 'Mark as Processing' })).toBeNull();
    expect(calls.find((c) => c.key === 'PUT /api/admin/orders/42/status')?.body).toEqual({
      status: 'processing',
    });

    await user.type(within(steps).getByLabelText('Tracking number (optional)'), ' 1Z999 ');
    await user.click(within(steps).getByRole('button', { name: 'Mark as Shipped' }));
    expect(await within(steps).findByText('The order is Shipped.')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'PUT /api/admin/orders/42/status').at(-1)?.body).toEqual({
      status: 'shipped',
      tracking_number: '1Z999',
    });
    expect(
      within(screen.getByRole('list', { name: 'Last scans' })).getByText(
        'Order SV-261125-ABC123 is now Shipped.',
      ),
    ).toBeInTheDocument();
  });
  it("says under the next steps' tracking number what is wrong with it, and sends nothing", async () => {
    const all = [picked(u1), picked(u2), picked(u3)];
    const calls = mockApi({
      ...signedInAdmin,
      'GET /api/admin/scan': scans({
        result: { kind: 'order', order: { ...orderWith(all), status: 'processing' } },
      }),
    });
    const user = setup();
    renderRoute('/admin/scan');
    await typeScan(user, 'SV-261125-ABC123');
    const steps = await screen.findByRole('region', {
      name: 'All picked: next steps for order SV-261125-ABC123',
    });
    const tracking = within(steps).getByLabelText('Tracking number (optional)');
    // Past the box's maxLength, as a pasted or scripted value can be.
    fireEvent.change(tracking, { target: { value: '1'.repeat(101) } });
    await user.click(within(steps).getByRole('button', { name: 'Mark as Shipped' }));
    expect(
      await within(steps).findByText('tracking_number must be at most 100 characters'),
    ).toBeInTheDocument();
    expect(tracking).toHaveAttribute('aria-invalid', 'true');
    expect(tracking).toHaveFocus();
    expect(calls.filter((c) => c.key === 'PUT /api/admin/orders/42/status')).toEqual([]);
  });
});
