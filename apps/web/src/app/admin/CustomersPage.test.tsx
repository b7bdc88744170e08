import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute } from '../../test/render';
import { pagination, queriesTo, signedInAdmin } from '../../test/fixtures/common';
import { person } from '../../test/fixtures/people';

configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/admin/customers';
const stats = {
  total: 50000,
  active: 49000,
  inactive: 1000,
  totalOrders: 200000,
  totalRevenue: 1234567.8,
  avgOrderValue: 61.73,
};

describe('/admin/customers', () => {
  it('shows the cards, the totals of each customer, links to detail, edit and orders', async () => {
    mockApi({
      ...signedInAdmin,
      [`GET ${LIST}`]: {
        body: { success: true, customers: [person()], pagination: { ...pagination(1), total: 1 } },
      },
      [`GET ${LIST}/stats`]: { body: { success: true, stats } },
    });
    renderRoute('/admin/customers');
    const link = await screen.findByRole('link', { name: 'Cora Client' });
    expect(link).toHaveAttribute('href', '/admin/customers/21');
    expect(screen.getByRole('link', { name: 'Edit Cora Client' })).toHaveAttribute(
      'href',
      '/admin/customers/21/edit',
    );
    expect(screen.getByRole('link', { name: '2' })).toHaveAttribute(
      'href',
      '/admin/customers/21/orders',
    );
    expect(screen.getByText('$321.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add Customer/ })).toHaveAttribute(
      'href',
      '/admin/customers/new',
    );
    const cards = screen.getByRole('region', { name: 'Statistics' });
    for (const [label, value] of [
      ['Total Customers', '50,000'],
      ['Active', '49,000'],
      ['Total Orders', '200,000'],
      ['Total Revenue', '$1,234,567.80'],
      ['Avg Order Value', '$61.73'],
    ] as [string, string][]) {
      expect(within(cards).getByText(label).previousSibling).toHaveTextContent(value);
    }
  });

  it('shows a guest among the customers with its role', async () => {
    mockApi({
      ...signedInAdmin,
      [`GET ${LIST}`]: {
        body: {
          success: true,
          customers: [
            person(),
            person({ id: 22, firstName: 'Gus', lastName: 'Guest', role: 'guest' }),
          ],
          pagination: { ...pagination(1), total: 2 },
        },
      },
      [`GET ${LIST}/stats`]: { body: { success: true, stats } },
    });
    renderRoute('/admin/customers');
    const guestRow = (await screen.findByRole('link', { name: 'Gus Guest' })).closest('tr')!;
    expect(within(guestRow).getByText('Guest')).toBeInTheDocument();
    // A plain customer needs no badge: the list is of customers.
    const coraRow = screen.getByRole('link', { name: 'Cora Client' }).closest('tr')!;
    expect(within(coraRow).queryByText('Customer')).toBeNull();
  });

  it('sorts by a clicked header, highest first, and toggles; search goes to the server', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      ...signedInAdmin,
      [`GET ${LIST}`]: {
        body: { success: true, customers: [person()], pagination: { ...pagination(1), total: 1 } },
      },
      [`GET ${LIST}/stats`]: { body: { success: true, stats } },
    });
    renderRoute('/admin/customers');
    await screen.findByRole('link', { name: 'Cora Client' });
    await user.click(screen.getByRole('button', { name: /^Total Spent/ }));
    await waitFor(() => expect(queriesTo('GET', LIST).at(-1)!.get('sort')).toBe('totalSpent'));
    expect(queriesTo('GET', LIST).at(-1)!.get('order')).toBe('desc');
    await user.click(screen.getByRole('button', { name: /^Total Spent/ }));
    await waitFor(() => expect(queriesTo('GET', LIST).at(-1)!.get('order')).toBe('asc'));
    await user.type(screen.getByRole('searchbox'), '555-0101');
    await waitFor(() => expect(queriesTo('GET', LIST).at(-1)!.get('search')).toBe('555-0101'));
  });
});
