import { useQuery } from '@tanstack/react-query';
import { CUSTOMER_SORT_LABELS, CUSTOMER_SORTS, type CustomerSort } from '@shop/contract';
import { statCount } from '../../components/list/StatCards';
import { oneOf, type ListSpec } from '../../lib/use-list-params';
import { customerStatsQuery } from '../../features/users/api/admin-customers';
import { PeopleListPage } from '../../features/users/components/PeopleListPage';
import { STATUS_LABELS, STATUS_OPTIONS } from '../../features/users/people-labels';
import { formatMoney } from '../../lib/format';

const SPEC: ListSpec<CustomerSort, 'status'> = {
  sorts: CUSTOMER_SORTS,
  defaultSort: 'created',
  filters: { status: oneOf(STATUS_LABELS) },
};
const SORT_OPTIONS = CUSTOMER_SORTS.map((s) => ({ value: s, label: CUSTOMER_SORT_LABELS[s] }));

/** /admin/customers: customer accounts with their order totals, cards, filters and export. */
export default function CustomersPage() {
  const stats = useQuery(customerStatsQuery());
  const s = stats.data;
  return (
    <PeopleListPage
      area="customers"
      title="Customers"
      icon="bi bi-people"
      addLabel="Add Customer"
      spec={SPEC}
      stats={stats}
      totalLabel="Total Customers"
      moreCards={[
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
      ]}
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
    />
  );
}
