import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  ADMIN_SUBSCRIPTIONS_PAGE_SIZE,
  PLAN_MONITORING_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
  type AdminSubscriptionRow,
  type SubscriptionStatus,
} from '@shop/contract';
import { hasPermission } from '@shop/contract/permissions';
import {
  ClearFiltersButton,
  FilterSearch,
  FilterSelect,
  FiltersCard,
} from '../../../components/list/FiltersBar';
import { ListResults, listStateOf } from '../../../components/list/ListResults';
import { endColumn, MoneyCell, TableHead } from '../../../components/list/TableParts';
import { DownloadLink } from '../../../components/ui/DownloadLink';
import { useAuth } from '../../../lib/auth';
import { errorText } from '../../../lib/error-text';
import { formatDate, formatMoney } from '../../../lib/format';
import { optionsOf, type Option } from '../../../lib/options';
import { oneOf, useListParams, type ListSpec } from '../../../lib/use-list-params';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { adminPlansQuery, plansOnSaleQuery } from '../api/plans';
import { adminSubscriptionsListQuery, suspendedCsvUrl } from '../api/subscriptions';
import { INTERVAL_LABELS } from '../subscription-labels';
import { StartPlanDialog } from './StartPlanDialog';
import { SubscriptionStatusBadge } from './SubscriptionStatusBadge';

const STATUS_OPTIONS = optionsOf(SUBSCRIPTION_STATUS_LABELS);

/** The list's view in the address: page, status, plan, past due and search (no sort: newest first). */
const LIST_SPEC: ListSpec<'newest', 'status' | 'planId' | 'pastDue'> = {
  sorts: ['newest'],
  defaultSort: 'newest',
  filters: {
    status: oneOf(SUBSCRIPTION_STATUS_LABELS),
    planId: (v) => /^[1-9]\d{0,8}$/.test(v),
    pastDue: (v) => v === 'true',
  },
};

/**
 * Below xxl the admin frame's side menu leaves too little room (1280 px): the site moves under
 * the customer, so the e-mail need not break mid-word.
 */
const WIDE = 'd-none d-xxl-table-cell';

const COLUMNS = [
  'Subscription',
  'Customer',
  'Plan',
  endColumn('Price'),
  endColumn('RMR'),
  { label: 'Site', className: WIDE },
  'Status',
  'Renewal',
  endColumn('Owed'),
];

/** When the subscription next renews, or why it does not. */
function renewalText(row: AdminSubscriptionRow): string {
  if (row.status === 'cancelled') return 'Ended';
  if (row.status === 'incomplete') return 'Awaiting first payment';
  if (row.status === 'paused') return 'Paused';
  if (row.status === 'suspended')
    return row.suspendedAt ? `Suspended ${formatDate(row.suspendedAt)}` : 'Suspended';
  if (row.cancelAt) return `Ends ${formatDate(row.cancelAt)}`;
  return row.currentPeriodEnd ? `Renews ${formatDate(row.currentPeriodEnd)}` : '—';
}

/**
 * The plan filter's choices: every plan for staff who manage products (retired ones marked),
 * else the plans on sale; and any plan the rows shown name that neither list has.
 */
function usePlanOptions(rows: readonly AdminSubscriptionRow[], selected: string | undefined) {
  const { user } = useAuth();
  const everyPlan = hasPermission(user, 'canManageProducts');
  const admin = useQuery({ ...adminPlansQuery(), enabled: everyPlan });
  const onSale = useQuery({ ...plansOnSaleQuery(), enabled: !everyPlan });
  const options: Option[] = everyPlan
    ? (admin.data ?? []).map((p) => ({
        value: String(p.id),
        label: p.status === 'retired' ? `${p.name} (retired)` : p.name,
      }))
    : (onSale.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  for (const row of rows) {
    if (!options.some((o) => o.value === String(row.plan.id)))
      options.push({ value: String(row.plan.id), label: row.plan.name });
  }
  if (selected && !options.some((o) => o.value === selected))
    options.push({ value: selected, label: `Plan #${selected}` });
  return options;
}

/**
 * /admin/subscriptions: the customers' plans, newest first, filtered by status, plan and past
 * due and searched by the server (the filters live in the address), a page at a time; and the
 * monitoring accounts to suspend as CSV for the monitoring centre.
 */
export function SubscriptionListScreen() {
  useDocumentTitle('Subscriptions');
  const ids = useId();
  const view = useListParams(LIST_SPEC);
  const { filters } = view;
  const list = useQuery(
    adminSubscriptionsListQuery({
      page: view.page,
      limit: ADMIN_SUBSCRIPTIONS_PAGE_SIZE,
      status: filters.status as SubscriptionStatus | undefined,
      planId: filters.planId,
      pastDue: filters.pastDue === 'true' ? 'true' : undefined,
      search: filters.search,
    }),
  );
  const data = list.data;
  const rows = data?.subscriptions ?? [];
  const planOptions = usePlanOptions(rows, filters.planId);
  const [starting, setStarting] = useState(false);

  return (
    <div className="container-fluid px-3 px-lg-4 py-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">
          <i className="bi bi-arrow-repeat text-primary me-2" aria-hidden="true" />
          Subscriptions
        </h1>
        <Button variant="primary" onClick={() => setStarting(true)}>
          <i className="bi bi-person-plus me-1" aria-hidden="true" />
          Start a plan for a customer
        </Button>
        <div>
          <DownloadLink
            href={suspendedCsvUrl()}
            className="btn btn-outline-secondary"
            icon={<i className="bi bi-filetype-csv me-1" aria-hidden="true" />}
          >
            Monitoring accounts to suspend (CSV)
          </DownloadLink>
        </div>
      </div>

      <FiltersCard>
        <div className="col-12 col-lg-4">
          <FilterSearch
            id={`${ids}-search`}
            label="Search subscriptions"
            view={view}
            placeholder="Number, name, e-mail, ZIP"
            maxLength={100}
          />
        </div>
        <div className="col-12 col-sm-6 col-lg-3">
          <FilterSelect
            id={`${ids}-status`}
            label="Status"
            allLabel="All statuses"
            value={filters.status ?? ''}
            options={STATUS_OPTIONS}
            onChange={(value) => view.setFilter('status', value)}
          />
        </div>
        <div className="col-12 col-sm-6 col-lg-3">
          <FilterSelect
            id={`${ids}-plan`}
            label="Plan"
            allLabel="All plans"
            value={filters.planId ?? ''}
            options={planOptions}
            onChange={(value) => view.setFilter('planId', value)}
          />
        </div>
        <div className="col-12 col-sm-6 col-lg-2">
          <Form.Check
            id={`${ids}-past-due`}
            className="mb-2"
            label="Past due only"
            checked={filters.pastDue === 'true'}
            onChange={(e) => view.setFilter('pastDue', e.target.checked ? 'true' : '')}
          />
        </div>
        {view.hasFilters && (
          <div className="col-12 col-md-auto">
            <ClearFiltersButton onClear={view.clearFilters} className="w-100" />
          </div>
        )}
      </FiltersCard>

      <ListResults
        list={{ ...listStateOf(list), pagination: data?.pagination }}
        rowCount={rows.length}
        texts={{
          loading: 'Loading subscriptions...',
          loadError: errorText(list.error, 'Failed to load subscriptions'),
          empty: view.hasFilters
            ? 'No subscriptions match these filters.'
            : 'No subscriptions yet: customers subscribe on the services page.',
        }}
        emptyIcon="bi bi-arrow-repeat"
        filters={{ active: view.hasFilters, clear: view.clearFilters }}
        footer={{ noun: 'subscriptions' }}
        hrefFor={view.hrefFor}
        pagerLabel="Subscription pages"
      >
        <div className="table-responsive">
          <Table hover className="align-middle mb-0">
            <TableHead columns={COLUMNS} />
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>
                    <Link to={`/admin/subscriptions/${r.id}`} className="fw-semibold text-nowrap">
                      {r.number}
                    </Link>
                  </td>
                  <td style={{ minWidth: '11rem' }}>
                    <div>{r.customer.name}</div>
                    <div className="small text-body-secondary">{r.customer.email}</div>
                    <div className="small text-body-secondary d-xxl-none">{r.site}</div>
                  </td>
                  <td style={{ minWidth: '9rem' }}>
                    <div>{r.plan.name}</div>
                    <div className="small text-body-secondary">
                      {PLAN_MONITORING_LABELS[r.plan.monitoring]}
                    </div>
                  </td>
                  <td className="text-end text-nowrap">
                    <div>{formatMoney(r.price)}</div>
                    <div className="small text-body-secondary">{INTERVAL_LABELS[r.interval]}</div>
                  </td>
                  <MoneyCell amount={r.rmr} />
                  <td className={WIDE} style={{ minWidth: '9rem' }}>
                    {r.site}
                  </td>
                  <td>
                    <SubscriptionStatusBadge status={r.status} />
                    {r.pastDueSince && r.status === 'past_due' && (
                      <div className="small text-body-secondary text-nowrap">
                        since {formatDate(r.pastDueSince)}
                      </div>
                    )}
                  </td>
                  <td style={{ minWidth: '8rem' }}>{renewalText(r)}</td>
                  <td
                    className={`text-end text-nowrap${r.owed > 0 ? ' text-danger fw-semibold' : ''}`}
                  >
                    {formatMoney(r.owed)}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </ListResults>
      <StartPlanDialog show={starting} onHide={() => setStarting(false)} />
    </div>
  );
}
