import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { READ_ONLY_MESSAGE } from '@shop/contract';
import { customerUser, mockApi, renderRoute } from '../../test/render';
import {
  dashboardApi,
  noStats,
  order,
  ordersPage,
  profile,
  summary,
} from '../../test/fixtures/account';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-bs-theme');
});

/** Every URL fetched so far whose path starts with `path`, query included. */
const fetched = (path: string) =>
  (fetch as unknown as Mock).mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.split('?')[0] === path);

const lastQuery = (path: string) => new URLSearchParams(fetched(path).at(-1)!.split('?')[1]);

describe('DashboardPage: overview and tabs', () => {
  it('greets the account and shows its cards, contact, address and recent orders', async () => {
    mockApi(dashboardApi());
    renderRoute('/dashboard');
    // A personal account is greeted by its first name.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ann' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Personal Account')).toBeInTheDocument();
    // The dates read as on the Orders tab and its dialogs: one format on the screen.
    expect(screen.getByText('Member since Mar 5, 2024')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();

    expect(await screen.findByTestId('stat-totalOrders')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-pending')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-delivered')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-totalSpent')).toHaveTextContent('$1,234.50');
    // The Orders tab's badge counts every order.
    expect(screen.getByRole('tab', { name: 'Orders 4' })).toBeInTheDocument();

    expect(screen.getByText('(702) 555-0100')).toBeInTheDocument();
    expect(screen.getByText('Las Vegas, NV 89101')).toBeInTheDocument();
    // The billing address is not on file, so it is not shown.
    expect(screen.queryByRole('heading', { name: 'Billing Address' })).toBeNull();

    const recent = screen.getByRole('region', { name: 'Recent Orders' });
    expect(await within(recent).findByRole('cell', { name: 'SV-2025-0041' })).toBeInTheDocument();
    expect(within(recent).getByText('Processing')).toBeInTheDocument();
    expect(within(recent).getAllByText('2 items')).toHaveLength(2);
    expect(within(recent).getAllByText('$118.25')).toHaveLength(2);
    expect(lastQuery('/api/customer/orders').get('limit')).toBe('3');

    expect(screen.getByRole('link', { name: 'Download Invoice' })).toHaveAttribute(
      'href',
      '/api/customer/orders/41/invoice',
    );
  });

  it('keeps the tab in the URL, and the quick actions switch tabs', async () => {
    mockApi(dashboardApi());
    const { router } = renderRoute('/dashboard?tab=support');
    expect(await screen.findByRole('tab', { name: 'Support' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(router.state.location.search).toBe('');
    await user.click(await screen.findByRole('button', { name: 'View Orders' }));
    expect(router.state.location.search).toBe('?tab=orders');
    expect(screen.getByRole('tab', { name: /^Orders/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: /My Orders/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(router.state.location.search).toBe('?tab=profile');
    // Straight into edit mode.
    expect(await screen.findByRole('button', { name: /Save Changes/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).not.toHaveAttribute('readonly');
  });

  it('shows the empty state with Start Shopping, and no invoice without an order', async () => {
    mockApi(dashboardApi({ stats: noStats, recent: [] }));
    renderRoute('/dashboard');
    expect(await screen.findByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.getByTestId('stat-totalSpent')).toHaveTextContent('$0.00');
    const invoice = screen.getByRole('button', { name: 'Download Invoice' });
    expect(invoice).toBeDisabled();
    expect(invoice).toHaveAccessibleDescription(/No invoice yet/);
  });

  it('greets a business account by its company and shows a different billing address', async () => {
    mockApi({
      ...dashboardApi(),
      'GET /api/customer/profile': {
        body: {
          ...profile,
          accountType: 'business',
          companyName: 'Lee Logistics',
          billingAddress: '9 Dock Rd',
          billingCity: 'Henderson',
          billingState: 'NV',
          billingZipCode: '89002',
          billingCountry: 'United States',
        },
      },
    });
    renderRoute('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Lee Logistics' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Business Account')).toBeInTheDocument();
    const billing = screen.getByRole('region', { name: 'Billing Address' });
    expect(within(billing).getByText('Henderson, NV 89002')).toBeInTheDocument();
  });

  it('says Failed to load customer data with a Retry that loads again', async () => {
    let fail = true;
    mockApi({
      ...dashboardApi(),
      'GET /api/customer/profile': () =>
        fail ? { status: 500, body: { error: 'boom' } } : { body: profile },
    });
    renderRoute('/dashboard');
    expect(await screen.findByText('Failed to load customer data')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ann' }),
    ).toBeInTheDocument();
  });

  it('the dark-mode switch sets data-bs-theme and is remembered', async () => {
    mockApi(dashboardApi());
    renderRoute('/dashboard');
    const toggle = await screen.findByRole('switch', { name: 'Dark mode' });
    expect(toggle).not.toBeChecked();
    const user = userEvent.setup();
    await user.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'light');
    expect(localStorage.getItem('theme')).toBe('light');
  });
});

describe('DashboardPage: profile', () => {
  it('is read-only until Edit Profile, and Cancel restores the loaded values', async () => {
    const calls = mockApi(dashboardApi());
    renderRoute('/dashboard?tab=profile');
    const first = await screen.findByLabelText(/^First name/);
    expect(first).toHaveAttribute('readonly');
    expect(first).toHaveValue('Ann');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(first).not.toHaveAttribute('readonly');
    await user.clear(first);
    await user.type(first, 'Annabel');
    const address = screen.getByRole('region', { name: 'Address' });
    await user.clear(within(address).getByLabelText(/^City/));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(first).toHaveValue('Ann');
    expect(first).toHaveAttribute('readonly');
    expect(within(address).getByLabelText(/^City/)).toHaveValue('Las Vegas');
    expect(calls.some((c) => c.key === 'PUT /api/customer/profile')).toBe(false);
  });

  it('shows the server check messages on their fields', async () => {
    mockApi({
      ...dashboardApi(),
      'PUT /api/customer/profile': {
        status: 400,
        body: {
          error: 'Validation failed',
          errors: { phone: 'Invalid phone number format', zipCode: 'Invalid ZIP code format' },
        },
      },
    });
    renderRoute('/dashboard?tab=profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: /Save Changes/ }));

    const phone = screen.getByLabelText('Phone');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription('Invalid phone number format');
    const address = screen.getByRole('region', { name: 'Address' });
    expect(within(address).getByLabelText(/^ZIP code/)).toHaveAccessibleDescription(
      'Invalid ZIP code format',
    );
    expect(screen.queryByText('Failed to update profile')).toBeNull();
    // Still editing, so the customer can correct them.
    expect(screen.getByRole('button', { name: /Save Changes/ })).toBeInTheDocument();
  });

  it('shows Failed to update profile for any other failure', async () => {
    mockApi({
      ...dashboardApi(),
      'PUT /api/customer/profile': { status: 500, body: { error: 'Internal Server Error' } },
    });
    renderRoute('/dashboard?tab=profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: /Save Changes/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile');
  });

  it('asks for the current password to change the e-mail, sends it, and shows the pending change', async () => {
    const calls = mockApi({
      ...dashboardApi(),
      'PUT /api/customer/profile': {
        body: {
          success: true,
          message: 'Profile saved. We sent a confirmation link to your new e-mail address.',
          profile: { ...profile, pendingEmail: 'ann.lee@example.com' },
          emailChangePending: true,
        },
      },
    });
    renderRoute('/dashboard?tab=profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.queryByLabelText(/Current password/)).toBeNull();

    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'Ann.Lee@example.com');
    const password = screen.getByLabelText(/Current password/);
    await user.click(screen.getByRole('button', { name: /Save Changes/ }));
    expect(
      await screen.findByText('Enter your current password to change your e-mail address'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'PUT /api/customer/profile')).toBe(false);

    await user.type(password, 'old-secret-1');
    await user.click(screen.getByRole('button', { name: /Save Changes/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a confirmation link to your new e-mail address.',
    );
    const sent = calls.find((c) => c.key === 'PUT /api/customer/profile')!.body;
    expect(sent).toMatchObject({
      email: 'ann.lee@example.com',
      currentPassword: 'old-secret-1',
      firstName: 'Ann',
      state: 'NV',
    });
    expect(screen.getByText('Pending change to ann.lee@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ann@example.com');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('saves a changed billing address through the address call', async () => {
    const calls = mockApi({
      ...dashboardApi(),
      'PUT /api/customer/profile': {
        body: {
          success: true,
          message: 'Profile updated successfully',
          profile,
          emailChangePending: false,
        },
      },
      'PUT /api/customer/addresses': {
        body: {
          success: true,
          addresses: {
            shipping: null,
            billing: {
              address: '9 Dock Rd',
              city: 'Henderson',
              state: 'NV',
              zipCode: '89002',
              country: 'United States',
            },
          },
        },
      },
      'GET /api/customer/addresses': {
        body: { success: true, addresses: { shipping: null, billing: null } },
      },
    });
    renderRoute('/dashboard?tab=profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const billing = screen.getByRole('group', { name: 'Billing Address' });
    await user.type(within(billing).getByLabelText(/^Street address/), '9 Dock Rd');
    await user.type(within(billing).getByLabelText(/^City/), 'Henderson');
    await user.type(within(billing).getByLabelText(/^State/), 'NV');
    await user.type(within(billing).getByLabelText(/^ZIP code/), '89002');
    await user.click(screen.getByRole('button', { name: /Save Changes/ }));

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully');
    expect(calls.find((c) => c.key === 'PUT /api/customer/addresses')!.body).toEqual({
      billing: {
        address: '9 Dock Rd',
        city: 'Henderson',
        state: 'NV',
        zipCode: '89002',
        country: 'United States',
      },
    });
  });
});

describe('DashboardPage: orders', () => {
  it('sends search, status, sort and direction to the server', async () => {
    mockApi(dashboardApi());
    const { router } = renderRoute('/dashboard?tab=orders');
    expect(await screen.findByRole('heading', { name: 'My Orders (2)' })).toBeInTheDocument();
    let query = lastQuery('/api/customer/orders');
    expect(Object.fromEntries(query)).toEqual({
      page: '1',
      limit: '50',
      sort: 'created_at',
      order: 'desc',
    });

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'shipped');
    await waitFor(() => expect(lastQuery('/api/customer/orders').get('status')).toBe('shipped'));

    await user.selectOptions(screen.getByLabelText('Sort by'), 'total_amount');
    await waitFor(() => expect(lastQuery('/api/customer/orders').get('sort')).toBe('total_amount'));
    await user.click(screen.getByRole('button', { name: 'Sort order: Descending' }));
    await waitFor(() => expect(lastQuery('/api/customer/orders').get('order')).toBe('asc'));
    expect(screen.getByRole('button', { name: 'Sort order: Ascending' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search'), 'SV-2025');
    await waitFor(() => expect(lastQuery('/api/customer/orders').get('search')).toBe('SV-2025'));
    query = lastQuery('/api/customer/orders');
    expect(Object.fromEntries(query)).toEqual({
      page: '1',
      limit: '50',
      status: 'shipped',
      search: 'SV-2025',
      sort: 'total_amount',
      order: 'asc',
    });
    // The view is in the URL beside the tab.
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('orders');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('shipped');
  });

  it('shows every column, and the subtotal when it differs from the total', async () => {
    mockApi({
      ...dashboardApi(),
      'GET /api/customer/orders': {
        body: ordersPage([summary(40, { payment_status: 'refunded', status: 'refunded' })]),
      },
    });
    renderRoute('/dashboard?tab=orders');
    const row = (await screen.findByRole('cell', { name: 'SV-2025-0040' })).closest('tr')!;
    // Order status and payment status, each its own badge.
    expect(within(row).getAllByText('Refunded', { selector: '.badge.text-bg-dark' })).toHaveLength(
      2,
    );
    expect(within(row).getByText('2 items, 3 units')).toBeInTheDocument();
    expect(within(row).getByText('$118.25')).toBeInTheDocument();
    expect(within(row).getByText('Subtotal $100.00')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Invoice of SV-2025-0040' })).toHaveAttribute(
      'href',
      '/api/customer/orders/40/invoice',
    );
    expect(within(row).queryByRole('button', { name: /Rate/ })).toBeNull();
  });

  it('offers Clear Filters when nothing matches, and Retry when the list fails', async () => {
    let fail = false;
    mockApi({
      ...dashboardApi(),
      'GET /api/customer/orders': () =>
        fail ? { status: 500, body: { error: 'boom' } } : { body: ordersPage([]) },
    });
    const { router } = renderRoute('/dashboard?tab=orders&status=cancelled');
    const user = userEvent.setup();
    expect(await screen.findByText('No orders match your search or filter.')).toBeInTheDocument();
    // One in the filter bar, one in the empty state.
    const clear = screen.getAllByRole('button', { name: 'Clear Filters' });
    expect(clear).toHaveLength(2);
    await user.click(clear[1]!);
    expect(new URLSearchParams(router.state.location.search).get('status')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Start Shopping' })).toBeInTheDocument();

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Failed to load orders')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Failed to load orders')).toBeNull());
  });

  it('opens the details: items, totals, delivery and the status history', async () => {
    mockApi({
      ...dashboardApi(),
      'GET /api/customer/orders': { body: ordersPage([summary(40)]) },
      'GET /api/customer/orders/40': { body: { success: true, order: order(40) } },
    });
    renderRoute('/dashboard?tab=orders');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View Details of SV-2025-0040' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order SV-2025-0040' });
    expect(within(dialog).getByText('Dome Camera 4K')).toBeInTheDocument();
    expect(within(dialog).getByText('Sales tax (8.25%)')).toBeInTheDocument();
    expect(within(dialog).getByText('1Z999AA10123456784')).toBeInTheDocument();
    expect(within(dialog).getByText('Feb 14, 2025')).toBeInTheDocument();
    expect(within(dialog).getByText(/Paid \u2192 Shipped/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download Invoice' })).toHaveAttribute(
      'href',
      '/api/customer/orders/40/invoice',
    );
  });

  it('rates an unrated item of a delivered order with 1 to 5 stars', async () => {
    const calls = mockApi({
      ...dashboardApi(),
      'GET /api/customer/orders': { body: ordersPage([summary(40, { rateable: true })]) },
      'GET /api/customer/orders/40': { body: { success: true, order: order(40) } },
      'POST /api/customer/orders/40/ratings': {
        body: {
          success: true,
          itemId: 501,
          rating: 5,
          product: { id: 11, rating: 4.6, reviewCount: 12 },
        },
      },
    });
    renderRoute('/dashboard?tab=orders');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rate order SV-2025-0040' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate order SV-2025-0040' });
    // The rated line shows its stars; only the unrated one asks.
    expect(within(dialog).getByText('Rated 4.0 out of 5')).toBeInTheDocument();
    const stars = within(dialog).getByRole('group', { name: 'Your rating for Dome Camera 4K' });
    const submit = within(dialog).getByRole('button', { name: 'Submit rating for Dome Camera 4K' });
    expect(submit).toBeDisabled();
    await user.click(within(stars).getByRole('radio', { name: '5 stars' }));
    await user.click(submit);

    expect(await within(dialog).findByRole('status')).toHaveTextContent('you rated Dome Camera 4K');
    expect(calls.find((c) => c.key === 'POST /api/customer/orders/40/ratings')!.body).toEqual({
      itemId: 501,
      rating: 5,
    });
    expect(within(dialog).getByText('Rated 5.0 out of 5')).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).toBeNull();
  });

  it('a guest account sees its data but cannot edit the profile or rate, and is told why', async () => {
    const guest = { ...profile, role: 'guest' as const };
    mockApi({
      ...dashboardApi(),
      'GET /api/check-auth': {
        body: { isAuthenticated: true, user: { ...customerUser, role: 'guest' } },
      },
      'GET /api/customer/profile': { body: guest },
      'GET /api/customer/orders': { body: ordersPage([summary(40, { rateable: true })]) },
    });
    renderRoute('/dashboard');
    const user = userEvent.setup();
    const quickEdit = await screen.findByRole('button', { name: 'Edit Profile' });
    expect(quickEdit).toBeDisabled();
    expect(quickEdit).toHaveAccessibleDescription(READ_ONLY_MESSAGE);
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    const edit = screen
      .getAllByRole('button', { name: 'Edit Profile' })
      .find((b) => b !== quickEdit)!;
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription(READ_ONLY_MESSAGE);
    await user.click(screen.getByRole('tab', { name: /^Orders/ }));
    const orders = (await screen.findByRole('heading', { name: /My Orders/ })).closest('section')!;
    expect(await within(orders).findByText('SV-2025-0040')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Rate order/ })).toBeNull();
    expect(within(orders).getByText(READ_ONLY_MESSAGE)).toBeInTheDocument();
  });

  it('shows a 409 from the rating call as an alert', async () => {
    mockApi({
      ...dashboardApi(),
      'GET /api/customer/orders': { body: ordersPage([summary(40, { rateable: true })]) },
      'GET /api/customer/orders/40': { body: { success: true, order: order(40) } },
      'POST /api/customer/orders/40/ratings': {
        status: 409,
        body: { error: 'You have already rated this item.' },
      },
    });
    renderRoute('/dashboard?tab=orders');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rate order SV-2025-0040' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate order SV-2025-0040' });
    await user.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    await user.click(within(dialog).getByRole('button', { name: /Submit rating/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already rated this item.',
    );
  });
});

describe('DashboardPage: support', () => {
  it('links the statement for the chosen dates, and refuses a From after To', async () => {
    mockApi(dashboardApi());
    renderRoute('/dashboard?tab=support');
    const year = new Date().getFullYear();
    const from = await screen.findByLabelText('From');
    expect(from).toHaveValue(`${year}-01-01`);
    const link = screen.getByRole('link', { name: 'Download Statement' });
    expect(link.getAttribute('href')).toMatch(
      new RegExp(`^/api/customer/statement\\?from=${year}-01-01&to=${year}-\\d\\d-\\d\\d$`),
    );

    const user = userEvent.setup();
    await user.clear(from);
    await user.type(from, '2024-02-01');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2024-03-31');
    expect(screen.getByRole('link', { name: 'Download Statement' })).toHaveAttribute(
      'href',
      '/api/customer/statement?from=2024-02-01&to=2024-03-31',
    );

    await user.clear(to);
    await user.type(to, '2024-01-15');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The From date must be on or before the To date.',
    );
    expect(screen.queryByRole('link', { name: 'Download Statement' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download Statement' })).toBeDisabled();

    expect(screen.getByRole('link', { name: 'Download All Invoices' })).toHaveAttribute(
      'href',
      '/api/customer/invoices.zip',
    );
    expect(screen.getByRole('link', { name: 'Export Account Info' })).toHaveAttribute(
      'href',
      '/api/customer/export',
    );
    // The shop's phone from its settings (TEST_COMPANY).
    expect(screen.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+17025550177');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('downloads the invoices ZIP through the download helper, and tells a refusal', async () => {
    // jsdom has no object URLs; the download makes one.
    URL.createObjectURL = vi.fn(() => 'blob:zip');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    mockApi({ ...dashboardApi(), 'GET /api/customer/invoices.zip': { body: {} } });
    renderRoute('/dashboard?tab=support');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Download All Invoices' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('invoices.zip');

    mockApi({
      ...dashboardApi(),
      'GET /api/customer/invoices.zip': { status: 403, body: { error: 'Access denied.' } },
    });
    await user.click(screen.getByRole('link', { name: 'Download All Invoices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied.');
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});

describe('DashboardPage: the tabs on a phone', () => {
  /**
   * A 375 px phone's row of tabs (jsdom lays nothing out): the row shows 0-375 px; the
   * Installations tab sits at 330-450 px of the row's content, 30 px further once the Orders
   * tab has its badge, less what the row has scrolled.
   */
  const phoneTabRow = () =>
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const box = (left: number, right: number) =>
        ({ left, right, top: 0, bottom: 40, width: right - left, height: 40 }) as DOMRect;
      const row = document.querySelector('[role="tablist"]');
      if (this === row) return box(0, 375);
      if (this.textContent === 'Installations') {
        const shift = (screen.queryByRole('tab', { name: 'Orders 4' }) ? 30 : 0) - row!.scrollLeft;
        return box(330 + shift, 450 + shift);
      }
      return box(0, 0);
    });

  it('scrolls the row of tabs so the open one is whole, again once the Orders badge widens the row', async () => {
    // A 375 px phone: the row shows 0-375 px; Installations sits at 330-450 px of the row's
    // content, 30 px further once the Orders tab has its badge.
    const rect = phoneTabRow();
    mockApi({
      ...dashboardApi(),
      'GET /api/customer/installations': { body: { success: true, installations: [] } },
    });
    // The order stats (the badge) arrive after the account.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/api/customer/orders/stats')) await gate;
      return answer(input, init);
    });
    renderRoute('/dashboard?tab=installations');
    const tab = await screen.findByRole('tab', { name: 'Installations' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const row = screen.getByRole('tablist');
    await waitFor(() => expect(row.scrollLeft).toBe(75));
    release();
    expect(await screen.findByRole('tab', { name: 'Orders 4' })).toBeInTheDocument();
    await waitFor(() => expect(row.scrollLeft).toBe(105));
    rect.mockRestore();
  });

  it('scrolls the open tab clear of the fade at the edge of the row (its scroll padding)', async () => {
    // The same phone, the row's 48 px fade at each end (.scroll-fade-x's scroll padding):
    // Installations ends 48 px before the row's right edge, not at it.
    const rect = phoneTabRow();
    const computed = window.getComputedStyle;
    const style = vi.spyOn(window, 'getComputedStyle').mockImplementation((el, pseudo) => {
      const real = computed(el, pseudo);
      if (el.getAttribute('role') !== 'tablist') return real;
      return new Proxy(real, {
        get(target, key) {
          if (key === 'getPropertyValue') {
            return (name: string) =>
              name.startsWith('scroll-padding-inline') ? '48px' : target.getPropertyValue(name);
          }
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
        },
      });
    });
    mockApi({
      ...dashboardApi(),
      'GET /api/customer/installations': { body: { success: true, installations: [] } },
    });
    renderRoute('/dashboard?tab=installations');
    const row = await screen.findByRole('tablist');
    expect(row).toHaveClass('scroll-fade-x');
    expect(await screen.findByRole('tab', { name: 'Orders 4' })).toBeInTheDocument();
    await waitFor(() => expect(row.scrollLeft).toBe(105 + 48));
    style.mockRestore();
    rect.mockRestore();
  });
});
