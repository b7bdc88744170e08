import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import {
  DEFAULT_LOCATION_BADGE_LABELS,
  highReturnsLabel,
  type AdminProductSummary,
} from '@shop/contract';
import { formatMoney } from '../../../../lib/format';
import { RowActionButton, RowActionLink } from '../../../../components/list/RowActions';
import { endColumn, TableHead } from '../../../../components/list/TableParts';

const STATUS: Record<AdminProductSummary['status'], { label: string; bg: string; text?: 'dark' }> =
  {
    in_stock: { label: 'In Stock', bg: 'success' },
    low_stock: { label: 'Low Stock', bg: 'warning', text: 'dark' },
    out_of_stock: { label: 'Out of Stock', bg: 'danger' },
  };

/** A column a phone leaves out. */
const wide = (label: string) => ({ label, className: 'd-none d-md-table-cell' });
const COLUMNS = [
  wide('ID'),
  'Product Name',
  wide('Category'),
  endColumn('Price'),
  endColumn('Stock'),
  { label: 'Warranty', className: 'text-end d-none d-lg-table-cell' },
  'Status',
  wide('Default Location'),
  endColumn('Actions'),
];

const price = (p: AdminProductSummary) => (p.price === null ? 'Quote' : formatMoney(p.price));

/** A product's return rate over the flag: what its badge says and explains. */
export type HighReturns = { ratePercent: number; rmas: number; unitsSold: number };

/**
 * The spec's columns: ID, Product Name, Category, Price, Stock, Status, Default Location,
 * Actions; and the warranty, on wide screens.
 */
export function ProductsTable({
  rows,
  onImages,
  onDelete,
  onRestore,
  onLocation,
  highReturns,
}: {
  rows: AdminProductSummary[];
  /** The page's products flagged for a high return rate, by id (asked of the returns module). */
  highReturns?: ReadonlyMap<number, HighReturns> | undefined;
  onImages: (row: AdminProductSummary) => void;
  /** Set Default Location (admins only: the warehouse is theirs); absent hides the button. */
  onLocation?: ((row: AdminProductSummary) => void) | undefined;
  onDelete: (row: AdminProductSummary) => void;
  onRestore: (row: AdminProductSummary) => void;
}) {
  return (
    <Table responsive hover className="align-middle bg-body mb-0">
      <TableHead className="table-light" columns={COLUMNS} />
      <tbody>
        {rows.map((row) => {
          const status = STATUS[row.status];
          const loc = row.defaultLocation;
          const flag = highReturns?.get(row.id);
          return (
            <tr key={row.id}>
              <td className="text-body-secondary d-none d-md-table-cell">{row.id}</td>
              <td>
                <div className="d-flex align-items-center gap-2">
                  {row.image ? (
                    <img
                      src={row.image.url}
                      alt=""
                      width={40}
                      height={40}
                      className="rounded border flex-shrink-0"
                      loading="lazy"
                    />
                  ) : null}
                  <div style={{ minWidth: '10rem' }}>
                    <div className="fw-semibold">{row.name}</div>
                    <div className="small text-body-secondary">{row.sku}</div>
                  </div>
                  {row.archived && <Badge bg="secondary">Archived</Badge>}
                  {flag && (
                    <Badge
                      bg="danger"
                      title={`${flag.rmas} of ${flag.unitsSold} units sold in the last 12 months came back`}
                    >
                      {highReturnsLabel(flag.ratePercent)}
                    </Badge>
                  )}
                </div>
              </td>
              <td className="d-none d-md-table-cell">{row.categoryName}</td>
              <td className="text-end text-nowrap">{price(row)}</td>
              <td className="text-end">{row.stock}</td>
              <td className="text-end text-nowrap d-none d-lg-table-cell">
                {row.warrantyMonths === 0 ? 'None' : `${row.warrantyMonths} mo`}
              </td>
              <td>
                <Badge bg={status.bg} text={status.text}>
                  {status.label}
                </Badge>
              </td>
              <td className="d-none d-md-table-cell">
                {loc ? (
                  <span className="d-flex flex-wrap gap-1" title={loc.locationCode}>
                    {(
                      [
                        ['Z', loc.zone],
                        ['A', loc.aisle],
                        ['R', loc.rack],
                        ['S', loc.shelf],
                      ] as const
                    )
                      .filter(([, part]) => Boolean(part))
                      .map(([key, part]) => (
                        <Badge key={key} bg="info" text="dark">
                          {key}: {part}
                        </Badge>
                      ))}
                    {loc.badge !== 'active' && (
                      <Badge bg="warning" text="dark">
                        {DEFAULT_LOCATION_BADGE_LABELS[loc.badge]}
                      </Badge>
                    )}
                  </span>
                ) : (
                  <Badge bg="light" text="dark" className="border">
                    No Location
                  </Badge>
                )}
              </td>
              <td className="text-end text-nowrap">
                <RowActionLink
                  to={`/admin/products/edit/${row.id}`}
                  icon="pencil"
                  label={`Edit ${row.name}`}
                  title="Edit"
                  variant="outline-primary"
                  className="me-1"
                />
                <RowActionButton
                  icon="images"
                  label={`Manage images of ${row.name}`}
                  title="Manage images"
                  variant="outline-secondary"
                  className="me-1"
                  onClick={() => onImages(row)}
                />
                {onLocation && !row.archived && (
                  <RowActionButton
                    icon="geo-alt"
                    label={`Set default location of ${row.name}`}
                    title="Set default location"
                    variant="outline-info"
                    className="me-1"
                    onClick={() => onLocation(row)}
                  />
                )}
                {row.archived ? (
                  <RowActionButton
                    icon="arrow-counterclockwise"
                    label={`Restore ${row.name}`}
                    title="Restore"
                    variant="outline-success"
                    onClick={() => onRestore(row)}
                  />
                ) : (
                  <RowActionButton
                    icon="trash"
                    label={`Delete ${row.name}`}
                    title="Delete"
                    variant="outline-danger"
                    onClick={() => onDelete(row)}
                  />
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
