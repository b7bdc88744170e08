import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAD_LIMITS } from '@shop/contract';
import { mockApi, renderRoute, signedOut } from '../../test/render';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Name/), 'Dana Whitfield');
  await user.type(screen.getByLabelText(/^Email/), 'dana@example.com');
  await user.type(screen.getByLabelText(/^Message/), 'Eight cameras, please.');
  await user.click(screen.getByLabelText(/I agree to be contacted/));
}

describe('ContactPage quote form', () => {
  it('requires name, e-mail, message and the agreement before calling the server', async () => {
    const calls = mockApi(signedOut);
    renderRoute('/contact');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Send Request/ }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(await screen.findByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByText('Please agree to be contacted about your request')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/contact')).toBe(false);
  });

  it('preselects the service of the Get a Quote link', async () => {
    mockApi(signedOut);
    renderRoute('/contact?service=alarms');
    expect(await screen.findByLabelText('Service interested in')).toHaveValue('alarms');
    expect(screen.getByLabelText('Property type')).toHaveValue('residential');
  });

  it('opens with the subject a Request a Quote link names', async () => {
    mockApi(signedOut);
    renderRoute(`/contact?subject=${encodeURIComponent('Quote for Enterprise Access System')}`);
    expect(await screen.findByLabelText(/^Subject/)).toHaveValue(
      'Quote for Enterprise Access System',
    );
  });

  it('cuts a subject longer than the field allows', async () => {
    mockApi(signedOut);
    renderRoute(`/contact?subject=${'x'.repeat(LEAD_LIMITS.subject + 50)}`);
    expect(await screen.findByLabelText(/^Subject/)).toHaveValue('x'.repeat(LEAD_LIMITS.subject));
  });

  it('sends the fields without the agreement, disables them while sending, then resets', async () => {
    let release: () => void = () => {};
    const calls = mockApi({
      ...signedOut,
      'POST /api/contact': { status: 201, body: { success: true, id: 5, message: 'ok' } },
    });
    // Hold the answer until the test has seen the submitting state.
    const realFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'POST') await new Promise<void>((r) => (release = r));
        return realFetch(input, init);
      }),
    );
    renderRoute('/contact?service=cctv');
    const user = userEvent.setup();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Property type'), 'commercial');
    await user.click(screen.getByRole('button', { name: /Send Request/ }));

    const submitting = await screen.findByRole('button', { name: /Submitting\.\.\./ });
    expect(submitting).toBeDisabled();
    expect(screen.getByLabelText(/^Name/)).toBeDisabled();
    release();

    expect(await screen.findByText('Thank you for your message!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('within 24 hours');
    // The confirmation above the form takes the focus, so it is seen after scrolling down
    // (in an effect after the render: waited for, not assumed to have run already).
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/I agree to be contacted/)).not.toBeChecked();
    const sent = calls.find((c) => c.key === 'POST /api/contact')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      message: 'Eight cameras, please.',
      propertyType: 'commercial',
      serviceType: 'cctv',
    });
    expect(sent).not.toHaveProperty('agreement');
    // A person leaves the honeypot empty.
    expect(sent.website ?? '').toBe('');
  });

  it('has a honeypot people neither see nor reach, sent as filled when a bot fills it', async () => {
    const calls = mockApi({
      ...signedOut,
      'POST /api/contact': { status: 201, body: { success: true, id: 5, message: 'ok' } },
    });
    const { container } = renderRoute('/contact');
    const user = userEvent.setup();
    await screen.findByLabelText(/^Name/);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).toHaveClass('visually-hidden');
    // Tabbing from the message and the agreement never lands on it.
    await fillRequired(user);
    for (let i = 0; i < 20; i++) {
      await user.tab();
      expect(trap).not.toHaveFocus();
    }
    // What a bot does: it fills every input it finds.
    await user.type(trap, 'https://spam.example');
    await user.click(screen.getByRole('button', { name: /Send Request/ }));
    await screen.findByText('Thank you for your message!');
    const sent = calls.find((c) => c.key === 'POST /api/contact')!.body as Record<string, unknown>;
    expect(sent.website).toBe('https://spam.example');
  });

  it('hides the confirmation after 8 seconds', async () => {
    mockApi({
      ...signedOut,
      'POST /api/contact': { status: 201, body: { success: true, id: 5, message: 'ok' } },
    });
    renderRoute('/contact');
    const user = userEvent.setup();
    await fillRequired(user);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: /Send Request/ }));
    expect(await screen.findByText('Thank you for your message!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(8000);
    });
    await waitFor(() =>
      expect(screen.queryByText('Thank you for your message!')).not.toBeInTheDocument(),
    );
  });

  it("shows the server's error and clears it on the next edit", async () => {
    mockApi({
      ...signedOut,
      'POST /api/contact': {
        status: 429,
        body: { error: 'You have sent several requests in a short time.' },
      },
    });
    renderRoute('/contact');
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: /Send Request/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: You have sent several requests in a short time.',
    );
    // What was typed is kept.
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Dana Whitfield');
    await user.type(screen.getByLabelText(/^Subject/), 'x');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('falls back to the spec message when the server cannot be reached', async () => {
    mockApi({ ...signedOut });
    renderRoute('/contact');
    const user = userEvent.setup();
    await fillRequired(user);
    const realFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'POST') throw new TypeError('network down');
        return realFetch(input, init);
      }),
    );
    await user.click(screen.getByRole('button', { name: /Send Request/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Failed to submit contact request. Please try again or call us directly.',
    );
  });
});
