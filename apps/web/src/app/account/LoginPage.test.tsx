import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerUser, mockApi, renderRoute, signedOut } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

async function fillAndSubmit(email = 'ann@example.com', password = 'secret-password') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('LoginPage', () => {
  it('checks both fields before calling the server', async () => {
    const calls = mockApi(signedOut);
    renderRoute('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/login')).toBe(false);
  });

  it("shows the server's message when the credentials are wrong", async () => {
    mockApi({
      ...signedOut,
      'POST /api/login': { status: 401, body: { error: 'Invalid email or password' } },
    });
    renderRoute('/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('offers a new verification link to an unverified account', async () => {
    const calls = mockApi({
      ...signedOut,
      'POST /api/login': {
        status: 403,
        body: { error: 'Please verify your e-mail address', code: 'EMAIL_NOT_VERIFIED' },
      },
      'POST /api/resend-verification': {
        body: { success: true, message: 'A new link is on its way.' },
      },
    });
    renderRoute('/login');
    const user = await fillAndSubmit();
    await user.click(await screen.findByRole('button', { name: 'Send a new verification link' }));
    expect(await screen.findByText('A new link is on its way.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/resend-verification')?.body).toEqual({
      email: 'ann@example.com',
    });
  });

  it('shows the success screen, then goes to the page the user came from', async () => {
    mockApi({
      ...signedOut,
      'POST /api/login': { body: { success: true, user: customerUser, firstLogin: false } },
      // The dashboard's order cards and the Orders tab's count.
      'GET /api/customer/orders/stats': {
        body: {
          success: true,
          stats: { totalOrders: 0, pending: 0, delivered: 0, totalSpent: 0, latestOrderId: null },
        },
      },
      'GET /api/customer/orders': {
        body: {
          success: true,
          orders: [],
          pagination: {
            currentPage: 1,
            totalPages: 1,
            totalItems: 0,
            itemsPerPage: 10,
            hasNext: false,
            hasPrev: false,
          },
        },
      },
      'GET /api/customer/profile': {
        body: {
          ...customerUser,
          phone: null,
          jobTitle: null,
          customerType: 'retail',
          createdAt: '2026-01-05T00:00:00Z',
          address: '1 Main St',
          city: 'Reno',
          state: 'NV',
          zipCode: '89501',
          country: 'United States',
          billingAddress: null,
          billingCity: null,
          billingState: null,
          billingZipCode: null,
          billingCountry: null,
          taxId: null,
          pendingEmail: null,
        },
      },
    });
    const { router } = renderRoute('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await fillAndSubmit();
    expect(await screen.findByText('Welcome back, Ann!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), {
      timeout: 3500,
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann' })).toBeInTheDocument();
  });

  it("greets the account's first sign-in with Welcome, not Welcome back", async () => {
    mockApi({
      ...signedOut,
      'POST /api/login': { body: { success: true, user: customerUser, firstLogin: true } },
    });
    renderRoute('/login');
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann!' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('a guest sent from checkout who creates an account takes the way back along', async () => {
    mockApi(signedOut);
    const { router } = renderRoute('/checkout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Please sign in to continue to checkout.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/register?redirect=${encodeURIComponent('/checkout')}`,
    );
  });

  it('another site as the way back is dropped: Create an account goes to the plain form', async () => {
    mockApi(signedOut);
    for (const hostile of ['//evil.com', 'https://evil.com/x', '/\\evil.com']) {
      const { unmount } = renderRoute(`/login?redirect=${encodeURIComponent(hostile)}`);
      expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
        'href',
        '/register',
      );
      unmount();
    }
  });

  it('reports a network failure without the server message', async () => {
    mockApi(signedOut);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (String(input).includes('check-auth')) {
          return new Response(JSON.stringify({ isAuthenticated: false, user: null }), {
            status: 200,
          });
        }
        throw new TypeError('Failed to fetch');
      }),
    );
    renderRoute('/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again.',
    );
  });
});
