import Badge from 'react-bootstrap/Badge';
import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@shop/contract';
import { adminStatsQuery } from '../../features/dashboard/api/get-admin-stats';
import { DailySection } from '../../features/dashboard/components/DailySection';
import { InstallationsOutlook } from '../../features/dashboard/components/InstallationsOutlook';
import { MissingUnitsAlert } from '../../features/dashboard/components/MissingUnitsAlert';
import { PopularProductsTable } from '../../features/dashboard/components/PopularProductsTable';
import { QuotePipelineCard } from '../../features/dashboard/components/QuotePipelineCard';
import { QuickActions } from '../../features/dashboard/components/QuickActions';
import { RecentOrdersTable } from '../../features/dashboard/components/RecentOrdersTable';
import { RecurringRevenueCard } from '../../features/dashboard/components/RecurringRevenueCard';
import { ReturnsCard } from '../../features/dashboard/components/ReturnsCard';
import { StatCards, type StatCard } from '../../features/dashboard/components/StatCards';
import { TopPagesTable } from '../../features/dashboard/components/TopPagesTable';
import { canOpenOrders, quickActionsFor } from '../../features/dashboard/quick-actions';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { useAuth } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatMoney, formatCount } from '../../lib/format';

const totalsCards = ({ totals }: AdminStats): StatCard[] => [
  {
    label: 'Total Products',
    value: formatCount(totals.products),
    icon: 'box-seam',
    tone: 'text-primary',
  },
  {
    label: 'Orders, last 30 days',
    value: formatCount(totals.ordersLast30Days),
    icon: 'cart-check',
    tone: 'text-success',
  },
  {
    label: 'Revenue, last 30 days',
    value: formatMoney(totals.revenueLast30Days),
    icon: 'currency-dollar',
    tone: 'text-success',
  },
  {
    label: 'Active Users',
    value: formatCount(totals.activeUsers),
    icon: 'people',
    tone: 'text-info',
  },
  {
    label: 'Page Views, last 30 days',
    value: formatCount(totals.pageViewsLast30Days),
    icon: 'eye',
    tone: 'text-warning',
  },
];

const accountCards = ({ users }: AdminStats): StatCard[] => [
  { label: 'Total users', value: formatCount(users.total), icon: 'people', tone: 'text-primary' },
  {
    label: 'Customers',
    value: formatCount(users.customers),
    icon: 'person-check',
    tone: 'text-success',
  },
  {
    label: 'Staff (admins and managers)',
    value: formatCount(users.admins + users.managers),
    icon: 'person-gear',
    tone: 'text-primary',
  },
  {
    label: 'Inactive',
    value: formatCount(users.inactive),
    icon: 'person-dash',
    tone: 'text-secondary',
  },
  {
    label: 'Awaiting e-mail verification',
    value: formatCount(users.unverified),
    icon: 'envelope-exclamation',
    tone: 'text-warning',
  },
  {
    label: 'New this month',
    value: formatCount(users.newThisMonth),
    icon: 'calendar-plus',
    tone: 'text-info',
  },
];

/**
 * /admin/dashboard (docs/modules/dashboard.md#screens), every figure from the database
 * (docs/modules/dashboard.md#rules): totals, quick actions, the quote pipeline and the next 7 days
 * of installations, the returns and the plans' recurring revenue, the last 30 days as a chart,
 * recent orders, best sellers, the most viewed pages and the accounts.
 */
export default function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const stats = useQuery(adminStatsQuery());
  const { user } = useAuth();

  return (
    <div className="container py-4 py-md-5">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="h2 mb-0 me-auto">Admin Dashboard</h1>
        <Badge bg="success">
          <i className="bi bi-shield-check me-1" aria-hidden="true" />
          Admin Mode Active
        </Badge>
      </div>

      {stats.isPending && <LoadingState label="Loading dashboard..." />}
      {stats.isError && (
        <ErrorState
          message="Failed to load dashboard data"
          retryLabel="Retry"
          onRetry={() => void stats.refetch()}
        />
      )}
      {stats.isSuccess && (
        <>
          <StatCards
            label="Totals"
            cards={totalsCards(stats.data)}
            colClass="col-6 col-md-4 col-xl"
          />
          <MissingUnitsAlert
            count={stats.data.totals.ordersMissingUnits}
            linkToOrders={canOpenOrders(user)}
          />
          <QuickActions actions={quickActionsFor(user)} />
          <div className="row g-3 mb-3">
            <div className="col-12 col-xl-5">
              <QuotePipelineCard
                pipeline={stats.data.quotePipeline}
                linkToQuotes={canOpenOrders(user)}
              />
            </div>
            <div className="col-12 col-xl-7">
              <InstallationsOutlook
                outlook={stats.data.installations}
                linkToScreens={canOpenOrders(user)}
              />
            </div>
          </div>
          <div className="row g-3 mb-3">
            <div className="col-12 col-xl-7">
              <ReturnsCard returns={stats.data.returns} linkToRmas={canOpenOrders(user)} />
            </div>
            <div className="col-12 col-xl-5">
              <RecurringRevenueCard recurring={stats.data.recurring} />
            </div>
          </div>
          <div className="row g-3 mb-3">
            <div className="col-12 col-lg-8">
              <DailySection daily={stats.data.daily} />
            </div>
            <div className="col-12 col-lg-4">
              <TopPagesTable pages={stats.data.topPages} />
            </div>
          </div>
          <div className="mb-3">
            <RecentOrdersTable
              orders={stats.data.recentOrders}
              linkToOrders={canOpenOrders(user)}
            />
          </div>
          <div className="mb-4">
            <PopularProductsTable products={stats.data.popularProducts} />
          </div>
          <StatCards
            label="Accounts"
            showHeading
            cards={accountCards(stats.data)}
            colClass="col-6 col-md-4 col-xl-2"
          />
        </>
      )}
    </div>
  );
}
