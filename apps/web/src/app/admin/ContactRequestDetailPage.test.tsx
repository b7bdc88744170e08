import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  notes: 'Called once.',
  updated_at: '2026-03-03T09:00:00.000Z',
  responded_at: '2026-03-03T09:00:00.000Z',
});

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedInAdmin,
    [`GET ${URL}`]: { body: { success: true, contactRequest: request } },
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

    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText('Submitted')).toBeInTheDocument();
    expect(within(timeline).getByText('Updated')).toBeInTheDocument();
    expect(within(timeline).getByText('Response sent')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Internal notes' })).getByText('Called once.'),
    );
  });

  it('assigns the request and shows the name from the staff list', async () => {
    const user = setup();
    const calls = api({
      [`PUT ${URL}`]: (body) => ({
        body: { success: true, contactRequest: { ...request, ...(body as object) } },
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
    api({ [`PUT ${URL}`]: { status: 500, body: { error: 'boom' } } });
    renderRoute('/admin/contact-requests/11');
    const management = await screen.findByRole('region', { name: 'Management' });
    await user.selectOptions(within(management).getByLabelText('Status'), 'closed');
    expect(await screen.findByText('Failed to update request')).toBeInTheDocument();

    const notes = screen.getByRole('region', { name: 'Internal notes' });
    await user.click(within(notes).getByRole('button', { name: /Edit/ }));
    await user.clear(within(notes).getByLabelText('Internal notes'));
    await user.click(within(notes).getByRole('button', { name: 'Save' }));
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
