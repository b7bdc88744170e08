import { Link } from 'react-router';
import { pageItems, pageWindow, type PageItem } from './pagination-items';

/**
 * Previous, the pages of pageItems (or, with `maxPages`, at most that many consecutive pages
 * around the current one: pageWindow), Next. Each page is a real link (hrefFor), so it can be
 * opened in a new tab, and Back returns to the page before.
 */
export function Pager({
  current,
  total,
  hrefFor,
  label = 'Pages',
  maxPages,
}: {
  current: number;
  total: number;
  hrefFor: (page: number) => string;
  label?: string;
  maxPages?: number | undefined;
}) {
  if (total <= 1) return null;
  const items: PageItem[] =
    maxPages === undefined ? pageItems(current, total) : pageWindow(current, total, maxPages);
  const edge = (page: number, text: string, disabled: boolean) => (
    <li className={`page-item${disabled ? ' disabled' : ''}`}>
      {disabled ? (
        <span className="page-link">{text}</span>
      ) : (
        <Link className="page-link" to={hrefFor(page)}>
          {text}
        </Link>
      )}
    </li>
  );
  return (
    <nav aria-label={label}>
      <ul className="pagination justify-content-center flex-wrap mb-0">
        {edge(current - 1, 'Previous', current <= 1)}
        {items.map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">&hellip;</span>
            </li>
          ) : (
            <li key={item} className={`page-item${item === current ? ' active' : ''}`}>
              <Link
                className="page-link"
                to={hrefFor(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {edge(current + 1, 'Next', current >= total)}
      </ul>
    </nav>
  );
}
