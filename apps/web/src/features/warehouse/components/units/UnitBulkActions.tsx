import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import type { UnitStatus } from '@shop/contract';
import { BULK_UNIT_STATUSES, UNIT_STATUS_LABELS } from '../../unit-labels';

const MOVE = 'move';

/**
 * The Bulk Actions menu, shown while rows are checked (warehouse-and-leads.md section 2): a status
 * from the bulk list of warehouse-and-leads.md section 4, or a move of every checked unit to one
 * place (the move dialog asks where).
 */
export function UnitBulkActions({
  count,
  pending,
  onStatus,
  onMove,
}: {
  count: number;
  pending: boolean;
  /** Resolves when done; the choice is kept after a failure so Apply can be tried again. */
  onStatus: (status: UnitStatus) => Promise<unknown>;
  onMove: () => void;
}) {
  const [action, setAction] = useState('');
  if (count === 0) return null;
  const status = BULK_UNIT_STATUSES.find((s) => s === action);
  return (
    <Form
      className="d-flex flex-wrap align-items-end gap-2 mb-3"
      aria-label="Bulk actions"
      onSubmit={(e) => {
        e.preventDefault();
        if (pending) return;
        if (action === MOVE) onMove();
        else if (status)
          onStatus(status).then(
            () => setAction(''),
            () => {},
          );
      }}
    >
      <Form.Group controlId="units-bulk-action">
        <Form.Label className="small fw-semibold mb-1">Bulk Actions</Form.Label>
        <Form.Select
          size="sm"
          value={action}
          onChange={(e) => setAction(e.target.value)}
          style={{ minWidth: '12rem' }}
        >
          <option value="">Choose an action</option>
          {BULK_UNIT_STATUSES.map((s) => (
            <option key={s} value={s}>
              Mark as {UNIT_STATUS_LABELS[s]}
            </option>
          ))}
          <option value={MOVE}>Move to a location...</option>
        </Form.Select>
      </Form.Group>
      <Button type="submit" size="sm" disabled={!action || pending}>
        {pending && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
        Apply
      </Button>
      <span className="small text-body-secondary mb-1" aria-live="polite">
        {count} selected
      </span>
    </Form>
  );
}
