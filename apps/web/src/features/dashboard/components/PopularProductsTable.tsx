import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import type { AdminStats } from '@shop/contract';
import { DashboardPanel, PanelEmpty } from './DashboardPanel';
import { ScrollRegion } from '../../../components/ui/ScrollRegion';
import { formatCount } from '../../../lib/format';
import { endColumn, MoneyCell, TableHead } from '../../../components/list/TableParts';

const COLUMNS = [
  'Product',
  'SKU',
  endColumn('Units Sold'),
  endColumn('Revenue'),
  endColumn('Stock'),
  'Rating',
];

type PopularProduct = AdminStats['popularProducts'][number];

function Rating({ rating }: { rating: number }) {
  if (rating <= 0) return <span className="text-body-secondary">Not rated</span>;
  const text = rating.toFixed(1);
  return (
    <span className="text-nowrap" aria-label={`${text} out of 5 stars`}>
      <i className="bi bi-star-fill text-warning me-1" aria-hidden="true" />
      {text}
    </span>
  );
}

/** Best sellers of the last 30 days, by units sold. */
export function PopularProductsTable({ products }: { products: PopularProduct[] }) {
  return (
    <DashboardPanel id="popular-products-heading" title="Popular Products" icon="trophy">
      {products.length === 0 ? (
        <PanelEmpty>No products sold in the last 30 days</PanelEmpty>
      ) : (
        <ScrollRegion label="Popular Products table">
          <Table hover className="mb-0 align-middle small">
            <TableHead columns={COLUMNS} />
            <tbody>
              {products.map((p) => (
                <tr key={p.productId}>
                  <td className="fw-semibold" style={{ minWidth: '10rem' }}>
                    {p.name}
                  </td>
                  <td className="text-nowrap font-monospace">{p.sku}</td>
                  <td className="text-end">{formatCount(p.unitsSold)}</td>
                  <MoneyCell amount={p.revenue} />
                  <td className="text-end text-nowrap">
                    {p.stock > 0 ? formatCount(p.stock) : <Badge bg="danger">Out of stock</Badge>}
                  </td>
                  <td>
                    <Rating rating={p.rating} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      )}
    </DashboardPanel>
  );
}
