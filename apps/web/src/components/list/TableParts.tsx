import type { ReactNode } from 'react';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';

/**
 * A column of a table's header: its label, or the label with its classes (`text-end` for
 * amounts, counts and actions, so the header sits over its cells; `d-none d-md-table-cell` for
 * a column a phone leaves out) and `hidden` for a label only screen readers need.
 */
export type Column = string | { label: string; className?: string; hidden?: boolean };

/** A column of amounts, counts or buttons: right-aligned like its cells. */
export const endColumn = (label: string): Column => ({ label, className: 'text-end' });

/** The header row; `children` are the cells before the columns (a select-all checkbox). */
export function TableHead({
  columns,
  className,
  children,
}: {
  columns: readonly Column[];
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
          } = typeof column === 'string' ? { label: column } : column;
          return (
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
export function MoneyCell({ amount }: { amount: number }) {
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
