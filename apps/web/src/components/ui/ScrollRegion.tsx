import type { ReactNode } from 'react';

/**
 * The scrolling box of a table with nothing to focus inside (no link or button): it takes the
 * focus itself and is a named region, so a keyboard user can reach it and scroll it with the
 * arrow keys when it is wider than the screen (WCAG 2.1.1; axe's scrollable-region-focusable).
 * A table with row links or buttons can keep react-bootstrap's `responsive`: tabbing to them
 * scrolls them into view.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  /** Its name; not the section's own ("Popular Products table"): two regions of one name
   * are one landmark too many (axe's landmark-unique). */
  label: string;
  /** More classes for the box (when it shows, its margins). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={className ? `table-responsive ${className}` : 'table-responsive'}
      // The box scrolls by keyboard only when it can be focused.
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  );
}
