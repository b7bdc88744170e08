import { Link, useParams } from 'react-router';
import Card from 'react-bootstrap/Card';
import { useQuery } from '@tanstack/react-query';
import { cardBrandLabel } from '@shop/contract';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { useDocumentTitle } from '../../lib/use-document-title';
import { invoiceUrl, orderByNumberQuery } from '../../features/orders/api/orders';
import { OrderTotals } from '../../components/order/OrderTotals';
import { DownloadLink } from '../../components/ui/DownloadLink';
import { formatDateTime, formatMoney } from '../../lib/format';

/** /order-confirmation/{orderNumber}: the order as the server has it, so a reload shows it again. */
export default function OrderConfirmationPage() {
  const { orderNumber = '' } = useParams();
  useDocumentTitle(`Order ${orderNumber}`);
  const query = useQuery(orderByNumberQuery(orderNumber));
  if (query.isPending) return <LoadingState label="Loading your order..." />;
  if (query.isError) {
    return (
      <div className="container py-5">
        <ErrorState
          message={
            query.error.message === 'Order not found'
              ? 'We could not find this order in your account.'
              : 'Failed to load your order. Please try again.'
          }
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  const order = query.data;
  const placed = formatDateTime(order.created_at);
  return (
    <div className="container py-5" style={{ maxWidth: '52rem' }}>
      <div className="text-center mb-4">
        <i className="bi bi-check-circle-fill text-success display-4" aria-hidden="true" />
        <h1 className="h2 mt-2">Thank you for your order!</h1>
        <p className="lead mb-1">
          Order <strong data-testid="order-number">{order.order_number}</strong> is paid and
          confirmed.
        </p>
        <p className="text-body-secondary">Placed {placed}. A confirmation e-mail is on its way.</p>
      </div>
      <Card className="shadow-sm mb-4">
        <Card.Body>
          <h2 className="h5">Items</h2>
          <ul className="list-unstyled mb-3">
            {order.items.map((item) => (
              <li key={item.id} className="d-flex justify-content-between gap-3 py-2 border-bottom">
                <span>
                  {item.quantity} &times; {item.product_name}
                  <span className="d-block small text-body-secondary">
                    {item.package_name && <>{item.package_name} &middot; </>}
                    {formatMoney(item.unit_price)} each
                  </span>
                </span>
                <span className="fw-semibold text-nowrap">{formatMoney(item.line_total)}</span>
              </li>
            ))}
          </ul>
          <OrderTotals
            subtotal={order.subtotal}
            taxRate={order.tax_rate}
            tax={order.tax_amount}
            shipping={order.shipping_cost}
            total={order.total_amount}
            balanceDue={order.balance_due}
          />
        </Card.Body>
      </Card>
      <div className="row g-4 mb-4">
        <div className="col-md-6">
          <Card className="h-100 shadow-sm">
            <Card.Body>
              <h2 className="h6">Shipping to</h2>
              <address className="mb-0">
                {order.ship_to.address}
                <br />
                {order.ship_to.city}, {order.ship_to.state} {order.ship_to.zipCode}
                <br />
                {order.ship_to.country}
              </address>
              {order.card_last4 && (
                <p className="small text-body-secondary mt-2 mb-0">
                  Paid with {cardBrandLabel(order.card_brand)} ending in {order.card_last4}
                </p>
              )}
            </Card.Body>
          </Card>
        </div>
        <div className="col-md-6">
          <Card className="h-100 shadow-sm">
            <Card.Body>
              <h2 className="h6">What happens next</h2>
              <ol className="small mb-0 ps-3">
                <li>We check and pack your order, usually within one business day.</li>
                <li>You get an e-mail with the tracking number when it ships.</li>
                <li>Want it installed? Our team will call to book a visit.</li>
              </ol>
            </Card.Body>
          </Card>
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <DownloadLink
          className="btn btn-outline-primary"
          href={invoiceUrl(order.id)}
          icon={<i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />}
        >
          Download Invoice
        </DownloadLink>
        <Link to="/dashboard" className="btn btn-outline-secondary">
          View My Orders
        </Link>
        <Link to="/products" className="btn btn-primary">
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}
