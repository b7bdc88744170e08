import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';

/*
 * The icon-only actions of a table row. `label` names the action with its row for screen
 * readers ("Delete Dome camera"); `title` is the tooltip ("Delete"). `icon` is the Bootstrap
 * Icons name after "bi-".
 */

type RowAction = {
  icon: string;
  label: string;
  title: string;
  /** The button's outline colour: "outline-primary". */
  variant: string;
  /** Space from the next action, where the actions are not in a gapped flex box: "me-1". */
  className?: string;
};

export function RowActionButton({
  icon,
  label,
  title,
  variant,
  className,
  onClick,
}: RowAction & { onClick: () => void }) {
  return (
    <Button
      size="sm"
      variant={variant}
      className={className}
      onClick={onClick}
      aria-label={label}
      title={title}
    >
      <i className={`bi bi-${icon}`} aria-hidden="true" />
    </Button>
  );
}

/** A row action that is a page of its own (edit, the detail): a link, so it opens in a tab. */
export function RowActionLink({
  icon,
  label,
  title,
  variant,
  className,
  to,
}: RowAction & { to: string }) {
  return (
    <Link
      to={to}
      className={`btn btn-sm btn-${variant}${className ? ` ${className}` : ''}`}
      aria-label={label}
      title={title}
    >
      <i className={`bi bi-${icon}`} aria-hidden="true" />
    </Link>
  );
}
