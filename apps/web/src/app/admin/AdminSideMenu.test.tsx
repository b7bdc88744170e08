import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, customerUser, mockApi, renderRoute } from '../../test/render';
import { SIDE_MENU_QUERY } from './AdminFrame';

afterEach(() => vi.unstubAllGlobals());

/** A window as wide as `wide` says: Bootstrap's lg width and up, or a phone. */
function windowWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query === SIDE_MENU_QUERY,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

const signedIn = (user: object) => ({
  'GET /api/check-auth': { body: { isAuthenticated: true, user } },
});
const numbers = {
  'GET /api/admin/rmas/numbers': {
    body: {
      success: true,
      since: '2025-11-26',
      thresholds: { returnRateFlagPercent: 10, returnRateMinUnits: 5 },
      open: { requested: 0, approved: 0, received: 0, inspected: 0, total: 0 },
      resolve: { resolved: 0, averageDays: null },
      products: [],
      categories: [],
    },
  },
};

describe('the back office side menu', () => {
  it("at desktop width lists the sections of a manager's permissions, marks the current one, and is keyboard-reachable", async () => {
    windowWide(true);
    mockApi({
      ...signedIn({
        ...customerUser,
        id: 3,
        role: 'manager',
        permissions: { canManageOrders: true, canViewReports: true },
      }),
      ...numbers,
    });
    renderRoute('/admin/return-rates');
    const menu = await screen.findByRole('navigation', { name: 'Back office' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Dashboard',
      'Recurring Revenue',
      'Orders',
      'Subscriptions',
      'Contact Requests',
      'Site Surveys',
      'Quotes',
      'Installations',
      'Technicians',
      'Returns',
    ]);
    expect(within(menu).getByRole('list', { name: 'Overview' })).toBeInTheDocument();
    expect(within(menu).getByRole('list', { name: 'Leads' })).toBeInTheDocument();
    expect(within(menu).getByRole('list', { name: 'Installations' })).toBeInTheDocument();
    // Return rates open from Returns: that section is the current one.
    const current = within(menu).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('Returns');
    expect(current).toHaveAttribute('href', '/admin/rmas');

    // A keyboard reaches the links in order.
    const user = userEvent.setup({ delay: null });
    within(menu).getByRole('link', { name: 'Dashboard' }).focus();
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'Recurring Revenue' })).toHaveFocus();
  });

  it('an admin sees every section, settings and system last', async () => {
    windowWide(true);
    mockApi({ ...signedIn(adminUser), ...numbers });
    renderRoute('/admin/return-rates');
    const menu = await screen.findByRole('navigation', { name: 'Back office' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Products',
        'Plans',
        'Product Units',
        'Customers',
        'User Management',
        'Subscriptions',
        'Recurring Revenue',
      ]),
    );
    expect(labels.slice(-2)).toEqual(['Settings', 'System']);
    for (const section of ['Catalogue', 'Warehouse', 'Leads', 'Installations', 'People'])
      expect(within(menu).getByRole('list', { name: section })).toBeInTheDocument();
  });

  it('on a phone there is no side menu: the navbar has the Admin menu', async () => {
    windowWide(false);
    mockApi({ ...signedIn(adminUser), ...numbers });
    renderRoute('/admin/return-rates');
    expect(await screen.findByRole('heading', { name: 'Return Rates' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
  });
});

describe('the back office frame', () => {
  it('keeps what a screen holds when the window crosses the side menu width (a tablet turned)', async () => {
    let wide = true;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return wide && query === SIDE_MENU_QUERY;
      },
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => false,
    }));
    mockApi({
      ...signedIn(adminUser),
      'GET /api/admin/technicians': { body: { success: true, technicians: [] } },
      'GET /api/admin/installation-blackouts': { body: { success: true, blackouts: [] } },
      'GET /api/admin/installation-settings': {
        body: {
          success: true,
          settings: { depositPercent: 30, slotTimes: ['08:00', '13:00'], openHolidays: [] },
        },
      },
    });
    renderRoute('/admin/technicians');
    const reason = await screen.findByLabelText('Reason');
    await userEvent.setup().type(reason, 'Staff training');
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();

    wide = false;
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
    expect(screen.getByLabelText('Reason')).toHaveValue('Staff training');
  });
});
