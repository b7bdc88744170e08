import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noLeadQuotes } from '../../test/fixtures/quotes';
import { mockApi, renderRoute } from '../../test/render';
import { contactRecord, contactStats } from '../../test/fixtures/leads';
import { pagination, signedInAdmin, XSS } from '../../test/fixtures/common';

configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());

const URL = '/api/admin/contact-requests/11';
const setup = () => userEvent.setup({ delay: null });

const request = contactRecord({
  name: 'Dana Whitfield',
  subject: `Quote ${XSS}`,
  message: `Line one\n${XSS}`,
  status: 'responded',
  assigned_user_id: 4,
  assigned_user_name: 'Mia Chen',
  updated_at: '2026-03-03T09:00:00.000Z',
  responded_at: '2026-03-03T09:00:00.000Z',
});

const notes = [
  {
    id: 2,
    text: 'Called once.',
    user_id: 4,
    user_name: 'Mia Chen',
    created_at: '2026-03-03T08:00:00.000Z',
  },
  {
    id: 1,
    text: 'From the old notes field',
    user_id: null,
    user_name: null,
    created_at: '2026-03-02T16:00:00.000Z',
  },
];
const history = [
  {
    id: 6,
    field: 'status',
    from_value: 'in_progress',
    to_value: 'responded',
    user_id: 4,
    user_name: 'Mia Chen',
    created_at: '2026-03-03T09:00:00.000Z',
  },
  {
    id: 5,
    field: 'assignee',
    from_value: null,
    to_value: 'Mia Chen',
    user_id: 1,
    user_name: 'Bo Lee',
    created_at: '2026-03-02T16:30:00.000Z',
  },
];

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...noLeadQuotes,
    ...signedInAdmin,
    [`GET ${URL}`]: { body: { success: true, contactRequest: request, notes, history } },
    [`GET ${URL}/notes`]: { body: { success: true, notes } },
    ...overrides,
  });
}

describe('/admin/contact-requests/:id', () => {
  it('shows the customer, the request as text and its timeline', async () => {
    api();
    renderRoute('/admin/contact-requests/11');

    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(within(customer).getByText('DW')).toBeInTheDocument();
    expect(within(customer).getByText('Dana Whitfield')).toBeInTheDocument();
    expect(within(customer).getByRole('button', { name: 'Copy email' })).toBeInTheDocument();
    expect(within(customer).getByRole('button', { name: 'Copy phone' })).toBeInTheDocument();
    expect(within(customer).getByText('Commercial')).toBeInTheDocument();
    expect(within(customer).getByText('CCTV Installation')).toBeInTheDocument();

    const details = screen.getByRole('region', { name: 'Request details' });
    expect(within(details).getByText(`Quote ${XSS}`)).toBeInTheDocument();
    const message = within(details).getByText(/Line one/);
    expect(message).toHaveTextContent(XSS);
    expect(message).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(document.querySelector('img[src="x"]')).toBeNull();

    // The history's changes, with who made them, between the submission and the answer.
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.fw-semibold')?.textContent),
    ).toEqual([
      'Submitted',
      'Assigned to Mia Chen',
      'Status: In Progress → Responded',
      'Response sent',
      'Updated',
    ]);
    expect(within(timeline).getByText(/by Bo Lee/)).toBeInTheDocument();

    // Every note, newest first, with who wrote it; one from before the list: author unknown.
    const staffNotes = screen.getByRole('region', { name: 'Internal notes' });
    const entries = await within(staffNotes).findAllByRole('listitem');
    expect(entries.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Mia Chen.*Called once\.$/),
      expect.stringMatching(/^Unknown author.*From the old notes field$/),
    ]);
  });

  it('assigns the request and shows the name from the staff list', async () => {
    const user = setup();
    const calls = api({
      [`PUT ${URL}`]: (body) => ({
        body: {
          success: true,
          contactRequest: { ...request, ...(body as object) },
          notes,
          history,
        },
      }),
    });
    renderRoute('/admin/contact-requests/11');
    const management = await screen.findByRole('region', { name: 'Management' });
    await user.selectOptions(within(management).getByLabelText('Assign to'), '1');
    await waitFor(() =>
      expect(calls.find((c) => c.key === `PUT ${URL}`)?.body).toEqual({ assigned_user_id: 1 }),
    );
    expect(
      await within(management).findByText('Bo Lee', { selector: 'strong' }),
    ).toBeInTheDocument();
  });

  it('reports failed updates and notes with the spec texts', async () => {
    const user = setup();
    api({
      [`PUT ${URL}`]: { status: 500, body: { error: 'boom' } },
      [`POST ${URL}/notes`]: { status: 500, body: { error: 'boom' } },
    });
    renderRoute('/admin/contact-requests/11');
    const management = await screen.findByRole('region', { name: 'Management' });
    await user.selectOptions(within(management).getByLabelText('Status'), 'closed');
    expect(await screen.findByText('Failed to update request')).toBeInTheDocument();

    const staffNotes = screen.getByRole('region', { name: 'Internal notes' });
    await user.type(within(staffNotes).getByLabelText('Add a note'), 'Left a voicemail');
    await user.click(within(staffNotes).getByRole('button', { name: /Add note/ }));
    expect(await screen.findByText('Failed to save notes')).toBeInTheDocument();
  });

  it('deletes after a confirmation naming the requester and returns to the list it came from', async () => {
    const user = setup();
    const calls = api({
      [`DELETE ${URL}`]: { body: { success: true, message: 'Deleted' } },
      'GET /api/admin/contact-requests': {
        body: { success: true, contactRequests: [], pagination: pagination(0) },
      },
      'GET /api/admin/contact-requests/stats': { body: { success: true, stats: contactStats } },
    });
    const { router } = renderRoute('/admin/contact-requests/11');
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Delete the request from Dana Whitfield? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/contact-requests'));
    expect(calls.some((c) => c.key === `DELETE ${URL}`)).toBe(true);
  });

  it('shows load errors and a bad id with a way back', async () => {
    api({ [`GET ${URL}`]: { status: 404, body: { error: 'Contact request not found' } } });
    renderRoute('/admin/contact-requests/11');
    expect(
      await screen.findByText('Failed to load contact request: Contact request not found'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Contact Requests/ })).toBeInTheDocument();
  });

  it('says so when the address holds no request id', async () => {
    api();
    renderRoute('/admin/contact-requests/0');
    expect(await screen.findByText('No contact request ID provided')).toBeInTheDocument();
  });
});
