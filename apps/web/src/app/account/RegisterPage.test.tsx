import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute, signedOut } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fillPersonal(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^First name/), 'Ann');
  await user.type(screen.getByLabelText(/^Last name/), 'Lee');
  await user.type(screen.getByLabelText(/^Email/), 'ann@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'password123');
  await user.type(screen.getByLabelText(/^Confirm password/), 'password123');
  await user.type(screen.getByLabelText(/^Street address/), '1 Main St');
  await user.type(screen.getByLabelText(/^City/), 'Reno');
  await user.selectOptions(screen.getByLabelText(/^State/), 'NV');
  await user.type(screen.getByLabelText(/^ZIP code/), '89501');
  await user.click(screen.getByLabelText(/I agree to the/));
}

describe('RegisterPage', () => {
  it("shows the spec's messages for an empty form and sends nothing", async () => {
    const calls = mockApi(signedOut);
    renderRoute('/register');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    for (const text of [
      'Valid email is required',
      'Password must be at least 8 characters long',
      'First name is required',
      'Last name is required',
      'Address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
      'You must accept the terms of service',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(calls.some((c) => c.key === 'POST /api/register')).toBe(false);
  });

  it('business accounts ask for a company name and hide the billing option', async () => {
    mockApi(signedOut);
    renderRoute('/register');
    const user = userEvent.setup();
    expect(await screen.findByLabelText('My billing address is different')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Business/ }));
    expect(screen.getByLabelText(/^Company name/)).toBeInTheDocument();
    expect(screen.queryByLabelText('My billing address is different')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
  });

  it('asks for the billing address only when it is different', async () => {
    mockApi(signedOut);
    renderRoute('/register');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('My billing address is different'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Billing address is required')).toBeInTheDocument();
    expect(await screen.findByText('Billing ZIP code is required')).toBeInTheDocument();
  });

  it('sends the form and shows the confirmation with its two ways on', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const calls = mockApi({
      ...signedOut,
      'POST /api/register': {
        status: 201,
        body: { success: true, message: 'ok', user: { id: 3, email: 'ann@example.com' } },
      },
    });
    renderRoute('/register');
    const user = userEvent.setup();
    await screen.findByLabelText(/^First name/);
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const status = await screen.findByRole('status');
    const heading = within(status).getByRole('heading', { level: 1, name: 'Account created' });
    // The heading is where the focus and the view go (the long form was scrolled far down).
    expect(heading).toHaveFocus();
    expect(scrolled.mock.contexts).toContain(heading);
    expect(within(status).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    const sent = calls.find((c) => c.key === 'POST /api/register')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      email: 'ann@example.com',
      firstName: 'Ann',
      accountType: 'personal',
      state: 'NV',
      termsAccepted: true,
    });
    await user.click(within(status).getByRole('button', { name: 'Create Another Account' }));
    expect(screen.getByLabelText(/^First name/)).toHaveValue('');
  });

  it('sends where to return after signing in, for the verification link', async () => {
    const calls = mockApi({
      ...signedOut,
      'POST /api/register': {
        status: 201,
        body: { success: true, message: 'ok', user: { id: 3, email: 'ann@example.com' } },
      },
    });
    const back = '/quote/abc?accept=1';
    renderRoute(`/register?redirect=${encodeURIComponent(back)}`);
    const user = userEvent.setup();
    await screen.findByLabelText(/^First name/);
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const status = await screen.findByRole('status');
    expect(within(status).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(back)}`,
    );
    const sent = calls.find((c) => c.key === 'POST /api/register')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ email: 'ann@example.com', returnTo: back });
  });

  it("offers every US state and DC, and Canada's provinces once Canada is chosen", async () => {
    mockApi(signedOut);
    renderRoute('/register');
    const user = userEvent.setup();
    const state = await screen.findByLabelText(/^State/);
    const codes = () =>
      within(state)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value'))
        .filter(Boolean);
    expect(codes()).toHaveLength(51);
    expect(within(state).getByRole('option', { name: 'Texas' })).toHaveValue('TX');
    expect(within(state).getByRole('option', { name: 'District of Columbia' })).toHaveValue('DC');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'Canada');
    expect(codes()).toHaveLength(13);
    expect(within(state).getByRole('option', { name: 'Ontario' })).toHaveValue('ON');
    expect(within(state).queryByRole('option', { name: 'Texas' })).toBeNull();
  });

  it("puts the server's field errors on the fields", async () => {
    mockApi({
      ...signedOut,
      'POST /api/register': {
        status: 409,
        body: {
          error: 'An account with this email already exists',
          errors: { email: 'An account with this email already exists' },
        },
      },
    });
    renderRoute('/register');
    const user = userEvent.setup();
    await screen.findByLabelText(/^First name/);
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findAllByText('An account with this email already exists')).toHaveLength(2);
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });
});
