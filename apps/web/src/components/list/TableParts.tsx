import type { ReactNode } from 'react';
import type { Cents } from '@shop/contract/money';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import type { SortOrder, SortView } from '../../lib/use-list-params';
import { SortableHeader } from './SortableHeader';

/**
 * A column of a table's header: its label, or the label with its classes (`text-end` for
 * amounts, counts and actions, so the header sits over its cells; `d-none d-md-table-cell` for
 * a column a phone leaves out), `hidden` for a label only screen readers need, and `sort` for
 * a column that sorts the list (with `firstOrder`, see SortableHeader).
 */
export type Column<S extends string = string> =
  | string
  | { label: string; className?: string; hidden?: boolean; sort?: S; firstOrder?: SortOrder };

/** A column of amounts, counts or buttons: right-aligned like its cells. */
export const endColumn = (label: string): Column<never> => ({ label, className: 'text-end' });

/**
 * The header row; `children` are the cells before the columns (a select-all checkbox). With
 * `sorting`, the columns that have a `sort` field sort the list.
 */
export function TableHead<S extends string = string>({
  columns,
  sorting,
  className,
  children,
}: {
  columns: readonly Column<S>[];
  sorting?: Pick<SortView<S>, 'sort' | 'order' | 'sortBy'>;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <thead className={className}>
      <tr>
        {children}
        {columns.map((column) => {
          const {
            label,
            className: cell,
            hidden,
            sort,
            firstOrder,
          } = typeof column === 'string' ? { label: column } : column;
          return sorting && sort !== undefined ? (
            <SortableHeader
              key={label}
              field={sort}
              label={label}
              sort={sorting.sort}
              order={sorting.order}
              onSort={sorting.sortBy}
              {...(firstOrder ? { firstOrder } : {})}
              {...(cell ? { className: cell } : {})}
            />
          ) : (
            <th key={label} scope="col" className={cell}>
              {hidden ? <span className="visually-hidden">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** An amount in its right-aligned cell. */
export function MoneyCell({ amount }: { amount: Cents }) {
  return <td className="text-end text-nowrap">{formatMoney(amount)}</td>;
}

/** A moment (the API's ISO text) as a date, or with `withTime` a date and time. */
export function DateCell({ at, withTime = false }: { at: string; withTime?: boolean }) {
  return (
    <td className="text-nowrap">
      <time dateTime={at}>{withTime ? formatDateTime(at) : formatDate(at)}</time>
    </td>
  );
}
