import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { placeName, type OrderPick } from '@shop/contract';
import { ORDER_STATUS_LABELS } from '@shop/contract/order-options';
import { formatDateTime } from '../../../../lib/format';
import { PickListLink } from './PickListLink';

/** "2 of 3 picked": how far the picker is with the order. */
export const pickProgress = (order: Pick<OrderPick, 'picked' | 'needed'>) =>
  `${order.picked} of ${order.needed} picked`;

/**
 * The order being picked: per product, its units with their bins, the picked ones ticked,
 * and the printed pick list.
 */
export function OrderPickPanel({ order, onLeave }: { order: OrderPick; onLeave: () => void }) {
  const missing = order.needed - order.held;
  return (
    <Card className="shadow-sm mb-3">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h2 className="h5 mb-0 me-auto">
          Picking order {order.order_number}{' '}
          <Badge bg="secondary" className="align-middle">
            {ORDER_STATUS_LABELS[order.status]}
          </Badge>
        </h2>
        <PickListLink href={order.pick_list_url} />
        <Button variant="outline-secondary" size="sm" onClick={onLeave}>
          Stop picking
        </Button>
      </Card.Header>
      <Card.Body>
        <p className="mb-1">
          {order.customer_name} &middot;{' '}
          <strong data-testid="pick-progress">{pickProgress(order)}</strong>
        </p>
        <ProgressBar
          now={order.needed ? (order.picked / order.needed) * 100 : 0}
          variant="success"
          className="mb-2"
          aria-label={`Picked: ${pickProgress(order)}`}
        />
        {missing > 0 && (
          <p className="text-warning-emphasis small mb-2">
            <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
            {missing} of {order.needed} units not assigned yet: they cannot be picked.
          </p>
        )}
        <p className="small text-body-secondary mb-3">
          Scan each unit to mark it picked, then scan a bin to move the picked units there.
        </p>
        {order.lines.map((line) => (
          <section key={line.product_id} className="mb-3" aria-label={line.product_name}>
            <h3 className="h6 mb-1">
              {line.product_name} <span className="text-body-secondary small">{line.sku}</span>
              <span className="ms-2 small">&times; {line.quantity}</span>
            </h3>
            {line.units.length === 0 ? (
              <p className="small text-body-secondary mb-0">No units assigned.</p>
            ) : (
              <ul className="list-unstyled mb-0">
                {line.units.map((unit) => (
                  <li
                    key={unit.id}
                    className="d-flex flex-wrap align-items-center gap-2 py-1 border-bottom"
                  >
                    {unit.picked_at ? (
                      <i className="bi bi-check-circle-fill text-success" aria-hidden="true" />
                    ) : (
                      <i className="bi bi-circle text-body-tertiary" aria-hidden="true" />
                    )}
                    <code className="text-body">{unit.unit_identifier}</code>
                    <span className="badge text-bg-light border">
                      {placeName(unit) ?? 'No Location'}
                    </span>
                    <span className="small text-body-secondary ms-auto">
                      {unit.picked_at
                        ? `Picked ${formatDateTime(unit.picked_at)}${
                            unit.picked_by_name ? ` by ${unit.picked_by_name}` : ''
                          }`
                        : unit.status === 'assigned'
                          ? 'Not picked'
                          : unit.status}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </Card.Body>
    </Card>
  );
}
