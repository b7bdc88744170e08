import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, mockApi, renderRoute } from '../../test/render';
import { pagination, queriesTo, signedInAdmin, XSS } from '../../test/fixtures/common';
import { person } from '../../test/fixtures/people';

configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/admin/users';
const cora = person({ firstName: XSS, lastName: 'Client' });
const max = person({
  id: 22,
  firstName: 'Max',
  lastName: 'Admin',
  email: 'max@example.com',
  role: 'admin',
});
const stats = { total: 12, active: 9, inactive: 3, admins: 2, customers: 8 };

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedInAdmin,
    [`GET ${LIST}`]: {
      body: { success: true, users: [cora, max], pagination: { ...pagination(12), total: 12 } },
    },
    [`GET ${LIST}/stats`]: { body: { success: true, stats } },
    ...overrides,
  });
}

describe('/admin/users', () => {
  it('shows the five cards and the rows, customer text as text, and pages in the server', async () => {
    api();
    renderRoute('/admin/users');
    expect(await screen.findByRole('link', { name: `${XSS} Client` })).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    const cards = screen.getByRole('region', { name: 'Statistics' });
    for (const [label, value] of [
      ['Total Users', '12'],
      ['Active', '9'],
      ['Inactive', '3'],
      ['Admins', '2'],
      ['Customers', '8'],
    ] as [string, string][]) {
      expect(within(cards).getByText(label).previousSibling).toHaveTextContent(value);
    }
    expect(queriesTo('GET', LIST).at(-1)!.get('limit')).toBe('10');
    expect(screen.getByRole('link', { name: /CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/users/export?sort=created&order=desc',
    );
  });

  it('filters by role and sorts by a header click, back to page 1', async () => {
    const user = userEvent.setup({ delay: null });
    api();
    renderRoute('/admin/users?page=2');
    await screen.findByRole('link', { name: 'Max Admin' });
    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    await waitFor(() => expect(queriesTo('GET', LIST).at(-1)!.get('role')).toBe('admin'));
    expect(queriesTo('GET', LIST).at(-1)!.get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(queriesTo('GET', LIST).at(-1)!.get('sort')).toBe('name'));
  });

  it('changes a status inline, and applies a bulk action only with an action and rows', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = api({
      [`PUT ${LIST}/22/status`]: { body: { success: true, user: { ...max, status: 'suspended' } } },
      [`PUT ${LIST}/bulk-update`]: {
        body: { success: true, updated: 1, deleted: 0, anonymised: 0 },
      },
      [`PUT ${LIST}/21/status`]: {
        status: 409,
        body: { error: 'You cannot deactivate or suspend your own account.' },
      },
    });
    renderRoute('/admin/users');
    await screen.findByRole('link', { name: 'Max Admin' });
    await user.selectOptions(screen.getByLabelText('Status of Max Admin'), 'suspended');
    await waitFor(() => expect(calls.some((c) => c.key === `PUT ${LIST}/22/status`)).toBe(true));
    expect(calls.find((c) => c.key === `PUT ${LIST}/22/status`)!.body).toEqual({
      status: 'suspended',
    });

    await user.selectOptions(screen.getByLabelText(`Status of ${XSS} Client`), 'inactive');
    expect(
      await screen.findByText(
        /Failed to update user status\. Please try again\. You cannot deactivate/,
      ),
    ).toBeInTheDocument();

    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Bulk action'), 'suspend');
    expect(apply).toBeDisabled();
    await user.click(screen.getByLabelText('Select Max Admin'));
    await user.click(apply);
    await waitFor(() => expect(calls.some((c) => c.key === `PUT ${LIST}/bulk-update`)).toBe(true));
    expect(calls.find((c) => c.key === `PUT ${LIST}/bulk-update`)!.body).toEqual({
      ids: [22],
      status: 'suspended',
    });
    expect(await screen.findByText('Suspend: 1 changed.')).toBeInTheDocument();
  });

  it('asks before deleting and says the spec message when the list fails to load', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = api({
      [`DELETE ${LIST}/22`]: {
        body: { success: true, outcome: 'deleted', message: 'User deleted.' },
      },
    });
    renderRoute('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Delete Max Admin' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete Max Admin? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted Max Admin.')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === `DELETE ${LIST}/22`)).toHaveLength(1);
  });

  it('shows the load error with Retry', async () => {
    api({ [`GET ${LIST}`]: { status: 500, body: { error: 'boom' } } });
    renderRoute('/admin/users');
    expect(await screen.findByText('Failed to load users. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('tells a manager the screen is closed', async () => {
    mockApi({
      'GET /api/check-auth': {
        body: {
          isAuthenticated: true,
          user: { ...adminUser, role: 'manager', permissions: { canManageProducts: true } },
        },
      },
    });
    renderRoute('/admin/users');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Access denied. Admin privileges required.',
    );
  });
});
