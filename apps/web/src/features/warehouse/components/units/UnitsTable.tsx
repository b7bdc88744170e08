import Table from 'react-bootstrap/Table';
import type { ProductUnit } from '@shop/contract';
import type { RowSelection } from '../../../../lib/use-row-selection';
import { RowActionButton } from '../../../../components/list/RowActions';
import { RowSelectCell, SelectAllHeader } from '../../../../components/list/SelectAllCheckbox';
import { DateCell, TableHead } from '../../../../components/list/TableParts';
import { LocationBadges, UnitStatusBadge } from './UnitBadges';
import { QrThumb } from './QrThumb';

const COLUMNS = [
  'Unit ID',
  'Product',
  'Order',
  'Status',
  'Location',
  'Created',
  { label: 'Actions', hidden: true },
];

/**
 * The unit table (docs/modules/warehouse.md#screens): checkbox, unit id with its QR and internal
 * id, product and SKU, the order with its QR (or "No order"), status, location badges, created, and
 * the two actions. Scrolls sideways on a phone.
 */
export function UnitsTable({
  rows,
  selection,
  onView,
  onLocation,
}: {
  rows: readonly ProductUnit[];
  selection: RowSelection;
  onView: (unit: ProductUnit) => void;
  onLocation: (unit: ProductUnit) => void;
}) {
  return (
    <Table responsive hover className="mb-0 align-middle small">
      <TableHead className="table-light" columns={COLUMNS}>
        <SelectAllHeader label="Select all units on this page" selection={selection} />
      </TableHead>
      <tbody>
        {rows.map((u) => (
          <tr key={u.id}>
            <RowSelectCell
              label={`Select unit ${u.unit_identifier}`}
              id={u.id}
              selection={selection}
            />
            <td>
              <div className="d-flex align-items-center gap-2">
                <QrThumb value={u.unit_identifier} label={`unit ${u.unit_identifier}`} />
                <div>
                  <div className="fw-semibold font-monospace text-nowrap">{u.unit_identifier}</div>
                  <div className="text-body-secondary">ID: {u.id}</div>
                </div>
              </div>
            </td>
            <td style={{ minWidth: '10rem' }}>
              <div className="fw-semibold">{u.product_name}</div>
              <div className="text-body-secondary font-monospace">{u.product_sku}</div>
            </td>
            <td>
              {u.order_number ? (
                <div className="d-flex align-items-center gap-2">
                  <QrThumb value={u.order_number} label={`order ${u.order_number}`} />
                  <div>
                    <div className="fw-semibold text-nowrap">{u.order_number}</div>
                    <div className="text-body-secondary">Order ID: {u.order_id}</div>
                  </div>
                </div>
              ) : (
                <span className="text-body-secondary">No order</span>
              )}
            </td>
            <td>
              <UnitStatusBadge status={u.status} />
            </td>
            <td>
              <LocationBadges zone={u.zone_code} aisle={u.aisle} rack={u.rack} shelf={u.shelf} />
            </td>
            <DateCell at={u.created_at} withTime />
            <td>
              <div className="d-flex gap-1">
                <RowActionButton
                  icon="eye"
                  label={`View details of ${u.unit_identifier}`}
                  title="View details"
                  variant="outline-primary"
                  onClick={() => onView(u)}
                />
                <RowActionButton
                  icon="geo-alt"
                  label={`Manage location of ${u.unit_identifier}`}
                  title="Manage location"
                  variant="outline-secondary"
                  onClick={() => onLocation(u)}
                />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
