import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { LeadNote } from '@shop/contract';
import { mockApi } from '../../../test/render';
import { XSS } from '../../../test/fixtures/common';
import { LEAD_WRITES } from '../api/admin-leads';
import { LeadNotes } from './LeadNotes';

configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());

const URL = '/api/admin/contact-requests/11';
const note = (over: Partial<LeadNote>): LeadNote => ({
  id: 1,
  text: 'Called back',
  user_id: 1,
  user_name: 'Bo Lee',
  created_at: '2026-03-03T09:00:00.000Z',
  ...over,
});

function renderNotes() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <LeadNotes
        kind="contact"
        id={11}
        title="Internal notes"
        headingId="contact-notes-heading"
        writes={LEAD_WRITES.contact}
      />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Internal notes' });
}

describe('LeadNotes', () => {
  it('says it is loading, then "No notes yet." when there are none', async () => {
    mockApi({ [`GET ${URL}/notes`]: { body: { success: true, notes: [] } } });
    const card = renderNotes();
    expect(within(card).getByRole('status')).toHaveTextContent('Loading notes...');
    expect(await within(card).findByText('No notes yet.')).toBeInTheDocument();
  });

  it('lists every note newest first with who and when, as text', async () => {
    mockApi({
      [`GET ${URL}/notes`]: {
        body: {
          success: true,
          notes: [
            note({ id: 2, text: `Site visit Tuesday\n${XSS}`, user_name: 'Mia Chen' }),
            note({ id: 1, user_id: null, user_name: null, created_at: '2026-03-02T09:00:00Z' }),
          ],
        },
      },
    });
    const card = renderNotes();
    const items = await within(card).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Mia Chen');
    expect(within(items[0]!).getByText(/Site visit Tuesday/)).toHaveStyle({
      whiteSpace: 'pre-wrap',
    });
    expect(items[0]).toHaveTextContent(XSS);
    expect(items[1]).toHaveTextContent('Unknown author');
    expect(items[1]!.querySelector('time')).toHaveAttribute('datetime', '2026-03-02T09:00:00Z');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows a failed load with a retry that loads again', async () => {
    const user = userEvent.setup({ delay: null });
    let loads = 0;
    mockApi({
      [`GET ${URL}/notes`]: () =>
        ++loads === 1
          ? { status: 500, body: { error: 'boom' } }
          : { body: { success: true, notes: [note({})] } },
    });
    const card = renderNotes();
    expect(await within(card).findByText('Failed to load notes')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Try Again' }));
    expect(await within(card).findByText('Called back')).toBeInTheDocument();
    expect(loads).toBe(2);
  });

  it('adds a note, then shows the list as the server has it and clears the box', async () => {
    const user = userEvent.setup({ delay: null });
    let stored: LeadNote[] = [note({})];
    const calls = mockApi({
      [`GET ${URL}/notes`]: () => ({ body: { success: true, notes: stored } }),
      // The lead itself is refreshed too (its updated time moved).
      [`GET ${URL}`]: { body: { success: true } },
      [`POST ${URL}/notes`]: (body) => {
        const added = note({ id: 9, text: (body as { text: string }).text, user_name: 'Ann Lee' });
        // A colleague's note added meanwhile shows up with it.
        stored = [added, note({ id: 8, text: 'From Mia', user_name: 'Mia Chen' }), ...stored];
        return { status: 201, body: { success: true, note: added } };
      },
    });
    const card = renderNotes();
    await within(card).findByText('Called back');
    await user.type(within(card).getByLabelText('Add a note'), 'Quote sent');
    await user.click(within(card).getByRole('button', { name: /Add note/ }));
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(3));
    expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent('Quote sent');
    expect(within(card).getByText('From Mia')).toBeInTheDocument();
    expect(within(card).getByLabelText('Add a note')).toHaveValue('');
    expect(calls.find((c) => c.key === `POST ${URL}/notes`)?.body).toEqual({ text: 'Quote sent' });
  });

  it("checks the note before sending, and shows the server's verdict on it", async () => {
    const user = userEvent.setup({ delay: null });
    const calls = mockApi({
      [`GET ${URL}/notes`]: { body: { success: true, notes: [] } },
      [`POST ${URL}/notes`]: {
        status: 400,
        body: { error: 'Validation failed', errors: { text: 'Note is not allowed here' } },
      },
    });
    const card = renderNotes();
    await within(card).findByText('No notes yet.');
    await user.type(within(card).getByLabelText('Add a note'), '   ');
    await user.click(within(card).getByRole('button', { name: /Add note/ }));
    expect(await within(card).findByText('Write the note first')).toBeInTheDocument();
    expect(calls.some((c) => c.key === `POST ${URL}/notes`)).toBe(false);

    await user.type(within(card).getByLabelText('Add a note'), 'Fine');
    await user.click(within(card).getByRole('button', { name: /Add note/ }));
    expect(await within(card).findByText('Note is not allowed here')).toBeInTheDocument();
    expect(within(card).queryByText('Failed to save notes')).toBeNull();
  });
});
