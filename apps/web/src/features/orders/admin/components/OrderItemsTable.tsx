import { Fragment } from 'react';
import Table from 'react-bootstrap/Table';
import { unitPlaceLabel, unitsByItem, type OrderItem, type OrderUnit } from '@shop/contract';
import { orderItemQrValue } from '@shop/contract/order-options';
import { qrImageUrl } from '../../../../lib/qr-image';
import { LINE_PRICE_COLUMNS, LinePriceCells } from '../../../../components/order/OrderCells';
import { TableHead } from '../../../../components/list/TableParts';

const COLUMNS = ['QR', 'Product', 'Package', 'SKU', ...LINE_PRICE_COLUMNS];

/**
 * A line's units (ADR 0036): each serial with its bin (or the zone place it is in) and
 * status, then how many the line still misses. Lines of products kept without units show none.
 */
function LineUnits({ units, missing }: { units: OrderUnit[]; missing: number }) {
  return (
    <ul className="list-unstyled small mb-0 d-grid gap-1">
      {units.map((u) => (
        <li key={u.id} className="d-flex flex-wrap column-gap-3">
          <span className="font-monospace fw-semibold">{u.unit_identifier}</span>
          <span>
            <span className="text-body-secondary">Bin </span>
            {unitPlaceLabel(u) ?? 'No place'}
          </span>
          <span className="text-capitalize">{u.status}</span>
        </li>
      ))}
      {missing > 0 && (
        <li className="text-danger">
          <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
          {missing} {missing === 1 ? 'unit' : 'units'} not assigned
        </li>
      )}
    </ul>
  );
}

/**
 * The order's lines, each with its QR code (order, item, product, quantity, price, SKU,
 * package) and its assigned units under it: `units` are the order's units and `tracked` the
 * products kept as units (a line of another product has no serials to list).
 */
export function OrderItemsTable({
  orderId,
  items,
  units,
}: {
  orderId: number;
  items: OrderItem[];
  units: { list: OrderUnit[]; tracked: number[] };
}) {
  // Labour and discount lines have no product and no units.
  const held = unitsByItem(
    items.flatMap((i) => (i.product_id === null ? [] : [{ ...i, product_id: i.product_id }])),
    units.list,
  );
  return (
    <Table responsive size="sm" className="align-middle mb-0 position-relative">
      <TableHead className="table-light" columns={COLUMNS} />
      <tbody>
        {items.map((item) => {
          const line = held.get(item.id)!;
          const tracked = item.product_id !== null && units.tracked.includes(item.product_id);
          return (
            <Fragment key={item.id}>
              <tr>
                <td>
                  {/* Labour and a discount are not picked: no QR code to scan. */}
                  {item.kind === 'product' ? (
                    <img
                      src={qrImageUrl(orderItemQrValue(orderId, item), 120)}
                      alt={`QR code for ${item.product_name}`}
                      width={60}
                      height={60}
                      loading="lazy"
                    />
                  ) : (
                    <span className="badge text-bg-light">
                      {item.kind === 'labour'
                        ? 'Installation'
                        : item.kind === 'plan'
                          ? 'Plan'
                          : 'Discount'}
                    </span>
                  )}
                </td>
                <td className="text-break" style={{ minWidth: '10rem' }}>
                  {item.product_name}
                </td>
                <td>{item.package_name || 'Standard'}</td>
                <td className="text-nowrap">{item.sku}</td>
                <LinePriceCells item={item} />
              </tr>
              {tracked && (
                <tr aria-label={`Units of ${item.product_name}`}>
                  <td />
                  <td colSpan={COLUMNS.length - 1} className="pt-0">
                    <LineUnits units={line.units} missing={line.missing} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </Table>
  );
}
