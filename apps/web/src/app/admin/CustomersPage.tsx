import { useQuery } from '@tanstack/react-query';
import {
  CUSTOMER_SORT_LABELS,
  CUSTOMER_SORTS,
  PEOPLE_SCREEN_MESSAGES,
  type CustomerSort,
} from '@shop/contract';
import { type StatCard, statCount } from '../../components/list/StatCards';
import { oneOf, useListParams, type ListSpec } from '../../lib/use-list-params';
import {
  adminCustomersQuery,
  customerStatsQuery,
  customersExportUrl,
} from '../../features/people/api/admin-customers';
import { PeopleListScreen } from '../../features/people/components/PeopleListScreen';
import { usePeopleActions } from '../../features/people/hooks/use-people-actions';
import { STATUS_LABELS, STATUS_OPTIONS } from '../../features/people/people-labels';
import { listStateOf } from '../../components/list/ListResults';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatMoney } from '../../lib/format';

const SPEC: ListSpec<CustomerSort, 'status'> = {
  sorts: CUSTOMER_SORTS,
  defaultSort: 'created',
  filters: { status: oneOf(STATUS_LABELS) },
};
const SORT_OPTIONS = CUSTOMER_SORTS.map((s) => ({ value: s, label: CUSTOMER_SORT_LABELS[s] }));

/** /admin/customers: customer accounts with their order totals, cards, filters and export. */
export default function CustomersPage() {
  useDocumentTitle('Customers');
  const view = useListParams(SPEC);
  const list = useQuery(adminCustomersQuery(view.listParams));
  const stats = useQuery(customerStatsQuery());
  const actions = usePeopleActions('customer');
  const s = stats.data;
  const cards: StatCard[] = [
    {
      label: 'Total Customers',
      value: statCount(s?.total),
      icon: 'bi bi-people',
      tone: 'text-primary',
    },
    {
      label: 'Active',
      value: statCount(s?.active),
      icon: 'bi bi-person-check',
      tone: 'text-success',
    },
    {
      label: 'Total Orders',
      value: statCount(s?.totalOrders),
      icon: 'bi bi-receipt',
      tone: 'text-info',
    },
    {
      label: 'Total Revenue',
      value: s && formatMoney(s.totalRevenue),
      icon: 'bi bi-currency-dollar',
      tone: 'text-success',
    },
    {
      label: 'Avg Order Value',
      value: s && formatMoney(s.avgOrderValue),
      icon: 'bi bi-graph-up',
      tone: 'text-warning',
    },
  ];
  return (
    <PeopleListScreen
      area="customers"
      title="Customers"
      icon="bi bi-people"
      addLabel="Add Customer"
      exportHref={customersExportUrl(view.exportParams)}
      stats={{ cards, isError: stats.isError, onRetry: () => void stats.refetch() }}
      view={view}
      filterFields={[
        { key: 'status', label: 'Status', allLabel: 'All statuses', options: STATUS_OPTIONS },
      ]}
      sortOptions={SORT_OPTIONS}
      sorts={{
        name: 'name',
        email: 'email',
        totalOrders: 'totalOrders',
        totalSpent: 'totalSpent',
        lastOrder: 'lastOrder',
        created: 'created',
      }}
      list={{
        ...listStateOf(list),
        rows: list.data?.customers,
        pagination: list.data?.pagination,
      }}
      actions={actions}
      texts={{
        loading: 'Loading customers...',
        loadError: PEOPLE_SCREEN_MESSAGES.customersLoad,
        empty: 'No customers found.',
        noun: 'customers',
      }}
    />
  );
}
