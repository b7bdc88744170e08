import { useQuery } from '@tanstack/react-query';
import { USER_ROLE_CHOICES, type UserSort, USER_SORTS } from '@shop/contract';
import { statCount } from '../../components/list/StatCards';
import { oneOf, type ListSpec } from '../../lib/use-list-params';
import { userStatsQuery } from '../../features/users/api/admin-users';
import { PeopleListPage } from '../../features/users/components/PeopleListPage';
import { ROLE_LABELS, STATUS_LABELS, STATUS_OPTIONS } from '../../features/users/people-labels';

const SPEC: ListSpec<UserSort, 'role' | 'status'> = {
  sorts: USER_SORTS,
  defaultSort: 'created',
  filters: { role: oneOf(ROLE_LABELS), status: oneOf(STATUS_LABELS) },
};
const SORT_OPTIONS = [
  { value: 'created' as const, label: 'Created' },
  { value: 'name' as const, label: 'Name' },
  { value: 'email' as const, label: 'Email' },
  { value: 'role' as const, label: 'Role' },
  { value: 'status' as const, label: 'Status' },
  { value: 'lastLogin' as const, label: 'Last Login' },
];

/** /admin/users: every account, with the five cards, filters, bulk actions and export. */
export default function UsersPage() {
  const stats = useQuery(userStatsQuery());
  const s = stats.data;
  return (
    <PeopleListPage
      area="users"
      title="User Management"
      icon="bi bi-person-gear"
      addLabel="Add User"
      spec={SPEC}
      stats={stats}
      totalLabel="Total Users"
      moreCards={[
        {
          label: 'Inactive',
          value: statCount(s?.inactive),
          icon: 'bi bi-person-dash',
          tone: 'text-secondary',
        },
        {
          label: 'Admins',
          value: statCount(s?.admins),
          icon: 'bi bi-shield-lock',
          tone: 'text-dark',
        },
        {
          label: 'Customers',
          value: statCount(s?.customers),
          icon: 'bi bi-person',
          tone: 'text-info',
        },
      ]}
      filterFields={[
        {
          key: 'role',
          label: 'Role',
          allLabel: 'All roles',
          options: USER_ROLE_CHOICES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
        },
        { key: 'status', label: 'Status', allLabel: 'All statuses', options: STATUS_OPTIONS },
      ]}
      sortOptions={SORT_OPTIONS}
      sorts={{
        name: 'name',
        email: 'email',
        role: 'role',
        lastLogin: 'lastLogin',
        created: 'created',
      }}
    />
  );
}
