import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';

/** A row's actions: open the detail, the quick status step, delete. */
export function LeadRowActions({
  detailHref,
  listSearch,
  who,
  quick,
  onDelete,
  disabled,
}: {
  detailHref: string;
  /** The list's query string, so the detail's Back link returns to the same view. */
  listSearch: string;
  /** "request from Dana": what the buttons are about, for screen readers. */
  who: string;
  quick: { label: string; icon: string; onClick: () => void };
  onDelete: () => void;
  disabled: boolean;
}) {
  return (
    // Wrapped under each other rather than widen a full table past its box.
    <div className="d-flex flex-wrap gap-1 justify-content-end">
      <Link
        to={detailHref}
        state={{ listSearch }}
        className="btn btn-sm btn-outline-primary"
        aria-label={`View ${who}`}
        title="View"
      >
        <i className="bi bi-eye" aria-hidden="true" />
      </Link>
      <Button
        size="sm"
        variant="outline-success"
        onClick={quick.onClick}
        disabled={disabled}
        aria-label={`${quick.label}: ${who}`}
        title={quick.label}
      >
        <i className={quick.icon} aria-hidden="true" />
      </Button>
      <Button
        size="sm"
        variant="outline-danger"
        onClick={onDelete}
        disabled={disabled}
        aria-label={`Delete ${who}`}
        title="Delete"
      >
        <i className="bi bi-trash" aria-hidden="true" />
      </Button>
    </div>
  );
}
