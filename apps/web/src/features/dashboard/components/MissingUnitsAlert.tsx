import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format';

/** The orders list of the paid and processing orders still short of units. */
export const MISSING_UNITS_HREF = '/admin/orders?units_missing=true';

/**
 * Paid or processing orders holding fewer units than they bought (ADR 0036): their count,
 * linking to the list filtered on them for those who may open it. Nothing while none misses any.
 */
export function MissingUnitsAlert({
  count,
  linkToOrders,
}: {
  count: number;
  linkToOrders: boolean;
}) {
  if (count <= 0) return null;
  const text = `${formatCount(count)} open ${count === 1 ? 'order is' : 'orders are'} missing units`;
  return (
    <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2 mb-4">
      <i className="bi bi-exclamation-triangle-fill" aria-hidden="true" />
      <span className="me-auto">{text}</span>
      {linkToOrders && (
        <Link to={MISSING_UNITS_HREF} className="alert-link">
          Show them
        </Link>
      )}
    </Alert>
  );
}
