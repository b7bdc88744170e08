import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerUser, mockApi, renderRoute } from '../../test/render';
import { contactRecord, contactStats } from '../../test/fixtures/leads';
import { pagination, queriesTo, signedInAdmin, XSS } from '../../test/fixtures/common';

// The route's page loads lazily: the first render of a file can be slow on a busy machine.
configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/admin/contact-requests';
const setup = () => userEvent.setup({ delay: null });

const dana = contactRecord({ id: 11, name: `Dana ${XSS}`, message: XSS });
const lee = contactRecord({
  id: 12,
  name: 'Lee Park',
  email: 'lee@example.com',
  phone: null,
  service_type: 'alarms',
  status: 'resolved',
  priority: 'urgent',
  assigned_user_id: 4,
  assigned_user_name: 'Mia Chen',
});

const listOf = (rows = [dana, lee], total = rows.length, page = 1) => ({
  body: { success: true, contactRequests: rows, pagination: pagination(total, page) },
});

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedInAdmin,
    [`GET ${LIST}`]: listOf(),
    [`GET ${LIST}/stats`]: { body: { success: true, stats: contactStats } },
    ...overrides,
  });
}

const lastListQuery = () => queriesTo('GET', LIST).at(-1)!;

describe('/admin/contact-requests', () => {
  it('shows the stats and the rows, with what customers typed as plain text', async () => {
    api();
    renderRoute('/admin/contact-requests');

    expect(await screen.findByText(`Dana ${XSS}`)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();

    const stats = screen.getByRole('region', { name: 'Statistics' });
    for (const [label, value] of [
      ['Total Requests', '42'],
      ['This Month', '7'],
      ['Assigned', '30'],
      ['Unassigned', '12'],
      ['Resolved', '12'],
      ['High Priority', '5'],
    ] as const) {
      expect(within(stats).getByText(label).previousElementSibling).toHaveTextContent(value);
    }

    const row = screen.getByText('Lee Park').closest('tr')!;
    expect(within(row).getByText('lee@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Alarm Systems')).toBeInTheDocument();
    expect(within(row).getByText('Urgent')).toBeInTheDocument();
    expect(within(row).getByLabelText('Status of request from Lee Park')).toHaveValue('resolved');
    expect(within(row).getByLabelText('Assignee of request from Lee Park')).toHaveValue('4');
    expect(within(row).getByRole('link', { name: 'View request from Lee Park' })).toHaveAttribute(
      'href',
      '/admin/contact-requests/12',
    );
    expect(screen.getByRole('link', { name: /View Contact Form/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    // The server pages, sorts and filters: the first call asks for page 1 of 10, newest first.
    const query = lastListQuery();
    expect(Object.fromEntries(query)).toEqual({
      page: '1',
      limit: '10',
      sort: 'created_at',
      order: 'desc',
    });
  });

  it('sends filters and a debounced search to the server and keeps them in the URL', async () => {
    const user = setup();
    api();
    const { router } = renderRoute('/admin/contact-requests');
    await screen.findByText('Lee Park');

    await user.selectOptions(screen.getByLabelText('Status'), 'resolved');
    await waitFor(() => expect(lastListQuery().get('status')).toBe('resolved'));
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'unassigned');
    await user.selectOptions(screen.getByLabelText('Priority'), 'urgent');
    await waitFor(() => expect(lastListQuery().get('priority')).toBe('urgent'));
    expect(lastListQuery().get('assignedTo')).toBe('unassigned');

    await user.type(screen.getByLabelText('Search'), 'dock');
    await waitFor(() => expect(lastListQuery().get('search')).toBe('dock'));
    // Typing is debounced: no call asked for a partial word.
    expect(queriesTo('GET', LIST).some((q) => q.get('search') === 'd')).toBe(false);

    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'resolved',
      assignedTo: 'unassigned',
      priority: 'urgent',
      search: 'dock',
    });
    expect(screen.getByRole('link', { name: /Export/ })).toHaveAttribute(
      'href',
      '/api/admin/contact-requests/export?sort=created_at&order=desc&search=dock&status=resolved&priority=urgent&assignedTo=unassigned',
    );
  });

  it('sorts by a clicked column header and pages on the server', async () => {
    const user = setup();
    api({ [`GET ${LIST}`]: listOf([dana, lee], 25) });
    const { router } = renderRoute('/admin/contact-requests?status=new');
    await screen.findByText('Lee Park');

    const customer = () => screen.getByRole('columnheader', { name: /Customer/ });
    expect(customer()).toHaveAttribute('aria-sort', 'none');
    await user.click(within(customer()).getByRole('button'));
    await waitFor(() => expect(lastListQuery().get('sort')).toBe('name'));
    expect(lastListQuery().get('order')).toBe('asc');
    expect(customer()).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(customer()).getByRole('button'));
    await waitFor(() => expect(lastListQuery().get('order')).toBe('desc'));
    expect(customer()).toHaveAttribute('aria-sort', 'descending');

    await user.click(await screen.findByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(lastListQuery().get('page')).toBe('2'));
    expect(lastListQuery().get('limit')).toBe('10');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'new',
      sort: 'name',
      order: 'desc',
      page: '2',
    });
  });

  it('reads the view from the URL, and offers Clear Filters when nothing matches', async () => {
    const user = setup();
    api({ [`GET ${LIST}`]: listOf([], 0) });
    const { router } = renderRoute(
      '/admin/contact-requests?status=closed&sort=priority&order=asc&page=x',
    );

    expect(await screen.findByText('No contact requests found.')).toBeInTheDocument();
    expect(Object.fromEntries(lastListQuery())).toEqual({
      page: '1',
      limit: '10',
      sort: 'priority',
      order: 'asc',
      status: 'closed',
    });
    expect(screen.getByLabelText('Status')).toHaveValue('closed');

    await user.click(screen.getAllByRole('button', { name: /Clear Filters/ })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=priority&order=asc'));
    await waitFor(() => expect(lastListQuery().get('status')).toBeNull());
  });

  it('changes a row status and assignee inline, and the quick action resolves or closes', async () => {
    const user = setup();
    const calls = api({
      [`PUT ${LIST}/11`]: { body: { success: true, contactRequest: dana, notes: [], history: [] } },
      [`PUT ${LIST}/12`]: { body: { success: true, contactRequest: lee, notes: [], history: [] } },
    });
    renderRoute('/admin/contact-requests');
    await screen.findByText('Lee Park');
    const listCalls = () => calls.filter((c) => c.key === `GET ${LIST}`).length;
    const before = listCalls();

    await user.selectOptions(
      screen.getByLabelText('Status of request from Lee Park'),
      'in_progress',
    );
    await waitFor(() =>
      expect(calls.find((c) => c.key === `PUT ${LIST}/12`)?.body).toEqual({
        status: 'in_progress',
      }),
    );
    // The list and stats are asked again after the change.
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));

    await user.selectOptions(screen.getByLabelText('Assignee of request from Lee Park'), '');
    await waitFor(() =>
      expect(calls.filter((c) => c.key === `PUT ${LIST}/12`).at(-1)?.body).toEqual({
        assigned_user_id: null,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Close: request from Lee Park' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.key === `PUT ${LIST}/12`).at(-1)?.body).toEqual({
        status: 'closed',
      }),
    );
    await user.click(
      screen.getByRole('button', { name: `Mark resolved: request from Dana ${XSS}` }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.key === `PUT ${LIST}/11`)?.body).toEqual({ status: 'resolved' }),
    );
  });

  it('says so when an update fails, in an alert that can be dismissed', async () => {
    const user = setup();
    api({ [`PUT ${LIST}/12`]: { status: 500, body: { error: 'boom' } } });
    renderRoute('/admin/contact-requests');
    await screen.findByText('Lee Park');

    await user.selectOptions(screen.getByLabelText('Status of request from Lee Park'), 'closed');
    const alert = await screen.findByText('Failed to update contact request. Please try again.');
    // The select shows the stored value again.
    expect(screen.getByLabelText('Status of request from Lee Park')).toHaveValue('resolved');
    await user.click(
      within(alert.closest('.alert')! as HTMLElement).getByRole('button', {
        name: 'Dismiss message',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByText('Failed to update contact request. Please try again.')).toBeNull(),
    );
  });

  it('applies a bulk status to the checked rows, and deletes them after a confirmation', async () => {
    const user = setup();
    const calls = api({
      [`PUT ${LIST}/bulk-status`]: { body: { success: true, affected: 2 } },
      [`POST ${LIST}/bulk-delete`]: { body: { success: true, affected: 1 } },
    });
    renderRoute('/admin/contact-requests');
    await screen.findByText('Lee Park');
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select all requests on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'In Progress',
      'Responded',
      'Quoted',
      'Won',
      'Lost',
      'Resolved',
      'Closed',
      'Delete',
      'Clear selection',
    ]);
    await user.click(within(bar).getByRole('button', { name: 'Resolved' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === `PUT ${LIST}/bulk-status`)?.body).toEqual({
        ids: [11, 12],
        status: 'resolved',
      }),
    );
    expect(await screen.findByText('Marked 2 requests as Resolved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull());

    await user.click(screen.getByRole('checkbox', { name: 'Select request from Lee Park' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', {
        name: /Delete/,
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete 1 selected request? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: /Delete/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === `POST ${LIST}/bulk-delete`)?.body).toEqual({ ids: [12] }),
    );
    expect(await screen.findByText('Deleted 1 request.')).toBeInTheDocument();
  });

  it('reports a failed bulk action', async () => {
    const user = setup();
    api({ [`PUT ${LIST}/bulk-status`]: { status: 500, body: { error: 'boom' } } });
    renderRoute('/admin/contact-requests');
    await screen.findByText('Lee Park');
    await user.click(screen.getByRole('checkbox', { name: 'Select request from Lee Park' }));
    await user.click(screen.getByRole('button', { name: 'Closed' }));
    expect(
      await screen.findByText('Failed to perform bulk action. Please try again.'),
    ).toBeInTheDocument();
  });

  it('deletes one request after naming it in the confirmation', async () => {
    const user = setup();
    const calls = api({ [`DELETE ${LIST}/12`]: { body: { success: true, message: 'Deleted' } } });
    renderRoute('/admin/contact-requests');
    await screen.findByText('Lee Park');

    await user.click(screen.getByRole('button', { name: 'Delete request from Lee Park' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Delete the request from Lee Park? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(calls.some((c) => c.key === `DELETE ${LIST}/12`)).toBe(true));
    expect(await screen.findByText('Deleted the request from Lee Park.')).toBeInTheDocument();
  });

  it('shows the load error with a way to try again', async () => {
    const user = setup();
    let fail = true;
    api({
      [`GET ${LIST}`]: () => (fail ? { status: 500, body: { error: 'down' } } : listOf()),
    });
    renderRoute('/admin/contact-requests');
    expect(
      await screen.findByText('Failed to load contact requests. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Lee Park')).toBeInTheDocument();
  });

  it('tells a customer that the screen is for staff', async () => {
    mockApi({ 'GET /api/check-auth': { body: { isAuthenticated: true, user: customerUser } } });
    renderRoute('/admin/contact-requests');
    expect(
      await screen.findByText('Access denied. Admin privileges required.'),
    ).toBeInTheDocument();
  });
});
