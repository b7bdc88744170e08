import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useQuery } from '@tanstack/react-query';
import {
  asCents,
  pickListUrl,
  unitsAssignedText,
  type AdminOrder,
  type AdminOrderSummary,
} from '@shop/contract';
import { PageAlert } from '../../../../components/ui/PageAlert';
import { formatDateTime, plural, formatMoney } from '../../../../lib/format';
import { adminInvoiceUrl, adminOrderQuery } from '../api/admin-orders';
import { useOrderDialogActions } from '../hooks/use-order-dialog-actions';
import { OrderDetailsForms } from './OrderDetailsForms';
import { OrderItemsTable } from './OrderItemsTable';
import { OrderStatusActions } from './OrderStatusActions';
import { OrderSummaryList } from './OrderSummaryList';
import { OrderTimeline } from './OrderTimeline';
import { DownloadLink } from '../../../../components/ui/DownloadLink';

function Section({
  id,
  title,
  className = 'mb-4',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="h6 text-uppercase text-body-secondary border-bottom pb-1 mb-2">
        {title}
      </h3>
      {children}
    </section>
  );
}

function ShipTo({ order }: { order: AdminOrder }) {
  const shipTo = order.ship_to;
  return (
    <address className="mb-0">
      {order.customer_name}
      <br />
      {shipTo.address}
      <br />
      {shipTo.city}, {shipTo.state} {shipTo.zipCode}
      <br />
      {shipTo.country}
    </address>
  );
}

/**
 * One order for staff: facts, customer, status and payment with their actions, items with QR
 * codes, address, notes and shipping details, totals, and the timeline. The list's row shows
 * at once; the full order replaces it when it arrives (and the row stays, with a note, if it
 * cannot be loaded).
 */
export function OrderDetailDialog({
  row,
  show,
  onHide,
  onExited,
}: {
  row: AdminOrderSummary;
  show: boolean;
  onHide: () => void;
  onExited: () => void;
}) {
  const query = useQuery(adminOrderQuery(row.id));
  const actions = useOrderDialogActions(row.id);
  const order = query.data;
  const shown: AdminOrderSummary | AdminOrder = order ?? row;
  // What an order paid by deposit still owes: the full order knows it.
  const balanceDue = order?.balance_due ?? asCents(0);
  const refunded = order?.refunded_amount ?? asCents(0);
  const p = `order-${row.id}`;

  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={onExited}
      size="xl"
      scrollable
      aria-labelledby={`${p}-title`}
    >
      <Modal.Header closeButton closeLabel="Close order details">
        <Modal.Title id={`${p}-title`} as="h2" className="h5">
          Order {shown.order_number}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {/* Stays in view at the top of the scrolling body: Save Notes is far below it. */}
        <div className="position-sticky top-0" style={{ zIndex: 2 }}>
          <PageAlert message={actions.alert} onClose={actions.dismissAlert} />
        </div>
        {query.isPending && (
          <p className="small text-body-secondary" role="status">
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            Loading the full order; the list&rsquo;s summary is shown meanwhile.
          </p>
        )}
        {query.isError && (
          <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2">
            <span className="me-auto">
              The full order could not be loaded; this is the summary from the list.
            </span>
            <Button size="sm" variant="outline-dark" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          </Alert>
        )}
        {order?.refund_in_progress && (
          <Alert variant="warning">
            <i className="bi bi-exclamation-triangle-fill me-2" aria-hidden="true" />A refund for
            this order is in progress with the payment provider. Its status can change again once
            the refund is settled.
          </Alert>
        )}

        <div className="row g-3">
          <div className="col-md-5">
            <Section id={`${p}-facts`} title="Order">
              <dl className="row small mb-0">
                <dt className="col-5 fw-normal text-body-secondary">Date</dt>
                <dd className="col-7 mb-1">
                  <time dateTime={shown.created_at}>{formatDateTime(shown.created_at)}</time>
                </dd>
                <dt className="col-5 fw-normal text-body-secondary">Items</dt>
                <dd className="col-7 mb-1">
                  {plural(shown.itemCount, 'item')}, quantity {shown.totalQuantity}
                </dd>
                <dt className="col-5 fw-normal text-body-secondary">Total</dt>
                <dd className="col-7 mb-1 fw-semibold">{formatMoney(shown.total_amount)}</dd>
                {balanceDue > 0 && (
                  <>
                    <dt className="col-5 fw-normal text-danger">Balance due</dt>
                    <dd className="col-7 mb-1 fw-semibold text-danger">
                      {formatMoney(balanceDue)}
                    </dd>
                  </>
                )}
                {refunded > 0 && (
                  <>
                    <dt className="col-5 fw-normal text-body-secondary">Refunded amount</dt>
                    <dd className="col-7 mb-1">{formatMoney(refunded)}</dd>
                  </>
                )}
                {shown.tracking_number && (
                  <>
                    <dt className="col-5 fw-normal text-body-secondary">Tracking</dt>
                    <dd className="col-7 mb-1 text-break">{shown.tracking_number}</dd>
                  </>
                )}
              </dl>
            </Section>
          </div>
          <div className="col-md-7">
            <Section id={`${p}-customer`} title="Customer">
              <dl className="row small mb-0">
                <dt className="col-4 fw-normal text-body-secondary">Name</dt>
                <dd className="col-8 mb-1 text-break">{shown.customer_name}</dd>
                <dt className="col-4 fw-normal text-body-secondary">Email</dt>
                <dd className="col-8 mb-1 text-break">
                  <a href={`mailto:${shown.customer_email}`}>{shown.customer_email}</a>
                </dd>
                {order && (
                  <>
                    <dt className="col-4 fw-normal text-body-secondary">Phone</dt>
                    <dd className="col-8 mb-1">
                      {order.customer_phone ? (
                        <a href={`tel:${order.customer_phone.replace(/[^\d+]/g, '')}`}>
                          {order.customer_phone}
                        </a>
                      ) : (
                        <span className="text-body-secondary">Not given</span>
                      )}
                    </dd>
                  </>
                )}
              </dl>
            </Section>
          </div>
        </div>

        <Section id={`${p}-status`} title="Status and payment">
          <OrderStatusActions
            key={`${shown.status}|${shown.payment_status}`}
            order={shown}
            pending={actions.pending}
            onStatus={(body) => actions.status.mutateAsync(body)}
            onPayment={(status) => actions.payment.mutateAsync(status)}
          />
        </Section>

        {order && (
          <>
            <Section id={`${p}-items`} title={`Items (${order.items.length})`}>
              {order.units_missing && (
                <Alert variant="warning" className="py-2 small">
                  <i className="bi bi-exclamation-triangle-fill me-2" aria-hidden="true" />
                  {unitsAssignedText(order.units_assigned, order.units_needed)}. Receiving stock of
                  the missing products offers its units to this order.
                </Alert>
              )}
              <OrderItemsTable
                orderId={order.id}
                items={order.items}
                units={{ list: order.units, tracked: order.tracked_product_ids }}
              />
            </Section>
            <div className="row g-3">
              <div className="col-md-6">
                <Section id={`${p}-address`} title="Shipping address">
                  <ShipTo order={order} />
                </Section>
              </div>
              <div className="col-md-6">
                <Section id={`${p}-summary`} title="Summary">
                  <OrderSummaryList order={order} />
                </Section>
              </div>
            </div>
            <Section id={`${p}-details`} title="Notes and shipping details">
              <OrderDetailsForms
                order={order}
                pending={actions.pending}
                onSave={(body, part) => actions.details.mutate({ body, part })}
              />
            </Section>
            <Section id={`${p}-timeline`} title="Timeline" className="mb-0">
              <OrderTimeline order={order} />
            </Section>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <DownloadLink
          className="btn btn-outline-primary"
          href={pickListUrl([row.id])}
          newTab
          icon={<i className="bi bi-list-check me-1" aria-hidden="true" />}
        >
          Pick list
        </DownloadLink>
        <DownloadLink
          className="btn btn-outline-primary"
          href={adminInvoiceUrl(row.id)}
          icon={<i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />}
        >
          Download Invoice
        </DownloadLink>
        <Button variant="secondary" onClick={onHide}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
