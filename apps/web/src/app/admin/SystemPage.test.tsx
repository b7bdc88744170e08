import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SystemStatus } from '@shop/contract';
import { adminUser, mockApi, renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const signedIn = (user: object) => ({
  'GET /api/check-auth': { body: { isAuthenticated: true, user } },
});
const manager = {
  ...adminUser,
  id: 5,
  role: 'manager',
  permissions: {
    canViewReports: true,
    canManageProducts: true,
    canManageOrders: true,
    canManageUsers: true,
  },
};

const status = (overrides: Partial<SystemStatus> = {}): SystemStatus => ({
  checkedAt: '2026-11-24T15:00:00.000Z',
  demo: true,
  database: {
    engine: 'pglite',
    reachable: true,
    migrationsApplied: 11,
    latestMigration: '0012_content_pages',
    sizeBytes: 52_428_800,
  },
  mail: { transport: 'demo-outbox', pending: 3, failed: 1, lastSentAt: null },
  payments: { provider: 'test', mode: 'test', webhookSecretSet: false, lastWebhookAt: null },
  goLive: [
    {
      key: 'payments',
      label: 'Payments',
      ready: false,
      detail: 'Demo mode: the built-in test provider takes payments; no money moves.',
      action:
        'Give the shop your live Stripe keys (STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY), stop test payments (remove PAYMENTS=test) and leave demo mode (DEMO=false).',
    },
    {
      key: 'admins',
      label: 'Administrators',
      ready: true,
      detail: '2 admin accounts.',
      action: null,
    },
  ],
  counts: {
    users: {
      total: 12,
      byRole: { admin: 1, manager: 2, customer: 9, client: 0, guest: 0 },
    },
    products: { live: 40, archived: 2 },
    orders: 1234,
    contactRequests: 7,
    siteSurveys: 5,
  },
  ...overrides,
});

const user = () => userEvent.setup({ delay: null });

/** The System page's failed background jobs: none unless a test gives some. */
const noFailedJobs = { 'GET /api/admin/jobs/failed': { body: { jobs: [] } } };

/** A shop outside demo mode on Stripe's live keys, seen by an admin. */
const liveShop = (
  payments: Pick<SystemStatus['payments'], 'webhookSecretSet' | 'lastWebhookAt'>,
) => ({
  ...signedIn(adminUser),
  'GET /api/admin/system': {
    body: status({ demo: false, payments: { provider: 'stripe', mode: 'live', ...payments } }),
  },
});

describe('/admin/system', () => {
  it('shows the go-live checklist: each line ready or not, and what to do when not', async () => {
    mockApi({
      ...signedIn(adminUser),
      ...noFailedJobs,
      'GET /api/admin/system': { body: status() },
    });
    renderRoute('/admin/system');
    const checklist = await screen.findByRole(
      'list',
      { name: 'Go-live checklist' },
      { timeout: 5000 },
    );
    expect(screen.getByText('1 of 2 ready')).toBeInTheDocument();
    const [payments, admins] = within(checklist).getAllByRole('listitem');
    expect(payments).toHaveTextContent('PaymentsNot ready');
    expect(payments).toHaveTextContent('To do: Give the shop your live Stripe keys');
    expect(admins).toHaveTextContent('AdministratorsReady');
    expect(admins).not.toHaveTextContent('To do');
  });

  it('shows database, mail, payments and counts', async () => {
    mockApi({
      ...signedIn(adminUser),
      ...noFailedJobs,
      'GET /api/admin/system': { body: status() },
    });
    renderRoute('/admin/system');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'System' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('0012_content_pages')).toBeInTheDocument();
    expect(screen.getByText('PGlite (embedded)')).toBeInTheDocument();
    expect(screen.getByText('50.0 MB')).toBeInTheDocument();
    expect(screen.getByText('Demo outbox (not sent)')).toBeInTheDocument();
    expect(screen.getByText('1 failed')).toBeInTheDocument();
    expect(screen.getByText('Built-in test provider')).toBeInTheDocument();
    const holds = screen.getByRole('region', { name: 'What the shop holds' });
    expect(holds).toHaveTextContent('1,234');
    expect(holds).toHaveTextContent('Products (archived)2');
    expect(screen.getByRole('button', { name: 'Seed demo users' })).toBeInTheDocument();
  });

  it('Refresh asks the server again', async () => {
    let answers = 0;
    const calls = mockApi({
      ...signedIn(adminUser),
      ...noFailedJobs,
      'GET /api/admin/system': () => {
        answers += 1;
        return { body: status({ counts: { ...status().counts, orders: answers } }) };
      },
    });
    renderRoute('/admin/system');
    await screen.findByText('0012_content_pages', {}, { timeout: 5000 });
    await user().click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'GET /api/admin/system')).toHaveLength(2),
    );
  });

  it('has no seed button outside demo mode', async () => {
    mockApi({ ...liveShop({ webhookSecretSet: false, lastWebhookAt: null }), ...noFailedJobs });
    renderRoute('/admin/system');
    expect(await screen.findByText('Missing', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Seed demo users' })).toBeNull();
  });

  it('does not call test payments healthy outside demo mode; live Stripe with its webhook is', async () => {
    const paymentsCard = async () =>
      (
        await screen.findByRole('heading', { level: 2, name: 'Payments' }, { timeout: 5000 })
      ).closest('.card') as HTMLElement;
    mockApi({
      ...signedIn(adminUser),
      ...noFailedJobs,
      'GET /api/admin/system': { body: status({ demo: false }) },
    });
    const { unmount } = renderRoute('/admin/system');
    const staging = await paymentsCard();
    expect(within(staging).getByText('Test mode: no real payments')).toHaveClass('bg-danger');
    unmount();

    mockApi({
      ...liveShop({ webhookSecretSet: true, lastWebhookAt: '2026-11-24T14:00:00.000Z' }),
      ...noFailedJobs,
    });
    renderRoute('/admin/system');
    const live = await paymentsCard();
    expect(within(live).getByText('Live')).toHaveClass('bg-success');
    expect(within(live).getByText('Live payments')).toBeInTheDocument();
    expect(within(live).getByText('Last webhook').nextElementSibling).not.toHaveTextContent(
      'None yet',
    );
  });

  it('seeds the demo users and says how many were created', async () => {
    const calls = mockApi({
      ...signedIn(adminUser),
      ...noFailedJobs,
      'GET /api/admin/system': { body: status() },
      'POST /api/admin/seed-users': {
        body: { success: true, created: 9, existing: 0, message: '9 demo users created.' },
      },
    });
    renderRoute('/admin/system');
    await user().click(
      await screen.findByRole('button', { name: 'Seed demo users' }, { timeout: 5000 }),
    );
    expect(await screen.findByText('9 demo users created.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'GET /api/admin/system')).toHaveLength(2),
    );
  });

  it('lists failed background jobs with their error, and Retry queues one again', async () => {
    const dead = {
      id: 42,
      kind: 'mail.send',
      attempts: 5,
      lastError: '550 mailbox unavailable',
      createdAt: '2026-11-24T14:00:00.000Z',
      finishedAt: '2026-11-24T14:08:00.000Z',
    };
    let jobs = [dead];
    const calls = mockApi({
      ...signedIn(adminUser),
      'GET /api/admin/system': { body: status() },
      'GET /api/admin/jobs/failed': () => ({ body: { jobs } }),
      'POST /api/admin/jobs/42/retry': () => {
        jobs = [];
        return { body: { success: true, message: 'The job is queued again.' } };
      },
    });
    renderRoute('/admin/system');
    const list = await screen.findByRole(
      'list',
      { name: 'Failed background jobs' },
      { timeout: 5000 },
    );
    expect(list).toHaveTextContent('Send an e-mail');
    expect(list).toHaveTextContent('550 mailbox unavailable');
    expect(list).toHaveTextContent('after 5 attempts');
    expect(within(list.closest('.card')! as HTMLElement).getByText('1 failed')).toBeVisible();

    await user().click(within(list).getByRole('button', { name: 'Retry Send an e-mail #42' }));
    expect(await screen.findByText('The job is queued again.')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /api/admin/jobs/42/retry')).toHaveLength(1);
    // The list is asked again and the job has left it.
    expect(
      await screen.findByText(/Every background job .* ran or is still being tried/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Failed background jobs' })).toBeNull();
  });

  it('says so when a retry is refused', async () => {
    mockApi({
      ...signedIn(adminUser),
      'GET /api/admin/system': { body: status() },
      'GET /api/admin/jobs/failed': {
        body: {
          jobs: [
            {
              id: 7,
              kind: 'payments.recover',
              attempts: 3,
              lastError: 'Stripe unreachable',
              createdAt: '2026-11-24T14:00:00.000Z',
              finishedAt: null,
            },
          ],
        },
      },
      'POST /api/admin/jobs/7/retry': {
        status: 404,
        body: { error: 'No failed job with this number.' },
      },
    });
    renderRoute('/admin/system');
    await user().click(
      await screen.findByRole(
        'button',
        { name: 'Retry Settle open payments #7' },
        { timeout: 5000 },
      ),
    );
    expect(
      await screen.findByText('Failed to retry the job: No failed job with this number.'),
    ).toBeInTheDocument();
  });

  it('offers Retry when the status does not load', async () => {
    mockApi({
      ...signedIn(adminUser),
      'GET /api/admin/system': { status: 500, body: { error: 'Something went wrong' } },
    });
    renderRoute('/admin/system');
    const alert = await screen.findByText(
      'Failed to load the system status: Something went wrong',
      {},
      { timeout: 5000 },
    );
    expect(within(alert.closest('.alert')!).getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('sends a manager away, whatever its permissions', async () => {
    mockApi(signedIn(manager));
    const { router } = renderRoute('/admin/system');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('the old developer pages lead to the System page', async () => {
    mockApi({
      ...signedIn(adminUser),
      ...noFailedJobs,
      'GET /api/admin/system': { body: status() },
    });
    const { router } = renderRoute('/admin/apitest');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/system'));
    void router.navigate('/admin/debugstats');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/system'));
  });
});
