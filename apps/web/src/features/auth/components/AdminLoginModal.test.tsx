import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, mockApi, renderRoute, signedOut } from '../../../test/render';
import { adminStats } from '../../../test/fixtures/dashboard';

afterEach(() => vi.unstubAllGlobals());

const config = (demo: boolean) => ({
  'GET /api/config': {
    body: { demo, demoAdminEmail: demo ? 'admin@demo.example.com' : null, testPayments: false },
  },
});

async function openModalAndSignIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Admin Login/ }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/^Username or email/), email);
  await user.type(within(dialog).getByLabelText(/^Password/), password);
  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  return dialog;
}

describe('AdminLoginModal', () => {
  it('asks the server to refuse non-admins and shows the spec message', async () => {
    const calls = mockApi({
      ...signedOut,
      ...config(false),
      'POST /api/login': {
        status: 403,
        body: { error: 'Access denied: Admin privileges required', code: 'ADMIN_REQUIRED' },
      },
    });
    renderRoute('/');
    const dialog = await openModalAndSignIn('ann@example.com', 'password123');
    expect(
      await within(dialog).findByText('Access denied: Admin privileges required'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/login')?.body).toMatchObject({ adminOnly: true });
  });

  it('says "Invalid username or password" for wrong credentials', async () => {
    mockApi({
      ...signedOut,
      ...config(false),
      'POST /api/login': { status: 401, body: { error: 'Invalid email or password' } },
    });
    renderRoute('/');
    const dialog = await openModalAndSignIn('boss@example.com', 'wrong-password');
    expect(await within(dialog).findByText('Invalid username or password')).toBeInTheDocument();
  });

  it('shows the demo hint only when the server runs in demo mode', async () => {
    mockApi({ ...signedOut, ...config(true) });
    renderRoute('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Admin Login/ }));
    expect(await screen.findByText('admin@demo.example.com')).toBeInTheDocument();
    expect(screen.getByText('Admin is not logged in.')).toBeInTheDocument();
  });

  it('signs an admin in and opens the admin dashboard', async () => {
    mockApi({
      ...signedOut,
      ...config(false),
      'POST /api/login': { body: { success: true, user: adminUser, firstLogin: false } },
      'GET /api/admin/stats': { body: adminStats() },
    });
    const { router } = renderRoute('/');
    await openModalAndSignIn('boss@example.com', 'password123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByText('Admin Mode Active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Admin' })).toBeInTheDocument();
  });
});

describe('route guards', () => {
  it('sends a signed-in customer away from the admin pages to /', async () => {
    mockApi({
      'GET /api/check-auth': {
        body: { isAuthenticated: true, user: { ...adminUser, role: 'customer' } },
      },
    });
    const { router } = renderRoute('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a signed-in customer away from a back-office list too', async () => {
    mockApi({
      'GET /api/check-auth': {
        body: { isAuthenticated: true, user: { ...adminUser, role: 'customer' } },
      },
    });
    const { router } = renderRoute('/admin/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
