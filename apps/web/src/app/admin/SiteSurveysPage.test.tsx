import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute } from '../../test/render';
import { surveyRecord, surveyStats } from '../../test/fixtures/leads';
import { pagination, queriesTo, signedInAdmin, XSS } from '../../test/fixtures/common';

configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/admin/site-surveys';
const setup = () => userEvent.setup({ delay: null });

const sam = surveyRecord({ id: 21, customer_company: XSS });
const anonymous = surveyRecord({
  id: 22,
  customer_name: '',
  customer_email: 'anon@example.com',
  customer_company: null,
  property_type: 'residential',
  survey_type: 'upgrade',
  building_count: 1,
  estimated_cameras: 4,
  estimated_value: 3200,
  complexity_score: 2,
  timeframe: 'quarter',
  priority: 'high',
  status: 'completed',
  responded_at: '2026-03-05T12:00:00.000Z',
});

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedInAdmin,
    [`GET ${LIST}`]: {
      body: { success: true, surveys: [sam, anonymous], pagination: pagination(2) },
    },
    [`GET ${LIST}/stats`]: { body: { success: true, stats: surveyStats } },
    ...overrides,
  });
}

describe('/admin/site-surveys', () => {
  it('shows the stats and each survey with its project, value, complexity and urgency', async () => {
    api();
    renderRoute('/admin/site-surveys');

    const samRow = (await screen.findByText('Sam Ortega')).closest('tr')!;
    expect(within(samRow).getByText(XSS)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(samRow).toHaveTextContent('CommercialNew installation9 cameras2 buildings');
    expect(within(samRow).getByText('$12,450')).toBeInTheDocument();
    expect(within(samRow).getByRole('progressbar', { name: 'Complexity score' })).toHaveAttribute(
      'aria-valuenow',
      '7',
    );
    expect(within(samRow).getByText('Urgent')).toBeInTheDocument();
    // Normal priority adds no badge.
    expect(within(samRow).queryByText('Normal')).toBeNull();

    const anonRow = screen.getByText('Anonymous Customer').closest('tr')!;
    expect(anonRow).toHaveTextContent('ResidentialUpgrade an existing system4 cameras');
    expect(anonRow).not.toHaveTextContent('buildings');
    expect(within(anonRow).getByText('Medium')).toBeInTheDocument();
    expect(within(anonRow).getByText('High')).toBeInTheDocument();
    expect(anonRow).toHaveTextContent(/Responded Mar 5, 2026/);
    expect(
      within(anonRow).getByRole('button', { name: 'Close: survey from Anonymous Customer' }),
    ).toBeInTheDocument();

    const stats = screen.getByRole('region', { name: 'Statistics' });
    for (const [label, value] of [
      ['Total Surveys', '9'],
      ['This Month', '3'],
      ['Total Value', '$98,765'],
      ['Avg Complexity', '5.4/10'],
      ['Urgent', '2'],
      ['Completed', '4'],
    ] as const) {
      expect(within(stats).getByText(label).previousElementSibling).toHaveTextContent(value);
    }
    expect(screen.getByRole('link', { name: /View Survey Form/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('filters by property type and timeframe on the server, and sorts by a column', async () => {
    const user = setup();
    api();
    const { router } = renderRoute('/admin/site-surveys');
    await screen.findByText('Sam Ortega');

    await user.selectOptions(screen.getByLabelText('Property type'), 'residential');
    await user.selectOptions(screen.getByLabelText('Timeframe'), 'asap');
    await waitFor(() => expect(queriesTo('GET', LIST).at(-1)!.get('timeframe')).toBe('asap'));
    expect(queriesTo('GET', LIST).at(-1)!.get('property_type')).toBe('residential');

    const value = screen.getByRole('columnheader', { name: /Value/ });
    await user.click(within(value).getByRole('button'));
    await waitFor(() => expect(queriesTo('GET', LIST).at(-1)!.get('sort')).toBe('estimated_value'));
    expect(queriesTo('GET', LIST).at(-1)!.get('order')).toBe('desc');
    expect(screen.getByRole('columnheader', { name: /Value/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByLabelText('Sort by')).toHaveValue('estimated_value');
    expect(router.state.location.search).toBe(
      '?property_type=residential&timeframe=asap&sort=estimated_value&order=desc',
    );
  });

  it('offers the survey statuses in the bulk bar and completes a survey with the quick action', async () => {
    const user = setup();
    const calls = api({
      [`PUT ${LIST}/21`]: {
        body: { success: true, survey: { ...sam, status: 'completed' }, notes: [], history: [] },
      },
    });
    renderRoute('/admin/site-surveys');
    await screen.findByText('Sam Ortega');

    await user.click(screen.getByRole('checkbox', { name: 'Select survey from Sam Ortega' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Reviewing',
      'Quoted',
      'Won',
      'Lost',
      'Scheduled',
      'Completed',
      'Closed',
      'Delete',
      'Clear selection',
    ]);

    await user.click(
      screen.getByRole('button', { name: 'Mark completed: survey from Sam Ortega' }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.key === `PUT ${LIST}/21`)?.body).toEqual({ status: 'completed' }),
    );
  });

  it('reports a failed delete', async () => {
    const user = setup();
    api({ [`DELETE ${LIST}/21`]: { status: 500, body: { error: 'boom' } } });
    renderRoute('/admin/site-surveys');
    await screen.findByText('Sam Ortega');
    await user.click(screen.getByRole('button', { name: 'Delete survey from Sam Ortega' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Delete the survey from Sam Ortega? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: /Delete/ }));
    expect(
      await screen.findByText('Failed to delete site survey. Please try again.'),
    ).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    api({ [`GET ${LIST}`]: { status: 500, body: { error: 'down' } } });
    renderRoute('/admin/site-surveys');
    expect(
      await screen.findByText('Failed to load site surveys. Please try again.'),
    ).toBeInTheDocument();
  });
});
