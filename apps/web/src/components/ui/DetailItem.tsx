import type { ReactNode } from 'react';

/**
 * One fact of a description list: its name in small grey type over its value, in a column of
 * the list's grid (`className`).
 */
export function DetailItem({
  label,
  className,
  valueClassName,
  children,
}: {
  label: string;
  className: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="small text-body-secondary fw-normal">{label}</dt>
      <dd className={valueClassName ? `mb-0 ${valueClassName}` : 'mb-0'}>{children}</dd>
    </div>
  );
}
