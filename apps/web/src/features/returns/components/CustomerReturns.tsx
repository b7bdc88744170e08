import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { RMA_KIND_LABELS, RMA_REQUEST_MESSAGES } from '@shop/contract';
import { ListStates } from '../../../components/list/ListStates';
import { Pager } from '../../../components/list/Pager';
import { RmaStatusBadge } from '../../../components/rma/RmaStatusBadge';
import { formatDate } from '../../../lib/format';
import { customerRmasQuery } from '../api/returns';
import { usePageParam } from '../../../lib/use-list-params';
import { rmaPath } from './MyDevices';

/** The customer dashboard's Returns tab (/dashboard?tab=returns): their RMAs, newest first. */
export function CustomerReturns() {
  const { page, hrefFor } = usePageParam('returnsPage');
  const query = useQuery(customerRmasQuery(page));
  return (
    <ListStates
      query={query}
      rows={(data) => data.rmas}
      texts={{
        loading: 'Loading your returns...',
        loadError: RMA_REQUEST_MESSAGES.loadFailed,
        empty: RMA_REQUEST_MESSAGES.empty,
      }}
    >
      {({ rmas, pagination }) => (
        <section aria-label="Your returns and warranty claims">
          <ListGroup className="mb-3">
            {rmas.map((rma) => (
              <ListGroup.Item key={rma.id} className="d-flex flex-wrap align-items-center gap-2">
                <div className="me-auto" style={{ minWidth: 0 }}>
                  <Link to={rmaPath(rma.id)} className="fw-semibold text-nowrap">
                    {rma.rmaNumber}
                  </Link>
                  <div className="small text-break">
                    {rma.productName} · serial <span className="font-monospace">{rma.serial}</span>
                  </div>
                  <div className="small text-body-secondary">
                    {RMA_KIND_LABELS[rma.kind]} · filed {formatDate(rma.createdAt)}
                  </div>
                </div>
                <RmaStatusBadge status={rma.status} />
              </ListGroup.Item>
            ))}
          </ListGroup>
          <Pager
            current={pagination.currentPage}
            total={pagination.totalPages}
            hrefFor={hrefFor}
            label="Return pages"
          />
        </section>
      )}
    </ListStates>
  );
}
