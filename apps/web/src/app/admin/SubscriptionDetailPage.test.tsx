import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cancellation, ChangePreview } from '@shop/contract';
import { mockApi, renderRoute } from '../../test/render';
import { signedInAdmin } from '../../test/fixtures/common';
import { invoice, subscription, subscriptionDetail } from '../../test/fixtures/subscriptions-admin';
import { plan as planOnSale } from '../../test/fixtures/subscriptions';
import type { Wire } from '../../test/wire';

afterEach(() => vi.unstubAllGlobals());
const setup = () => userEvent.setup({ delay: null });

const DETAIL = 'GET /api/admin/subscriptions/5';
const CANCELLATION = 'GET /api/admin/subscriptions/5/cancellation';
const PREVIEW = 'POST /api/admin/subscriptions/5/change/preview';
const cancellation = (over: Partial<Wire<Cancellation>> = {}): Wire<Cancellation> => ({
  success: true,
  endsAt: '2027-01-15T17:00:00.000Z',
  minTermEndsAt: '2027-01-15T17:00:00.000Z',
  immediate: false,
  ...over,
});
const changePreview = (over: Partial<Wire<ChangePreview>> = {}): Wire<ChangePreview> => ({
  success: true,
  lines: [{ description: 'Video Monitoring, Mar 20 to Apr 15, 2026', amount: 21.5 }],
  dueNow: 21.5,
  credit: 0,
  newPrice: 59,
  interval: 'month',
  periodEnd: '2026-04-15T17:00:00.000Z',
  ...over,
});
const plansOnSale = {
  'GET /api/plans': {
    body: {
      success: true,
      plans: [
        planOnSale(),
        planOnSale({ id: 2, name: 'Video Monitoring', monthlyPrice: 59, yearlyPrice: null }),
        planOnSale({ id: 3, name: 'Basic Alarm', monthlyPrice: 19.99, yearlyPrice: 199 }),
      ],
    },
  },
};
const section = (name: string) => screen.getByRole('region', { name });
/** An invoice's row, found by its PDF link. */
const invoiceRow = (number: string) =>
  within(section('Invoices'))
    .getByRole('link', { name: `PDF of ${number}` })
    .closest('tr')!;

describe('/admin/subscriptions/:id', () => {
  it('shows the customer, the plan, the devices at the site, the invoices and the history', async () => {
    mockApi({ ...signedInAdmin, [DETAIL]: { body: subscriptionDetail() } });
    renderRoute('/admin/subscriptions/5');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'SUB-000005' }),
    ).toBeInTheDocument();
    const customer = section('Customer');
    expect(within(customer).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
      'href',
      '/admin/customers/7',
    );
    expect(customer).toHaveTextContent('702-555-0100');
    const plan = section('Plan and billing');
    expect(plan).toHaveTextContent('Alarm monitoring');
    expect(plan).toHaveTextContent('Within 24 hours');
    expect(plan).toHaveTextContent('$39.99 a month');
    expect(plan).toHaveTextContent('12 monthsends Jan 15, 2027');
    expect(plan).toHaveTextContent('Visa ending in 4242, expires 12/2030');
    expect(plan).toHaveTextContent('$39.99 on Apr 15, 2026');
    expect(section('Site and dates')).toHaveTextContent('1 First St');
    expect(section('Site and dates')).toHaveTextContent('Mar 15, 2026 to Apr 15, 2026');

    const devices = within(section('Devices at the site')).getByRole('table');
    const device = within(devices).getByText('PANEL-260101-1').closest('tr')!;
    expect(device).toHaveTextContent('Alarm Panel Pro');
    expect(device).toHaveTextContent('ORD-20260110-0002');
    expect(device).toHaveTextContent('InstalledJan 12, 2026');
    expect(device).toHaveTextContent('Jan 12, 2028');

    const paid = invoiceRow('INV-2026-000031');
    expect(paid).toHaveTextContent('Renewal');
    expect(paid).toHaveTextContent('$39.99');
    expect(within(paid).getByRole('link', { name: 'ORD-20260315-0001' })).toHaveAttribute(
      'href',
      '/admin/orders?search=ORD-20260315-0001',
    );
    expect(within(paid).getByRole('link', { name: 'PDF of INV-2026-000031' })).toHaveAttribute(
      'href',
      '/api/admin/subscriptions/5/invoices/31/pdf',
    );

    const history = within(section('History')).getAllByRole('listitem');
    expect(history[0]).toHaveTextContent('Invoice paid · INV-2026-000031');
    expect(history[0]).toHaveTextContent('The shop');
    expect(history[1]).toHaveTextContent('Plan started');
    expect(history[1]).toHaveTextContent('Ann Lee');

    // Live payments: no test clock.
    expect(screen.queryByRole('region', { name: 'Test clock' })).toBeNull();
    expect(screen.queryByRole('button', { name: '+1 day' })).toBeNull();
  });

  it('refunds a paid invoice after confirming, once: a refund made already is told why not', async () => {
    const calls = mockApi({
      ...signedInAdmin,
      [DETAIL]: { body: subscriptionDetail() },
      'POST /api/admin/subscriptions/5/invoices/31/refund': {
        body: subscriptionDetail({
          invoices: [
            invoice({ status: 'refunded', refundedAt: '2026-03-20T17:00:00.000Z' }),
            subscriptionDetail().invoices[1]!,
          ],
        }),
      },
      // Refunded from the order's screen meanwhile: this page still shows it paid.
      'POST /api/admin/subscriptions/5/invoices/30/refund': {
        status: 409,
        body: { error: 'This invoice was already refunded.' },
      },
    });
    renderRoute('/admin/subscriptions/5');
    const user = setup();
    await screen.findByRole('region', { name: 'Invoices' });
    await user.click(
      within(invoiceRow('INV-2026-000031')).getByRole('button', { name: 'Refund INV-2026-000031' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refund invoice INV-2026-000031?' });
    expect(dialog).toHaveTextContent('$39.99 goes back to the card');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Alarm was down a week');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $39.99' }));
    expect(
      await screen.findByText('Invoice INV-2026-000031 is refunded: $39.99.'),
    ).toBeInTheDocument();
    expect(
      calls.find((c) => c.key === 'POST /api/admin/subscriptions/5/invoices/31/refund')?.body,
    ).toEqual({ note: 'Alarm was down a week' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const after = invoiceRow('INV-2026-000031');
    expect(within(after).getByText('Refunded')).toHaveClass('badge');
    expect(within(after).queryByRole('button', { name: /Refund/ })).toBeNull();

    await user.click(
      within(invoiceRow('INV-2026-000030')).getByRole('button', { name: 'Refund INV-2026-000030' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Refund invoice INV-2026-000030?' });
    await user.click(within(again).getByRole('button', { name: 'Refund $88.99' }));
    expect(
      await within(again).findByText('This invoice was already refunded.'),
    ).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Refund $88.99' })).toBeEnabled();
  });

  it('cancels now with a reason, and the page shows the subscription as the server answers it', async () => {
    const calls = mockApi({
      ...signedInAdmin,
      [DETAIL]: { body: subscriptionDetail() },
      [CANCELLATION]: { body: cancellation() },
      'POST /api/admin/subscriptions/5/cancel': {
        body: subscriptionDetail({
          subscription: subscription({
            status: 'cancelled',
            cancelledAt: '2026-03-20T17:00:00.000Z',
            nextBill: null,
          }),
        }),
      },
    });
    renderRoute('/admin/subscriptions/5');
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel SUB-000005' });
    expect(within(dialog).getByLabelText(/At the end of the period, Apr 15, 2026/)).toBeChecked();
    await user.click(within(dialog).getByLabelText(/^Now/));
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Moving away');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('SUB-000005 is cancelled.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/admin/subscriptions/5/cancel')?.body).toEqual({
      when: 'now',
      reason: 'Moving away',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const actions = section('Actions');
    expect(actions).toHaveTextContent('This subscription has ended: nothing to do.');
    expect(screen.getAllByText('Cancelled')[0]).toHaveClass('badge');
  });

  it('takes back a scheduled cancel and changes the plan once the charge due now is shown', async () => {
    const previews: unknown[] = [];
    const calls = mockApi({
      ...signedInAdmin,
      ...plansOnSale,
      [DETAIL]: {
        body: subscriptionDetail({
          subscription: subscription({ cancelAt: '2027-01-15T17:00:00.000Z' }),
        }),
      },
      [PREVIEW]: (body) => {
        previews.push(body);
        return { body: changePreview() };
      },
      'POST /api/admin/subscriptions/5/keep': { body: subscriptionDetail() },
      'POST /api/admin/subscriptions/5/change': {
        body: subscriptionDetail({
          subscription: subscription({
            plan: { ...subscription().plan, id: 2, name: 'Video Monitoring', monitoring: 'video' },
            price: 59,
          }),
        }),
      },
    });
    renderRoute('/admin/subscriptions/5');
    const user = setup();
    expect(await screen.findByText('Set to end on')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Keep subscription' }));
    expect(
      await screen.findByText('SUB-000005 is kept: the cancellation is taken back.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/admin/subscriptions/5/keep')).toBe(true);

    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the plan of SUB-000005' });
    const plan = within(dialog).getByLabelText('Plan');
    await waitFor(() =>
      expect(within(plan).getByRole('option', { name: /Video Monitoring/ })).toBeInTheDocument(),
    );
    // The plan as it stands: nothing to price, nothing to confirm.
    expect(dialog).toHaveTextContent(
      'Choose another plan or billing to see what the change costs.',
    );
    expect(within(dialog).getByRole('button', { name: 'Change plan' })).toBeDisabled();
    expect(previews).toHaveLength(0);

    await user.selectOptions(plan, '2');
    // Billed monthly only: the yearly choice is not offered.
    expect(within(dialog).getByLabelText('Yearly')).toBeDisabled();
    const cost = await within(dialog).findByRole('region', { name: 'What the change costs' });
    expect(cost).toHaveTextContent('Due now $21.50: charged to the card on file at once.');
    expect(cost).toHaveTextContent(
      'New price: $59.00 a month plus any tax, this period ending Apr 15, 2026.',
    );
    expect(cost).toHaveTextContent('Video Monitoring, Mar 20 to Apr 15, 2026$21.50');
    expect(previews).toEqual([{ planId: 2, interval: 'month' }]);
    expect(calls.some((c) => c.key === 'POST /api/admin/subscriptions/5/change')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    expect(
      await screen.findByText('SUB-000005 is now on Video Monitoring, billed monthly.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/admin/subscriptions/5/change')?.body).toEqual({
      planId: 2,
      interval: 'month',
    });
  });

  it('shows the credit a downgrade leaves before confirming, and a preview the server refuses', async () => {
    mockApi({
      ...signedInAdmin,
      ...plansOnSale,
      [DETAIL]: { body: subscriptionDetail() },
      [PREVIEW]: (body) => {
        const { planId, interval } = body as { planId: number; interval: string };
        if (planId === 3 && interval === 'month')
          return {
            body: changePreview({
              lines: [],
              dueNow: 0,
              credit: 12.34,
              newPrice: 19.99,
              interval: 'month',
            }),
          };
        return { status: 409, body: { error: 'Only an active plan can be changed.' } };
      },
    });
    renderRoute('/admin/subscriptions/5');
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the plan of SUB-000005' });
    const plan = within(dialog).getByLabelText('Plan');
    await waitFor(() =>
      expect(within(plan).getByRole('option', { name: /Basic Alarm/ })).toBeInTheDocument(),
    );
    await user.selectOptions(plan, '3');
    const cost = await within(dialog).findByRole('region', { name: 'What the change costs' });
    expect(cost).toHaveTextContent('Credit $12.34: taken off the next bills.');
    expect(cost).toHaveTextContent('New price: $19.99 a month');
    expect(cost).not.toHaveTextContent('Due now');
    expect(within(dialog).getByRole('button', { name: 'Change plan' })).toBeEnabled();

    await user.click(within(dialog).getByLabelText('Yearly'));
    expect(
      await within(dialog).findByText('Only an active plan can be changed.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Only an active plan can be changed.',
    );
    expect(within(dialog).queryByRole('region', { name: 'What the change costs' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Change plan' })).toBeDisabled();
  });

  it('shows when a cancel at the period end takes effect and the minimum term before confirming', async () => {
    const calls = mockApi({
      ...signedInAdmin,
      [DETAIL]: { body: subscriptionDetail() },
      [CANCELLATION]: { body: cancellation() },
      'POST /api/admin/subscriptions/5/cancel': {
        body: subscriptionDetail({
          subscription: subscription({ cancelAt: '2027-01-15T17:00:00.000Z' }),
        }),
      },
    });
    renderRoute('/admin/subscriptions/5');
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel SUB-000005' });
    expect(
      await within(dialog).findByText(
        'Ends on Jan 15, 2027; the minimum term runs until Jan 15, 2027.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.key === CANCELLATION)).toBe(true);
    // Cancelling now ends it today: the date of a cancel at the period's end is not shown.
    await user.click(within(dialog).getByLabelText(/^Now/));
    expect(within(dialog).queryByText(/^Ends on/)).toBeNull();
    await user.click(within(dialog).getByLabelText(/At the end of the period/));
    expect(within(dialog).getByText(/^Ends on Jan 15, 2027/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(
      await screen.findByText('SUB-000005 ends on Jan 15, 2027. It can be kept until then.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/admin/subscriptions/5/cancel')?.body).toEqual({
      when: 'period_end',
      reason: '',
    });
  });

  it('says only the end date when no minimum term is left', async () => {
    mockApi({
      ...signedInAdmin,
      [DETAIL]: { body: subscriptionDetail() },
      [CANCELLATION]: {
        body: cancellation({ endsAt: '2026-04-15T17:00:00.000Z', minTermEndsAt: null }),
      },
    });
    renderRoute('/admin/subscriptions/5');
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel SUB-000005' });
    expect(await within(dialog).findByText('Ends on Apr 15, 2026.')).toBeInTheDocument();
  });

  it('says plainly that a plan not yet paid waits for the customer', async () => {
    mockApi({
      ...signedInAdmin,
      [DETAIL]: {
        body: subscriptionDetail({
          subscription: subscription({
            status: 'incomplete',
            startedAt: null,
            currentPeriodStart: null,
            currentPeriodEnd: null,
            minTermEndsAt: null,
            card: null,
            nextBill: null,
            openInvoice: invoice({
              id: 40,
              number: 'INV-2026-000040',
              kind: 'first',
              status: 'open',
              total: 88.99,
              subtotal: 88.99,
              paidAt: null,
              orderNumber: null,
              attempts: 0,
            }),
          }),
        }),
      },
      [CANCELLATION]: { body: cancellation({ immediate: true, minTermEndsAt: null }) },
    });
    renderRoute('/admin/subscriptions/5');
    expect(
      await screen.findByText('Waiting for the customer to confirm and pay the first invoice'),
    ).toBeInTheDocument();
    expect(screen.getByText(/INV-2026-000040, \$88\.99/)).toBeInTheDocument();
    expect(screen.getByText('Awaiting first payment')).toHaveClass('badge');
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel SUB-000005' });
    expect(dialog).toHaveTextContent(
      'This plan is not running, so it ends at once whichever you choose.',
    );
    expect(within(dialog).queryByText(/^Ends on/)).toBeNull();
  });

  it('in test payment mode moves the clock by a step or to a moment, and shows what fell due', async () => {
    const clockAt = '2026-04-01T17:00:00.000Z';
    const sent: string[] = [];
    mockApi({
      ...signedInAdmin,
      [DETAIL]: {
        body: subscriptionDetail({
          testMode: true,
          subscription: subscription({ testClockAt: clockAt }),
        }),
      },
      'POST /api/admin/subscriptions/5/test-clock': (body) => {
        const { to } = body as { to: string };
        sent.push(to);
        return {
          body: subscriptionDetail({
            testMode: true,
            subscription: subscription({ testClockAt: to }),
            invoices: [
              invoice({
                id: 32,
                number: 'INV-2026-000032',
                status: 'open',
                paidAt: null,
                orderNumber: null,
                attempts: 1,
                nextAttemptAt: '2026-04-16T17:00:00.000Z',
                lastError: 'Your card was declined.',
              }),
              ...subscriptionDetail().invoices,
            ],
            events: [
              {
                id: 9,
                kind: 'payment_failed',
                at: '2026-04-15T17:00:00.000Z',
                note: 'Your card was declined.',
                invoiceNumber: 'INV-2026-000032',
                by: null,
                recordedAt: '2026-04-15T17:00:00.000Z',
              },
              {
                id: 8,
                kind: 'clock_advanced',
                at: clockAt,
                note: `To ${to}`,
                invoiceNumber: null,
                by: 'Bo Lee',
                recordedAt: '2026-03-20T17:00:00.000Z',
              },
              ...subscriptionDetail().events,
            ],
          }),
        };
      },
    });
    renderRoute('/admin/subscriptions/5');
    const user = setup();
    const panel = await screen.findByRole('region', { name: 'Test clock' });
    expect(panel).toHaveTextContent('Clock: Apr 1, 2026, 10:00 AM');

    await user.click(within(panel).getByRole('button', { name: '+1 month' }));
    await waitFor(() => expect(sent).toEqual(['2026-05-01T17:00:00.000Z']));
    expect(
      await screen.findByText(
        /The clock is now May 1, 2026, 10:00\sAM: what fell due until then has been applied\./,
      ),
    ).toBeInTheDocument();
    const open = invoiceRow('INV-2026-000032');
    expect(open).toHaveTextContent('1 attempt, next Apr 16, 2026');
    expect(open).toHaveTextContent('Your card was declined.');
    const history = within(section('History')).getAllByRole('listitem');
    expect(history[0]).toHaveTextContent('Payment failed · INV-2026-000032');
    expect(history[1]).toHaveTextContent('Test clock moved');
    expect(history[1]).toHaveTextContent(/To May 1, 2026, 10:00\sAM/);
    expect(history[1]).toHaveTextContent('Bo Lee');

    // A moment before the clock is refused in the browser; a later one is sent as ISO.
    const to = within(panel).getByLabelText('Move to (shop time)');
    fireEvent.change(to, { target: { value: '2026-04-20T09:00' } });
    await user.click(within(panel).getByRole('button', { name: 'Move clock' }));
    expect(await within(panel).findByText('A test clock only moves forward.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    fireEvent.change(to, { target: { value: '2026-06-01T09:30' } });
    await user.click(within(panel).getByRole('button', { name: 'Move clock' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toBe('2026-06-01T16:30:00.000Z');
  });
});
