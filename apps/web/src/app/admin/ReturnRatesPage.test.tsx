import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RmaNumbersResponse } from '@shop/contract';
import { adminUser, customerUser, mockApi, renderRoute } from '../../test/render';
import { XSS } from '../../test/fixtures/common';

afterEach(() => vi.unstubAllGlobals());

const NUMBERS = 'GET /api/admin/rmas/numbers';
const signedIn = (user: object) => ({
  'GET /api/check-auth': { body: { isAuthenticated: true, user } },
});

const numbers = (over: Partial<RmaNumbersResponse> = {}): RmaNumbersResponse => ({
  success: true,
  since: '2025-11-26',
  thresholds: { returnRateFlagPercent: 10, returnRateMinUnits: 5 },
  open: { requested: 4, approved: 2, received: 1, inspected: 1, total: 8 },
  resolve: { resolved: 12, averageDays: 9.5 },
  products: [
    {
      productId: 5,
      name: `Dome ${XSS}`,
      sku: 'CAM-DOME',
      categoryId: 1,
      categoryName: 'IP Cameras',
      rmas: 3,
      unitsSold: 21,
      ratePercent: 14.3,
      flagged: true,
    },
    {
      productId: 6,
      name: 'Bullet Two',
      sku: 'CAM-BULLET',
      categoryId: 1,
      categoryName: 'IP Cameras',
      rmas: 1,
      unitsSold: 4,
      ratePercent: 25,
      flagged: false,
    },
    {
      productId: 7,
      name: 'Old Keypad',
      sku: 'KEY-1',
      categoryId: 2,
      categoryName: 'Alarms',
      rmas: 1,
      unitsSold: 0,
      ratePercent: null,
      flagged: false,
    },
  ],
  categories: [
    { categoryId: 1, name: 'IP Cameras', rmas: 4, unitsSold: 60, ratePercent: 6.7, flagged: false },
    { categoryId: 2, name: 'Alarms', rmas: 1, unitsSold: 0, ratePercent: null, flagged: false },
  ],
  ...over,
});

describe('/admin/return-rates', () => {
  it('shows the rates per product and per category, the open RMAs and the days to resolve', async () => {
    mockApi({ ...signedIn(adminUser), [NUMBERS]: { body: numbers() } });
    renderRoute('/admin/return-rates');
    expect(await screen.findByRole('heading', { name: 'Return Rates' })).toBeInTheDocument();
    const products = await screen.findByRole('region', { name: 'Return rate per product' });
    const dome = within(products).getByText(`Dome ${XSS}`).closest('tr')!;
    expect(within(dome).getByText('High returns: 14.3%')).toBeInTheDocument();
    expect(dome).toHaveTextContent('21');
    const bullet = within(products).getByText('Bullet Two').closest('tr')!;
    expect(bullet).toHaveTextContent('25%');
    expect(within(bullet).queryByText(/High returns/)).not.toBeInTheDocument();
    // No unit sold in the window: no rate.
    expect(within(products).getByText('Old Keypad').closest('tr')).toHaveTextContent('—');
    // Nothing in the rows takes the focus, so the scroll box does: a keyboard reaches it and
    // scrolls it on a phone (axe's scrollable-region-focusable).
    expect(
      within(products).getByRole('region', { name: 'Return rate per product table' }),
    ).toHaveAttribute('tabindex', '0');
    const categories = screen.getByRole('region', { name: 'Return rate per category' });
    expect(within(categories).getByText('IP Cameras').closest('tr')).toHaveTextContent('6.7%');
    expect(screen.getByRole('link', { name: 'Open RMAs: 8' })).toHaveAttribute(
      'href',
      '/admin/rmas',
    );
    expect(screen.getByText('9.5 days')).toBeInTheDocument();
    expect(screen.getByText('average of 12 RMAs resolved, last 90 days')).toBeInTheDocument();
    expect(screen.getByText(/RMAs filed since Nov 26, 2025/)).toHaveTextContent(
      'flagged over 10% once 5 units were sold',
    );
  });

  it('says so when no RMA was filed, and a failed load offers Try Again', async () => {
    let loads = 0;
    mockApi({
      ...signedIn({
        ...customerUser,
        id: 3,
        role: 'manager',
        permissions: { canManageOrders: true },
      }),
      [NUMBERS]: () =>
        ++loads === 1
          ? { status: 500, body: { error: 'Internal Server Error' } }
          : { body: numbers({ products: [], categories: [] }) },
    });
    renderRoute('/admin/return-rates');
    expect(await screen.findByText('The return rates could not be loaded.')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByText('No RMA was filed in the last 12 months.')).toHaveLength(2);
  });

  it('is closed to staff who do not work orders', async () => {
    const calls = mockApi({
      ...signedIn({
        ...customerUser,
        id: 3,
        role: 'manager',
        permissions: { canViewReports: true },
      }),
    });
    renderRoute('/admin/return-rates');
    expect(
      await screen.findByText('Access denied. Admin privileges required.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.key === NUMBERS)).toBe(false);
  });
});
