import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBSCRIPTION_MESSAGES } from '@shop/contract';
import { signedInCustomer } from '../../test/fixtures/account';
import {
  cancellation,
  card,
  changePreview,
  invoice,
  plan,
  plansReply,
  subscription,
} from '../../test/fixtures/subscriptions';
import { mockApi, renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const PLAN = 'GET /api/customer/subscriptions/5';
const detail = (over: Parameters<typeof subscription>[0] = {}, invoices = [invoice()]) => ({
  body: { success: true, subscription: subscription(over), invoices },
});

describe('PlanPage', () => {
  it('shows the plan, its cover, card, next bill and invoices with their PDFs', async () => {
    mockApi({ ...signedInCustomer, [PLAN]: detail() });
    renderRoute('/dashboard/plans/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Alarm Monitoring' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('SUB-000005 · Home: 12 Main St, Las Vegas, NV 89101')).toBeVisible();
    const facts = screen.getByRole('region', { name: 'Your plan' });
    expect(within(facts).getByText('1 maintenance visit a year')).toBeInTheDocument();
    expect(within(facts).getByText('Apr 15, 2026: $43.34')).toBeInTheDocument();
    expect(within(facts).getByText('Until Jan 15, 2027')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Payment card' })).getByText(
        'Visa ending in 4242, expires 12/30',
      ),
    ).toBeInTheDocument();
    const invoices = screen.getByRole('table', { name: 'Invoices of this plan' });
    expect(within(invoices).getByText('INV-2026-000021')).toBeInTheDocument();
    expect(
      within(invoices).getByRole('link', { name: 'PDF of invoice INV-2026-000021' }),
    ).toHaveAttribute('href', '/api/customer/subscriptions/5/invoices/21/pdf');
  });

  it('says a plan that is not the customer\u2019s is not found', async () => {
    mockApi({
      ...signedInCustomer,
      'GET /api/customer/subscriptions/9': {
        status: 404,
        body: { error: SUBSCRIPTION_MESSAGES.notFound },
      },
    });
    renderRoute('/dashboard/plans/9');
    expect(await screen.findByText(/Subscription not found/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your plans' })).toHaveAttribute(
      'href',
      '/dashboard?tab=plans',
    );
  });

  it('shows when a cancel would end the plan before it is confirmed, then lets the customer keep it', async () => {
    let state: 'running' | 'ending' | 'kept' = 'running';
    const ending = { cancelAt: '2027-01-15T17:00:00.000Z', nextBill: null };
    const calls = mockApi({
      ...signedInCustomer,
      [PLAN]: () => detail(state === 'ending' ? ending : {}),
      'GET /api/customer/subscriptions/5/cancellation': { body: cancellation() },
      'POST /api/customer/subscriptions/5/cancel': () => {
        state = 'ending';
        return { body: { success: true, subscription: subscription(ending) } };
      },
      'POST /api/customer/subscriptions/5/keep': () => {
        state = 'kept';
        return { body: { success: true, subscription: subscription() } };
      },
    });
    renderRoute('/dashboard/plans/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your plan?' });
    expect(await within(dialog).findByTestId('cancel-ends')).toHaveTextContent(
      'Your plan ends on Jan 15, 2027.',
    );
    expect(within(dialog).getByText(/Your minimum term runs until Jan 15, 2027/)).toBeVisible();
    // Nothing is cancelled until it is confirmed.
    expect(calls.some((c) => c.key.endsWith('/cancel'))).toBe(false);

    await userEvent.type(
      within(dialog).getByLabelText('Why are you leaving? (optional)'),
      'Moving',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel my plan' }));
    expect(
      await screen.findByText(
        'Your plan is cancelled: it ends on Jan 15, 2027. You can keep it until then.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.key.endsWith('/cancel'))!.body).toEqual({ reason: 'Moving' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Keep my plan' }));
    expect(await screen.findByText('Good news: your plan carries on.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cancel plan' })).toBeEnabled();
    expect(state).toBe('kept');
  });

  it('pays an open invoice with a saved card: a refusal is told, then it is paid', async () => {
    const open = invoice({
      id: 22,
      number: 'INV-2026-000022',
      status: 'open',
      paidAt: null,
      lastError: 'Your card was declined.',
      nextAttemptAt: '2026-04-18T17:00:00.000Z',
    });
    const pastDue = { status: 'past_due' as const, openInvoice: open };
    let paid = false;
    let tries = 0;
    const calls = mockApi({
      ...signedInCustomer,
      [PLAN]: () => (paid ? detail({}, [invoice({ id: 22 })]) : detail(pastDue, [open])),
      'GET /api/customer/payment-methods': {
        body: {
          success: true,
          cards: [card(), card({ id: 4, brand: 'mastercard', last4: '4444' })],
        },
      },
      'POST /api/customer/subscriptions/5/invoices/22/charge': () => {
        tries += 1;
        if (tries === 1) {
          return {
            body: {
              success: true,
              paid: false,
              error: 'Your card has insufficient funds.',
              subscription: subscription(pastDue),
            },
          };
        }
        paid = true;
        return { body: { success: true, paid: true, error: null, subscription: subscription() } };
      },
    });
    renderRoute('/dashboard/plans/5');
    const pay = await screen.findByRole('region', { name: 'Payment due: $43.34' });
    expect(within(pay).getByText(/We try your card again on Apr 18, 2026/)).toBeInTheDocument();
    expect(screen.getByText('Past due')).toBeInTheDocument();

    const choice = await within(pay).findByLabelText('Pay with');
    // The plan's own card is the first offered.
    expect(choice).toHaveDisplayValue('Visa ending in 4242, expires 12/30');
    await userEvent.selectOptions(choice, 'Mastercard ending in 4444, expires 12/30');
    await userEvent.click(within(pay).getByRole('button', { name: 'Pay $43.34 now' }));
    expect(
      await within(pay).findByText('Payment failed: Your card has insufficient funds.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.key.endsWith('/charge'))!.body).toEqual({ cardId: 4 });

    await userEvent.click(within(pay).getByRole('button', { name: 'Pay $43.34 now' }));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.paid)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: /Payment due/ })).toBeNull());
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('previews a change of plan, then changes it', async () => {
    const bigger = plan({
      id: 2,
      name: 'Video Monitoring',
      monthlyPrice: 59.99,
      yearlyPrice: null,
    });
    const calls = mockApi({
      ...signedInCustomer,
      [PLAN]: detail(),
      'GET /api/plans': plansReply([plan(), bigger]),
      'POST /api/customer/subscriptions/5/change/preview': {
        body: changePreview({
          lines: [{ description: 'Video Monitoring, rest of the period', amount: 20 }],
          dueNow: 21.68,
        }),
      },
      'POST /api/customer/subscriptions/5/change': {
        body: {
          success: true,
          subscription: subscription({
            plan: { ...subscription().plan, id: 2, name: 'Video Monitoring' },
            price: 59.99,
          }),
        },
      },
    });
    renderRoute('/dashboard/plans/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your plan' });
    expect(await within(dialog).findByText(/Choose another plan/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Change plan' })).toBeDisabled();
    await userEvent.selectOptions(within(dialog).getByLabelText('Plan'), '2');
    expect(await within(dialog).findByTestId('change-due')).toHaveTextContent(
      'Due now: $21.68, charged to your card on file',
    );
    expect(within(dialog).getByLabelText('Yearly')).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    expect(
      await screen.findByText('Your plan is now Video Monitoring, billed monthly at $59.99/month.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.key.endsWith('/change'))!.body).toEqual({
      planId: 2,
      interval: 'month',
    });
  });
});
