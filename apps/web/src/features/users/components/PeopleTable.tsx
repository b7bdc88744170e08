import { Link } from 'react-router';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { AdminUser } from '@shop/contract';
import { RowActionButton, RowActionLink } from '../../../components/list/RowActions';
import { RowSelectCell, SelectAllHeader } from '../../../components/list/SelectAllCheckbox';
import { endColumn, TableHead, type Column } from '../../../components/list/TableParts';
import type { RowSelection } from '../../../lib/use-row-selection';
import type { SortOrder, SortView } from '../../../lib/use-list-params';
import { areaBase, fullName, STATUS_OPTIONS, type PeopleArea } from '../people-labels';
import { RoleBadge } from './PeopleBadges';
import { formatDate, formatMoney } from '../../../lib/format';

/**
 * The users or customers table: a checkbox, the person (linking to the detail), the inline
 * status select, the customer totals, and view, edit and delete.
 */
export function PeopleTable<S extends string>({
  area,
  rows,
  selection,
  view,
  sorts,
  onStatus,
  onDelete,
  statusPending,
}: {
  area: PeopleArea;
  rows: AdminUser[];
  selection: RowSelection;
  view: SortView<S>;
  /**
   * The sortable columns' fields (users: name, email, role, created; customers:
   * docs/modules/users.md#roles-and-permissions).
   */
  sorts: Partial<
    Record<
      | 'name'
      | 'email'
      | 'role'
      | 'totalOrders'
      | 'totalSpent'
      | 'lastOrder'
      | 'created'
      | 'lastLogin',
      S
    >
  >;
  onStatus: (row: AdminUser, status: AdminUser['status']) => void;
  onDelete: (row: AdminUser) => void;
  statusPending: (id: number) => AdminUser['status'] | undefined;
}) {
  const base = areaBase(area);
  const customers = area === 'customers';
  const column = (
    key: keyof typeof sorts,
    label: string,
    firstOrder: SortOrder = 'asc',
    className?: string,
  ): Column<S> => ({
    label,
    ...(sorts[key] === undefined ? {} : { sort: sorts[key] }),
    firstOrder,
    ...(className ? { className } : {}),
  });
  const columns: Column<S>[] = [
    column('name', 'Name'),
    column('email', 'Email', 'asc', 'd-none d-md-table-cell'),
    customers ? 'Phone' : column('role', 'Role'),
    'Status',
    ...(customers
      ? [
          column('totalOrders', 'Orders', 'desc'),
          column('totalSpent', 'Total Spent', 'desc'),
          column('lastOrder', 'Last Order', 'desc'),
        ]
      : [column('lastLogin', 'Last Login', 'desc')]),
    column('created', customers ? 'Date Joined' : 'Created', 'desc'),
    endColumn('Actions'),
  ];
  return (
    <Table responsive hover className="mb-0 align-middle">
      <TableHead className="table-light" columns={columns} sorting={view}>
        <SelectAllHeader label="Select all on this page" selection={selection} />
      </TableHead>
      <tbody>
        {rows.map((u) => {
          const name = fullName(u) || u.email;
          const status = statusPending(u.id) ?? u.status;
          return (
            <tr key={u.id}>
              <RowSelectCell label={`Select ${name}`} id={u.id} selection={selection} />
              <td>
                <Link to={`${base}/${u.id}`} className="fw-semibold">
                  {name}
                </Link>
                {/* A customer list shows the role only where it is not plain "customer" (guest,
                    client): the guest's is read-only access. */}
                {customers && u.role !== 'customer' && (
                  <>
                    {' '}
                    <RoleBadge role={u.role} />
                  </>
                )}
                <div className="small text-body-secondary d-md-none">{u.email}</div>
                {u.companyName && <div className="small text-body-secondary">{u.companyName}</div>}
              </td>
              <td className="d-none d-md-table-cell">{u.email}</td>
              <td>{customers ? (u.phone ?? '-') : <RoleBadge role={u.role} />}</td>
              <td>
                <Form.Select
                  size="sm"
                  aria-label={`Status of ${name}`}
                  value={status}
                  style={{ minWidth: '7.5rem' }}
                  onChange={(e) => onStatus(u, e.target.value as AdminUser['status'])}
                >
                  {STATUS_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Form.Select>
              </td>
              {customers && (
                <>
                  <td>
                    <Link to={`${base}/${u.id}/orders`}>{u.totalOrders}</Link>
                  </td>
                  <td>{formatMoney(u.totalSpent)}</td>
                  <td className="text-nowrap">{formatDate(u.lastOrderDate)}</td>
                </>
              )}
              {!customers && <td className="text-nowrap">{formatDate(u.lastLogin)}</td>}
              <td className="text-nowrap">{formatDate(u.created_at)}</td>
              <td className="text-end text-nowrap">
                <RowActionLink
                  to={`${base}/${u.id}`}
                  icon="eye"
                  label={`View ${name}`}
                  title="View"
                  variant="outline-primary"
                  className="me-1"
                />
                <RowActionLink
                  to={`${base}/${u.id}/edit`}
                  icon="pencil"
                  label={`Edit ${name}`}
                  title="Edit"
                  variant="outline-secondary"
                  className="me-1"
                />
                <RowActionButton
                  icon="trash"
                  label={`Delete ${name}`}
                  title="Delete"
                  variant="outline-danger"
                  onClick={() => onDelete(u)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
