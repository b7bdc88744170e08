import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { ProductUnit } from '@shop/contract';
import type { RowSelection } from '../../../../lib/use-row-selection';
import { formatDateTime } from '../../../../lib/format';
import { LocationBadges, UnitStatusBadge } from './UnitBadges';
import { QrThumb } from './QrThumb';

/**
 * warehouse-and-leads.md section 2's unit table: checkbox, unit id with its QR and internal id,
 * product and SKU, the order with its QR (or "No order"), status, location badges, created, and the
 * two actions. Scrolls sideways on a phone.
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
      <thead className="table-light">
        <tr>
          <th scope="col">
            <Form.Check
              aria-label="Select all units on this page"
              checked={selection.allSelected}
              ref={(el: HTMLInputElement | null) => {
                if (el) el.indeterminate = selection.someSelected;
              }}
              onChange={(e) => selection.toggleAll(e.target.checked)}
            />
          </th>
          <th scope="col">Unit ID</th>
          <th scope="col">Product</th>
          <th scope="col">Order</th>
          <th scope="col">Status</th>
          <th scope="col">Location</th>
          <th scope="col">Created</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((u) => (
          <tr key={u.id}>
            <td>
              <Form.Check
                aria-label={`Select unit ${u.unit_identifier}`}
                checked={selection.isSelected(u.id)}
                onChange={(e) => selection.toggle(u.id, e.target.checked)}
              />
            </td>
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
            <td className="text-nowrap">{formatDateTime(u.created_at)}</td>
            <td>
              <div className="d-flex gap-1">
                <Button
                  size="sm"
                  variant="outline-primary"
                  onClick={() => onView(u)}
                  aria-label={`View details of ${u.unit_identifier}`}
                  title="View details"
                >
                  <i className="bi bi-eye" aria-hidden="true" />
                </Button>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  onClick={() => onLocation(u)}
                  aria-label={`Manage location of ${u.unit_identifier}`}
                  title="Manage location"
                >
                  <i className="bi bi-geo-alt" aria-hidden="true" />
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
