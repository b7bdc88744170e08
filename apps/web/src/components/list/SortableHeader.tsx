import type { SortOrder } from '../../lib/use-list-params';

/**
 * A column header that sorts the list by its field: a click sorts by it, a second click
 * reverses. aria-sort tells screen readers which column orders the rows.
 */
export function SortableHeader<S extends string>({
  field,
  label,
  sort,
  order,
  onSort,
  firstOrder = 'asc',
  className,
}: {
  field: S;
  label: string;
  sort: S;
  order: SortOrder;
  onSort: (field: S, firstOrder: SortOrder) => void;
  /** The order of the first click: A-Z for names, newest or highest first for the rest. */
  firstOrder?: SortOrder;
  className?: string;
}) {
  const active = sort === field;
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        className="btn btn-link p-0 fw-semibold text-reset text-decoration-none text-nowrap"
        onClick={() => onSort(field, firstOrder)}
      >
        {label}
        {active ? (
          <i
            className={order === 'asc' ? 'bi bi-caret-up-fill ms-1' : 'bi bi-caret-down-fill ms-1'}
            aria-hidden="true"
          />
        ) : (
          <i className="bi bi-arrow-down-up ms-1 small text-body-tertiary" aria-hidden="true" />
        )}
      </button>
    </th>
  );
}
