import { Pager } from './Pager';
import { formatCount } from '../../lib/format';

/**
 * Under a server-paged list: "Showing x to y of n" (with what is counted, and a "+" when the
 * server capped the count), or "Page x of y" where the list counts pages, and the pager.
 */
export function ListFooter({
  first,
  shown,
  total,
  noun,
  capped = false,
  counts = 'rows',
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
  noun?: string | undefined;
  capped?: boolean | undefined;
  /** What the line before the pager counts: the rows shown (the default) or the pages. */
  counts?: 'rows' | 'pages' | undefined;
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  label: string;
  /** At most this many page numbers (see Pager). */
  maxPages?: number | undefined;
}) {
  return (
    <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
      <p className="small text-body-secondary mb-0">
        {counts === 'pages' ? (
          `Page ${page} of ${pages}`
        ) : (
          <>
            Showing {first} to {first + shown - 1} of {formatCount(total)}
            {capped ? '+' : ''}
            {noun ? ` ${noun}` : ''}
          </>
        )}
      </p>
      <Pager current={page} total={pages} hrefFor={hrefFor} label={label} maxPages={maxPages} />
    </div>
  );
}
