import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import type { Option } from '../../lib/options';
import { SelectOptions } from '../ui/SelectOptions';

/**
 * Bulk Actions: one action for the checked rows of the page, chosen from a menu, then applied.
 * With no action or no row checked, Apply does nothing
 * (docs/modules/users.md#screens). An action whose `onApply` returns a promise
 * clears the menu when it resolves and keeps it after a failure, so Apply can be tried
 * again; one that opens a dialog returns nothing.
 */
export function BulkActionForm<A extends string>({
  id,
  actions,
  count,
  noneSelected,
  pending,
  onApply,
}: {
  id: string;
  actions: readonly Option<A>[];
  count: number;
  /** What the form says with no row checked ("No orders selected"); without it, it hides. */
  noneSelected?: string;
  pending: boolean;
  onApply: (action: A) => Promise<unknown> | void;
}) {
  const [choice, setChoice] = useState('');
  if (count === 0 && noneSelected === undefined) return null;
  const action = actions.find((a) => a.value === choice)?.value;
  const ready = count > 0 && action !== undefined && !pending;
  return (
    <Form
      className="d-flex flex-wrap align-items-end gap-2 mb-3"
      aria-label="Bulk actions"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        onApply(action)?.then(
          () => setChoice(''),
          () => {},
        );
      }}
    >
      <Form.Group controlId={id}>
        <Form.Label className="small fw-semibold mb-1">Bulk Actions</Form.Label>
        <Form.Select
          size="sm"
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          style={{ minWidth: '12rem' }}
        >
          <option value="">Choose an action</option>
          <SelectOptions options={actions} />
        </Form.Select>
      </Form.Group>
      <Button type="submit" size="sm" disabled={!ready}>
        {pending && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
        Apply
      </Button>
      <span className="small text-body-secondary mb-1" aria-live="polite">
        {count === 0 ? noneSelected : `${count} selected`}
      </span>
    </Form>
  );
}
