import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProductSummary } from '@shop/contract';
import { adminUser, customerUser, mockApi, renderRoute } from '../../test/render';
import { pagination, queriesTo, XSS } from '../../test/fixtures/common';
import type { Wire } from '../../test/wire';

configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/admin/products';
const setup = () => userEvent.setup({ delay: null });
const manager = (permissions: Record<string, boolean>) => ({
  ...adminUser,
  id: 5,
  role: 'manager',
  permissions,
});
const signedIn = (user: object) => ({
  'GET /api/check-auth': { body: { isAuthenticated: true, user } },
});

const row = (over: Partial<Wire<AdminProductSummary>> = {}): Wire<AdminProductSummary> => ({
  id: 21,
  sku: 'SV-CAM-1',
  name: `Dome ${XSS}`,
  categoryId: 1,
  categoryName: 'IP Cameras',
  price: 1234.5,
  quote: false,
  stock: 4,
  status: 'low_stock',
  defaultLocation: null,
  image: null,
  archived: false,
  warrantyMonths: 12,
  ...over,
});

const listOf = (rows: Wire<AdminProductSummary>[], total = rows.length, page = 1) => ({
  body: {
    success: true,
    products: rows,
    pagination: pagination(total, page, 20),
    truncated: false,
  },
});

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedIn(adminUser),
    'GET /api/categories': {
      body: {
        success: true,
        categories: [
          { id: 1, slug: 'ip', name: 'IP Cameras', description: '', productCount: 3 },
          { id: 2, slug: 'locks', name: 'Smart Locks', description: '', productCount: 1 },
        ],
      },
    },
    [`GET ${LIST}`]: listOf(
      [
        row(),
        row({ id: 22, name: 'Quote Hub', price: null, quote: true, stock: 50, status: 'in_stock' }),
      ],
      45,
    ),
    ...overrides,
  });
}

describe('/admin/products', () => {
  it("shows a product's default location as zone, aisle, rack and shelf badges, with its state", async () => {
    api({
      [`GET ${LIST}`]: listOf([
        row({
          id: 31,
          name: 'Shelved',
          defaultLocation: {
            zone: 'A',
            aisle: '1',
            rack: '1',
            shelf: '3',
            locationCode: 'A-01-01-03',
            badge: 'full',
          },
        }),
      ]),
    });
    renderRoute('/admin/products');
    const table = await screen.findByRole('table');
    for (const text of ['Z: A', 'A: 1', 'R: 1', 'S: 3', 'Location Full']) {
      expect(within(table).getByText(text)).toBeInTheDocument();
    }
    expect(within(table).queryByText('No Location')).toBeNull();
  });

  it("badges the products over the return-rate flag with their rate, asking for the page's ids", async () => {
    const calls = api({
      'GET /api/admin/rmas/flagged-products': (_body, url) => ({
        body: {
          success: true,
          flagged:
            url.searchParams.get('ids') === '21,22'
              ? [{ productId: 22, rmas: 3, unitsSold: 21, ratePercent: 14.3 }]
              : [],
        },
      }),
    });
    renderRoute('/admin/products');
    const table = await screen.findByRole('table');
    const hub = within(table).getByText('Quote Hub').closest('tr')!;
    expect(await within(hub).findByText('High returns: 14.3%')).toHaveAttribute(
      'title',
      '3 of 21 units sold in the last 12 months came back',
    );
    const dome = within(table).getByText(`Dome ${XSS}`).closest('tr')!;
    expect(within(dome).queryByText(/High returns/)).not.toBeInTheDocument();
    // The warranty column: months, or None.
    expect(dome).toHaveTextContent('12 mo');
    expect(calls.filter((c) => c.key === 'GET /api/admin/rmas/flagged-products')).toHaveLength(1);
  });

  it('shows no badge when the flags cannot be read, and the list still works', async () => {
    api({
      'GET /api/admin/rmas/flagged-products': { status: 500, body: { error: 'x' } },
      [`GET ${LIST}`]: listOf([row({ warrantyMonths: 0 })]),
    });
    renderRoute('/admin/products');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('None')).toBeInTheDocument();
    expect(within(table).queryByText(/High returns/)).not.toBeInTheDocument();
  });

  it('shows the spec columns, names as text and No Location, and pages through the server', async () => {
    api();
    renderRoute('/admin/products');
    const table = await screen.findByRole('table');
    expect(within(table).getByText(`Dome ${XSS}`)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    for (const header of [
      'ID',
      'Product Name',
      'Category',
      'Price',
      'Stock',
      'Status',
      'Default Location',
      'Actions',
    ]) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(table).getAllByText('No Location')).toHaveLength(2);
    expect(within(table).getByText('Low Stock')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: `Edit Dome ${XSS}` })).toHaveAttribute(
      'href',
      '/admin/products/edit/21',
    );
    // 45 products, 20 a page: three pages, each a real link.
    const pages = screen.getByRole('navigation', { name: 'Product pages' });
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/admin/products?page=3',
    );
    expect(queriesTo('GET', LIST).at(-1)!.get('limit')).toBe('20');
  });

  it('sends the search, category, sort and Show Archived to the server, from page 1', async () => {
    api();
    const user = setup();
    const { router } = renderRoute('/admin/products?page=2');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Category'), 'Smart Locks');
    await waitFor(() => expect(queriesTo('GET', LIST).at(-1)!.get('category')).toBe('2'));
    expect(router.state.location.search).not.toContain('page=');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Stock (High to Low)');
    await waitFor(() => expect(queriesTo('GET', LIST).at(-1)!.get('sort')).toBe('stock-desc'));
    await user.type(screen.getByRole('searchbox'), 'dome');
    await waitFor(() => expect(queriesTo('GET', LIST).at(-1)!.get('search')).toBe('dome'));
    await user.click(screen.getByLabelText('Show Archived'));
    await waitFor(() => expect(queriesTo('GET', LIST).at(-1)!.get('archived')).toBe('true'));
  });

  it('asks before deleting with the spec texts, and says when the product was archived instead', async () => {
    const calls = api({
      'DELETE /api/products/21': {
        body: {
          success: true,
          archived: true,
          message: 'The product appears in orders, so it was archived instead: it left the shop.',
        },
      },
    });
    const user = setup();
    renderRoute('/admin/products');
    await user.click(await screen.findByRole('button', { name: `Delete Dome ${XSS}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    expect(within(dialog).getByText(/This action cannot be undone\./)).toBeInTheDocument();
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/archived instead/)).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'DELETE /api/products/21')).toHaveLength(1);
  });

  it('shows the spec message when a delete fails', async () => {
    api({ 'DELETE /api/products/21': { status: 500, body: { error: 'boom' } } });
    const user = setup();
    renderRoute('/admin/products');
    await user.click(await screen.findByRole('button', { name: `Delete Dome ${XSS}` }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('Failed to delete product. Please try again.'),
    ).toBeInTheDocument();
  });

  it('says so when nothing matches, and loads again after a failure', async () => {
    let fail = true;
    api({
      [`GET ${LIST}`]: () => (fail ? { status: 500, body: { error: 'x' } } : listOf([])),
    });
    const user = setup();
    renderRoute('/admin/products');
    expect(
      await screen.findByText('Failed to load products data. Please try again later.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByText('No products found. Try adjusting your search or filters.'),
    ).toBeInTheDocument();
  });

  it('lets a manager granted canManageProducts in, and tells one without it that access is denied', async () => {
    api({ ...signedIn(manager({ canManageProducts: true })) });
    renderRoute('/admin/products');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    vi.unstubAllGlobals();

    api({ ...signedIn(manager({ canManageOrders: true })) });
    renderRoute('/admin/products/new');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Access denied. Admin privileges required.',
    );
    expect(screen.queryByRole('form', { name: 'Product form' })).toBeNull();
    expect(queriesTo('GET', LIST)).toHaveLength(0);
  });

  it('sends a customer home', async () => {
    api({ ...signedIn(customerUser) });
    const { router } = renderRoute('/admin/products');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
