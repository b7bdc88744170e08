import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBSCRIPTION_MESSAGES, type AdminCustomersResponse } from '@shop/contract';
import { customerUser, mockApi, renderRoute } from '../../test/render';
import { pagination, signedInAdmin } from '../../test/fixtures/common';
import { person } from '../../test/fixtures/people';
import {
  adminPlan,
  invoice,
  subscription,
  subscriptionDetail,
  subscriptionRow,
  subscriptionsPage,
} from '../../test/fixtures/subscriptions-admin';
import { plan as planOnSale } from '../../test/fixtures/subscriptions';
import type { Wire } from '../../test/wire';

afterEach(() => vi.unstubAllGlobals());
const setup = () => userEvent.setup({ delay: null });

const LIST = 'GET /api/admin/subscriptions';
const pastDue = subscriptionRow({
  id: 6,
  number: 'SUB-000006',
  status: 'past_due',
  customer: { id: 8, name: 'Dan Ray', email: 'dan@example.com' },
  plan: { id: 2, name: 'Video Monitoring', monitoring: 'video' },
  interval: 'year',
  price: 600,
  rmr: 50,
  pastDueSince: '2026-03-20T17:00:00.000Z',
  owed: 649.5,
});
const plans = {
  'GET /api/admin/plans': {
    body: {
      success: true,
      plans: [adminPlan(), adminPlan({ id: 2, name: 'Video Monitoring', status: 'retired' })],
    },
  },
};

describe('/admin/subscriptions', () => {
  it('lists subscriptions and keeps its filters, search and page in the address and the call', async () => {
    const asked: URLSearchParams[] = [];
    mockApi({
      ...signedInAdmin,
      ...plans,
      [LIST]: (_body, url) => {
        asked.push(url.searchParams);
        return { body: subscriptionsPage([subscriptionRow(), pastDue], 1, 60) };
      },
    });
    const { router } = renderRoute('/admin/subscriptions');

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'SUB-000005' })).toHaveAttribute(
      'href',
      '/admin/subscriptions/5',
    );
    expect(rows[1]).toHaveTextContent('Ann Lee');
    expect(rows[1]).toHaveTextContent('ann@example.com');
    expect(rows[1]).toHaveTextContent('Alarm Monitoring');
    expect(rows[1]).toHaveTextContent('Monthly');
    expect(rows[1]).toHaveTextContent('Renews Apr 15, 2026');
    expect(within(rows[1]!).getByText('Active')).toHaveClass('badge', 'bg-success');
    expect(rows[2]).toHaveTextContent('Yearly');
    expect(rows[2]).toHaveTextContent('$600.00');
    expect(rows[2]).toHaveTextContent('$50.00');
    expect(rows[2]).toHaveTextContent('since Mar 20, 2026');
    expect(within(rows[2]!).getByText('$649.50')).toHaveClass('text-danger');
    expect(within(rows[2]!).getByText('Past due')).toHaveClass('badge', 'bg-warning');
    expect(asked[0]!.get('page')).toBe('1');
    expect(asked[0]!.get('limit')).toBe('25');
    expect(asked[0]!.has('status')).toBe(false);
    expect(screen.getByText(/Showing 1 to 2 of 60 subscriptions/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Monitoring accounts to suspend (CSV)' }),
    ).toHaveAttribute('href', '/api/admin/subscriptions/suspended.csv');

    const user = setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'past_due');
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('past_due'));
    expect(router.state.location.search).toBe('?status=past_due');

    // Every plan, the retired ones marked, for staff who manage products.
    const plan = screen.getByLabelText('Plan');
    expect(
      within(plan).getByRole('option', { name: 'Video Monitoring (retired)' }),
    ).toBeInTheDocument();
    await user.selectOptions(plan, '2');
    await waitFor(() => expect(asked.at(-1)?.get('planId')).toBe('2'));

    await user.click(screen.getByLabelText('Past due only'));
    await waitFor(() => expect(asked.at(-1)?.get('pastDue')).toBe('true'));

    await user.type(screen.getByLabelText('Search subscriptions'), '89101');
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('89101'));
    const inUrl = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(inUrl)).toEqual({
      status: 'past_due',
      planId: '2',
      pastDue: 'true',
      search: '89101',
    });

    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('2'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(asked.at(-1)?.get('search')).toBe('89101');

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(asked.at(-1)?.has('status')).toBe(false));
  });

  it('opens on the filters of its address; a manager without products gets the plans on sale and those of the rows', async () => {
    const asked: URLSearchParams[] = [];
    mockApi({
      'GET /api/check-auth': {
        body: {
          isAuthenticated: true,
          user: { ...customerUser, id: 3, role: 'manager', permissions: { canManageOrders: true } },
        },
      },
      'GET /api/plans': {
        body: {
          success: true,
          plans: [planOnSale()],
        },
      },
      [LIST]: (_body, url) => {
        asked.push(url.searchParams);
        return { body: subscriptionsPage([pastDue], 3, 51) };
      },
    });
    renderRoute('/admin/subscriptions?status=past_due&pastDue=true&page=3&planId=2');
    await screen.findByRole('table');
    expect(Object.fromEntries(asked[0]!)).toMatchObject({
      status: 'past_due',
      pastDue: 'true',
      page: '3',
      planId: '2',
    });
    expect(screen.getByLabelText('Past due only')).toBeChecked();
    const plan = screen.getByLabelText('Plan');
    expect(plan).toHaveValue('2');
    expect(
      within(plan)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All plans', 'Alarm Monitoring', 'Video Monitoring']);
  });

  it('says when nothing matches, and offers a retry when the list fails', async () => {
    let fail = true;
    mockApi({
      ...signedInAdmin,
      ...plans,
      [LIST]: () =>
        fail ? { status: 503, body: { error: 'Database busy' } } : { body: subscriptionsPage() },
    });
    renderRoute('/admin/subscriptions?status=suspended');
    expect(await screen.findByText('Database busy')).toBeInTheDocument();
    fail = false;
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No subscriptions match these filters.')).toBeInTheDocument();
  });
});

describe('/admin/subscriptions: start a plan for a customer', () => {
  const cora = person({ id: 21 });
  /** A client account: the customers list holds it, but it cannot take a plan. */
  const client = person({
    id: 22,
    firstName: 'Cal',
    lastName: 'Corbin',
    email: 'cal@corbin.example',
    role: 'client',
  });
  const customers = (rows: Wire<AdminCustomersResponse>['customers']) =>
    ({
      success: true,
      customers: rows,
      pagination: { ...pagination(rows.length, 1, 10), total: rows.length },
    }) satisfies Wire<AdminCustomersResponse>;
  const started = subscriptionDetail({
    subscription: subscription({
      id: 9,
      number: 'SUB-000009',
      status: 'incomplete',
      plan: { ...subscription().plan, id: 2, name: 'Video Monitoring', monitoring: 'video' },
      price: 59,
      setupFee: 0,
      siteName: 'Shop',
      card: null,
      startedAt: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      minTermEndsAt: null,
      nextBill: null,
      openInvoice: invoice({
        id: 50,
        number: 'INV-2026-000050',
        kind: 'first',
        status: 'open',
        total: 59,
        subtotal: 59,
        paidAt: null,
        orderNumber: null,
        attempts: 0,
      }),
    }),
    customer: { id: 21, name: 'Cora Client', email: 'cora@example.com', phone: null },
    invoices: [],
    events: [],
    devices: [],
  });
  const api = (
    searches: URLSearchParams[],
    start: (body: unknown) => { status?: number; body?: unknown },
  ) => ({
    ...signedInAdmin,
    ...plans,
    [LIST]: { body: subscriptionsPage([subscriptionRow()]) },
    'GET /api/plans': {
      body: {
        success: true,
        plans: [
          planOnSale(),
          planOnSale({
            id: 2,
            name: 'Video Monitoring',
            monthlyPrice: 59,
            yearlyPrice: null,
            setupFee: 0,
          }),
        ],
      },
    },
    'GET /api/admin/subscriptions/customers': (_body: unknown, url: URL) => {
      searches.push(url.searchParams);
      return { body: customers(url.searchParams.get('search') === 'co' ? [cora, client] : []) };
    },
    'POST /api/admin/subscriptions': start,
    'GET /api/admin/subscriptions/9': { body: started },
  });

  it('finds the customer, picks them, and starts the plan: the new subscription says it waits for them', async () => {
    const searches: URLSearchParams[] = [];
    const calls = mockApi(api(searches, () => ({ status: 201, body: started })));
    const { router } = renderRoute('/admin/subscriptions');
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Start a plan for a customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a plan for a customer' });

    // Enter in the search box searches; it does not send the form.
    await user.type(within(dialog).getByLabelText('Find the customer'), 'co{Enter}');
    const matches = await within(dialog).findByRole('list', { name: 'Matching customers' });
    expect(within(dialog).queryByText('Find the customer and choose their account.')).toBeNull();
    expect(Object.fromEntries(searches.at(-1)!)).toMatchObject({ search: 'co', status: 'active' });
    // Only a customer account can take a plan: the client the list also holds is left out.
    expect(within(matches).getAllByRole('button')).toHaveLength(1);
    expect(within(dialog).getByText('1 account found.')).toBeInTheDocument();
    await user.click(within(matches).getByRole('button', { name: /Cora Client/ }));
    expect(within(dialog).queryByRole('list', { name: 'Matching customers' })).toBeNull();
    expect(within(dialog).getByRole('group', { name: /Customer/ })).toHaveFocus();
    expect(within(dialog).getByText('cora@example.com')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Choose another customer' }),
    ).toBeInTheDocument();
    // The site starts from the customer's own address.
    expect(within(dialog).getByLabelText(/Street address/)).toHaveValue('1 Main St');
    expect(within(dialog).getByLabelText(/ZIP code/)).toHaveValue('89101');

    const plan = within(dialog).getByLabelText(/^Plan/);
    await waitFor(() =>
      expect(within(plan).getByRole('option', { name: /Video Monitoring/ })).toBeInTheDocument(),
    );
    await user.selectOptions(plan, '2');
    expect(within(dialog).getByLabelText('Monthly: $59.00 a month')).toBeChecked();
    expect(within(dialog).getByLabelText('Yearly')).toBeDisabled();
    expect(dialog).toHaveTextContent(SUBSCRIPTION_MESSAGES.noYearly);
    await user.type(within(dialog).getByLabelText('Site name (optional)'), 'Shop');
    await user.clear(within(dialog).getByLabelText(/Street address/));
    await user.type(within(dialog).getByLabelText(/Street address/), '9 Market St');
    await user.click(within(dialog).getByRole('button', { name: 'Start the plan' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/subscriptions/9'));
    expect(calls.find((c) => c.key === 'POST /api/admin/subscriptions')?.body).toEqual({
      customerId: 21,
      planId: 2,
      interval: 'month',
      siteName: 'Shop',
      site: {
        address: '9 Market St',
        city: 'Las Vegas',
        state: 'NV',
        zipCode: '89101',
        country: 'United States',
      },
    });
    expect(
      await screen.findByText(
        'The plan waits for the customer: we e-mailed them a link to confirm and pay.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Waiting for the customer to confirm and pay the first invoice'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'SUB-000009' })).toBeInTheDocument();
    // Said once: the history entry forgets it, so a reload does not repeat it.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("asks for a customer before sending, and shows the server's field error under the customer", async () => {
    const searches: URLSearchParams[] = [];
    const calls = mockApi(
      api(searches, () => ({
        status: 400,
        body: {
          error: SUBSCRIPTION_MESSAGES.notACustomer,
          errors: { customerId: SUBSCRIPTION_MESSAGES.notACustomer },
        },
      })),
    );
    const { router } = renderRoute('/admin/subscriptions');
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Start a plan for a customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a plan for a customer' });
    const plan = within(dialog).getByLabelText(/^Plan/);
    await waitFor(() => expect(plan).toBeEnabled());

    // Nothing chosen: the form says what is missing and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Start the plan' }));
    expect(
      await within(dialog).findByText('Find the customer and choose their account.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a plan.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Street address/)).toHaveAccessibleDescription(
      /Please fill in the site address/,
    );
    expect(calls.some((c) => c.key === 'POST /api/admin/subscriptions')).toBe(false);

    await user.type(within(dialog).getByLabelText('Find the customer'), 'co');
    await user.click(await within(dialog).findByRole('button', { name: /Cora Client/ }));
    expect(within(dialog).queryByText('Find the customer and choose their account.')).toBeNull();
    await user.selectOptions(plan, '1');
    await user.click(within(dialog).getByLabelText('Yearly: $399.00 a year'));
    await user.click(within(dialog).getByRole('button', { name: 'Start the plan' }));

    const customer = within(dialog).getByRole('group', { name: /Customer/ });
    expect(
      await within(customer).findByText(SUBSCRIPTION_MESSAGES.notACustomer),
    ).toBeInTheDocument();
    expect(customer).toHaveAccessibleDescription(SUBSCRIPTION_MESSAGES.notACustomer);
    expect(customer).toHaveFocus();
    expect(calls.find((c) => c.key === 'POST /api/admin/subscriptions')?.body).toMatchObject({
      customerId: 21,
      planId: 1,
      interval: 'year',
    });
    expect(router.state.location.pathname).toBe('/admin/subscriptions');
    expect(within(dialog).getByRole('button', { name: 'Start the plan' })).toBeEnabled();
  });

  it('is offered to staff who manage orders and not users', async () => {
    mockApi({
      'GET /api/check-auth': {
        body: {
          isAuthenticated: true,
          user: { ...customerUser, id: 3, role: 'manager', permissions: { canManageOrders: true } },
        },
      },
      [LIST]: { body: subscriptionsPage([subscriptionRow()]) },
    });
    renderRoute('/admin/subscriptions');
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Start a plan for a customer' })).toBeEnabled();
  });
});
