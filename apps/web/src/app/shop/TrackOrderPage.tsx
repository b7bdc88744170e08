import { Link, useParams } from 'react-router';
import Card from 'react-bootstrap/Card';
import { useQuery } from '@tanstack/react-query';
import { ORDER_MESSAGES } from '@shop/contract/order-options';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { OrderStatusBadge } from '../../components/order/OrderStatusBadge';
import { useDocumentTitle } from '../../lib/use-document-title';
import { orderTrackingQuery } from '../../features/orders/api/order-tracking';
import { useSearchParam } from '../../lib/use-list-params';

/**
 * /track/{orderNumber}?key=...: what the bill of lading's QR code opens, for anyone holding
 * the sheet and without signing in. It shows the order's status and tracking number only;
 * a link that was changed or cut short finds nothing.
 */
export default function TrackOrderPage() {
  const { orderNumber = '' } = useParams();
  const key = useSearchParam('key')[0] ?? '';
  useDocumentTitle(`Tracking ${orderNumber}`);
  const query = useQuery(orderTrackingQuery(orderNumber, key));

  return (
    <div className="container py-5" style={{ maxWidth: '36rem' }}>
      <h1 className="h3 mb-4">
        <i className="bi bi-truck me-2 text-primary" aria-hidden="true" />
        Shipment tracking
      </h1>
      {query.isPending ? (
        <LoadingState label="Looking up the shipment..." />
      ) : query.isError ? (
        query.error.message === ORDER_MESSAGES.notFound ? (
          <ErrorState message="This tracking link is not valid. Scan the code again, or check that the whole link was copied." />
        ) : (
          <ErrorState
            message="Failed to load the shipment. Please try again."
            onRetry={() => void query.refetch()}
          />
        )
      ) : (
        <Card className="shadow-sm">
          <Card.Body>
            <dl className="row mb-0">
              <dt className="col-sm-5">Order number</dt>
              <dd className="col-sm-7 text-break">{query.data.order_number}</dd>
              <dt className="col-sm-5">Status</dt>
              <dd className="col-sm-7">
                <OrderStatusBadge status={query.data.status} />
              </dd>
              <dt className="col-sm-5">Tracking number</dt>
              <dd className="col-sm-7 mb-0 text-break" data-testid="tracking-number">
                {query.data.tracking_number ??
                  'Not assigned yet: it appears here once the order ships.'}
              </dd>
            </dl>
          </Card.Body>
        </Card>
      )}
      <p className="mt-4 mb-0 small text-body-secondary">
        Bought this order? <Link to="/dashboard?tab=orders">See it in your account</Link> for its
        items, invoice and delivery details.
      </p>
    </div>
  );
}
