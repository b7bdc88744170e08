import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { DEFAULT_LOCATION_BADGE_LABELS, type AdminProductSummary } from '@shop/contract';
import { formatMoney } from '../../../lib/format';

const STATUS: Record<AdminProductSummary['status'], { label: string; bg: string; text?: 'dark' }> =
  {
    in_stock: { label: 'In Stock', bg: 'success' },
    low_stock: { label: 'Low Stock', bg: 'warning', text: 'dark' },
    out_of_stock: { label: 'Out of Stock', bg: 'danger' },
  };

const price = (p: AdminProductSummary) => (p.price === null ? 'Quote' : formatMoney(p.price));

/** The spec's columns: ID, Product Name, Category, Price, Stock, Status, Default Location, Actions. */
export function ProductsTable({
  rows,
  onImages,
  onDelete,
  onRestore,
  onLocation,
}: {
  rows: AdminProductSummary[];
  onImages: (row: AdminProductSummary) => void;
  /** Set Default Location (admins only: the warehouse is theirs); absent hides the button. */
  onLocation?: ((row: AdminProductSummary) => void) | undefined;
  onDelete: (row: AdminProductSummary) => void;
  onRestore: (row: AdminProductSummary) => void;
}) {
  return (
    <Table responsive hover className="align-middle bg-body mb-0">
      <thead className="table-light">
        <tr>
          <th scope="col" className="d-none d-md-table-cell">
            ID
          </th>
          <th scope="col">Product Name</th>
          <th scope="col" className="d-none d-md-table-cell">
            Category
          </th>
          <th scope="col" className="text-end">
            Price
          </th>
          <th scope="col" className="text-end">
            Stock
          </th>
          <th scope="col">Status</th>
          <th scope="col" className="d-none d-md-table-cell">
            Default Location
          </th>
          <th scope="col" className="text-end">
            Actions
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const status = STATUS[row.status];
          const loc = row.defaultLocation;
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
                </div>
              </td>
              <td className="d-none d-md-table-cell">{row.categoryName}</td>
              <td className="text-end text-nowrap">{price(row)}</td>
              <td className="text-end">{row.stock}</td>
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
                <Link
                  to={`/admin/products/edit/${row.id}`}
                  className="btn btn-sm btn-outline-primary me-1"
                  aria-label={`Edit ${row.name}`}
                  title="Edit"
                >
                  <i className="bi bi-pencil" aria-hidden="true" />
                </Link>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  className="me-1"
                  onClick={() => onImages(row)}
                  aria-label={`Manage images of ${row.name}`}
                  title="Manage images"
                >
                  <i className="bi bi-images" aria-hidden="true" />
                </Button>
                {onLocation && !row.archived && (
                  <Button
                    size="sm"
                    variant="outline-info"
                    className="me-1"
                    onClick={() => onLocation(row)}
                    aria-label={`Set default location of ${row.name}`}
                    title="Set default location"
                  >
                    <i className="bi bi-geo-alt" aria-hidden="true" />
                  </Button>
                )}
                {row.archived ? (
                  <Button
                    size="sm"
                    variant="outline-success"
                    onClick={() => onRestore(row)}
                    aria-label={`Restore ${row.name}`}
                    title="Restore"
                  >
                    <i className="bi bi-arrow-counterclockwise" aria-hidden="true" />
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="outline-danger"
                    onClick={() => onDelete(row)}
                    aria-label={`Delete ${row.name}`}
                    title="Delete"
                  >
                    <i className="bi bi-trash" aria-hidden="true" />
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
