import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  RETURN_RATE_WINDOW_MONTHS,
  highReturnsLabel,
  type RmaNumbersResponse,
} from '@shop/contract';
import { rmaNumbersQuery } from '../../features/returns/api/get-rma-numbers';
import { ReturnsFigures } from '../../features/dashboard/components/ReturnsCard';
import { endColumn, TableHead, type Column } from '../../components/list/TableParts';
import { ErrorState } from '../../components/ui/ErrorState';
import { ScrollRegion } from '../../components/ui/ScrollRegion';
import { LoadingState } from '../../components/ui/LoadingState';
import { formatCount, formatDay, plural } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';

type RateRow = { rmas: number; unitsSold: number; ratePercent: number | null; flagged: boolean };

const EMPTY = 'No RMA was filed in the last 12 months.';

/**
 * One table of rates, highest first as the server sorted them: the rows' own first columns,
 * then RMAs, units sold and the rate, with the flag's badge when it is over the threshold.
 */
function RatesTable<R extends RateRow>({
  id,
  title,
  rows,
  keyOf,
  columns,
  cells,
}: {
  id: string;
  title: string;
  rows: R[];
  keyOf: (row: R) => number;
  columns: Column[];
  cells: (row: R) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mb-4">
      <Card className="shadow-sm">
        <Card.Header className="bg-body">
          <h2 id={id} className="h6 mb-0">
            {title}
          </h2>
        </Card.Header>
        {rows.length === 0 ? (
          <Card.Body className="text-body-secondary">{EMPTY}</Card.Body>
        ) : (
          // Nothing in the rows takes the focus: the scroll box does, so a keyboard reaches
          // and scrolls it on a phone (axe's scrollable-region-focusable).
          <ScrollRegion label={`${title} table`}>
            <Table hover className="mb-0 align-middle">
              <TableHead
                className="table-light"
                columns={[
                  ...columns,
                  endColumn('RMAs'),
                  endColumn('Units sold'),
                  endColumn('Return rate'),
                ]}
              />
              <tbody>
                {rows.map((row) => (
                  <tr key={keyOf(row)}>
                    {cells(row)}
                    <td className="text-end">{formatCount(row.rmas)}</td>
                    <td className="text-end">{formatCount(row.unitsSold)}</td>
                    <td className="text-end text-nowrap">
                      {row.ratePercent === null ? (
                        '—'
                      ) : row.flagged ? (
                        <Badge bg="danger">{highReturnsLabel(row.ratePercent)}</Badge>
                      ) : (
                        `${row.ratePercent}%`
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollRegion>
        )}
      </Card>
    </section>
  );
}

function Numbers({ data }: { data: RmaNumbersResponse }) {
  const { thresholds } = data;
  return (
    <>
      <p className="text-body-secondary">
        RMAs filed since {formatDay(data.since)} ({RETURN_RATE_WINDOW_MONTHS} months) that were not
        rejected or withdrawn, over the units delivered or shipped to customers in that time. A
        product is flagged over {thresholds.returnRateFlagPercent}% once{' '}
        {plural(thresholds.returnRateMinUnits, 'unit')} were sold (
        <Link to="/admin/settings">Settings</Link>, admins).
      </p>
      <ReturnsFigures open={data.open} resolve={data.resolve} linkToRmas />
      <RatesTable
        id="product-rates-heading"
        title="Return rate per product"
        rows={data.products}
        keyOf={(p) => p.productId}
        columns={['Product', { label: 'Category', className: 'd-none d-md-table-cell' }]}
        cells={(p) => (
          <>
            {/* Room for a product's name: on a phone the table scrolls anyway, and a squeezed
                column wrapped a long name a word a line. */}
            <td style={{ minWidth: '12rem' }}>
              <div className="fw-semibold">{p.name}</div>
              <div className="small text-body-secondary">{p.sku}</div>
            </td>
            <td className="d-none d-md-table-cell">{p.categoryName}</td>
          </>
        )}
      />
      <RatesTable
        id="category-rates-heading"
        title="Return rate per category"
        rows={data.categories}
        keyOf={(c) => c.categoryId}
        columns={['Category']}
        cells={(c) => <td className="fw-semibold">{c.name}</td>}
      />
    </>
  );
}

/**
 * /admin/return-rates (staff who work orders): the return rate per product
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
