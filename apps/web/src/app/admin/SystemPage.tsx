import { useState, type ComponentProps } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useQuery } from '@tanstack/react-query';
import type { Role, SystemStatus } from '@shop/contract';
import { useSeedUsers } from '../../features/system/api/seed-users';
import { systemStatusQuery } from '../../features/system/api/system-status';
import { useRefreshFailedJobs } from '../../features/system/api/failed-jobs';
import { FailedJobsCard } from '../../features/system/components/FailedJobsCard';
import { GoLiveChecklist } from '../../features/system/components/GoLiveChecklist';
import { HealthCard } from '../../features/system/components/HealthCard';
import { StatCards, type StatCard } from '../../features/dashboard/components/StatCards';
import { PageAlert, type PageAlertMessage } from '../../components/ui/PageAlert';
import { ErrorState } from '../../components/ui/ErrorState';
import { RefreshButton } from '../../components/ui/RefreshButton';
import { LoadingState } from '../../components/ui/LoadingState';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatDateTime, formatCount, formatBytes } from '../../lib/format';

const ROLE_LABELS: Partial<Record<Role, string>> = {
  admin: 'Admins',
  manager: 'Managers',
  customer: 'Customers',
  client: 'Clients',
  guest: 'Guests',
};

const countCards = ({ counts }: SystemStatus): StatCard[] => [
  { label: 'Users', value: formatCount(counts.users.total), icon: 'people', tone: 'text-primary' },
  {
    label: 'Products (live)',
    value: formatCount(counts.products.live),
    icon: 'box-seam',
    tone: 'text-success',
  },
  {
    label: 'Products (archived)',
    value: formatCount(counts.products.archived),
    icon: 'archive',
    tone: 'text-secondary',
  },
  { label: 'Orders', value: formatCount(counts.orders), icon: 'receipt', tone: 'text-success' },
  {
    label: 'Contact requests',
    value: formatCount(counts.contactRequests),
    icon: 'envelope',
    tone: 'text-info',
  },
  {
    label: 'Site surveys',
    value: formatCount(counts.siteSurveys),
    icon: 'clipboard-check',
    tone: 'text-warning',
  },
];

/** The health of the database, the mail and the payments, each with what it rests on. */
/**
 * Payments are ready when they take real money with verified webhooks; in demo mode test
 * payments are what is meant. A test provider outside demo mode is never "healthy".
 */
function paymentsState({ demo, payments }: SystemStatus): { ok: boolean; label: string } {
  const webhooksReady = payments.provider === 'test' || payments.webhookSecretSet;
  if (payments.mode === 'live') {
    return webhooksReady
      ? { ok: true, label: 'Live' }
      : { ok: false, label: 'Webhook secret missing' };
  }
  if (!demo) return { ok: false, label: 'Test mode: no real payments' };
  return webhooksReady
    ? { ok: true, label: 'Test (demo)' }
    : { ok: false, label: 'Webhook secret missing' };
}

const healthCards = (status: SystemStatus): ComponentProps<typeof HealthCard>[] => {
  const { database, mail, payments } = status;
  return [
    {
      title: 'Database',
      icon: 'database',
      state: {
        ok: database.reachable,
        label: database.reachable ? 'Reachable' : 'Unreachable',
      },
      rows: [
        {
          label: 'Engine',
          value: database.engine === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL',
        },
        {
          label: 'Migrations applied',
          value:
            database.migrationsApplied === null
              ? 'Unknown'
              : formatCount(database.migrationsApplied),
        },
        {
          label: 'Latest migration',
          value: <code>{database.latestMigration ?? 'Unknown'}</code>,
        },
        { label: 'Size', value: formatBytes(database.sizeBytes) },
      ],
    },
    {
      title: 'Mail',
      icon: 'envelope-paper',
      state: {
        ok: mail.failed === 0,
        label: mail.failed === 0 ? 'No failures' : `${formatCount(mail.failed)} failed`,
      },
      rows: [
        {
          label: 'Delivery',
          value: mail.transport === 'smtp' ? 'SMTP server' : 'Demo outbox (not sent)',
        },
        { label: 'Pending', value: formatCount(mail.pending) },
        { label: 'Failed', value: formatCount(mail.failed) },
        { label: 'Last sent', value: formatDateTime(mail.lastSentAt) },
      ],
    },
    {
      title: 'Payments',
      icon: 'credit-card',
      state: paymentsState(status),
      rows: [
        {
          label: 'Provider',
          value: payments.provider === 'stripe' ? 'Stripe' : 'Built-in test provider',
        },
        {
          label: 'Mode',
          value: payments.mode === 'live' ? 'Live payments' : 'Test: no real payments',
        },
        {
          label: 'Webhook secret',
          value:
            payments.provider === 'test'
              ? 'Not needed'
              : payments.webhookSecretSet
                ? 'Set'
                : 'Missing',
        },
        ...(payments.provider === 'stripe'
          ? [{ label: 'Last webhook', value: formatDateTime(payments.lastWebhookAt, 'None yet') }]
          : []),
      ],
    },
  ];
};

/**
 * /admin/system (admins only): replaces the old developer pages /admin/apitest and
 * /admin/debugstats (docs/modules/system.md#screens) with the shop's health and counts.
 */
export default function SystemPage() {
  useDocumentTitle('System');
  const status = useQuery(systemStatusQuery());
  const refreshFailedJobs = useRefreshFailedJobs();
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);
  const seed = useSeedUsers({
    onMutate: () => setAlert(null),
    onSuccess: (result) => setAlert({ variant: 'success', text: result.message }),
    onError: (err) => setAlert({ variant: 'danger', text: `Failed to seed users: ${err.message}` }),
  });

  return (
    <div className="container py-4 py-md-5">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="h2 mb-0 me-auto">
          <i className="bi bi-hdd-stack text-primary me-2" aria-hidden="true" />
          System
        </h1>
        <RefreshButton
          fetching={status.isFetching}
          onRefresh={() => {
            void status.refetch();
            void refreshFailedJobs();
          }}
        />
      </div>
      <PageAlert message={alert} onClose={() => setAlert(null)} />
      {status.isPending ? (
        <LoadingState label="Checking the system..." />
      ) : status.isError ? (
        <ErrorState
          message={`Failed to load the system status: ${status.error.message}`}
          onRetry={() => void status.refetch()}
          retryLabel="Retry"
        />
      ) : (
        <SystemDetails status={status.data} seeding={seed.isPending} onSeed={() => seed.mutate()} />
      )}
    </div>
  );
}

function SystemDetails({
  status,
  seeding,
  onSeed,
}: {
  status: SystemStatus;
  seeding: boolean;
  onSeed: () => void;
}) {
  const { counts } = status;
  return (
    <>
      <p className="small text-body-secondary">
        Checked {formatDateTime(status.checkedAt)}. Running in {status.demo ? 'demo' : 'production'}{' '}
        mode.
      </p>
      <GoLiveChecklist items={status.goLive} />
      <div className="row g-3 mb-4">
        {healthCards(status).map((card) => (
          <div className="col-12 col-md-6 col-xl-4" key={card.title}>
            <HealthCard {...card} />
          </div>
        ))}
      </div>

      <FailedJobsCard />

      <StatCards
        label="What the shop holds"
        cards={countCards(status)}
        colClass="col-6 col-md-4 col-xl-2"
        showHeading
      />

      <div className="row g-3">
        <div className="col-12 col-md-6">
          <Card className="shadow-sm h-100">
            <Card.Header as="h2" className="h6 mb-0 py-3">
              <i className="bi bi-person-badge me-2" aria-hidden="true" />
              Users by role
            </Card.Header>
            <Card.Body>
              <dl className="mb-0 small">
                {Object.entries(counts.users.byRole)
                  .filter(([role, n]) => n > 0 || role === 'admin' || role === 'customer')
                  .map(([role, n]) => (
                    <div className="d-flex justify-content-between mb-2" key={role}>
                      <dt className="fw-normal text-body-secondary">
                        {ROLE_LABELS[role as Role] ?? role}
                      </dt>
                      <dd className="fw-semibold mb-0">{formatCount(n)}</dd>
                    </div>
                  ))}
              </dl>
            </Card.Body>
          </Card>
        </div>
        {status.demo && (
          <div className="col-12 col-md-6">
            <Card className="shadow-sm h-100">
              <Card.Header as="h2" className="h6 mb-0 py-3">
                <i className="bi bi-people-fill me-2" aria-hidden="true" />
                Demo data
              </Card.Header>
              <Card.Body>
                <p className="small">
                  Adds a fixed set of demo customers and one demo manager (verified, with addresses)
                  so the users and customers screens have people to show. Nobody can sign in to
                  them. Pressing it again adds nobody twice.
                </p>
                <Button variant="outline-primary" onClick={onSeed} disabled={seeding}>
                  {seeding ? (
                    <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
                  ) : (
                    <i className="bi bi-person-plus me-1" aria-hidden="true" />
                  )}
                  Seed demo users
                </Button>
              </Card.Body>
            </Card>
          </div>
        )}
      </div>
    </>
  );
}
