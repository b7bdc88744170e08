import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute, signedOut } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const USED = 'This link was already used or has expired: sign in, or ask for a new one.';

describe('VerifyEmailPage', () => {
  it('verifies once and offers to sign in', async () => {
    const calls = mockApi({
      ...signedOut,
      'GET /api/verify/good-token': {
        body: { success: true, message: 'Your e-mail address has been verified.' },
      },
    });
    renderRoute('/verify/good-token');
    const heading = await screen.findByRole('heading', { name: 'E-mail verified' });
    const status = heading.closest('[role="status"]') as HTMLElement;
    expect(status).not.toBeNull();
    expect(within(status).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(calls.filter((c) => c.key === 'GET /api/verify/good-token')).toHaveLength(1);
  });

  it('a link mailed on the way to a quote signs in back to it; another site is ignored', async () => {
    mockApi({
      ...signedOut,
      'GET /api/verify/quote-token': { body: { success: true, message: 'Verified.' } },
      'GET /api/verify/evil-token': { body: { success: true, message: 'Verified.' } },
    });
    const back = '/quote/abc?accept=1';
    const first = renderRoute(`/verify/quote-token?redirect=${encodeURIComponent(back)}`);
    await screen.findByRole('heading', { name: 'E-mail verified' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(back)}`,
    );
    first.unmount();
    renderRoute(`/verify/evil-token?redirect=${encodeURIComponent('//evil.example/x')}`);
    await screen.findByRole('heading', { name: 'E-mail verified' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('a used or expired link says so, links to sign in and sends a new link', async () => {
    const calls = mockApi({
      ...signedOut,
      'GET /api/verify/used-token': {
        status: 410,
        body: { error: 'Gone', code: 'TOKEN_USED_OR_EXPIRED' },
      },
      'POST /api/resend-verification': {
        body: { success: true, message: 'A new link is on its way.' },
      },
    });
    renderRoute('/verify/used-token');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(USED);
    expect(
      within(alert).getByRole('heading', { level: 1, name: 'Link already used or expired' }),
    ).toBeInTheDocument();
    // The page's own sentence, whatever the server's text.
    expect(screen.queryByText('Gone')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');

    const user = userEvent.setup();
    const send = screen.getByRole('button', { name: 'Send a new verification link' });
    await user.click(send);
    expect(await screen.findByText('Valid email is required')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/resend-verification')).toBe(false);

    await user.type(screen.getByLabelText(/^Email/), 'Ann@Example.com');
    await user.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent('A new link is on its way.');
    expect(calls.find((c) => c.key === 'POST /api/resend-verification')?.body).toEqual({
      email: 'ann@example.com',
    });
  });

  it('an unknown token shows the server message with ways to sign in or register', async () => {
    mockApi({
      ...signedOut,
      'GET /api/verify/bogus': {
        status: 400,
        body: {
          error: 'Failed to verify email. The token may be invalid or expired.',
          code: 'TOKEN_INVALID',
        },
      },
    });
    renderRoute('/verify/bogus');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Verification failed' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to verify email. The token may be invalid or expired.');
    expect(alert).not.toHaveTextContent(USED);
    expect(within(alert).getByRole('link', { name: 'Create an Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.queryByRole('button', { name: 'Send a new verification link' })).toBeNull();
  });
});
