import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { adminStatsQuery } from '../../features/dashboard/api/get-admin-stats';
import { adminLinksFor } from '../../components/layout/admin-links';
import { useAuth } from '../../lib/auth';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const stats = useQuery(adminStatsQuery());
  const { user } = useAuth();

  const cards = stats.data
    ? [
        { label: 'Total users', value: stats.data.users.total, icon: 'people' },
        { label: 'Customers', value: stats.data.users.customers, icon: 'person-check' },
        {
          label: 'Staff (admins and managers)',
          value: stats.data.users.admins + stats.data.users.managers,
          icon: 'person-gear',
        },
        {
          label: 'Awaiting e-mail verification',
          value: stats.data.users.unverified,
          icon: 'envelope-exclamation',
        },
        { label: 'New this month', value: stats.data.users.newThisMonth, icon: 'calendar-plus' },
      ]
    : [];

  return (
    <div className="container py-5">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="h2 mb-0 me-auto">Admin Dashboard</h1>
        <Badge bg="primary">
          <i className="bi bi-shield-check me-1" aria-hidden="true" />
          Admin Mode Active
        </Badge>
      </div>
      <section aria-labelledby="stats-heading" className="mb-5">
        <h2 id="stats-heading" className="h5 mb-3">
          Accounts
        </h2>
        {stats.isPending && <LoadingState label="Loading statistics..." />}
        {stats.isError && (
          <ErrorState
            message={`Failed to load statistics: ${stats.error.message}`}
            onRetry={() => void stats.refetch()}
          />
        )}
        {stats.isSuccess && (
          <div className="row g-3">
            {cards.map((c) => (
              <div className="col-6 col-md-4 col-xl" key={c.label}>
                <Card className="h-100 shadow-sm">
                  <Card.Body>
                    <i className={`bi bi-${c.icon} text-primary fs-4`} aria-hidden="true" />
                    <div className="fs-3 fw-bold" data-testid={`stat-${c.label}`}>
                      {c.value.toLocaleString('en-US')}
                    </div>
                    <div className="small text-body-secondary">{c.label}</div>
                  </Card.Body>
                </Card>
              </div>
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="sections-heading">
        <h2 id="sections-heading" className="h5 mb-3">
          Back office
        </h2>
        <div className="row g-3">
          {adminLinksFor(user)
            .filter((l) => l.to !== '/admin/dashboard')
            .map((l) => (
              <div className="col-12 col-sm-6 col-lg-4" key={l.to}>
                <Link to={l.to} className="card h-100 text-decoration-none shadow-sm">
                  <div className="card-body d-flex align-items-center gap-3">
                    <i className={`bi bi-${l.icon} fs-4 text-primary`} aria-hidden="true" />
                    <span className="fw-semibold">{l.label}</span>
                  </div>
                </Link>
              </div>
            ))}
        </div>
      </section>
    </div>
  );
}
