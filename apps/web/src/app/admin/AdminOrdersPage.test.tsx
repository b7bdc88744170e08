import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_MESSAGES } from '@shop/contract/order-options';
import { customerUser, mockApi, renderRoute } from '../../test/render';
import { queriesTo, signedInAdmin, XSS } from '../../test/fixtures/common';
import { fullOrder, listOf, ORDERS, summary } from '../../test/fixtures/orders';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  // jsdom has no object URLs; the CSV download makes one.
  URL.createObjectURL = vi.fn(() => 'blob:orders');
  URL.revokeObjectURL = vi.fn();
});

const setup = () => userEvent.setup({ delay: null });

const ann = summary();
const bob = summary({
  id: 6,
  order_number: 'ORD-20260303-0006',
  customer_name: `Bob ${XSS}`,
  customer_email: 'bob@example.com',
  status: 'pending',
  payment_status: 'pending',
  itemCount: 1,
  totalQuantity: 4,
  total_amount: 1234.5,
});

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedInAdmin,
    [`GET ${ORDERS}`]: listOf([ann, bob], 25),
    ...overrides,
  });
}

const lastListQuery = () => queriesTo('GET', ORDERS).at(-1)!;
const urlOf = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('/admin/orders', () => {
  it('shows the orders with their badges, the total and the pager text', async () => {
    api();
    renderRoute('/admin/orders');

    expect(await screen.findByText(`Bob ${XSS}`)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order Management25');

    const row = screen.getByText('ORD-20260303-0006').closest('tr')!;
    expect(within(row).getByText('bob@example.com')).toBeInTheDocument();
    expect(within(row).getByText('1 item')).toBeInTheDocument();
    expect(within(row).getByText('Qty 4')).toBeInTheDocument();
    expect(within(row).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(row).getAllByText('Pending')).toHaveLength(2);
    expect(
      within(row).getByRole('link', { name: 'Download invoice of order ORD-20260303-0006' }),
    ).toHaveAttribute('href', '/api/admin/orders/6/invoice');

    expect(screen.getByText('Showing 1 to 2 of 25 orders')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Order pages' });
    expect(within(pager).getAllByRole('link', { name: /^Page / })).toHaveLength(3);

    expect(Object.fromEntries(lastListQuery())).toEqual({
      page: '1',
      limit: '10',
      sort: 'created_at',
      order: 'desc',
    });
  });

  it('dates each order in the shop’s time zone, as the timeline and the day filters do', async () => {
    // 05:30 UTC on March 3 is 9:30 pm on March 2 in Las Vegas, whatever the browser's zone.
    api({ [`GET ${ORDERS}`]: listOf([summary({ created_at: '2026-03-03T05:30:00.000Z' })]) });
    renderRoute('/admin/orders');
    const row = (await screen.findByText('ORD-20260302-0005')).closest('tr')!;
    expect(within(row).getByText('Mar 2, 2026')).toBeInTheDocument();
    expect(within(row).getByText(/^9:30\sPM$/)).toBeInTheDocument();
  });

  it('says so and drops ?order= when that order cannot be loaded', async () => {
    api({ [`GET ${ORDERS}/999`]: { status: 404, body: { error: 'Order not found' } } });
    const { router } = renderRoute('/admin/orders?order=999');
    expect(
      await screen.findByText('That order could not be opened. It may not exist any more.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(urlOf(router).order).toBeUndefined());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a scanned order opens with its pick list and a way to pick it by scanning; others can't scan here", async () => {
    api({
      'GET /api/admin/scan': {
        body: {
          success: true,
          result: {
            kind: 'order',
            order: {
              id: 5,
              order_number: 'ORD-20260302-0005',
              status: 'paid',
              customer_name: 'Ann Lee',
              pick_list_url: '/api/admin/orders/5/pick-list.pdf',
              lines: [],
              needed: 3,
              held: 2,
              picked: 1,
            },
          },
        },
      },
      [`GET ${ORDERS}/5`]: { body: { success: true, order: fullOrder() } },
    });
    const user = setup();
    renderRoute('/admin/orders');
    await user.click(await screen.findByRole('textbox', { name: 'Scan an order' }));
    await user.keyboard('ORD-20260302-0005{Enter}');
    expect(
      await screen.findByRole('dialog', { name: 'Order ORD-20260302-0005' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Order ORD-20260302-0005: 2 of 3 units assigned, 1 picked.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Pick list \(PDF\)/ })).toHaveAttribute(
      'href',
      '/api/admin/orders/5/pick-list.pdf',
    );
    expect(screen.getByRole('link', { name: /Pick by scanning/ })).toHaveAttribute(
      'href',
      '/admin/scan?order=5',
    );
    cleanup();
    // A manager may manage orders but not the warehouse: no scan box (the server would refuse).
    mockApi({
      'GET /api/check-auth': {
        body: {
          isAuthenticated: true,
          user: { ...customerUser, role: 'manager', permissions: { canManageOrders: true } },
        },
      },
      [`GET ${ORDERS}`]: listOf([ann], 1),
    });
    renderRoute('/admin/orders');
    expect(await screen.findByText('ORD-20260302-0005')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Scan an order' })).toBeNull();
  });

  it('sends a customer home, and tells staff without the permission why', async () => {
    mockApi({ 'GET /api/check-auth': { body: { isAuthenticated: true, user: customerUser } } });
    const { router } = renderRoute('/admin/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    cleanup();
    mockApi({
      'GET /api/check-auth': {
        body: {
          isAuthenticated: true,
          user: { ...customerUser, role: 'manager', permissions: { canViewReports: true } },
        },
      },
    });
    renderRoute('/admin/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent(/denied/i);
  });

  it('sends the filters, sort and a debounced search to the server and keeps them in the URL', async () => {
    const user = setup();
    api();
    const { router } = renderRoute('/admin/orders');
    await screen.findByText('Ann Lee');

    await user.selectOptions(screen.getByLabelText('Status'), 'shipped');
    await waitFor(() => expect(lastListQuery().get('status')).toBe('shipped'));
    await user.selectOptions(screen.getByLabelText('Payment status'), 'paid');
    await waitFor(() => expect(lastListQuery().get('payment_status')).toBe('paid'));
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await waitFor(() => expect(lastListQuery().get('date_from')).toBe('2026-03-01'));
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await waitFor(() => expect(lastListQuery().get('date_to')).toBe('2026-03-31'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Total: low to high');
    await waitFor(() => expect(lastListQuery().get('sort')).toBe('total_amount'));
    expect(lastListQuery().get('order')).toBe('asc');

    await user.type(screen.getByLabelText('Search'), 'ann');
    await waitFor(() => expect(lastListQuery().get('search')).toBe('ann'));
    expect(queriesTo('GET', ORDERS).some((q) => q.get('search') === 'a')).toBe(false);

    expect(urlOf(router)).toEqual({
      status: 'shipped',
      payment_status: 'paid',
      date_from: '2026-03-01',
      date_to: '2026-03-31',
      sort: 'total_amount',
      order: 'asc',
      search: 'ann',
    });
    expect(Object.fromEntries(lastListQuery())).toEqual({
      ...urlOf(router),
      page: '1',
      limit: '10',
    });
  });

  it('reads the view from the URL, and a new page size goes back to page 1', async () => {
    const user = setup();
    api();
    const { router } = renderRoute('/admin/orders?status=paid&page=2&sort=status&order=asc');
    await screen.findByText('Ann Lee');
    expect(Object.fromEntries(lastListQuery())).toEqual({
      page: '2',
      limit: '10',
      sort: 'status',
      order: 'asc',
      status: 'paid',
    });
    expect(screen.getByLabelText('Status')).toHaveValue('paid');
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Status A-Z');

    await user.selectOptions(screen.getByLabelText('Per page'), '25');
    await waitFor(() => expect(lastListQuery().get('limit')).toBe('25'));
    expect(lastListQuery().get('page')).toBe('1');
    expect(urlOf(router)).toEqual({ status: 'paid', sort: 'status', order: 'asc', limit: '25' });
  });

  it('pages through the pager links', async () => {
    const user = setup();
    api();
    const { router } = renderRoute('/admin/orders?limit=50');
    await screen.findByText('Ann Lee');
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(lastListQuery().get('page')).toBe('2'));
    expect(lastListQuery().get('limit')).toBe('50');
    expect(urlOf(router)).toEqual({ limit: '50', page: '2' });
  });

  it('shows at most five page numbers, around the current page', async () => {
    api({ [`GET ${ORDERS}`]: listOf([ann, bob], 200, 10, 10) });
    renderRoute('/admin/orders?page=10');
    await screen.findByText('Ann Lee');
    const pager = screen.getByRole('navigation', { name: 'Order pages' });
    expect(
      within(pager)
        .getAllByRole('link', { name: /^Page / })
        .map((link) => link.textContent),
    ).toEqual(['8', '9', '10', '11', '12']);
  });

  it('clears the filters but keeps the sort and page size', async () => {
    const user = setup();
    api({ [`GET ${ORDERS}`]: listOf([], 0) });
    const { router } = renderRoute(
      '/admin/orders?status=cancelled&payment_status=failed&date_from=2026-01-01&search=zed&limit=25&sort=customer_name&order=asc',
    );
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: /Clear Filters/ })[0]!);
    await waitFor(() =>
      expect(urlOf(router)).toEqual({ limit: '25', sort: 'customer_name', order: 'asc' }),
    );
    await waitFor(() =>
      expect(Object.fromEntries(lastListQuery())).toEqual({
        page: '1',
        limit: '25',
        sort: 'customer_name',
        order: 'asc',
      }),
    );
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(screen.getByRole('button', { name: /Clear Filters/ })).toBeDisabled();
  });

  it('names the orders a bulk action skipped because their refund is in progress', async () => {
    const user = setup();
    api({
      [`PUT ${ORDERS}/bulk-status`]: {
        body: {
          success: true,
          updated: 1,
          skipped: [
            { id: 6, order_number: 'ORD-20260303-0006', reason: ORDER_MESSAGES.refundInProgress },
          ],
        },
      },
    });
    renderRoute('/admin/orders');
    await screen.findByText('Ann Lee');
    await user.click(screen.getByLabelText('Select all orders on this page'));
    await user.selectOptions(screen.getByLabelText('Bulk Actions'), 'Mark as Processing');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = (await screen.findByText(/Marked 1 of 2 selected orders as Processing/)).closest(
      '.alert',
    )!;
    expect(alert).toHaveClass('alert-warning');
    expect(alert).toHaveTextContent(
      `Skipped ORD-20260303-0006: ${ORDER_MESSAGES.refundInProgress}`,
    );
  });

  it('applies a bulk action to the checked orders, then reloads and clears the selection', async () => {
    const user = setup();
    const calls = api({
      [`PUT ${ORDERS}/bulk-status`]: { body: { success: true, updated: 2, skipped: [] } },
    });
    renderRoute('/admin/orders');
    await screen.findByText('Ann Lee');
    const apply = screen.getByRole('button', { name: 'Apply' });
    const action = screen.getByLabelText('Bulk Actions');

    // Nothing happens with no action or no order checked.
    expect(apply).toBeDisabled();
    await user.selectOptions(action, 'Mark as Shipped');
    expect(apply).toBeDisabled();
    await user.click(apply);
    await user.selectOptions(action, '');
    await user.click(screen.getByLabelText('Select order ORD-20260302-0005'));
    expect(apply).toBeDisabled();
    expect(calls.some((c) => c.key === `PUT ${ORDERS}/bulk-status`)).toBe(false);

    await user.click(screen.getByLabelText('Select order ORD-20260303-0006'));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    const before = queriesTo('GET', ORDERS).length;
    await user.selectOptions(action, 'Mark as Shipped');
    await user.click(apply);

    await waitFor(() =>
      expect(calls.find((c) => c.key === `PUT ${ORDERS}/bulk-status`)?.body).toEqual({
        ids: [5, 6],
        status: 'shipped',
      }),
    );
    expect(await screen.findByText('Marked 2 orders as Shipped.')).toBeInTheDocument();
    await waitFor(() => expect(queriesTo('GET', ORDERS).length).toBeGreaterThan(before));
    expect(screen.getByText('No orders selected')).toBeInTheDocument();
    expect(screen.getByLabelText('Select order ORD-20260302-0005')).not.toBeChecked();

    // Select all, then a failure: the spec's message in the dismissible alert.
    api({
      [`PUT ${ORDERS}/bulk-status`]: { status: 500, body: { error: 'Something went wrong' } },
    });
    await user.click(screen.getByLabelText('Select all orders on this page'));
    await user.selectOptions(action, 'Mark as Completed');
    await user.click(apply);
    const alert = await screen.findByText(ORDER_MESSAGES.bulkFailed);
    await user.click(
      within(alert.closest('.alert')!).getByRole('button', { name: 'Dismiss message' }),
    );
    await waitFor(() => expect(screen.queryByText(ORDER_MESSAGES.bulkFailed)).toBeNull());
  });

  it('exports the current filters as CSV, and says so when the export fails', async () => {
    const user = setup();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    api({ [`GET ${ORDERS}/export`]: { body: 'order_number\n' } });
    renderRoute('/admin/orders?status=paid&search=ann');
    await screen.findByText('Ann Lee');

    await user.click(screen.getByRole('button', { name: /Export Orders/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(Object.fromEntries(queriesTo('GET', `${ORDERS}/export`)[0]!)).toEqual({
      sort: 'created_at',
      order: 'desc',
      status: 'paid',
      search: 'ann',
    });

    api({ [`GET ${ORDERS}/export`]: { status: 500, body: { error: 'Something went wrong' } } });
    await user.click(screen.getByRole('button', { name: /Export Orders/ }));
    expect(await screen.findByText(ORDER_MESSAGES.exportFailed)).toBeInTheDocument();
    click.mockRestore();
  });

  it('offers Export Orders only to staff who may view reports (the server asks for both)', async () => {
    api({
      'GET /api/check-auth': {
        body: {
          isAuthenticated: true,
          user: { ...customerUser, role: 'manager', permissions: { canManageOrders: true } },
        },
      },
    });
    renderRoute('/admin/orders');
    await screen.findByText('Ann Lee');
    expect(screen.queryByRole('button', { name: /Export Orders/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Refresh/ })).toBeInTheDocument();
  });

  it("shows the server's message for a bad filter, and the spec's when the server fails", async () => {
    const user = setup();
    api({ [`GET ${ORDERS}`]: { status: 400, body: { error: ORDER_MESSAGES.dateRange } } });
    renderRoute('/admin/orders?date_from=2026-04-01&date_to=2026-03-01');
    expect(await screen.findByText(ORDER_MESSAGES.dateRange)).toBeInTheDocument();

    api({ [`GET ${ORDERS}`]: { status: 500, body: { error: 'Something went wrong' } } });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(ORDER_MESSAGES.loadFailed)).toBeInTheDocument();

    api();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(screen.queryByText(ORDER_MESSAGES.loadFailed)).toBeNull();
  });

  it('says when there are no orders at all', async () => {
    api({ [`GET ${ORDERS}`]: listOf([], 0) });
    renderRoute('/admin/orders');
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });
});
