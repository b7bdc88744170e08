import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, mockApi, renderRoute, signedOut } from '../../test/render';
import { adminStats } from '../../test/fixtures/dashboard';

vi.mock('react-chartjs-2', () => ({ Chart: () => <canvas /> }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const VIEW = 'POST /api/page-views';
const viewsIn = (calls: { key: string; body: unknown }[]) =>
  calls.filter((c) => c.key === VIEW).map((c) => c.body);

describe('page-view beacon', () => {
  it('counts a public page once per visit, as its path only, with keepalive', async () => {
    const calls = mockApi(signedOut);
    const fetchSpy = vi.mocked(fetch);
    renderRoute('/services?utm_source=mail');

    await screen.findByRole('heading', { level: 1, name: 'Our Services' });
    await waitFor(() => expect(viewsIn(calls)).toEqual([{ path: '/services' }]));
    const init = fetchSpy.mock.calls.find(([url]) => url === '/api/page-views')![1]!;
    expect(init).toMatchObject({ method: 'POST', keepalive: true });

    await userEvent
      .setup({ delay: null })
      .click(screen.getAllByRole('link', { name: 'About' })[0]!);
    await waitFor(() =>
      expect(viewsIn(calls)).toEqual([{ path: '/services' }, { path: '/about' }]),
    );
  });

  it('does not count account screens', async () => {
    const calls = mockApi(signedOut);
    const { router } = renderRoute('/dashboard');
    // Signed out, the dashboard sends the visitor to sign in: neither is a counted page.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await screen.findByRole('heading', { level: 1 });
    expect(viewsIn(calls)).toEqual([]);
  });

  it('does not count admin screens', async () => {
    const calls = mockApi({
      'GET /api/check-auth': { body: { isAuthenticated: true, user: adminUser } },
      'GET /api/admin/stats': { body: adminStats() },
    });
    renderRoute('/admin/dashboard');
    await screen.findByRole('region', { name: 'Totals' });
    expect(viewsIn(calls)).toEqual([]);
  });

  it('never shows a failed count', async () => {
    mockApi({ ...signedOut, [VIEW]: { status: 500, body: { error: 'Internal error' } } });
    renderRoute('/about');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/page-views', expect.anything()),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Internal error/)).toBeNull();
  });
});
