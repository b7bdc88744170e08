import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuoteLink } from '@shop/contract';
import { order } from '../../test/fixtures/account';
import { maintenancePlan, quotePlan } from '../../test/fixtures/quotes';
import { customerUser, mockApi, renderRoute, signedOut } from '../../test/render';
import type { Wire } from '../../test/wire';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'a'.repeat(43);
const QUOTE = `GET /api/quotes/${TOKEN}`;
const signedIn = { 'GET /api/check-auth': { body: { isAuthenticated: true, user: customerUser } } };

const quote = (over: Partial<Wire<QuoteLink>> = {}): Wire<QuoteLink> => ({
  quoteNumber: 'QT-2026-000042',
  status: 'viewed',
  lines: [
    {
      kind: 'product',
      description: '4K Dome Camera',
      packageName: 'Single',
      quantity: 3,
      unitPrice: 199,
      lineTotal: 597,
    },
    {
      kind: 'labour',
      description: 'Camera installation',
      packageName: '',
      quantity: 3,
      unitPrice: 150,
      lineTotal: 450,
    },
  ],
  subtotal: 1047,
  discount: 47,
  taxRate: 0.08375,
  tax: 83.75,
  total: 1083.75,
  plans: [],
  recurring: [],
  validUntil: '2026-12-31',
  terms: 'Payment due on acceptance.',
  company: null,
  depositPercent: 30,
  deposit: 325.13,
  site: {
    address: '4 Desert Way',
    city: 'Las Vegas',
    state: 'NV',
    zipCode: '89109',
    country: 'United States',
  },
  prefill: {
    name: 'Sam Ortega',
    email: 'sam@example.com',
    phone: '702-555-0100',
    company: 'Ortega Logistics',
  },
  ...over,
});

/** A signed-in customer paying the quote by card (`amount` cents), and the order call's answer. */
const paidQuoteApi = (amount: number, placed: Record<string, unknown>, keepsCard = false) => ({
  ...signedIn,
  [QUOTE]: { body: { success: true, quote: quote() } },
  'GET /api/payment-config': { body: { provider: 'test', publishableKey: null } },
  [`POST /api/quotes/${TOKEN}/payment-intent`]: {
    body: {
      success: true,
      provider: 'test',
      clientSecret: 'pi_test_12345678_secret_x',
      paymentIntentId: 'pi_test_12345678',
      amount,
      currency: 'usd',
      totals: { subtotal: 1000, taxRate: 0.08375, tax: 83.75, shipping: 0, total: 1083.75 },
      keepsCard,
    },
  },
  'POST /api/test-payments/confirm': { body: { status: 'succeeded', error: null } },
  [`POST /api/quotes/${TOKEN}/order`]: { body: { success: true, ...placed } },
});

describe('QuotePage', () => {
  it('shows the quote with its lines, totals, validity and terms, and Accept and Decline', async () => {
    mockApi({ ...signedOut, [QUOTE]: { body: { success: true, quote: quote() } } });
    renderRoute(`/quote/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Quote QT-2026-000042' })).toBeVisible();
    const lines = screen.getByRole('list', { name: 'Quote lines' });
    expect(within(lines).getByText('4K Dome Camera')).toBeInTheDocument();
    expect(within(lines).getByText('$450.00')).toBeInTheDocument();
    expect(screen.getByTestId('quote-total')).toHaveTextContent('$1,083.75');
    expect(screen.getByText('Payment due on acceptance.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Accept quote/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('says clearly that a link is no longer valid, with no retry', async () => {
    mockApi({
      ...signedOut,
      [QUOTE]: {
        status: 404,
        body: { error: 'This quote link is no longer valid. Ask us for a new one.' },
      },
    });
    renderRoute(`/quote/${TOKEN}`);
    expect(
      await screen.findByText('This quote link is no longer valid. Ask us for a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This quote cannot be opened' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('says an expired quote has expired', async () => {
    mockApi({
      ...signedOut,
      [QUOTE]: { status: 410, body: { error: 'This quote has expired. Ask us for a new one.' } },
    });
    renderRoute(`/quote/${TOKEN}`);
    expect(await screen.findByText('This quote has expired. Ask us for a new one.')).toBeVisible();
  });

  it('offers Try Again when the shop cannot answer, and loads on retry', async () => {
    let fail = true;
    mockApi({
      ...signedOut,
      [QUOTE]: () =>
        fail
          ? { status: 500, body: { error: 'boom' } }
          : { body: { success: true, quote: quote() } },
    });
    renderRoute(`/quote/${TOKEN}`);
    const retry = await screen.findByRole('button', { name: 'Try Again' }, { timeout: 8000 });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Quote QT-2026-000042' })).toBeVisible();
  }, 15_000);

  it('asks a visitor to sign in or register, the registration filled from the quote', async () => {
    mockApi({ ...signedOut, [QUOTE]: { body: { success: true, quote: quote() } } });
    const { router } = renderRoute(`/quote/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: /Accept quote/ }));
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/quote/${TOKEN}?accept=1`)}`,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('sam@example.com');
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Sam');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Ortega');
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Ortega Logistics');
  });

  it('lets a customer choose the deposit, confirm the site, pay by card and see the order', async () => {
    const calls = mockApi(
      paidQuoteApi(32_513, {
        order: order(9, {
          order_number: 'SV-261126-AAAAAA',
          order_type: 'quote',
          balance_due: 758.62,
          items: [{ ...order(9).items[0]!, kind: 'labour', product_name: 'Camera installation' }],
        }),
        yours: true,
      }),
    );
    renderRoute(`/quote/${TOKEN}?accept=1`);
    const deposit = await screen.findByLabelText('Pay deposit $325.13 (30%) now, $758.62 later');
    expect(deposit).toBeChecked();
    const next = screen.getByRole('button', { name: 'Continue to payment' });
    expect(next).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Deliver and install at this address'));
    await userEvent.click(next);
    expect(calls.find((c) => c.key.endsWith('/payment-intent'))!.body).toEqual({
      payment: 'deposit',
    });
    await userEvent.type(await screen.findByLabelText(/Card number/i), '4242424242424242');
    await userEvent.type(screen.getByLabelText(/Expir/i), '1234');
    await userEvent.type(screen.getByLabelText(/CVC/i), '123');
    await userEvent.click(screen.getByRole('button', { name: /Pay \$325\.13/ }));
    expect(await screen.findByText('SV-261126-AAAAAA')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Book your installation/ })).toHaveAttribute(
      'href',
      '/dashboard?tab=installations',
    );
  });

  it('tells a colleague who paid for the customer that the order is the customer\u2019s, with no "your order" links', async () => {
    mockApi(
      paidQuoteApi(108_375, {
        order: order(10, { order_number: 'SV-261126-BBBBBB', order_type: 'quote', items: [] }),
        yours: false,
      }),
    );
    renderRoute(`/quote/${TOKEN}?accept=1`);
    await userEvent.click(await screen.findByLabelText(/^Pay the full/));
    await userEvent.click(screen.getByLabelText('Deliver and install at this address'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await userEvent.type(await screen.findByLabelText(/Card number/i), '4242424242424242');
    await userEvent.type(screen.getByLabelText(/Expir/i), '1234');
    await userEvent.type(screen.getByLabelText(/CVC/i), '123');
    await userEvent.click(screen.getByRole('button', { name: /Pay \$/ }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you, the quote is accepted and paid' }),
    ).toBeInTheDocument();
    expect(screen.getByText('SV-261126-BBBBBB')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View your order/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Book your installation/ })).not.toBeInTheDocument();
  });

  it('offers only the full payment when the shop takes no deposit', async () => {
    mockApi({
      ...signedIn,
      [QUOTE]: { body: { success: true, quote: quote({ depositPercent: 0, deposit: 0 }) } },
      'GET /api/payment-config': { body: { provider: 'test', publishableKey: null } },
    });
    renderRoute(`/quote/${TOKEN}?accept=1`);
    expect(await screen.findByLabelText('Pay the full $1,083.75 now')).toBeChecked();
    expect(screen.queryByLabelText(/Pay deposit/)).not.toBeInTheDocument();
  });

  it('lists the plans with each bill, "then" beside the total, and says the card is kept for them', async () => {
    const withPlans = quote({
      plans: [
        quotePlan(),
        maintenancePlan(),
        quotePlan({ position: 3, planId: 3, planName: 'Video Monitoring', interval: 'year' }),
      ],
      recurring: [
        { interval: 'month', amount: 63.33 },
        { interval: 'year', amount: 43.34 },
      ],
    });
    mockApi({
      ...paidQuoteApi(108_375, {}, true),
      [QUOTE]: { body: { success: true, quote: withPlans } },
    });
    renderRoute(`/quote/${TOKEN}?accept=1`);
    const plans = await screen.findByRole('list', { name: 'Plans' });
    const [alarm, maintenance, video] = within(plans).getAllByRole('listitem');
    expect(alarm).toHaveTextContent('Alarm Monitoring');
    expect(alarm).toHaveTextContent('$43.34/month');
    expect(alarm).toHaveTextContent('incl. tax');
    expect(alarm).toHaveTextContent('12-month minimum term');
    expect(maintenance).toHaveTextContent('Maintenance Basic');
    expect(maintenance).toHaveTextContent('$19.99/month');
    expect(maintenance).not.toHaveTextContent('incl. tax');
    expect(maintenance).not.toHaveTextContent(/minimum term/);
    expect(video).toHaveTextContent('$43.34/year');
    // The one-off total is the lines'; the plans are billed after it.
    expect(screen.getByTestId('quote-total')).toHaveTextContent('$1,083.75');
    expect(screen.getByTestId('quote-recurring')).toHaveTextContent(
      'then $63.33/month and $43.34/year',
    );

    // Before the server says whose the quote is, the note says when the card is kept.
    const before =
      "When the quote is for your account, the card you pay with also pays the plans' first bills ($63.33/month and $43.34/year) just after, and is kept for the bills to come.";
    const next = screen.getByRole('button', { name: 'Continue to payment' });
    expect(screen.getByText(before)).toBeVisible();
    expect(next).toHaveAccessibleDescription(before);
    // The payment keeps it (the quote's own customer pays).
    const note =
      "Just after this payment, the same card pays the plans' first bills ($63.33/month and $43.34/year) and is kept for the bills to come.";
    await userEvent.click(screen.getByLabelText('Deliver and install at this address'));
    await userEvent.click(next);
    expect(await screen.findByText(/^Paying/)).toHaveTextContent(
      `Paying $1,083.75 for quote QT-2026-000042. ${note}`,
    );
  });

  it("tells someone paying another customer's quote that the card pays the quote only", async () => {
    const withPlans = quote({
      plans: [quotePlan()],
      recurring: [{ interval: 'month', amount: 43.34 }],
    });
    mockApi({
      ...paidQuoteApi(108_375, {}, false),
      [QUOTE]: { body: { success: true, quote: withPlans } },
    });
    renderRoute(`/quote/${TOKEN}?accept=1`);
    await userEvent.click(await screen.findByLabelText('Deliver and install at this address'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const paying = await screen.findByText(/^Paying/);
    expect(paying).toHaveTextContent(
      "This card pays the quote only: the quote's customer is e-mailed to confirm its plans with their own card.",
    );
    expect(paying).not.toHaveTextContent(/is kept/);
  });

  it('shows no plans, no "then" and no card note for a quote without plans', async () => {
    mockApi({
      ...signedIn,
      [QUOTE]: { body: { success: true, quote: quote() } },
      'GET /api/payment-config': { body: { provider: 'test', publishableKey: null } },
    });
    renderRoute(`/quote/${TOKEN}?accept=1`);
    expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeVisible();
    expect(screen.getByTestId('quote-total')).toHaveTextContent('$1,083.75');
    expect(screen.queryByRole('list', { name: 'Plans' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('quote-recurring')).not.toBeInTheDocument();
    expect(screen.queryByText(/first bills/)).not.toBeInTheDocument();
  });

  it('declines with a reason after a confirmation', async () => {
    const calls = mockApi({
      ...signedOut,
      [QUOTE]: { body: { success: true, quote: quote() } },
      [`POST /api/quotes/${TOKEN}/decline`]: {
        body: { success: true, message: 'Thank you. We have told our team.' },
      },
    });
    renderRoute(`/quote/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await userEvent.type(await screen.findByLabelText('Reason (optional)'), 'Too expensive');
    await userEvent.click(screen.getByRole('button', { name: 'Decline quote' }));
    expect(await screen.findByText('Thank you. We have told our team.')).toBeInTheDocument();
    expect(calls.find((c) => c.key.endsWith('/decline'))!.body).toEqual({
      reason: 'Too expensive',
    });
  });
});
