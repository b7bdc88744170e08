import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerUser, mockApi, renderRoute } from '../../test/render';
import { signedInAdmin } from '../../test/fixtures/common';
import {
  adminPlan,
  planOnSale,
  subscriptionRow,
  subscriptionsPage,
} from '../../test/fixtures/subscriptions-admin';

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
