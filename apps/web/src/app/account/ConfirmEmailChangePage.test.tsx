import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { mockApi, renderRoute, signedOut } from '../../test/render';
import { AppProviders, createQueryClient } from '../providers';
import { routes } from '../router';
import { signedInCustomer } from '../../test/fixtures/account';

afterEach(() => vi.unstubAllGlobals());

describe('ConfirmEmailChangePage', () => {
  it('posts the token once, even under StrictMode, and shows the server message', async () => {
    const calls = mockApi({
      ...signedOut,
      'POST /api/email-change/confirm': {
        body: { success: true, message: 'Your e-mail address has been changed.' },
      },
    });
    // StrictMode runs the page's effect twice, as in development: the link is single-use.
    render(
      <StrictMode>
        <AppProviders queryClient={createQueryClient()}>
          <RouterProvider
            router={createMemoryRouter(routes, { initialEntries: ['/confirm-email/tok-123'] })}
          />
        </AppProviders>
      </StrictMode>,
    );
    const heading = await screen.findByRole('heading', { name: 'E-mail address changed' });
    const status = heading.closest('[role="status"]') as HTMLElement;
    expect(status).toHaveTextContent('Your e-mail address has been changed.');
    expect(within(status).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    const posts = calls.filter((c) => c.key === 'POST /api/email-change/confirm');
    expect(posts).toEqual([{ key: 'POST /api/email-change/confirm', body: { token: 'tok-123' } }]);
  });

  it('links a signed-in customer to the dashboard', async () => {
    mockApi({
      ...signedInCustomer,
      'POST /api/email-change/confirm': {
        body: { success: true, message: 'Your e-mail address has been changed.' },
      },
    });
    renderRoute('/confirm-email/tok-123');
    expect(await screen.findByRole('link', { name: 'Go to My Account' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('shows the server error for a used or expired link, with a link to the dashboard', async () => {
    mockApi({
      ...signedOut,
      'POST /api/email-change/confirm': {
        status: 410,
        body: { error: 'This link was already used or has expired.' },
      },
    });
    renderRoute('/confirm-email/old');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link was already used or has expired.');
    expect(within(alert).getByRole('link', { name: 'Go to My Account' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
