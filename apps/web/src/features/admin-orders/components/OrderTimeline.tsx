import type { AdminOrder } from '@shop/contract';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@shop/contract/order-options';
import { formatDateTime, formatDay, shopDay } from '../../../lib/format';

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
        <Moment label="Created" at={order.createdAt} />
        <Moment label="Updated" at={order.updatedAt} />
        <Moment label="Order date" at={shopDay(order.createdAt)} day />
        <Moment label="Expected delivery" at={order.expectedDelivery} day />
        <Moment label="Shipped" at={order.shippedAt} />
        <Moment label="Actual delivery" at={order.deliveredAt} />
      </dl>
      <h4 className="h6">History</h4>
      {order.history.length === 0 ? (
        <p className="small text-body-secondary mb-0">No changes recorded yet.</p>
      ) : (
        <ol className="list-unstyled small mb-0 border-start ps-3">
          {order.history.map((entry, i) => (
            <li key={i} className="mb-2">
              <div>
                <time dateTime={entry.createdAt} className="fw-semibold">
                  {formatDateTime(entry.createdAt)}
                </time>{' '}
                <span className="text-body-secondary">by {entry.changedBy ?? 'System'}</span>
              </div>
              <div>
                Status:{' '}
                {entry.fromStatus && entry.fromStatus !== entry.status
                  ? `${ORDER_STATUS_LABELS[entry.fromStatus]} \u2192 `
                  : ''}
                {ORDER_STATUS_LABELS[entry.status]}
                {' \u00b7 '}
                Payment:{' '}
                {entry.fromPaymentStatus && entry.fromPaymentStatus !== entry.paymentStatus
                  ? `${PAYMENT_STATUS_LABELS[entry.fromPaymentStatus]} \u2192 `
                  : ''}
                {PAYMENT_STATUS_LABELS[entry.paymentStatus]}
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
