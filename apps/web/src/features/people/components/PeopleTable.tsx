import { Link } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { AdminUser } from '@shop/contract';
import { SelectAllCheckbox } from '../../../components/list/SelectAllCheckbox';
import { SortableHeader } from '../../../components/list/SortableHeader';
import type { RowSelection } from '../../../lib/use-row-selection';
import type { SortView } from '../../../lib/use-list-params';
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
   * customer-and-commerce-admin.md section 9).
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
  const header = (
    key: keyof typeof sorts,
    label: string,
    firstOrder: 'asc' | 'desc' = 'asc',
    className?: string,
  ) => {
    const field = sorts[key];
    return field ? (
      <SortableHeader
        field={field}
        label={label}
        sort={view.sort}
        order={view.order}
        onSort={view.sortBy}
        firstOrder={firstOrder}
        {...(className ? { className } : {})}
      />
    ) : (
      <th scope="col" className={className}>
        {label}
      </th>
    );
  };
  return (
    <Table responsive hover className="mb-0 align-middle">
      <thead className="table-light">
        <tr>
          <th scope="col" style={{ width: '2.5rem' }}>
            <SelectAllCheckbox
              label="Select all on this page"
              checked={selection.allSelected}
              indeterminate={selection.someSelected}
              onChange={selection.toggleAll}
            />
          </th>
          {header('name', 'Name')}
          {header('email', 'Email', 'asc', 'd-none d-md-table-cell')}
          {customers ? <th scope="col">Phone</th> : header('role', 'Role')}
          <th scope="col">Status</th>
          {customers && header('totalOrders', 'Orders', 'desc')}
          {customers && header('totalSpent', 'Total Spent', 'desc')}
          {customers && header('lastOrder', 'Last Order', 'desc')}
          {!customers && header('lastLogin', 'Last Login', 'desc')}
          {header('created', customers ? 'Date Joined' : 'Created', 'desc')}
          <th scope="col" className="text-end">
            Actions
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((u) => {
          const name = fullName(u) || u.email;
          const status = statusPending(u.id) ?? u.status;
          return (
            <tr key={u.id}>
              <td>
                <Form.Check
                  aria-label={`Select ${name}`}
                  checked={selection.isSelected(u.id)}
                  onChange={(e) => selection.toggle(u.id, e.target.checked)}
                />
              </td>
              <td>
                <Link to={`${base}/${u.id}`} className="fw-semibold">
                  {name}
                </Link>
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
                <Link
                  to={`${base}/${u.id}`}
                  className="btn btn-sm btn-outline-primary me-1"
                  aria-label={`View ${name}`}
                  title="View"
                >
                  <i className="bi bi-eye" aria-hidden="true" />
                </Link>
                <Link
                  to={`${base}/${u.id}/edit`}
                  className="btn btn-sm btn-outline-secondary me-1"
                  aria-label={`Edit ${name}`}
                  title="Edit"
                >
                  <i className="bi bi-pencil" aria-hidden="true" />
                </Link>
                <Button
                  size="sm"
                  variant="outline-danger"
                  aria-label={`Delete ${name}`}
                  title="Delete"
                  onClick={() => onDelete(u)}
                >
                  <i className="bi bi-trash" aria-hidden="true" />
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
