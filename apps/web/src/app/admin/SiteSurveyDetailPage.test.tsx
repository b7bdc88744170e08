import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noLeadQuotes, quoteSummary, quotesPage } from '../../test/fixtures/quotes';
import { mockApi, renderRoute } from '../../test/render';
import { surveyRecord, surveyStats } from '../../test/fixtures/leads';
import { pagination, signedInAdmin, XSS } from '../../test/fixtures/common';

configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());

const URL = '/api/admin/site-surveys/21';
const setup = () => userEvent.setup({ delay: null });

const survey = surveyRecord({
  customer_name: `Sam ${XSS}`,
  notes: `Gate opens at 6am.\n${XSS}`,
  other_locations: 'Roof access hatch',
});

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...noLeadQuotes,
    ...signedInAdmin,
    [`GET ${URL}`]: { body: { success: true, survey, notes: [], history: [] } },
    [`GET ${URL}/notes`]: { body: { success: true, notes: [] } },
    ...overrides,
  });
}

const section = (name: string) => screen.getByRole('region', { name });
/** The value shown beside a label in a section's list. */
const valueOf = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('/admin/site-surveys/:id', () => {
  it('shows every answer with its human label, and customer text as plain text', async () => {
    api();
    renderRoute('/admin/site-surveys/21');

    expect(await screen.findByRole('heading', { name: 'Site Survey #21' })).toBeInTheDocument();
    const customer = section('Customer');
    expect(within(customer).getByText(`Sam ${XSS}`)).toBeInTheDocument();
    expect(within(customer).getByText('sam@example.com')).toHaveAttribute(
      'href',
      'mailto:sam@example.com',
    );
    expect(within(customer).getByText('702-555-0100')).toBeInTheDocument();
    expect(within(customer).getByText('Ortega Logistics')).toBeInTheDocument();
    const notes = within(section('Customer notes')).getByText(/Gate opens at 6am\./);
    expect(notes).toHaveTextContent(XSS);
    expect(notes).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(document.querySelector('img[src="x"]')).toBeNull();

    const project = section('Project overview');
    expect(valueOf(project, 'Property type')).toHaveTextContent('Commercial');
    expect(valueOf(project, 'System type')).toHaveTextContent('New installation');
    expect(valueOf(project, 'Buildings')).toHaveTextContent('2 buildings, 300 ft apart');
    expect(valueOf(project, 'Timeframe')).toHaveTextContent('As soon as possible');
    expect(valueOf(project, 'Timeframe')).toHaveTextContent('Urgent');
    expect(valueOf(project, 'Estimated cameras')).toHaveTextContent('9');
    expect(valueOf(project, 'Estimated value')).toHaveTextContent('$12,450');
    expect(within(project).getByRole('progressbar', { name: 'Complexity score' })).toHaveAttribute(
      'aria-valuenow',
      '7',
    );
    expect(valueOf(project, 'Complexity score')).toHaveTextContent('7/10');

    const cameras = section('Camera requirements');
    expect(valueOf(cameras, 'Camera locations')).toHaveTextContent('Entrances and exits 2');
    expect(valueOf(cameras, 'Camera locations')).toHaveTextContent(
      'Other locations: Roof access hatch',
    );
    expect(valueOf(cameras, 'Camera locations')).not.toHaveTextContent('Perimeter');
    expect(valueOf(cameras, 'Resolutions')).toHaveTextContent('4MP 3');
    expect(valueOf(cameras, 'Resolutions')).toHaveTextContent('8MP/4K 4');
    expect(valueOf(cameras, 'Resolutions')).not.toHaveTextContent('6MP (fisheye only)');
    expect(valueOf(cameras, 'Viewing types')).toHaveTextContent('Recognition');
    expect(valueOf(cameras, 'Lens types')).toHaveTextContent('Fixed 5');
    expect(valueOf(cameras, 'Lens types')).toHaveTextContent('Fisheye 1');
    expect(valueOf(cameras, 'Lens types')).toHaveTextContent('Motorized/Varifocal Zoom 1');
    expect(valueOf(cameras, 'PTZ cameras')).toHaveTextContent('Yes, 2');
    expect(valueOf(cameras, 'Lighting conditions')).toHaveTextContent(
      'Daylight, Night-time' + 'Night-time recording: Infrared (IR)',
    );

    const technical = section('Technical specifications');
    expect(valueOf(technical, 'Existing infrastructure')).toHaveTextContent('Ethernet');
    expect(valueOf(technical, 'Transmission methods')).toHaveTextContent(
      'Ethernet (PoE), Wireless',
    );
    expect(valueOf(technical, 'Storage requirements')).toHaveTextContent('30-45 days');
    expect(valueOf(technical, 'Cloud recording')).toHaveTextContent('Yes');

    const analytics = section('Analytics');
    expect(valueOf(analytics, 'Video analytics')).toHaveTextContent(
      'Motion detection, License plate recognition',
    );
    expect(valueOf(analytics, 'Point of sale integration')).toHaveTextContent('Yes');
    expect(valueOf(analytics, 'Focal lengths')).toHaveTextContent('2.8mm, 4mm');
  });

  it('says "Anonymous Customer" without a name, and no PTZ count unless PTZ was chosen', async () => {
    api({
      [`GET ${URL}`]: {
        body: {
          success: true,
          survey: surveyRecord({ customer_name: ' ', ptz_cameras: 'no', ptz_count: 0 }),
          notes: [],
          history: [],
        },
      },
    });
    renderRoute('/admin/site-surveys/21');
    expect(
      await within(await screen.findByRole('region', { name: 'Customer' })).findByText(
        'Anonymous Customer',
      ),
    ).toBeInTheDocument();
    expect(valueOf(section('Camera requirements'), 'PTZ cameras')).toHaveTextContent(/^No$/);
  });

  it('saves status and assignee, then shows what the server stored', async () => {
    const user = setup();
    const calls = api({
      [`PUT ${URL}`]: (body) => ({
        body: {
          success: true,
          survey: {
            ...survey,
            ...(body as object),
            // The server's copy of the name may lag; the staff list's is shown.
            assigned_user_name: null,
            updated_at: '2026-03-04T09:30:00.000Z',
          },
          notes: [],
          history: [],
        },
      }),
    });
    renderRoute('/admin/site-surveys/21');
    const management = await screen.findByRole('region', { name: 'Management' });
    expect(within(management).getByText('Unassigned', { selector: 'strong' })).toBeInTheDocument();

    await user.selectOptions(within(management).getByLabelText('Status'), 'quoted');
    await waitFor(() =>
      expect(calls.find((c) => c.key === `PUT ${URL}`)?.body).toEqual({ status: 'quoted' }),
    );
    await waitFor(() => expect(within(management).getByLabelText('Status')).toHaveValue('quoted'));
    expect(screen.getByText('Quoted', { selector: '.badge' })).toBeInTheDocument();
    expect(within(section('Timeline')).getByText('Updated')).toBeInTheDocument();

    await user.selectOptions(within(management).getByLabelText('Assign to'), '4');
    await waitFor(() =>
      expect(calls.filter((c) => c.key === `PUT ${URL}`).at(-1)?.body).toEqual({
        assigned_user_id: 4,
      }),
    );
    expect(
      await within(management).findByText('Mia Chen', { selector: 'strong' }),
    ).toBeInTheDocument();
  });

  it('reports a failed update', async () => {
    const user = setup();
    api({ [`PUT ${URL}`]: { status: 500, body: { error: 'boom' } } });
    renderRoute('/admin/site-surveys/21');
    const management = await screen.findByRole('region', { name: 'Management' });
    await user.selectOptions(within(management).getByLabelText('Priority'), 'urgent');
    expect(await screen.findByText('Failed to update survey')).toBeInTheDocument();
    expect(within(management).getByLabelText('Priority')).toHaveValue('normal');
  });

  it('adds an admin note to the list; a failure keeps the draft to try again', async () => {
    const user = setup();
    let fail = true;
    const saved = {
      id: 3,
      text: `Call back Monday ${XSS}`,
      user_id: 1,
      user_name: 'Bo Lee',
      created_at: '2026-03-05T10:00:00.000Z',
    };
    const calls = api({
      [`POST ${URL}/notes`]: () =>
        fail
          ? { status: 500, body: { error: 'boom' } }
          : { status: 201, body: { success: true, note: saved } },
      [`GET ${URL}/notes`]: () => ({ body: { success: true, notes: fail ? [] : [saved] } }),
    });
    renderRoute('/admin/site-surveys/21');
    const notes = await screen.findByRole('region', { name: 'Admin notes' });
    expect(await within(notes).findByText('No notes yet.')).toBeInTheDocument();

    await user.type(within(notes).getByLabelText('Add a note'), `Call back Monday ${XSS}`);
    await user.click(within(notes).getByRole('button', { name: /Add note/ }));
    expect(await within(notes).findByText('Failed to save notes')).toBeInTheDocument();
    expect(within(notes).getByLabelText('Add a note')).toHaveValue(`Call back Monday ${XSS}`);

    fail = false;
    await user.click(within(notes).getByRole('button', { name: /Add note/ }));
    expect(await within(notes).findByText(`Call back Monday ${XSS}`)).toBeInTheDocument();
    expect(within(notes).getByText('Bo Lee')).toBeInTheDocument();
    expect(within(notes).getByLabelText('Add a note')).toHaveValue('');
    expect(calls.filter((c) => c.key === `POST ${URL}/notes`).at(-1)?.body).toEqual({
      text: `Call back Monday ${XSS}`,
    });
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('copies the e-mail address and says so', async () => {
    const user = setup();
    api();
    renderRoute('/admin/site-surveys/21');
    const customer = await screen.findByRole('region', { name: 'Customer' });
    await user.click(within(customer).getByRole('button', { name: 'Copy email' }));
    expect(await within(customer).findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('sam@example.com');
  });

  it('deletes after a confirmation naming the customer, then returns to the list', async () => {
    const user = setup();
    const calls = api({
      [`DELETE ${URL}`]: { body: { success: true, message: 'Deleted' } },
      'GET /api/admin/site-surveys': {
        body: { success: true, surveys: [], pagination: pagination(0) },
      },
      'GET /api/admin/site-surveys/stats': { body: { success: true, stats: surveyStats } },
    });
    const { router } = renderRoute('/admin/site-surveys/21');
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      `Delete the survey from Sam ${XSS}? This action cannot be undone.`,
    );
    await user.click(within(dialog).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/site-surveys'));
    expect(calls.some((c) => c.key === `DELETE ${URL}`)).toBe(true);
    expect(await screen.findByText('No site surveys found.')).toBeInTheDocument();
  });

  it('reports a failed delete and stays', async () => {
    const user = setup();
    api({ [`DELETE ${URL}`]: { status: 500, body: { error: 'boom' } } });
    const { router } = renderRoute('/admin/site-surveys/21');
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /Delete/ }),
    );
    expect(await screen.findByText('Failed to delete survey')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/site-surveys/21');
  });

  it("lists the survey's quotes and starts a new one from it", async () => {
    let asked: URLSearchParams | undefined;
    api({
      'GET /api/admin/quotes': (_body, url) => {
        asked = url.searchParams;
        return { body: quotesPage([quoteSummary({ status: 'sent', total: 1234 })]) };
      },
    });
    renderRoute('/admin/site-surveys/21');
    const quotes = await screen.findByRole('region', { name: 'Quotes' });
    expect(await within(quotes).findByRole('link', { name: 'QT-2026-000012' })).toHaveAttribute(
      'href',
      '/admin/quotes/12',
    );
    expect(within(quotes).getByText('Sent')).toBeInTheDocument();
    expect(within(quotes).getByText('$1,234.00')).toBeInTheDocument();
    expect(within(quotes).getByRole('link', { name: 'Create Quote' })).toHaveAttribute(
      'href',
      '/admin/quotes/new?survey=21',
    );
    expect(asked?.get('siteSurveyId')).toBe('21');
  });

  it('shows the load error with a way back', async () => {
    api({ [`GET ${URL}`]: { status: 404, body: { error: 'Site survey not found' } } });
    renderRoute('/admin/site-surveys/21');
    expect(
      await screen.findByText('Failed to load site survey: Site survey not found'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Site Surveys/ })).toHaveAttribute(
      'href',
      '/admin/site-surveys',
    );
  });

  it('says so when the address holds no survey id', async () => {
    api();
    renderRoute('/admin/site-surveys/abc');
    expect(await screen.findByText('No site survey ID provided')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Site Surveys/ })).toBeInTheDocument();
  });
});
