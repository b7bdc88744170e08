import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { adminUser, mockApi, renderRoute, signedOut } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const config = (testPayments: boolean) => ({
  'GET /api/config': {
    body: { demo: false, demoAdminEmail: null, testPayments },
  },
});
const signedInAdmin = {
  'GET /api/check-auth': { body: { isAuthenticated: true, user: adminUser } },
};

describe('the test-mode bar', () => {
  it('a shop that takes no real payments says so on every page, the shop and the back office', async () => {
    mockApi({ ...signedOut, ...config(true) });
    const shop = renderRoute('/about');
    const bar = await screen.findByRole('note', {}, { timeout: 5000 });
    expect(bar).toHaveTextContent('Test mode: no real payments');
    // Above everything else, so it is the first thing read.
    expect(document.body.querySelector('[role="note"]')).toBe(bar);
    shop.unmount();

    mockApi({
      ...signedInAdmin,
      ...config(true),
      // The page itself does not matter here: the bar is the layout's.
      'GET /api/admin/system': { status: 503, body: { error: 'The database does not answer.' } },
    });
    renderRoute('/admin/system');
    expect(await screen.findByRole('note', {}, { timeout: 5000 })).toHaveTextContent(
      'Test mode: no real payments',
    );
  });

  it('a live shop shows no bar', async () => {
    mockApi({ ...signedOut, ...config(false) });
    renderRoute('/about');
    expect(await screen.findByRole('contentinfo', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Test mode: no real payments')).toBeNull();
  });
});
