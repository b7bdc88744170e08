import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminQuote } from '@shop/contract';
import { mockApi, renderRoute } from '../../test/render';
import { pagination, signedInAdmin } from '../../test/fixtures/common';
import { productDetail, productSummary } from '../../test/fixtures/catalogue';
import { adminQuote, maintenancePlan, quotePlan } from '../../test/fixtures/quotes';
import { plan, plansReply } from '../../test/fixtures/subscriptions';
import type { Wire } from '../../test/wire';

configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());
const setup = () => userEvent.setup({ delay: null });

const URL = '/api/admin/quotes/12';
const labour = {
  success: true,
  labourPrices: [
    {
      id: 5,
      name: 'Camera installation',
      unit: 'camera',
      price: 150,
      active: true,
      position: 1,
    },
    { id: 6, name: 'Old fee', unit: 'call_out', price: 1, active: false, position: 2 },
  ],
};
/** The plans on sale: one billed monthly or yearly, taxed; one billed monthly only, untaxed. */
const onSale = [
  plan(),
  plan({
    id: 2,
    name: 'Maintenance Basic',
    monthlyPrice: 19.99,
    yearlyPrice: null,
    minTermMonths: 0,
    taxable: false,
  }),
];
/**
 * The server's pricing of what the editor sends (dollars): list prices, or the price typed over;
 * each plan at its price for the interval with 8% tax when taxable, summed per interval.
 */
const preview = (body: unknown) => {
  const input = body as {
    lines: { kind: string; quantity: number; unitPrice: number | null }[];
    plans?: { planId: number; interval: 'month' | 'year' }[];
    discount: number;
  };
  const plans = (input.plans ?? []).map((p, i) => {
    const sold = onSale.find((o) => o.id === p.planId)!;
    const price = p.interval === 'year' ? sold.yearlyPrice! : sold.monthlyPrice;
    return {
      position: i + 1,
      planId: sold.id,
      planName: sold.name,
      interval: p.interval,
      price,
      taxable: sold.taxable,
      recurring: sold.taxable ? Math.round(price * 108) / 100 : price,
      minTermMonths: sold.minTermMonths,
    };
  });
  const recurring = (['month', 'year'] as const).flatMap((interval) => {
    const of = plans.filter((p) => p.interval === interval);
    const amount = Math.round(of.reduce((sum, p) => sum + p.recurring * 100, 0)) / 100;
    return of.length > 0 ? [{ interval, amount }] : [];
  });
  const lines = input.lines.map((l, i) => {
    const list = l.kind === 'labour' ? 150 : 100;
    const unit = l.unitPrice ?? list;
    return {
      ...adminQuote().lines[l.kind === 'labour' ? 1 : 0]!,
      position: i + 1,
      quantity: l.quantity,
      listPrice: list,
      unitPrice: unit,
      lineTotal: unit * l.quantity,
      priceOverriddenBy: null,
      priceOverriddenAt: null,
    };
  });
  const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
  const tax = Math.round((subtotal - input.discount) * 8) / 100;
  return {
    body: {
      success: true,
      lines,
      totals: {
        subtotal,
        discount: input.discount,
        taxRate: 0.08,
        tax,
        total: subtotal - input.discount + tax,
        // The deposit policy is the server's: 30% here, to the cent.
        deposit: Math.round((subtotal - input.discount + tax) * 30) / 100,
        depositPercent: 30,
      },
      plans,
      recurring,
    },
  };
};

function api(quote: Wire<AdminQuote>, overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedInAdmin,
    [`GET ${URL}`]: { body: { success: true, quote } },
    'GET /api/admin/labour-prices': { body: labour },
    'POST /api/admin/quotes/preview': preview,
    'GET /api/plans': plansReply(onSale),
    'GET /api/products/3': {
      body: {
        success: true,
        product: productDetail({
          id: 3,
          name: 'Dome Camera 4MP',
          packages: [
            { id: 30, name: 'Single', price: 100, features: [] },
            { id: 31, name: 'Twin', price: 180, features: [] },
          ],
        }),
      },
    },
    ...overrides,
  });
}

describe('/admin/quotes/:id', () => {
  it('shows the lines with who overrode a price, the server totals, the lead and the history', async () => {
    api(adminQuote());
    renderRoute('/admin/quotes/12');

    expect(await screen.findByRole('heading', { name: 'QT-2026-000012' })).toBeInTheDocument();
    const lines = screen.getByRole('list', { name: 'Quote lines' });
    const camera = within(lines).getByRole('listitem', { name: 'Dome Camera 4MP' });
    expect(within(camera).getByLabelText('Unit price ($)')).toHaveValue('90.00');
    expect(await within(camera).findByText(/Price overridden by Bo Boss/)).toBeInTheDocument();
    expect(within(camera).getByLabelText('Package')).toHaveValue('30');
    const labourLine = within(lines).getByRole('listitem', { name: 'Camera installation' });
    expect(within(labourLine).getByLabelText('Unit price ($)')).toHaveValue('');
    // Totals are the server's: 2 x $90 + 2 x $150 = $480, 8% tax.
    expect(await screen.findByText('$480.00')).toBeInTheDocument();
    expect(screen.getByText('$518.40')).toBeInTheDocument();
    expect(screen.getByText('Deposit (30%)')).toBeInTheDocument();
    expect(screen.getByText('$155.52')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Site survey #21/ })).toHaveAttribute(
      'href',
      '/admin/site-surveys/21',
    );
    expect(screen.getByText('Quote created')).toBeInTheDocument();
    // Only active labour lines are offered.
    expect(screen.getByRole('button', { name: /Camera installation \(\$150\.00\)/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Old fee/ })).toBeNull();
  });

  it('saves a new version with the version it edited; a stale one asks to reload', async () => {
    let saves = 0;
    const calls = api(adminQuote(), {
      [`PUT ${URL}`]: () => {
        saves += 1;
        return saves === 1
          ? { body: { success: true, quote: adminQuote({ version: 2 }) } }
          : {
              status: 409,
              body: { error: 'Someone else changed this quote.', code: 'QUOTE_STALE_VERSION' },
            };
      },
    });
    renderRoute('/admin/quotes/12');
    const user = setup();
    const lines = await screen.findByRole('list', { name: 'Quote lines' });
    const labourLine = within(lines).getByRole('listitem', { name: 'Camera installation' });
    const qty = within(labourLine).getByLabelText('Qty');
    await user.clear(qty);
    await user.type(qty, '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved as version 2.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === `PUT ${URL}`)?.body).toMatchObject({
      version: 1,
      lines: [
        { kind: 'product', productId: 3, packageId: 30, quantity: 2, unitPrice: 90 },
        { kind: 'labour', labourPriceId: 5, quantity: 4, unitPrice: null },
      ],
      discount: 0,
      customer: { name: 'Lee Park', email: 'lee@example.com' },
      site: { zip: '89101' },
    });

    await user.type(screen.getByLabelText('Discount ($)'), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone else changed this quote: reload/)).toBeInTheDocument();
    expect(calls.filter((c) => c.key === `PUT ${URL}`).at(-1)?.body).toMatchObject({
      version: 2,
      discount: 10,
    });
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByText(/Someone else changed/)).toBeNull());
    expect(screen.getByLabelText('Discount ($)')).toHaveValue('');
  });

  it('refuses a price that is not an amount before calling the server', async () => {
    const calls = api(adminQuote());
    renderRoute('/admin/quotes/12');
    const user = setup();
    const lines = await screen.findByRole('list', { name: 'Quote lines' });
    const price = within(lines).getAllByLabelText('Unit price ($)')[1]!;
    await user.type(price, '-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check the highlighted fields.')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(within(lines).getByText('Enter an amount of 0 or more')).toBeInTheDocument();
    expect(calls.some((c) => c.key === `PUT ${URL}`)).toBe(false);
    await user.clear(price);
    await user.type(price, '12.345');
    await user.type(screen.getByLabelText('Discount ($)'), 'ten');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(lines).findByText('Enter an amount in dollars and cents (at most two decimals)'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Discount ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter an amount in dollars')).toBeInTheDocument();
    expect(calls.some((c) => c.key === `PUT ${URL}`)).toBe(false);
  });

  it('asks for the customer before calling the server, on the first field it names', async () => {
    const calls = api(adminQuote());
    renderRoute('/admin/quotes/12');
    const user = setup();
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.clear(screen.getByLabelText('E-mail'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check the highlighted fields.')).toBeInTheDocument();
    expect(await screen.findByText('Enter the customer name')).toBeInTheDocument();
    expect(screen.getByText('Enter the customer e-mail')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // The quote's lines come first on the page, the customer beside them: focus goes to the
    // first field in error.
    expect(name).toHaveFocus();
    expect(calls.some((c) => c.key === `PUT ${URL}`)).toBe(false);
  });

  it('sends a saved draft after a confirmation, and shows it sent', async () => {
    const withPlan = {
      plans: [quotePlan()],
      recurring: [{ interval: 'month' as const, amount: 43.34 }],
    };
    const sent = adminQuote({ ...withPlan, status: 'sent', sentAt: '2026-11-26T11:00:00.000Z' });
    const calls = api(adminQuote(withPlan), {
      [`POST ${URL}/send`]: { body: { success: true, quote: sent } },
    });
    renderRoute('/admin/quotes/12');
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this quote?' });
    expect(dialog).toHaveTextContent('lee@example.com');
    // What the customer will be asked to pay, and the plans' bills after it.
    expect(dialog).toHaveTextContent(
      /\(\$[\d,]+\.\d\d, then \$43\.34\/month\), valid until [A-Z][a-z]{2} \d{1,2}, \d{4}\./,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Quote' }));
    expect(await screen.findByText('Quote sent to lee@example.com.')).toBeInTheDocument();
    expect(calls.some((c) => c.key === `POST ${URL}/send`)).toBe(true);
    expect(screen.getByText('Sent', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('shows an answered quote read-only, and a load failure with a retry', async () => {
    api(adminQuote({ status: 'accepted' }));
    renderRoute('/admin/quotes/12');
    expect(
      await screen.findByText('This quote was accepted: it can no longer change.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByLabelText('Name')).toBeDisabled();
    vi.unstubAllGlobals();

    let fail = true;
    mockApi({
      ...signedInAdmin,
      'GET /api/admin/quotes/13': () =>
        fail
          ? { status: 404, body: { error: 'Quote not found' } }
          : { body: { success: true, quote: adminQuote({ id: 13 }) } },
      'GET /api/admin/labour-prices': { body: labour },
      'POST /api/admin/quotes/preview': preview,
      'GET /api/products/3': {
        body: { success: true, product: productDetail({ id: 3, name: 'Dome Camera 4MP' }) },
      },
    });
    renderRoute('/admin/quotes/13');
    expect(await screen.findByText('Quote not found')).toBeInTheDocument();
    fail = false;
    await setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      (await screen.findAllByRole('heading', { name: 'QT-2026-000012' })).length,
    ).toBeGreaterThan(0);
  });
});

describe('/admin/quotes/:id totals and order', () => {
  const discountShown = async () => {
    const list = (await screen.findByText('Subtotal')).closest('dl')!;
    return within(list).getByText('Discount').nextElementSibling!;
  };

  it('shows no discount as $0.00, not "-$0.00"', async () => {
    api(adminQuote());
    renderRoute('/admin/quotes/12');
    expect(await discountShown()).toHaveTextContent(/^\$0\.00$/);
  });

  it('shows a discount with its minus', async () => {
    api(adminQuote({ totals: { ...adminQuote().totals, discount: 25 } }));
    renderRoute('/admin/quotes/12');
    const shown = await discountShown();
    await waitFor(() => expect(shown).toHaveTextContent(/^-\$25\.00$/));
  });

  it("names the paid order's payment status in words", async () => {
    api(
      adminQuote({
        status: 'accepted',
        order: {
          id: 7,
          orderNumber: 'SV-261125-ABCDEF',
          status: 'paid',
          paymentStatus: 'partial',
          total: 995.79,
        },
      }),
    );
    renderRoute('/admin/quotes/12');
    expect(await screen.findByRole('link', { name: /SV-261125-ABCDEF/ })).toHaveTextContent(
      'SV-261125-ABCDEF (payment: Partial)',
    );
  });
});

describe('/admin/quotes/:id plans', () => {
  const planLine = (name: string) =>
    within(screen.getByRole('list', { name: 'Quote plans' })).getByRole('listitem', { name });
  const addPlan = async (user: ReturnType<typeof setup>, name: RegExp) => {
    const picker = screen.getByLabelText('Add a plan');
    await user.selectOptions(picker, within(picker).getByRole('option', { name }));
    await user.click(screen.getByRole('button', { name: 'Add plan' }));
  };

  it('adds plans, bills one yearly, shows each bill and "Then" from the server, and saves them', async () => {
    const calls = api(adminQuote(), {
      [`PUT ${URL}`]: { body: { success: true, quote: adminQuote({ version: 2 }) } },
    });
    renderRoute('/admin/quotes/12');
    const user = setup();
    expect(await screen.findByText('$518.40')).toBeInTheDocument();
    expect(screen.getByText(/No plans/)).toBeInTheDocument();
    expect(screen.queryByTestId('quote-recurring')).toBeNull();

    // The picker offers the plans on sale with their prices.
    const picker = await screen.findByLabelText('Add a plan');
    expect(
      within(picker).getByRole('option', {
        name: 'Alarm Monitoring: $39.99/month or $399.00/year',
      }),
    ).toBeInTheDocument();
    expect(
      within(picker).getByRole('option', { name: 'Maintenance Basic: $19.99/month' }),
    ).toBeInTheDocument();

    await addPlan(user, /^Alarm Monitoring/);
    const alarm = planLine('Alarm Monitoring');
    expect(within(alarm).getByLabelText('Billing')).toHaveValue('month');
    // Each bill is the server's: $39.99 and 8% tax.
    expect(await within(alarm).findByText('$43.19/month')).toBeInTheDocument();
    expect(within(alarm).getByText(/incl\. tax/)).toBeInTheDocument();
    expect(within(alarm).getByText(/12-month minimum term/)).toBeInTheDocument();
    expect(await screen.findByTestId('quote-recurring')).toHaveTextContent('Then $43.19/month');
    expect(
      screen.getByText('Plans start when the quote is paid; no set-up fee.'),
    ).toBeInTheDocument();
    // The one-off total is the lines' alone.
    expect(screen.getByText('$518.40')).toBeInTheDocument();
    // A plan on the quote is not offered twice.
    expect(within(picker).queryByRole('option', { name: /^Alarm Monitoring/ })).toBeNull();

    await user.selectOptions(within(alarm).getByLabelText('Billing'), 'year');
    expect(await within(alarm).findByText('$430.92/year')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('quote-recurring')).toHaveTextContent('Then $430.92/year'),
    );

    await addPlan(user, /^Maintenance Basic/);
    const maintenance = planLine('Maintenance Basic');
    // Billed monthly only: no yearly choice; untaxed, so no "incl. tax".
    expect(within(maintenance).getByRole('option', { name: /Yearly/ })).toBeDisabled();
    expect(await within(maintenance).findByText('$19.99/month')).toBeInTheDocument();
    expect(within(maintenance).queryByText(/incl\. tax/)).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('quote-recurring')).toHaveTextContent(
        'Then $19.99/month and $430.92/year',
      ),
    );
    expect(calls.filter((c) => c.key === 'POST /api/admin/quotes/preview').at(-1)?.body).toEqual(
      expect.objectContaining({
        plans: [
          { planId: 1, interval: 'year' },
          { planId: 2, interval: 'month' },
        ],
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved as version 2.')).toBeInTheDocument();
    expect((calls.find((c) => c.key === `PUT ${URL}`)?.body as { plans: unknown }).plans).toEqual([
      { planId: 1, interval: 'year' },
      { planId: 2, interval: 'month' },
    ]);
  });

  it("loads a saved quote's plans, shows the server's refusal at the plan line, and removes a plan", async () => {
    const saved = adminQuote({
      plans: [quotePlan(), maintenancePlan()],
      recurring: [{ interval: 'month', amount: 63.33 }],
    });
    let saves = 0;
    const calls = api(saved, {
      [`PUT ${URL}`]: () => {
        saves += 1;
        return saves === 1
          ? {
              status: 400,
              body: {
                error: 'This plan is no longer offered',
                code: 'VALIDATION_FAILED',
                errors: {
                  'plans.0.planId': 'This plan is no longer offered',
                  'plans.1.interval': 'This plan is billed monthly only',
                },
              },
            }
          : { body: { success: true, quote: adminQuote({ version: 2 }) } };
      },
    });
    renderRoute('/admin/quotes/12');
    const user = setup();
    await screen.findByRole('list', { name: 'Quote plans' });
    const alarm = planLine('Alarm Monitoring');
    expect(within(alarm).getByLabelText('Billing')).toHaveValue('month');
    expect(within(planLine('Maintenance Basic')).getByLabelText('Billing')).toHaveValue('month');
    expect(await screen.findByTestId('quote-recurring')).toHaveTextContent('Then $63.18/month');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(alarm).findByText('This plan is no longer offered')).toBeInTheDocument();
    // The keyboard is brought to the plan the server refused, which says why.
    const alarmName = within(alarm).getByText('Alarm Monitoring');
    expect(alarmName).toHaveFocus();
    expect(alarmName).toHaveAccessibleDescription('This plan is no longer offered');
    const maintenanceBilling = within(planLine('Maintenance Basic')).getByLabelText('Billing');
    expect(maintenanceBilling).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(planLine('Maintenance Basic')).getByText('This plan is billed monthly only'),
    ).toBeInTheDocument();

    await user.click(within(alarm).getByRole('button', { name: 'Remove Alarm Monitoring' }));
    expect(
      within(screen.getByRole('list', { name: 'Quote plans' })).queryByRole('listitem', {
        name: 'Alarm Monitoring',
      }),
    ).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('quote-recurring')).toHaveTextContent('Then $19.99/month'),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved as version 2.')).toBeInTheDocument();
    expect(
      (calls.filter((c) => c.key === `PUT ${URL}`).at(-1)?.body as { plans: unknown }).plans,
    ).toEqual([{ planId: 2, interval: 'month' }]);
  });

  it('offers no sixth plan', async () => {
    const five = [1, 2, 3, 4, 5].map((n) =>
      quotePlan({ position: n, planId: n + 10, planName: `Plan ${n}` }),
    );
    api(adminQuote({ plans: five, recurring: [{ interval: 'month', amount: 216.7 }] }), {
      // The five are not on sale any more: the server prices them as the quote's.
      'POST /api/admin/quotes/preview': (body) => {
        const answer = preview({ ...(body as object), plans: [] }).body;
        return {
          body: { ...answer, plans: five, recurring: [{ interval: 'month', amount: 216.7 }] },
        };
      },
    });
    renderRoute('/admin/quotes/12');
    expect(await screen.findByText('A quote carries at most 5 plans')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add plan' })).toBeDisabled();
    expect(screen.getByLabelText('Add a plan')).toBeDisabled();
    expect(await within(planLine('Plan 1')).findByText(/no longer on sale/)).toBeInTheDocument();
  });

  it("shows an accepted quote's plans read-only, at the bills it was accepted with", async () => {
    api(
      adminQuote({
        status: 'accepted',
        plans: [quotePlan({ interval: 'year', price: 399, recurring: 432.42 })],
        recurring: [{ interval: 'year', amount: 432.42 }],
      }),
    );
    renderRoute('/admin/quotes/12');
    await screen.findByRole('list', { name: 'Quote plans' });
    const alarm = planLine('Alarm Monitoring');
    expect(within(alarm).getByLabelText('Billing')).toHaveValue('year');
    expect(within(alarm).getByLabelText('Billing')).toBeDisabled();
    // The saved bill, not today's price (the preview would say $430.92 at 8%).
    expect(within(alarm).getByText('$432.42/year')).toBeInTheDocument();
    expect(await screen.findByTestId('quote-recurring')).toHaveTextContent('Then $432.42/year');
    expect(within(alarm).getByRole('button', { name: 'Remove Alarm Monitoring' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add plan' })).toBeNull();
  });
});

describe('/admin/quotes/new', () => {
  it('starts from the survey (its cameras as lines, its address as the site), adds a product and labour, and creates the quote', async () => {
    const calls = api(adminQuote(), {
      'GET /api/admin/quotes/prefill': (_b, url) => {
        expect(url.searchParams.get('siteSurveyId')).toBe('21');
        return {
          body: {
            success: true,
            siteSurveyId: 21,
            contactRequestId: null,
            customerId: null,
            customer: {
              name: 'Sam Ortega',
              email: 'sam@example.com',
              phone: '702-555-0100',
              company: 'Ortega Logistics',
            },
            site: {
              street: '1200 Industrial Rd',
              city: 'Las Vegas',
              state: 'NV',
              zip: '',
              country: 'United States',
            },
            lines: [
              {
                position: 1,
                kind: 'product',
                productId: 8,
                packageId: 80,
                labourPriceId: null,
                description: 'Bullet Camera 8MP',
                packageName: 'Standard',
                sku: 'BULLET-8',
                quantity: 4,
                listPrice: 200,
                unitPrice: 200,
                lineTotal: 800,
                priceOverriddenBy: null,
                priceOverriddenAt: null,
              },
            ],
            validUntil: '2026-12-26',
            terms: 'Default terms',
          },
        };
      },
      'GET /api/products': {
        body: {
          success: true,
          products: [productSummary({ id: 3, name: 'Dome Camera 4MP', sku: 'DOME-4', price: 100 })],
          pagination: pagination(1),
          priceCeiling: 100,
        },
      },
      'GET /api/products/8': {
        body: {
          success: true,
          product: productDetail({
            id: 8,
            name: 'Bullet Camera 8MP',
            packages: [{ id: 80, name: 'Standard', price: 200, features: [] }],
          }),
        },
      },
      'POST /api/admin/quotes': { status: 201, body: { success: true, quote: adminQuote() } },
    });
    renderRoute('/admin/quotes/new?survey=21');
    const user = setup();
    expect(await screen.findByRole('heading', { name: 'New Quote' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Sam Ortega');
    expect(screen.getByLabelText('Company')).toHaveValue('Ortega Logistics');
    expect(screen.getByLabelText('Terms')).toHaveValue('Default terms');
    expect(screen.getByLabelText('Street')).toHaveValue('1200 Industrial Rd');
    const suggested = screen.getByRole('listitem', { name: 'Bullet Camera 8MP' });
    expect(within(suggested).getByLabelText('Qty')).toHaveValue(4);

    await user.type(screen.getByLabelText('Add a product'), 'dome');
    await user.click(await screen.findByRole('button', { name: /Dome Camera 4MP/ }));
    await user.click(screen.getByRole('button', { name: /Camera installation/ }));
    await user.type(screen.getByLabelText('ZIP (sets the tax)'), '89101');
    // The preview's list prices: 4 x $100 suggested, $100 added, $150 of labour.
    expect(await screen.findByText('$650.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'QT-2026-000012' })).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/admin/quotes')?.body).toMatchObject({
      siteSurveyId: 21,
      contactRequestId: null,
      customer: { name: 'Sam Ortega', email: 'sam@example.com', company: 'Ortega Logistics' },
      site: { street: '1200 Industrial Rd', city: 'Las Vegas', state: 'NV', zip: '89101' },
      lines: [
        { kind: 'product', productId: 8, packageId: 80, quantity: 4, unitPrice: null },
        { kind: 'product', productId: 3, packageId: null, quantity: 1, unitPrice: null },
        { kind: 'labour', labourPriceId: 5, quantity: 1, unitPrice: null },
      ],
      validUntil: '2026-12-26',
      terms: 'Default terms',
    });
  });
});
