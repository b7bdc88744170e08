import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { READ_ONLY_MESSAGE } from '@shop/contract';
import { order as accountOrder } from '../../test/fixtures/account';
import { customerUser, emptyCart, mockApi, renderRoute, signedOut } from '../../test/render';

// The route's page loads lazily: the first render of a file can be slow on a busy machine.
configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());

type User = ReturnType<typeof userEvent.setup>;
// Every keystroke re-renders the whole checkout: no extra delay between them.
const setup = () => userEvent.setup({ delay: null });

const signedIn = {
  'GET /api/check-auth': { body: { isAuthenticated: true, user: customerUser } },
};

const cart = {
  body: {
    success: true,
    items: [
      {
        item_id: 21,
        product_id: 1,
        package_id: 11,
        product_name: 'Dome Camera',
        package_name: 'Camera only',
        sku: 'CAM-1',
        unit_price: 50,
        line_total: 100,
        product_image: null,
        quantity: 2,
        max_quantity: 10,
        installation_included: false,
        installation_unit_price: null,
      },
      {
        item_id: 22,
        product_id: 2,
        package_id: 21,
        product_name: 'Motion Sensor',
        package_name: 'Single',
        sku: 'SEN-1',
        unit_price: 100,
        line_total: 100,
        product_image: null,
        quantity: 1,
        max_quantity: 5,
        installation_included: false,
        installation_unit_price: null,
      },
    ],
    summary: { itemCount: 3, lineCount: 2, subtotal: 200 },
  },
};

const primary = {
  address: '1 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  country: 'United States',
};

/** Rates by ZIP: the tax-rate key has no query string, so the answer is picked here. */
const RATES: Record<string, number> = { '78701': 0.0824, '89501': 0.0825 };

const intent = {
  success: true,
  provider: 'test',
  clientSecret: 'pi_test_12345678_secret_abc',
  paymentIntentId: 'pi_test_12345678',
  amount: 22648,
  currency: 'usd',
  totals: { subtotal: 200, taxRate: 0.0824, tax: 16.48, shipping: 10, total: 226.48 },
};

/** The order the payment made: shaped like the server's (POST /api/orders). */
const order = accountOrder(90, {
  order_number: 'ORD-2026-0042',
  status: 'paid',
  subtotal: 200,
  tax_rate: 0.0824,
  tax_amount: 16.48,
  shipping_cost: 10,
  total_amount: 226.48,
  shipping_address: '1 Congress Ave, Austin, TX 78701, United States',
  ship_to: primary,
  tracking_number: null,
  expected_delivery: null,
  ship_date: null,
  actual_delivery: null,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  history: [],
});

const baseApi = {
  ...signedIn,
  'GET /api/cart': cart,
  'GET /api/customer/addresses': {
    body: { success: true, addresses: { shipping: primary, billing: null } },
  },
  'GET /api/payment-config': { body: { provider: 'test', publishableKey: null } },
  'GET /api/tax-rate': { body: { success: true, zip: '', state: null, taxRate: 0.08 } },
  'GET /api/checkout/notices': { body: { success: true, notices: [] } },
};

/** mockApi with tax rates answered by the ZIP in the query string. */
function mockCheckout(handlers: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({ ...baseApi, ...handlers });
  const answer = vi.mocked(fetch);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await answer(input, init);
      const url = new URL(String(input), 'http://shop.test');
      if (url.pathname !== '/api/tax-rate') return response;
      const zip = url.searchParams.get('zip') ?? '';
      return Response.json({ success: true, zip, state: null, taxRate: RATES[zip] ?? 0.08 });
    }),
  );
  return calls;
}

const taxZips = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://shop.test'))
    .filter((url) => url.pathname === '/api/tax-rate')
    .map((url) => url.searchParams.get('zip'));

/** Pastes into a field: one change instead of a re-render of the whole page per key. */
async function fill(user: User, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

const findContinue = () => screen.findByRole('button', { name: 'Continue to Payment' });

async function continueToPayment(user: User) {
  await user.click(await findContinue());
}

async function chooseCustomAddress(user: User) {
  await findContinue();
  await user.click(await screen.findByRole('radio', { name: 'Ship to a different address' }));
}

async function fillCard(user: User, number: string) {
  const form = await screen.findByRole('form', { name: 'Card payment' });
  await user.type(within(form).getByLabelText('Card number'), number);
  await user.type(within(form).getByLabelText('Expiry (MM/YY)'), '1240');
  await user.type(within(form).getByLabelText('Security code (CVC)'), '123');
  await user.click(within(form).getByRole('button', { name: /^Pay / }));
  return form;
}

describe('CheckoutPage', () => {
  it('greets the customer by first name and lists the cart', async () => {
    mockCheckout();
    renderRoute('/checkout');
    await findContinue();
    expect(
      screen.getByText(/Welcome, Ann! Check your order, choose where it goes/),
    ).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByTitle('Dome Camera')).toBeInTheDocument();
    expect(within(summary).getByTitle('Motion Sensor')).toBeInTheDocument();
  });

  it('preselects the primary address and taxes at the rate of its ZIP', async () => {
    mockCheckout();
    renderRoute('/checkout');
    await findContinue();
    const primaryRadio = await screen.findByRole('radio', { name: /Primary address/ });
    expect(primaryRadio).toBeChecked();
    expect(primaryRadio).toHaveAccessibleName(/1 Congress Ave, Austin, TX 78701/);
    expect(await screen.findByText('Sales tax (8.24%)')).toBeInTheDocument();
    expect(screen.getByTestId('tax-amount')).toHaveTextContent('$16.48');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$226.48');
    expect(taxZips()).toEqual(['78701']);
  });

  it('a different address asks for the tax rate once its ZIP has 5 digits', async () => {
    mockCheckout();
    renderRoute('/checkout');
    const user = setup();
    await findContinue();
    await screen.findByText('Sales tax (8.24%)');
    await chooseCustomAddress(user);
    expect(screen.getByRole('radio', { name: 'Ship to a different address' })).toBeChecked();
    // No ZIP yet: the 8% fallback, and nobody is asked.
    expect(screen.getByText('Sales tax (8.00%)')).toBeInTheDocument();
    await fill(user, /^ZIP code/, '8950');
    expect(taxZips()).toEqual(['78701']);
    await user.type(screen.getByLabelText(/^ZIP code/), '1');
    expect(await screen.findByText('Sales tax (8.25%)')).toBeInTheDocument();
    expect(taxZips()).toEqual(['78701', '89501']);
    expect(screen.getByTestId('tax-amount')).toHaveTextContent('$16.50');
  });

  it('names the missing address fields and does not start a payment', async () => {
    const calls = mockCheckout();
    renderRoute('/checkout');
    const user = setup();
    await chooseCustomAddress(user);
    await fill(user, /^State/, 'NV');
    await fill(user, /^ZIP code/, '89501');
    await continueToPayment(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in all required shipping address fields: address, city',
    );
    expect(screen.getByLabelText(/^Street address/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.key === 'POST /api/create-payment-intent')).toBe(false);
  });

  it('refuses a malformed ZIP code, and the error goes once the ZIP is fixed', async () => {
    const calls = mockCheckout();
    renderRoute('/checkout');
    const user = setup();
    await chooseCustomAddress(user);
    await fill(user, /^Street address/, '2 Virginia St');
    await fill(user, /^City/, 'Reno');
    await fill(user, /^State/, 'NV');
    await fill(user, /^ZIP code/, '8950');
    await continueToPayment(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid ZIP code (12345 or 12345-6789)',
    );
    const zip = screen.getByLabelText(/^ZIP code/);
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.key === 'POST /api/create-payment-intent')).toBe(false);
    // The field and the page alert lose the error as soon as the field is right.
    await user.type(zip, '1');
    await waitFor(() => expect(zip).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText(/Please enter a valid ZIP code/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says plainly that the shop ships within the United States', async () => {
    const ottawa = {
      ...primary,
      city: 'Ottawa',
      state: 'ON',
      zipCode: 'K1M 1M4',
      country: 'Canada',
    };
    const calls = mockCheckout({
      'GET /api/customer/addresses': {
        body: { success: true, addresses: { shipping: ottawa, billing: null } },
      },
    });
    renderRoute('/checkout');
    const user = setup();
    // The saved Canadian address says so where it is chosen, and Continue refuses it.
    const saved = await screen.findByRole('radio', { name: /Primary address/ });
    expect(saved).toHaveAccessibleName(/Canada.*We ship within the United States only/);
    await continueToPayment(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We ship within the United States only',
    );
    // A new address in Canada is refused the same way, on its country field.
    await chooseCustomAddress(user);
    await fill(user, /^Street address/, '1 Rue Principale');
    await fill(user, /^City/, 'Montreal');
    await fill(user, /^State/, 'QC');
    await fill(user, /^ZIP code/, 'H2X 1Y4');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Country/ }), 'Canada');
    await continueToPayment(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We ship within the United States only',
    );
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls.some((c) => c.key === 'POST /api/create-payment-intent')).toBe(false);
  });

  it('starts the payment with the address only, shows the card form, and can go back', async () => {
    const calls = mockCheckout({
      'POST /api/create-payment-intent': { body: intent },
      'POST /api/checkout/cancel': { body: { success: true, message: 'Canceled' } },
    });
    renderRoute('/checkout');
    const user = setup();
    await findContinue();
    await screen.findByText('Sales tax (8.24%)');
    await continueToPayment(user);

    const form = await screen.findByRole('form', { name: 'Card payment' });
    expect(within(form).getByRole('button', { name: /Pay \$226\.48/ })).toBeInTheDocument();
    const sent = calls.filter((c) => c.key === 'POST /api/create-payment-intent');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ shippingAddress: primary });
    expect(sent[0]!.body).not.toHaveProperty('amount');
    expect(screen.getByText('2. Payment')).toHaveAttribute('aria-current', 'step');

    // Going back gives the payment up, so the cart held for it can change again.
    await user.click(screen.getByRole('button', { name: /Back to Shipping/ }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Card payment' })).not.toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.key === 'POST /api/checkout/cancel')[0]!.body).toEqual({
      paymentIntentId: intent.paymentIntentId,
    });
    expect(screen.getByRole('heading', { name: 'Where should we ship it?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Primary address/ })).toBeChecked();
    expect(screen.getByText('1. Shipping')).toHaveAttribute('aria-current', 'step');
  });

  it('sends a different address as typed, with the state in capitals', async () => {
    const calls = mockCheckout({ 'POST /api/create-payment-intent': { body: intent } });
    renderRoute('/checkout');
    const user = setup();
    await chooseCustomAddress(user);
    await fill(user, /^Street address/, '2 Virginia St');
    await fill(user, /^City/, 'Reno');
    await fill(user, /^State/, 'nv');
    await fill(user, /^ZIP code/, '89501-1234');
    await continueToPayment(user);
    expect(await screen.findByRole('form', { name: 'Card payment' })).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/create-payment-intent')?.body).toEqual({
      shippingAddress: {
        address: '2 Virginia St',
        city: 'Reno',
        state: 'NV',
        zipCode: '89501-1234',
        country: 'United States',
      },
    });
  });

  it('shows a declined card as a failed payment', async () => {
    const calls = mockCheckout({
      'POST /api/create-payment-intent': { body: intent },
      'POST /api/test-payments/confirm': {
        body: { status: 'failed', error: 'Your card was declined.' },
      },
    });
    renderRoute('/checkout');
    const user = setup();
    await continueToPayment(user);
    await fillCard(user, '4000000000000002');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment failed: Your card was declined.',
    );
    expect(calls.find((c) => c.key === 'POST /api/test-payments/confirm')?.body).toEqual({
      paymentIntentId: 'pi_test_12345678',
      cardNumber: '4000 0000 0000 0002',
      expiry: '12/40',
      cvc: '123',
    });
    expect(calls.some((c) => c.key === 'POST /api/orders')).toBe(false);
    expect(screen.getByRole('form', { name: 'Card payment' })).toBeInTheDocument();
  });

  it('checks the card number in the browser before asking the server', async () => {
    const calls = mockCheckout({ 'POST /api/create-payment-intent': { body: intent } });
    renderRoute('/checkout');
    const user = setup();
    await continueToPayment(user);
    const form = await fillCard(user, '4242424242424241');
    expect(await within(form).findByText('Your card number is incorrect.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.key === 'POST /api/test-payments/confirm')).toBe(false);
  });

  it('pays, places the order and shows its confirmation', async () => {
    const calls = mockCheckout({
      'POST /api/create-payment-intent': { body: intent },
      'POST /api/test-payments/confirm': { body: { status: 'succeeded', error: null } },
      'POST /api/orders': { body: { success: true, order } },
      'GET /api/customer/orders/number/ORD-2026-0042': { body: { success: true, order } },
    });
    const { router } = renderRoute('/checkout');
    const user = setup();
    await continueToPayment(user);
    await fillCard(user, '4242424242424242');

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/order-confirmation/ORD-2026-0042'),
    );
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your order!' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('ORD-2026-0042');
    expect(screen.getByText('Paid with Visa ending in 4242')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/orders')?.body).toEqual({
      paymentIntentId: 'pi_test_12345678',
    });
  });

  it('tells the customer once what became of a payment they left without its order', async () => {
    mockCheckout({
      'GET /api/checkout/notices': {
        body: {
          success: true,
          notices: [
            {
              paymentIntentId: 'pi_test_a',
              outcome: 'order',
              amount: 226.48,
              paidAt: '2026-11-20T15:00:00.000Z',
              orderNumber: 'ORD-2026-0041',
            },
            {
              paymentIntentId: 'pi_test_b',
              outcome: 'refunded',
              amount: 54,
              paidAt: '2026-11-21T15:00:00.000Z',
              orderNumber: null,
            },
          ],
        },
      },
    });
    renderRoute('/checkout');
    expect(
      await screen.findByText(/\$226\.48 .* went through and your order was placed/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'order ORD-2026-0041' })).toHaveAttribute(
      'href',
      '/order-confirmation/ORD-2026-0041',
    );
    expect(
      screen.getByText(/\$54\.00 .* could not become an order and has been refunded/),
    ).toBeInTheDocument();
  });

  it('shows the cart read-only while a payment is open, and Cancel payment frees it', async () => {
    const held = { body: { ...cart.body, checkoutHoldUntil: '2026-11-25T15:00:00.000Z' } };
    const calls = mockCheckout({
      'GET /api/cart': held,
      'POST /api/checkout/cancel': { body: { success: true, message: 'Canceled' } },
    });
    renderRoute('/checkout');
    const user = setup();
    expect(
      await screen.findByText('Finish or cancel the payment to change your cart.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove Dome Camera/ })).not.toBeInTheDocument();
    expect(screen.getByText('Quantity: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel payment' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'POST /api/checkout/cancel')).toHaveLength(1),
    );
    expect(calls.find((c) => c.key === 'POST /api/checkout/cancel')!.body).toEqual({});
  });

  it('tells a guest account it cannot check out, and does not start a payment', async () => {
    const calls = mockCheckout({
      'GET /api/check-auth': {
        body: { isAuthenticated: true, user: { ...customerUser, role: 'guest' } },
      },
    });
    renderRoute('/checkout');
    const button = await findContinue();
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(READ_ONLY_MESSAGE);
    expect(screen.getByText(READ_ONLY_MESSAGE)).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/create-payment-intent')).toBe(false);
  });

  it('an empty cart says so and links to the products', async () => {
    const calls = mockCheckout({ 'GET /api/cart': emptyCart });
    renderRoute('/checkout');
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.queryByRole('button', { name: 'Continue to Payment' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/create-payment-intent')).toBe(false);
  });

  it('sends a guest to the login page', async () => {
    const calls = mockApi(signedOut);
    const { router } = renderRoute('/checkout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'GET /api/customer/addresses')).toBe(false);
  });
});
