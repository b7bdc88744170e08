import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  RESOLVE_WINDOW_DAYS,
  RETURN_RATE_WINDOW_MONTHS,
  highReturnsLabel,
  type CategoryReturnRate,
  type ProductReturnRate,
  type RmaNumbersResponse,
} from '@shop/contract';
import { rmaNumbersQuery } from '../../features/returns/api/get-rma-numbers';
import { endColumn, TableHead } from '../../components/list/TableParts';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { formatCount, formatDay, plural } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';

const rateText = (r: { ratePercent: number | null }) =>
  r.ratePercent === null ? '—' : `${r.ratePercent}%`;

/** The rate, with the flag's badge when it is over the settings' threshold. */
function RateCell({ row }: { row: ProductReturnRate | CategoryReturnRate }) {
  return (
    <td className="text-end text-nowrap">
      {row.flagged && row.ratePercent !== null ? (
        <Badge bg="danger">{highReturnsLabel(row.ratePercent)}</Badge>
      ) : (
        rateText(row)
      )}
    </td>
  );
}

function RatesCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-4">
      <Card className="shadow-sm">
        <Card.Header className="bg-body">
          <h2 id={id} className="h6 mb-0">
            {title}
          </h2>
        </Card.Header>
        {children}
      </Card>
    </section>
  );
}

const EMPTY = 'No RMA was filed in the last 12 months.';

function Numbers({ data }: { data: RmaNumbersResponse }) {
  const { thresholds, open, resolve } = data;
  return (
    <>
      <p className="text-body-secondary">
        RMAs filed since {formatDay(data.since)} ({RETURN_RATE_WINDOW_MONTHS} months) that were not
        rejected or withdrawn, over the units delivered or shipped to customers in that time. A
        product is flagged over {thresholds.returnRateFlagPercent}% once{' '}
        {plural(thresholds.returnRateMinUnits, 'unit')} were sold (
        <Link to="/admin/settings">Settings</Link>, admins).
      </p>
      <dl className="row g-3 mb-4">
        <div className="col-6 col-md-3">
          <dt className="small text-body-secondary fw-normal">Open RMAs</dt>
          <dd className="h4 mb-0">
            <Link to="/admin/rmas" aria-label={`Open RMAs: ${formatCount(open.total)}`}>
              {formatCount(open.total)}
            </Link>
          </dd>
          <dd className="small text-body-secondary mb-0">
            requested {formatCount(open.requested)} · approved {formatCount(open.approved)} ·
            received {formatCount(open.received)} · inspected {formatCount(open.inspected)}
          </dd>
        </div>
        <div className="col-6 col-md-3">
          <dt className="small text-body-secondary fw-normal">Days to resolve</dt>
          <dd className="h4 mb-0">
            {resolve.averageDays === null ? '—' : plural(resolve.averageDays, 'day')}
          </dd>
          <dd className="small text-body-secondary mb-0">
            average of {plural(resolve.resolved, 'RMA')}, last {RESOLVE_WINDOW_DAYS} days
          </dd>
        </div>
      </dl>

      <RatesCard id="product-rates-heading" title="Return rate per product">
        {data.products.length === 0 ? (
          <Card.Body className="text-body-secondary">{EMPTY}</Card.Body>
        ) : (
          <Table responsive hover className="mb-0 align-middle">
            <TableHead
              className="table-light"
              columns={[
                'Product',
                { label: 'Category', className: 'd-none d-md-table-cell' },
                endColumn('RMAs'),
                endColumn('Units sold'),
                endColumn('Return rate'),
              ]}
            />
            <tbody>
              {data.products.map((p) => (
                <tr key={p.productId}>
                  <td>
                    <div className="fw-semibold">{p.name}</div>
                    <div className="small text-body-secondary">{p.sku}</div>
                  </td>
                  <td className="d-none d-md-table-cell">{p.categoryName}</td>
                  <td className="text-end">{formatCount(p.rmas)}</td>
                  <td className="text-end">{formatCount(p.unitsSold)}</td>
                  <RateCell row={p} />
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </RatesCard>

      <RatesCard id="category-rates-heading" title="Return rate per category">
        {data.categories.length === 0 ? (
          <Card.Body className="text-body-secondary">{EMPTY}</Card.Body>
        ) : (
          <Table responsive hover className="mb-0 align-middle">
            <TableHead
              className="table-light"
              columns={[
                'Category',
                endColumn('RMAs'),
                endColumn('Units sold'),
                endColumn('Return rate'),
              ]}
            />
            <tbody>
              {data.categories.map((c) => (
                <tr key={c.categoryId}>
                  <td className="fw-semibold">{c.name}</td>
                  <td className="text-end">{formatCount(c.rmas)}</td>
                  <td className="text-end">{formatCount(c.unitsSold)}</td>
                  <RateCell row={c} />
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </RatesCard>
    </>
  );
}

/**
 * /admin/return-rates (issue 22 item 4; staff who work orders): the return rate per product
 * and per category over 12 months, highest first, with the open RMAs and the days to resolve.
 */
export default function ReturnRatesPage() {
  useDocumentTitle('Return Rates');
  const numbers = useQuery(rmaNumbersQuery());
  return (
    <div className="container py-4">
      <h1 className="h3 mb-3">
        <i className="bi bi-arrow-return-left text-primary me-2" aria-hidden="true" />
        Return Rates
      </h1>
      {numbers.isPending && <LoadingState label="Loading the return rates..." />}
      {numbers.isError && (
        <ErrorState
          message="The return rates could not be loaded."
          onRetry={() => void numbers.refetch()}
        />
      )}
      {numbers.data && <Numbers data={numbers.data} />}
    </div>
  );
}
