import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute } from '../../test/render';
import { signedInAdmin, XSS } from '../../test/fixtures/common';
import { person } from '../../test/fixtures/people';

configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());

const cora = person({ notes: XSS });
const orders = {
  success: true,
  orders: [
    {
      id: 5,
      order_number: 'SV-1',
      created_at: '2026-02-03T10:00:00.000Z',
      status: 'delivered',
      payment_status: 'paid',
      total_amount: 321.5,
      itemCount: 2,
    },
  ],
  pagination: {
    currentPage: 1,
    totalPages: 1,
    totalItems: 1,
    itemsPerPage: 10,
    hasNext: false,
    hasPrev: false,
    total: 1,
  },
};

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedInAdmin,
    'GET /api/admin/users/21': { body: { success: true, user: cora } },
    'GET /api/admin/users/21/orders': { body: orders },
    'GET /api/admin/users/21/activity': {
      body: {
        success: true,
        activity: [
          {
            kind: 'profile_updated',
            at: '2026-02-04T10:00:00.000Z',
            text: 'Profile updated',
            actorName: 'Cora Client',
            orderId: null,
          },
          {
            kind: 'created',
            at: '2026-01-05T10:00:00.000Z',
            text: 'Account created',
            actorName: null,
            orderId: null,
          },
        ],
      },
    },
    ...overrides,
  });
}

describe('customer detail', () => {
  it('shows initials, badges, overview with loyalty points, notes as text, orders and activity', async () => {
    const user = userEvent.setup({ delay: null });
    api();
    renderRoute('/admin/customers/21/orders');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cora Client' }),
    ).toBeInTheDocument();
    expect(screen.getByText('CC')).toBeInTheDocument();
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
    expect(screen.getByText(XSS)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    // /orders opens the Orders tab; the order links to its dialog in /admin/orders.
    expect(await screen.findByRole('link', { name: 'SV-1' })).toHaveAttribute(
      'href',
      '/admin/orders?search=SV-1&order=5',
    );
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByText('321')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(screen.getByText('Account created')).toBeInTheDocument();
  });

  it('switches the tab in place when the path moves between /21 and /21/orders', async () => {
    api();
    const { router } = renderRoute('/admin/customers/21');
    await screen.findByRole('heading', { level: 1, name: 'Cora Client' });
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await act(() => router.navigate('/admin/customers/21/orders'));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Orders/ })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(await screen.findByRole('link', { name: 'SV-1' })).toBeInTheDocument();
    await act(() => router.navigate('/admin/customers/21'));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
  });

  it('saves notes and asks the spec question before delete; anonymising is announced', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = api({
      'PUT /api/admin/users/21/notes': {
        body: { success: true, user: { ...cora, notes: 'Call first' } },
      },
      'DELETE /api/admin/users/21': {
        body: {
          success: true,
          outcome: 'anonymised',
          message:
            'This account has orders, so it was deactivated and anonymised instead of erased.',
        },
      },
    });
    renderRoute('/admin/customers/21');
    await screen.findByRole('heading', { level: 1, name: 'Cora Client' });
    await user.click(screen.getByRole('button', { name: /Edit\s*notes/i }));
    const box = screen.getByRole('textbox');
    await user.clear(box);
    await user.type(box, 'Call first');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/admin/users/21/notes')?.body).toEqual({
        notes: 'Call first',
      }),
    );
    expect(await screen.findByText('Notes saved.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete Cora Client? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(/deactivated and anonymised instead of erased/),
    ).toBeInTheDocument();
  });

  it('says the spec message when the customer cannot be loaded', async () => {
    api({ 'GET /api/admin/users/21': { status: 404, body: { error: 'User not found' } } });
    renderRoute('/admin/users/21');
    expect(
      await screen.findByText('Failed to load customer data: User not found'),
    ).toBeInTheDocument();
  });
});
