import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import {
  BULK_ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  type BulkOrderStatus,
} from '@shop/contract/order-options';

const isBulkStatus = (value: string): value is BulkOrderStatus =>
  (BULK_ORDER_STATUSES as readonly string[]).includes(value);

/**
 * Bulk Actions: a status for the checked orders of the page, chosen then applied. With no
 * action or no order checked, Apply does nothing (customer-and-commerce-admin.md section 5).
 */
export function OrderBulkActions({
  count,
  pending,
  onApply,
}: {
  count: number;
  pending: boolean;
  /** Resolves when done; the choice is kept after a failure so Apply can be tried again. */
  onApply: (status: BulkOrderStatus) => Promise<unknown>;
}) {
  const [action, setAction] = useState('');
  const ready = count > 0 && isBulkStatus(action) && !pending;
  return (
    <Form
      className="d-flex flex-wrap align-items-end gap-2 mb-3"
      aria-label="Bulk actions"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready || !isBulkStatus(action)) return;
        onApply(action).then(
          () => setAction(''),
          () => {},
        );
      }}
    >
      <Form.Group controlId="orders-bulk-action">
        <Form.Label className="small fw-semibold mb-1">Bulk Actions</Form.Label>
        <Form.Select
          size="sm"
          value={action}
          onChange={(e) => setAction(e.target.value)}
          style={{ minWidth: '12rem' }}
        >
          <option value="">Choose an action</option>
          {BULK_ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              Mark as {ORDER_STATUS_LABELS[s]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Button type="submit" size="sm" variant="primary" disabled={!ready}>
        {pending && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
        Apply
      </Button>
      <span className="small text-body-secondary mb-1" aria-live="polite">
        {count === 0 ? 'No orders selected' : `${count} selected`}
      </span>
    </Form>
  );
}
