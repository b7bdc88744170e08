import { Pager } from './Pager';
import { formatCount } from '../../lib/format';

/**
 * Under a server-paged list: "Showing x to y of n" (with what is counted, and a "+" when the
 * server capped the count) and the pager.
 */
export function ListFooter({
  first,
  shown,
  total,
  noun,
  capped = false,
  page,
  pages,
  hrefFor,
  label,
  maxPages,
}: {
  /** The number of the first row shown (1-based). */
  first: number;
  shown: number;
  total: number;
  /** What is counted ("orders"), after the total; none by default. */
  noun?: string;
  capped?: boolean;
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  label: string;
  /** At most this many page numbers (see Pager). */
  maxPages?: number;
}) {
  return (
    <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
      <p className="small text-body-secondary mb-0">
        Showing {first} to {first + shown - 1} of {formatCount(total)}
        {capped ? '+' : ''}
        {noun ? ` ${noun}` : ''}
      </p>
      <Pager current={page} total={pages} hrefFor={hrefFor} label={label} maxPages={maxPages} />
    </div>
  );
}
