import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrder } from '@shop/contract';
import { ORDER_MESSAGES, type OrderStatus } from '@shop/contract/order-options';
import { mockApi, renderRoute } from '../../../../test/render';
import { queriesTo, signedInAdmin, XSS } from '../../../../test/fixtures/common';
import { fullOrder, listOf, ORDERS, summary } from '../../../../test/fixtures/orders';
import type { Wire } from '../../../../test/wire';

afterEach(() => vi.unstubAllGlobals());

const setup = () => userEvent.setup({ delay: null });
const DETAIL = `${ORDERS}/5`;

/** The list with one order, its detail, and any other answers; `order` is what GET returns. */
function api(order: Wire<AdminOrder>, overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedInAdmin,
    [`GET ${ORDERS}`]: listOf([
      summary({ status: order.status, payment_status: order.payment_status }),
    ]),
    [`GET ${DETAIL}`]: { body: { success: true, order } },
    ...overrides,
  });
}

async function openDialog() {
  const user = setup();
  renderRoute('/admin/orders');
  await user.click(
    await screen.findByRole('button', { name: 'View details of order ORD-20260302-0005' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Order ORD-20260302-0005' });
  return { user, dialog };
}

const bodiesOf = (calls: { key: string; body: unknown }[], key: string) =>
  calls.filter((c) => c.key === key).map((c) => c.body);

describe('order detail dialog', () => {
  it('shows the customer, items with QR codes, address, summary and timeline', async () => {
    api(fullOrder({ notes: `Call first ${XSS}`, expected_delivery: '2026-03-09' }));
    const { dialog } = await openDialog();

    expect(await within(dialog).findByText('4K Dome Camera')).toBeInTheDocument();
    const qr = within(dialog).getByRole('img', { name: 'QR code for 4K Dome Camera' });
    const src = qr.getAttribute('src')!;
    expect(src).toContain('/api/qr/image?value=');
    expect(src).toContain('&size=120');
    const value = new URLSearchParams(src.split('?')[1]).get('value')!;
    // The stub's 120 dollars, in dollars in the payload too.
    expect(JSON.parse(value)).toMatchObject({
      orderId: 5,
      itemId: 51,
      sku: 'CAM-4K-D',
      unitPrice: '120.00',
    });

    const items = within(dialog).getByText('4K Dome Camera').closest('tr')!;
    for (const text of ['Pro Kit', 'CAM-4K-D', '2', '$120.00', '$240.00']) {
      expect(within(items).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Door Sensor').closest('tr')).toHaveTextContent('Standard');

    expect(within(dialog).getByText('(702) 555-0100')).toHaveAttribute('href', 'tel:7025550100');
    expect(within(dialog).getByText('12 Desert Rd', { exact: false })).toHaveTextContent(
      'Henderson, NV 89052',
    );
    expect(within(dialog).getByText('Tax (8.25%)')).toBeInTheDocument();
    expect(within(dialog).getByText('$24.75')).toBeInTheDocument();
    expect(within(dialog).getByText('$10.00')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Notes')).toHaveValue(`Call first ${XSS}`);
    expect(document.querySelector('img[src="x"]')).toBeNull();

    const timeline = within(dialog).getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText('Expected delivery').nextElementSibling).toHaveTextContent(
      'Mar 9, 2026',
    );
    expect(within(timeline).getByText('Actual delivery').nextElementSibling).toHaveTextContent(
      'Not yet',
    );
    expect(within(timeline).getByText('by System')).toBeInTheDocument();
    expect(within(timeline).getByText('by Bo Lee')).toBeInTheDocument();
    expect(within(timeline).getByText('Paid at checkout')).toBeInTheDocument();
    expect(timeline).toHaveTextContent('Status: Paid \u2192 Processing');
  });

  it("shows the list's row with a note when the full order cannot be loaded", async () => {
    const calls = api(fullOrder(), { [`GET ${DETAIL}`]: { status: 500, body: {} } });
    const { user, dialog } = await openDialog();

    expect(await within(dialog).findByText(/could not be loaded/)).toBeInTheDocument();
    expect(within(dialog).getByText('Ann Lee')).toBeInTheDocument();
    expect(within(dialog).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('$334.75')).toBeInTheDocument();
    expect(within(dialog).queryByText('Failed to load order details')).toBeNull();

    api(fullOrder());
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByText('4K Dome Camera')).toBeInTheDocument();
    expect(calls.length).toBeGreaterThan(0);
  });

  const QUICK: [Wire<OrderStatus>, 'pending' | 'paid', string[]][] = [
    ['pending', 'pending', ['Mark as Processing', 'Cancel Order', 'Mark as Paid']],
    ['paid', 'paid', ['Mark as Processing', 'Cancel Order']],
    ['processing', 'paid', ['Mark as Shipped', 'Cancel Order']],
    ['shipped', 'paid', ['Mark as Delivered']],
    ['delivered', 'pending', ['Mark as Completed', 'Mark as Paid']],
    ['completed', 'paid', []],
    ['cancelled', 'paid', []],
  ];
  it.each(QUICK)(
    'offers the quick buttons of a %s order with %s payment',
    async (status, paymentStatus, buttons) => {
      api(fullOrder({ status, payment_status: paymentStatus }));
      const { dialog } = await openDialog();
      await within(dialog).findByText('4K Dome Camera');
      const group = within(dialog).queryByRole('group', { name: 'Quick actions' });
      const shown = group
        ? within(group)
            .getAllByRole('button')
            .map((b) => b.textContent)
        : [];
      expect(shown).toEqual(buttons);
      // A closed order offers no status change at all.
      const closed = status === 'cancelled';
      expect(within(dialog).queryByLabelText('Change order status') === null).toBe(closed);
      if (closed) expect(within(dialog).getByText(ORDER_MESSAGES.closed)).toBeInTheDocument();
    },
  );

  it('sends the status changes: quick buttons, the menu, shipping with a tracking number', async () => {
    const processing = fullOrder({ status: 'processing' });
    const calls = api(processing, {
      [`PUT ${DETAIL}/status`]: (body) => ({
        body: { success: true, order: { ...processing, ...(body as object) } },
      }),
    });
    const { user, dialog } = await openDialog();
    await within(dialog).findByText('4K Dome Camera');
    const listBefore = queriesTo('GET', ORDERS).length;

    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    const tracking = within(dialog).getByLabelText('Tracking number (optional)');
    expect(tracking).toHaveFocus();
    await user.type(tracking, ' 1Z999 ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    await waitFor(() =>
      expect(bodiesOf(calls, `PUT ${DETAIL}/status`)).toEqual([
        { status: 'shipped', tracking_number: '1Z999' },
      ]),
    );
    expect(await within(dialog).findByText('Order status updated to Shipped.')).toBeInTheDocument();
    // The dialog shows the answer's order, and the list is asked again.
    expect(within(dialog).getByRole('button', { name: 'Mark as Delivered' })).toBeInTheDocument();
    await waitFor(() => expect(queriesTo('GET', ORDERS).length).toBeGreaterThan(listBefore));

    await user.selectOptions(within(dialog).getByLabelText('Change order status'), 'completed');
    await user.click(within(dialog).getByRole('button', { name: 'Update order status' }));
    await waitFor(() =>
      expect(bodiesOf(calls, `PUT ${DETAIL}/status`).at(-1)).toEqual({ status: 'completed' }),
    );
  });

  it('asks before cancelling, saying the payment is refunded and the stock returned', async () => {
    const calls = api(fullOrder({ status: 'paid' }), {
      [`PUT ${DETAIL}/status`]: {
        body: {
          success: true,
          order: fullOrder({ status: 'cancelled', payment_status: 'refunded' }),
        },
      },
    });
    const { user, dialog } = await openDialog();
    await within(dialog).findByText('4K Dome Camera');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    const question = within(dialog).getByRole('group', { name: /Cancel order ORD-20260302-0005/ });
    expect(question).toHaveTextContent('Its payment of $334.75 is refunded to the customer');
    expect(question).toHaveTextContent('returned to stock');
    await user.click(within(question).getByRole('button', { name: 'Keep Order' }));
    expect(bodiesOf(calls, `PUT ${DETAIL}/status`)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Order' }));
    await waitFor(() =>
      expect(bodiesOf(calls, `PUT ${DETAIL}/status`)).toEqual([{ status: 'cancelled' }]),
    );
    expect(await within(dialog).findByText(ORDER_MESSAGES.closed)).toBeInTheDocument();
  });

  it('cancelling an unpaid order says nothing is refunded', async () => {
    api(fullOrder({ status: 'pending', payment_status: 'pending' }));
    const { user, dialog } = await openDialog();
    await within(dialog).findByText('4K Dome Camera');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    const question = within(dialog).getByRole('group', { name: /Cancel order/ });
    expect(question).toHaveTextContent('Nothing was paid, so nothing is refunded');
  });

  it('asks before Refunded from the payment menu, naming the amount; only Yes refunds', async () => {
    const calls = api(fullOrder({ status: 'shipped' }), {
      [`PUT ${DETAIL}/payment-status`]: {
        body: {
          success: true,
          order: fullOrder({ status: 'refunded', payment_status: 'refunded' }),
        },
      },
    });
    const { user, dialog } = await openDialog();
    await within(dialog).findByText('4K Dome Camera');

    const refund = async () => {
      await user.selectOptions(within(dialog).getByLabelText('Change payment status'), 'refunded');
      await user.click(within(dialog).getByRole('button', { name: 'Update payment status' }));
      return within(dialog).getByRole('group', { name: /Refund order ORD-20260302-0005/ });
    };
    let question = await refund();
    expect(question).toHaveTextContent('Refund order ORD-20260302-0005 for $334.75?');
    expect(question).toHaveTextContent('returned to stock');
    await user.click(within(question).getByRole('button', { name: 'Do Not Refund' }));
    expect(within(dialog).queryByRole('group', { name: /Refund order/ })).toBeNull();
    expect(bodiesOf(calls, `PUT ${DETAIL}/payment-status`)).toEqual([]);
    // The menu is back to what the order says: nothing was changed.
    expect(within(dialog).getByLabelText('Change payment status')).toHaveValue('paid');

    question = await refund();
    await user.click(within(question).getByRole('button', { name: 'Yes, Refund $334.75' }));
    await waitFor(() =>
      expect(bodiesOf(calls, `PUT ${DETAIL}/payment-status`)).toEqual([
        { payment_status: 'refunded' },
      ]),
    );
    expect(
      await within(dialog).findByText('Payment status updated to Refunded.'),
    ).toBeInTheDocument();
  });

  it('reopens a closed order as pending after saying the stock is taken again', async () => {
    const calls = api(fullOrder({ status: 'refunded', payment_status: 'refunded' }), {
      [`PUT ${DETAIL}/status`]: {
        body: { success: true, order: fullOrder({ status: 'pending', payment_status: 'pending' }) },
      },
    });
    const { user, dialog } = await openDialog();
    await within(dialog).findByText('4K Dome Camera');
    // A closed order's payment cannot change: no menu that the server would refuse.
    expect(within(dialog).queryByLabelText('Change payment status')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Reopen as Pending' }));
    const question = within(dialog).getByRole('group', { name: /Reopen order/ });
    expect(question).toHaveTextContent('taken from stock again');
    expect(question).toHaveTextContent('waits for a new payment');
    await user.click(within(question).getByRole('button', { name: 'Keep Closed' }));
    expect(bodiesOf(calls, `PUT ${DETAIL}/status`)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Reopen as Pending' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Reopen Order' }));
    await waitFor(() =>
      expect(bodiesOf(calls, `PUT ${DETAIL}/status`)).toEqual([{ status: 'pending' }]),
    );
    expect(await within(dialog).findByRole('button', { name: 'Mark as Paid' })).toBeInTheDocument();
  });

  it("says under the shipping question's tracking number what is wrong with it, and sends nothing", async () => {
    const calls = api(fullOrder({ status: 'processing' }));
    const { user, dialog } = await openDialog();
    await within(dialog).findByText('4K Dome Camera');

    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    const tracking = within(dialog).getByLabelText('Tracking number (optional)');
    // Past the box's maxLength, as a pasted or scripted value can be.
    fireEvent.change(tracking, { target: { value: '1'.repeat(101) } });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(
      await within(dialog).findByText('tracking_number must be at most 100 characters'),
    ).toBeInTheDocument();
    expect(tracking).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesOf(calls, `PUT ${DETAIL}/status`)).toEqual([]);
  });

  it('Mark as Shipped offers the tracking number saved a moment before', async () => {
    const processing = fullOrder({ status: 'processing' });
    api(processing, {
      [`PUT ${DETAIL}`]: (body) => ({
        body: {
          success: true,
          order: {
            ...processing,
            tracking_number: (body as { tracking_number: string }).tracking_number,
          },
        },
      }),
    });
    const { user, dialog } = await openDialog();
    await within(dialog).findByText('4K Dome Camera');

    await user.type(within(dialog).getByLabelText('Tracking number'), '1Z999AA1');
    await user.click(
      within(dialog).getByRole('button', { name: 'Save tracking number and expected delivery' }),
    );
    expect(await within(dialog).findByText('Shipping details saved.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(within(dialog).getByLabelText('Tracking number (optional)')).toHaveValue('1Z999AA1');
  });

  it("shows the server's message when it refuses a change (409), and the spec's otherwise", async () => {
    api(fullOrder({ status: 'pending', payment_status: 'pending' }), {
      [`PUT ${DETAIL}/status`]: { status: 409, body: { error: ORDER_MESSAGES.closed } },
      [`PUT ${DETAIL}/payment-status`]: { status: 500, body: { error: 'Something went wrong' } },
    });
    const { user, dialog } = await openDialog();
    await within(dialog).findByText('4K Dome Camera');

    await user.click(within(dialog).getByRole('button', { name: 'Mark as Processing' }));
    expect(await within(dialog).findByText(ORDER_MESSAGES.closed)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));
    expect(await within(dialog).findByText(ORDER_MESSAGES.paymentFailed)).toBeInTheDocument();
  });

  it('marks a pending payment as paid and sets a payment status from the menu', async () => {
    const calls = api(fullOrder({ status: 'pending', payment_status: 'pending' }), {
      [`PUT ${DETAIL}/payment-status`]: (body) => ({
        body: {
          success: true,
          order: fullOrder({
            status: 'pending',
            payment_status: (body as { payment_status: 'paid' }).payment_status,
          }),
        },
      }),
    });
    const { user, dialog } = await openDialog();
    await within(dialog).findByText('4K Dome Camera');

    await user.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));
    await waitFor(() =>
      expect(bodiesOf(calls, `PUT ${DETAIL}/payment-status`)).toEqual([{ payment_status: 'paid' }]),
    );
    expect(await within(dialog).findByText('Payment status updated to Paid.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mark as Paid' })).toBeNull();

    await user.selectOptions(within(dialog).getByLabelText('Change payment status'), 'partial');
    await user.click(within(dialog).getByRole('button', { name: 'Update payment status' }));
    await waitFor(() =>
      expect(bodiesOf(calls, `PUT ${DETAIL}/payment-status`).at(-1)).toEqual({
        payment_status: 'partial',
      }),
    );
  });

  it('saves the notes, and the tracking number with the expected delivery day', async () => {
    const calls = api(fullOrder({ tracking_number: 'OLD-1' }), {
      [`PUT ${DETAIL}`]: (body) => ({
        body: {
          success: true,
          order: fullOrder({ tracking_number: 'OLD-1', ...(body as object) }),
        },
      }),
    });
    const { user, dialog } = await openDialog();
    await within(dialog).findByText('4K Dome Camera');

    await user.type(within(dialog).getByLabelText('Notes'), '  Leave at the back door ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Notes' }));
    await waitFor(() =>
      expect(bodiesOf(calls, `PUT ${DETAIL}`)).toEqual([{ notes: 'Leave at the back door' }]),
    );
    expect(await within(dialog).findByText('Notes saved.')).toBeInTheDocument();

    const tracking = within(dialog).getByLabelText('Tracking number');
    expect(tracking).toHaveValue('OLD-1');
    await user.clear(tracking);
    await user.type(within(dialog).getByLabelText('Expected delivery'), '2026-03-12');
    await user.click(
      within(dialog).getByRole('button', { name: 'Save tracking number and expected delivery' }),
    );
    await waitFor(() =>
      expect(bodiesOf(calls, `PUT ${DETAIL}`).at(-1)).toEqual({
        tracking_number: null,
        expected_delivery: '2026-03-12',
      }),
    );
    expect(await within(dialog).findByText('Shipping details saved.')).toBeInTheDocument();
  });

  it('warns while a refund is in progress', async () => {
    api(fullOrder({ refund_in_progress: true }));
    const { dialog } = await openDialog();
    expect(
      await within(dialog).findByText(/refund for this order is in progress/),
    ).toBeInTheDocument();
  });

  it('says what returns gave back of the order, and nothing when none did', async () => {
    api(fullOrder({ refunded_amount: 216.74 }));
    const { dialog } = await openDialog();
    const facts = await within(dialog).findByText('Refunded amount');
    expect(facts.nextElementSibling).toHaveTextContent('$216.74');
  });

  it('shows no returns line for an order nothing was given back of', async () => {
    api(fullOrder({}));
    const { dialog } = await openDialog();
    await within(dialog).findByText('Items');
    expect(within(dialog).queryByText('Refunded amount')).not.toBeInTheDocument();
  });
});
