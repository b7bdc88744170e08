import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, customerUser, mockApi, renderRoute } from '../../test/render';
import { adminStats, recurringOf } from '../../test/fixtures/dashboard';

// jsdom has no canvas: each chart stands in as a canvas carrying what the page gave it.
const chart = vi.hoisted(() => ({ drawn: [] as Record<string, unknown>[] }));
vi.mock('react-chartjs-2', () => ({
  Chart: (props: Record<string, unknown>) => {
    chart.drawn.push(props);
    return <canvas role={props.role as string} aria-label={props['aria-label'] as string} />;
  },
}));

type Drawn = {
  labels: string[];
  datasets: { type?: string; label: string; data: number[]; yAxisID?: string }[];
};
/** The data of the chart last drawn with a series of this name. */
const drawnWith = (series: string) =>
  chart.drawn
    .map((props) => props.data as Drawn)
    .findLast((data) => data.datasets.some((d) => d.label === series));

afterEach(() => {
  vi.unstubAllGlobals();
  chart.drawn = [];
});

const STATS = 'GET /api/admin/stats';
const signedIn = (user: object) => ({
  'GET /api/check-auth': { body: { isAuthenticated: true, user } },
});
const reportsOnlyManager = {
  ...customerUser,
  id: 3,
  role: 'manager',
  permissions: { canViewReports: true },
};

/** A stat card's figure: the line after its label. */
const valueOf = (region: HTMLElement, label: string) =>
  within(region).getByText(label).parentElement!.nextElementSibling;

describe('/admin/dashboard', () => {
  it('counts the open orders missing units and links to them (ADR 0036)', async () => {
    mockApi({
      ...signedIn(adminUser),
      [STATS]: { body: adminStats({ totals: { ...adminStats().totals, ordersMissingUnits: 3 } }) },
    });
    renderRoute('/admin/dashboard');
    const alert = await screen.findByText('3 open orders are missing units');
    expect(within(alert.parentElement!).getByRole('link', { name: 'Show them' })).toHaveAttribute(
      'href',
      '/admin/orders?units_missing=true',
    );
  });

  it('says nothing of units while every open order has its units', async () => {
    mockApi({ ...signedIn(adminUser), [STATS]: { body: adminStats() } });
    renderRoute('/admin/dashboard');
    expect(await screen.findByText('Admin Mode Active')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Totals' });
    expect(screen.queryByText(/missing units/)).toBeNull();
  });

  it('shows the totals, the accounts and the tables from the server', async () => {
    mockApi({ ...signedIn(adminUser), [STATS]: { body: adminStats() } });
    renderRoute('/admin/dashboard');

    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(screen.getByText('Admin Mode Active')).toBeInTheDocument();
    expect(valueOf(totals, 'Total Products')).toHaveTextContent('48');
    expect(valueOf(totals, 'Orders, last 30 days')).toHaveTextContent('17');
    expect(valueOf(totals, 'Revenue, last 30 days')).toHaveTextContent('$23,456.50');
    expect(valueOf(totals, 'Active Users')).toHaveTextContent('110');
    expect(valueOf(totals, 'Page Views, last 30 days')).toHaveTextContent('5,321');

    const accounts = screen.getByRole('region', { name: 'Accounts' });
    expect(valueOf(accounts, 'Total users')).toHaveTextContent('120');
    expect(valueOf(accounts, 'Customers')).toHaveTextContent('115');
    expect(valueOf(accounts, 'Staff (admins and managers)')).toHaveTextContent('5');
    expect(valueOf(accounts, 'New this month')).toHaveTextContent('9');

    const recent = screen.getByRole('region', { name: 'Recent Orders' });
    const ann = within(recent).getByRole('link', { name: 'ORD-20260330-0031' });
    expect(ann).toHaveAttribute('href', '/admin/orders?search=ORD-20260330-0031');
    const annRow = ann.closest('tr')!;
    expect(within(annRow).getByText('Ann Lee')).toBeInTheDocument();
    expect(within(annRow).getByText('Paid')).toBeInTheDocument();
    expect(within(annRow).getByText('$1,295.20')).toBeInTheDocument();
    expect(within(annRow).getByText('Mar 30, 2026')).toBeInTheDocument();
    const danRow = within(recent).getByRole('link', { name: 'ORD-20260329-0030' }).closest('tr')!;
    expect(within(danRow).getByText('Shipped')).toBeInTheDocument();

    const popular = screen.getByRole('region', { name: 'Popular Products' });
    const camera = within(popular).getByText('4K Dome Camera').closest('tr')!;
    expect(camera).toHaveTextContent('CAM-4K-DOME');
    expect(camera).toHaveTextContent('12');
    expect(camera).toHaveTextContent('$3,588.00');
    expect(within(camera).getByText('Out of stock')).toBeInTheDocument();
    expect(within(camera).getByLabelText('4.6 out of 5 stars')).toBeInTheDocument();

    // Its scrolling box (wider than a phone) takes the focus, so a keyboard can scroll it.
    const popularBox = within(popular).getByRole('region', { name: 'Popular Products table' });
    expect(popularBox).toHaveAttribute('tabindex', '0');
    expect(popularBox).toContainElement(camera);

    const pages = screen.getByRole('region', { name: 'Top Pages' });
    expect(within(pages).getByText('/services').closest('tr')).toHaveTextContent('1,200');
  });

  it('draws orders as bars and revenue as a line, summarised and also offered as a table', async () => {
    mockApi({ ...signedIn(adminUser), [STATS]: { body: adminStats() } });
    renderRoute('/admin/dashboard');

    const section = await screen.findByRole('region', { name: 'Orders and Revenue, Last 30 Days' });
    const image = await within(section).findByRole('img');
    expect(image).toHaveAccessibleName(
      'Orders and revenue per day, Mar 1 to Mar 30: 7 orders and $3,660.75 in revenue. Busiest day: Mar 12 with 5 orders.',
    );
    const data = drawnWith('Orders')!;
    expect(data.labels).toHaveLength(30);
    expect(data.labels[0]).toBe('Mar 1');
    const orders = data.datasets.find((d) => d.label === 'Orders')!;
    const revenue = data.datasets.find((d) => d.label === 'Revenue (USD)')!;
    expect(orders).toMatchObject({ type: 'bar', yAxisID: 'orders' });
    expect(revenue).toMatchObject({ type: 'line', yAxisID: 'revenue' });
    expect(orders.data[11]).toBe(5);
    expect(revenue.data[11]).toBe(3210.75);

    const toggle = within(section).getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(section).queryByRole('table')).toBeNull();
    await userEvent.setup({ delay: null }).click(toggle);
    expect(within(section).getByRole('button', { name: 'Hide table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const table = within(section).getByRole('table', { name: 'Orders and revenue per day' });
    const busiest = within(table).getByRole('rowheader', { name: 'Mar 12' }).closest('tr')!;
    expect(busiest).toHaveTextContent('5');
    expect(busiest).toHaveTextContent('$3,210.75');
  });

  it('offers quick actions only for screens that are built', async () => {
    mockApi({ ...signedIn(adminUser), [STATS]: { body: adminStats() } });
    renderRoute('/admin/dashboard');

    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    const links = within(actions).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/admin/products/new',
      '/admin/pages/home',
      '/admin/orders',
      '/admin/products/photos',
      '/admin/contact-requests',
      '/admin/site-surveys',
    ]);
    expect(within(actions).getByRole('link', { name: /Manage Orders/ })).toBeInTheDocument();
  });

  it('shows a manager who only views reports no actions or links to screens it cannot open', async () => {
    mockApi({ ...signedIn(reportsOnlyManager), [STATS]: { body: adminStats() } });
    renderRoute('/admin/dashboard');

    const recent = await screen.findByRole('region', { name: 'Recent Orders' });
    expect(within(recent).getByText('ORD-20260330-0031')).toBeInTheDocument();
    expect(within(recent).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Quick Actions' })).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    const empty = adminStats();
    mockApi({
      ...signedIn(adminUser),
      [STATS]: {
        body: {
          ...empty,
          daily: empty.daily.map((d) => ({ ...d, orders: 0, revenue: 0 })),
          recentOrders: [],
          popularProducts: [],
          topPages: [],
          recurring: recurringOf({
            rmr: 0,
            months: recurringOf().months.map((m) => ({
              ...m,
              rmr: 0,
              new: 0,
              expansion: 0,
              contraction: 0,
              churned: 0,
            })),
            subscriptions: { active: 0, pastDue: 0, suspended: 0, paused: 0 },
          }),
        },
      },
    });
    renderRoute('/admin/dashboard');

    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByText('No recurring revenue yet.')).toBeInTheDocument();
    expect(screen.getByText('No orders in the last 30 days')).toBeInTheDocument();
    expect(screen.getByText('No products sold in the last 30 days')).toBeInTheDocument();
    expect(screen.getByText('No page views yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show as table' })).toBeNull();
  });

  it('shows the quote pipeline and the next 7 days of installations, linking to their screens', async () => {
    mockApi({ ...signedIn(adminUser), [STATS]: { body: adminStats() } });
    renderRoute('/admin/dashboard');

    const pipeline = await screen.findByRole('region', { name: 'Quote Pipeline' });
    expect(
      within(pipeline).getByRole('link', { name: 'Sent, awaiting an answer: 6' }),
    ).toHaveAttribute('href', '/admin/quotes?status=sent');
    expect(within(pipeline).getByRole('link', { name: 'Accepted: 4' })).toHaveAttribute(
      'href',
      '/admin/quotes?status=accepted',
    );
    expect(within(pipeline).getByText('$12,450.50')).toBeInTheDocument();
    expect(within(pipeline).getByText('25%')).toBeInTheDocument();
    expect(within(pipeline).getByText('3 of 12 surveys, last 90 days')).toBeInTheDocument();
    expect(within(pipeline).getByText('18.5 days')).toBeInTheDocument();

    const outlook = screen.getByRole('region', { name: 'Installations, Next 7 Days' });
    expect(within(outlook).getByRole('link', { name: 'Open the calendar' })).toHaveAttribute(
      'href',
      '/admin/installations',
    );
    expect(within(outlook).getByText('2 jobs waiting to be booked')).toBeInTheDocument();
    const row = within(outlook).getByText('Terry Tech').closest('tr')!;
    expect(row).toHaveTextContent('Mar 31, 2026');
    expect(row).toHaveTextContent('8:00 AM');
    expect(row).toHaveTextContent('1 First St, Las Vegas, NV 89101');
    // The customer's name is text, markup and all.
    expect(within(row).getByText('<b>Ann</b> Lee')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'ORD-20260320-0040' })).toHaveAttribute(
      'href',
      '/admin/orders?search=ORD-20260320-0040',
    );
  });

  it('shows the Returns card: open RMAs linking to the queue, days to resolve, flagged products', async () => {
    mockApi({ ...signedIn(adminUser), [STATS]: { body: adminStats() } });
    renderRoute('/admin/dashboard');
    const returns = await screen.findByRole('region', { name: 'Returns' });
    expect(within(returns).getByRole('link', { name: 'Open RMAs: 6' })).toHaveAttribute(
      'href',
      '/admin/rmas',
    );
    expect(returns).toHaveTextContent('Requested 3 · Approved 2 · Received 1 · Inspected 0');
    expect(within(returns).getByText('6.5 days')).toBeInTheDocument();
    expect(
      within(returns).getByText('average of 8 RMAs resolved, last 90 days'),
    ).toBeInTheDocument();
    expect(within(returns).getByRole('link', { name: 'Return rates' })).toHaveAttribute(
      'href',
      '/admin/return-rates',
    );
    // The product's name is text, markup and all.
    const row = within(returns).getByText('4K Dome <b>Camera</b>').closest('tr')!;
    expect(row).toHaveTextContent('3 of 21');
    expect(within(row).getByText('High returns: 14.3%')).toBeInTheDocument();
  });

  it('shows the Returns card empty and without links for a manager who only views reports', async () => {
    mockApi({
      ...signedIn(reportsOnlyManager),
      [STATS]: {
        body: adminStats({
          returns: {
            open: { requested: 0, approved: 0, received: 0, inspected: 0, total: 0 },
            resolve: { resolved: 0, averageDays: null },
            flagged: [],
          },
        }),
      },
    });
    renderRoute('/admin/dashboard');
    const returns = await screen.findByRole('region', { name: 'Returns' });
    expect(within(returns).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(returns).getByText('No product is over the return-rate flag.'),
    ).toBeInTheDocument();
    expect(within(returns).getByText('—')).toBeInTheDocument();
  });

  it('shows the new cards empty, and without links for a manager who only views reports', async () => {
    mockApi({
      ...signedIn(reportsOnlyManager),
      [STATS]: {
        body: adminStats({
          quotePipeline: {
            sent: 0,
            accepted: 0,
            valueWonThisMonth: 0,
            surveysLast90Days: 0,
            surveysConvertedLast90Days: 0,
            conversionPercent: null,
            installationsLast90Days: 0,
            averageDaysToInstallation: null,
          },
          installations: { days: 7, jobs: [], toBook: 0 },
        }),
      },
    });
    renderRoute('/admin/dashboard');

    const pipeline = await screen.findByRole('region', { name: 'Quote Pipeline' });
    expect(within(pipeline).getByText('No quotes or site surveys yet')).toBeInTheDocument();
    const outlook = screen.getByRole('region', { name: 'Installations, Next 7 Days' });
    expect(
      within(outlook).getByText('No installations booked in the next 7 days'),
    ).toBeInTheDocument();
    expect(within(outlook).getByText('No jobs waiting to be booked')).toBeInTheDocument();
    expect(within(outlook).queryByRole('link')).toBeNull();
  });

  it('shows the recurring revenue: RMR now, active and past-due plans, and RMR at each month-end', async () => {
    mockApi({ ...signedIn(reportsOnlyManager), [STATS]: { body: adminStats() } });
    renderRoute('/admin/dashboard');

    const card = await screen.findByRole('region', { name: 'Recurring Revenue' });
    const figure = (label: string) => within(card).getByText(label).nextElementSibling;
    expect(figure('RMR now')).toHaveTextContent('$2,350.00');
    expect(figure('Active plans')).toHaveTextContent('61');
    expect(figure('Past due')).toHaveTextContent('3');
    // Reports are this page's own permission: the link is there for whoever sees the card.
    expect(within(card).getByRole('link', { name: 'RMR and attrition' })).toHaveAttribute(
      'href',
      '/admin/recurring-revenue',
    );
    const line = await within(card).findByRole('img');
    expect(line).toHaveAccessibleName(
      "Recurring monthly revenue at each month's end, Apr 2025 to Mar 2026: from $1,250.00 to $2,350.00.",
    );
    const data = drawnWith('RMR')!;
    expect(data.labels).toHaveLength(12);
    expect(data.labels[0]).toBe('Apr 2025');
    expect(data.datasets[0]!.data.at(-1)).toBe(2350);
  });

  it('reports a failed load and loads again on Retry', async () => {
    let fail = true;
    const calls = mockApi({
      ...signedIn(adminUser),
      [STATS]: () =>
        fail ? { status: 500, body: { error: 'Internal error' } } : { body: adminStats() },
    });
    renderRoute('/admin/dashboard');

    expect(await screen.findByText('Failed to load dashboard data')).toBeInTheDocument();
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(valueOf(totals, 'Total Products')).toHaveTextContent('48');
    expect(screen.queryByText('Failed to load dashboard data')).toBeNull();
    expect(calls.filter((c) => c.key === STATS)).toHaveLength(2);
  });

  it('sends a customer away', async () => {
    mockApi(signedIn(customerUser));
    const { router } = renderRoute('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
