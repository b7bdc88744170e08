import type { AdminOrder } from '@shop/contract';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@shop/contract/order-options';
import { formatDateTime, formatDay, shopDay } from '../../../../lib/format';

function Moment({ label, at, day = false }: { label: string; at: string | null; day?: boolean }) {
  return (
    <>
      <dt className="col-6 col-sm-5 fw-normal text-body-secondary">{label}</dt>
      <dd className="col-6 col-sm-7 mb-1">
        {at === null ? (
          <span className="text-body-secondary">Not yet</span>
        ) : (
          <time dateTime={at}>{day ? formatDay(at) : formatDateTime(at)}</time>
        )}
      </dd>
    </>
  );
}

/**
 * The order's dates (created, updated, ordered, expected, shipped, delivered), then every
 * recorded change: when, by whom, status and payment from what to what, and its note.
 */
export function OrderTimeline({ order }: { order: AdminOrder }) {
  return (
    <>
      <dl className="row small mb-3">
        <Moment label="Created" at={order.created_at} />
        <Moment label="Updated" at={order.updated_at} />
        <Moment label="Order date" at={shopDay(order.created_at)} day />
        <Moment label="Expected delivery" at={order.expected_delivery} day />
        <Moment label="Shipped" at={order.ship_date} />
        <Moment label="Actual delivery" at={order.actual_delivery} />
      </dl>
      <h4 className="h6">History</h4>
      {order.history.length === 0 ? (
        <p className="small text-body-secondary mb-0">No changes recorded yet.</p>
      ) : (
        <ol className="list-unstyled small mb-0 border-start ps-3">
          {order.history.map((entry, i) => (
            <li key={i} className="mb-2">
              <div>
                <time dateTime={entry.created_at} className="fw-semibold">
                  {formatDateTime(entry.created_at)}
                </time>{' '}
                <span className="text-body-secondary">by {entry.changed_by ?? 'System'}</span>
              </div>
              <div>
                Status:{' '}
                {entry.from_status && entry.from_status !== entry.status
                  ? `${ORDER_STATUS_LABELS[entry.from_status]} \u2192 `
                  : ''}
                {ORDER_STATUS_LABELS[entry.status]}
                {' \u00b7 '}
                Payment:{' '}
                {entry.from_payment_status && entry.from_payment_status !== entry.payment_status
                  ? `${PAYMENT_STATUS_LABELS[entry.from_payment_status]} \u2192 `
                  : ''}
                {PAYMENT_STATUS_LABELS[entry.payment_status]}
              </div>
              {entry.note && (
                <div className="text-body-secondary" style={{ whiteSpace: 'pre-wrap' }}>
                  {entry.note}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
