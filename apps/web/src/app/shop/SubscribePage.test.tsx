import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBSCRIPTION_MESSAGES } from '@shop/contract';
import { signedInCustomer } from '../../test/fixtures/account';
import {
  invoice,
  paymentIntent,
  plan,
  plansReply,
  preview,
  subscription,
  testPayments,
} from '../../test/fixtures/subscriptions';
import { adminUser, mockApi, renderRoute, signedOut } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const addresses = {
  'GET /api/customer/addresses': {
    body: {
      success: true,
      addresses: {
        shipping: {
          address: '12 Main St',
          city: 'Las Vegas',
          state: 'NV',
          zipCode: '89101',
          country: 'United States',
        },
        billing: null,
      },
    },
  },
};

const firstInvoice = invoice({ id: 30, kind: 'first', status: 'open', paidAt: null, total: 96.44 });
const started = subscription({
  status: 'incomplete',
  startedAt: null,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  minTermEndsAt: null,
  nextBill: null,
  card: null,
  openInvoice: firstInvoice,
});
const active = subscription();

describe('SubscribePage', () => {
  it('sends a visitor to sign in first', async () => {
    mockApi({ ...signedOut, 'GET /api/plans': plansReply([plan()]) });
    const { router } = renderRoute('/subscribe/1?interval=year');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/subscribe/1?interval=year' });
  });

  it('previews the price, subscribes, pays the first invoice by test card and opens the plan', async () => {
    let paid = false;
    const calls = mockApi({
      ...signedInCustomer,
      ...addresses,
      ...testPayments,
      'GET /api/plans': plansReply([plan()]),
      'POST /api/customer/subscriptions/preview': (body) => {
        const yearly = (body as { interval: string }).interval === 'year';
        return {
          body: yearly
            ? preview({
                lines: [{ description: 'Alarm Monitoring, a year', amount: 399 }],
                subtotal: 399,
                tax: 33.42,
                total: 432.42,
                recurring: { amount: 432.42, interval: 'year' },
              })
            : preview(),
        };
      },
      'POST /api/customer/subscriptions': {
        status: 201,
        body: {
          success: true,
          subscription: started,
          invoiceId: 30,
          payment: paymentIntent(9644),
        },
      },
      'POST /api/test-payments/confirm': { body: { status: 'succeeded', error: null } },
      'POST /api/customer/subscriptions/5/invoices/30/pay': () => {
        paid = true;
        return { body: { success: true, subscription: active } };
      },
      'GET /api/customer/subscriptions/5': () => ({
        body: {
          success: true,
          subscription: paid ? active : started,
          invoices: [paid ? invoice({ id: 30, kind: 'first', total: 96.44 }) : firstInvoice],
        },
      }),
      'GET /api/customer/payment-methods': { body: { success: true, cards: [] } },
    });
    const { router } = renderRoute('/subscribe/1?interval=month');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscribe to Alarm Monitoring' }),
    ).toBeInTheDocument();
    // The saved address is the first guess of the site.
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('12 Main St');
    expect(screen.getByLabelText(/^ZIP code/)).toHaveValue('89101');
    expect(screen.getByLabelText('Monthly: $39.99/month')).toBeChecked();

    const summary = screen.getByRole('region', { name: 'What you pay' });
    expect(await within(summary).findByTestId('preview-total')).toHaveTextContent('$96.44');
    expect(within(summary).getByText('Alarm Monitoring set-up fee')).toBeInTheDocument();
    expect(within(summary).getByTestId('preview-recurring')).toHaveTextContent(
      'Then $43.34/month with tax, from Apr 15, 2026.',
    );
    expect(within(summary).getByText('Minimum term: until Mar 15, 2027.')).toBeInTheDocument();

    // Yearly: the server's figures for it, once the choice settles.
    await userEvent.click(screen.getByLabelText('Yearly: $399.00/year'));
    await waitFor(() =>
      expect(within(summary).getByTestId('preview-total')).toHaveTextContent('$432.42'),
    );
    expect(within(summary).getByTestId('preview-recurring')).toHaveTextContent('Then $432.42/year');
    await userEvent.click(screen.getByLabelText('Monthly: $39.99/month'));
    await waitFor(() =>
      expect(within(summary).getByTestId('preview-total')).toHaveTextContent('$96.44'),
    );

    await userEvent.type(screen.getByLabelText('Site name (optional)'), 'Home');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe and pay' }));
    const start = await waitFor(() => {
      const found = calls.find((c) => c.key === 'POST /api/customer/subscriptions');
      expect(found).toBeDefined();
      return found!;
    });
    // No amount is sent: the server prices the plan.
    expect(start.body).toEqual({
      planId: 1,
      interval: 'month',
      siteName: 'Home',
      site: {
        address: '12 Main St',
        city: 'Las Vegas',
        state: 'NV',
        zipCode: '89101',
        country: 'United States',
      },
    });

    expect(await screen.findByText(/Paying/)).toHaveTextContent(
      'Paying $96.44 today for Alarm Monitoring (SUB-000005).',
    );
    await userEvent.type(screen.getByLabelText(/Card number/i), '4242424242424242');
    await userEvent.type(screen.getByLabelText(/Expir/i), '1234');
    await userEvent.type(screen.getByLabelText(/CVC/i), '123');
    await userEvent.click(screen.getByRole('button', { name: /Pay \$96\.44/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/plans/5'));
    expect(calls.find((c) => c.key.endsWith('/invoices/30/pay'))!.body).toEqual({
      paymentIntentId: 'pi_test_12345678',
    });
    expect(await screen.findByText(/Your plan has started/)).toHaveTextContent(
      'Your plan has started. Thank you! We e-mailed you the details. Your next bill is on Apr 15, 2026: $43.34.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Alarm Monitoring' })).toBeVisible();
  });

  it("shows a staff account the server's refusal", async () => {
    const calls = mockApi({
      'GET /api/check-auth': { body: { isAuthenticated: true, user: adminUser } },
      ...addresses,
      'GET /api/plans': plansReply([plan()]),
      'POST /api/customer/subscriptions/preview': {
        status: 403,
        body: { error: SUBSCRIPTION_MESSAGES.staffCannotSubscribe },
      },
      'POST /api/customer/subscriptions': {
        status: 403,
        body: { error: SUBSCRIPTION_MESSAGES.staffCannotSubscribe },
      },
    });
    renderRoute('/subscribe/1');
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.staffCannotSubscribe)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe and pay' }));
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'POST /api/customer/subscriptions')).toBe(true),
    );
    // Said once, whether by the preview or the start.
    expect(screen.getAllByText(SUBSCRIPTION_MESSAGES.staffCannotSubscribe)).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(SUBSCRIPTION_MESSAGES.staffCannotSubscribe);
  });

  it('says a plan no longer on sale is no longer offered', async () => {
    mockApi({ ...signedInCustomer, ...addresses, 'GET /api/plans': plansReply([plan({ id: 2 })]) });
    renderRoute('/subscribe/1');
    expect(await screen.findByText(/This plan is no longer offered/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans we offer' })).toHaveAttribute(
      'href',
      '/services#plans',
    );
  });
});
