import { useQuery } from '@tanstack/react-query';
import {
  PEOPLE_SCREEN_MESSAGES,
  USER_ROLE_CHOICES,
  type UserSort,
  USER_SORTS,
} from '@shop/contract';
import { type StatCard, statCount } from '../../components/list/StatCards';
import { oneOf, useListParams, type ListSpec } from '../../lib/use-list-params';
import {
  adminUsersQuery,
  userStatsQuery,
  usersExportUrl,
} from '../../features/people/api/admin-users';
import { PeopleListScreen } from '../../features/people/components/PeopleListScreen';
import { usePeopleActions } from '../../features/people/hooks/use-people-actions';
import { ROLE_LABELS, STATUS_LABELS, STATUS_OPTIONS } from '../../features/people/people-labels';
import { listStateOf } from '../../components/list/ListResults';
import { useDocumentTitle } from '../../lib/use-document-title';

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
  useDocumentTitle('User Management');
  const view = useListParams(SPEC);
  const list = useQuery(adminUsersQuery(view.listParams));
  const stats = useQuery(userStatsQuery());
  const actions = usePeopleActions('user');
  const s = stats.data;
  const cards: StatCard[] = [
    {
      label: 'Total Users',
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
      label: 'Inactive',
      value: statCount(s?.inactive),
      icon: 'bi bi-person-dash',
      tone: 'text-secondary',
    },
    { label: 'Admins', value: statCount(s?.admins), icon: 'bi bi-shield-lock', tone: 'text-dark' },
    { label: 'Customers', value: statCount(s?.customers), icon: 'bi bi-person', tone: 'text-info' },
  ];
  return (
    <PeopleListScreen
      area="users"
      title="User Management"
      icon="bi bi-person-gear"
      addLabel="Add User"
      exportHref={usersExportUrl(view.exportParams)}
      stats={{ cards, isError: stats.isError, onRetry: () => void stats.refetch() }}
      view={view}
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
      list={{
        ...listStateOf(list),
        rows: list.data?.users,
        pagination: list.data?.pagination,
      }}
      actions={actions}
      texts={{
        loading: 'Loading users...',
        loadError: PEOPLE_SCREEN_MESSAGES.usersLoad,
        empty: 'No users found.',
        noun: 'users',
      }}
    />
  );
}
