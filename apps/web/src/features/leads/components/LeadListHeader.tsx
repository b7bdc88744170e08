import Button from 'react-bootstrap/Button';
import { DownloadLink } from '../../../components/ui/DownloadLink';
import { formatCount } from '../../../lib/format';

/** Title, the public form in a new tab, the CSV of the current filters, and Refresh. */
export function LeadListHeader({
  title,
  icon,
  total,
  formHref,
  formLabel,
  exportHref,
  onRefresh,
  refreshing,
}: {
  title: string;
  /** The full class, e.g. "bi bi-envelope". */
  icon: string;
  total: number | undefined;
  formHref: string;
  formLabel: string;
  exportHref: string;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
      <h1 className="h2 mb-0 me-auto">
        <i className={`${icon} text-primary me-2`} aria-hidden="true" />
        {title}
        {total !== undefined && (
          <span className="badge text-bg-secondary fs-6 align-middle ms-2">
            {formatCount(total)}
            <span className="visually-hidden"> in total</span>
          </span>
        )}
      </h1>
      <div className="d-flex flex-wrap gap-2">
        <a
          className="btn btn-outline-primary"
          href={formHref}
          target="_blank"
          rel="noopener noreferrer"
        >
          <i className="bi bi-box-arrow-up-right me-1" aria-hidden="true" />
          {formLabel}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <DownloadLink
          className="btn btn-outline-success"
          href={exportHref}
          icon={<i className="bi bi-download me-1" aria-hidden="true" />}
        >
          Export
          <span className="visually-hidden"> the filtered list as CSV</span>
        </DownloadLink>
        <Button variant="outline-secondary" onClick={onRefresh} disabled={refreshing}>
          <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
          Refresh
        </Button>
      </div>
    </div>
  );
}
