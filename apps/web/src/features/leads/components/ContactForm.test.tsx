import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute } from '../../../test/render';
import { profile, signedInCustomer } from '../../../test/fixtures/account';

afterEach(() => vi.unstubAllGlobals());

describe('ContactForm for a signed-in customer', () => {
  it('fills name, e-mail and phone from the account, keeping what was typed', async () => {
    let release: () => void = () => {};
    const calls = mockApi({ ...signedInCustomer, 'GET /api/customer/profile': { body: profile } });
    // Hold the profile until the customer has typed a phone of their own.
    const realFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) === '/api/customer/profile') {
          await new Promise<void>((resolve) => (release = resolve));
        }
        return realFetch(input, init);
      }),
    );
    renderRoute('/contact');
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Ann Lee'));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ann@example.com');

    const phone = screen.getByLabelText('Phone');
    await userEvent.setup().type(phone, '702-555-9999');
    release();
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'GET /api/customer/profile')).toBe(true),
    );
    // Let the profile's answer reach the form: the account's phone does not replace the typed one.
    await new Promise((r) => setTimeout(r, 50));
    expect(phone).toHaveValue('702-555-9999');
  });

  it('fills the phone from the profile when the field is empty', async () => {
    mockApi({ ...signedInCustomer, 'GET /api/customer/profile': { body: profile } });
    renderRoute('/contact');
    expect(await screen.findByLabelText('Phone')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue('(702) 555-0100'));
  });
});
