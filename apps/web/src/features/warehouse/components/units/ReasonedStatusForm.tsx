import { useEffect, useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { unitStatusSchema } from '@shop/contract';
import { Dialog } from '../../../../components/ui/Dialog';
import { TextField } from '../../../../components/ui/TextField';
import { useSentForm } from '../../../../lib/use-sent-form';
import { UNIT_STATUS_ACTIONS } from '../../unit-labels';
import type { ReasonedStatus } from '../../unit-status-effects';

/** The spec's body: the reason is sent as the change's `notes`. */
type ReasonForm = { status: ReasonedStatus; notes: string };

/**
 * The confirmation of a damaged, lost or voided change (ADR 0038): what it does
 * (`effect`, the order's share included), then the reason, required by the same contract rule
 * the server applies; nothing is sent before Confirm.
 */
export function ReasonedStatusForm({
  status,
  effect,
  pending,
  onConfirm,
  onCancel,
}: {
  status: ReasonedStatus;
  effect: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const form = useSentForm<ReasonForm>(unitStatusSchema, { status, notes: '' });
  const { setFocus } = form;
  // Opened by a status button: the reason is what to type next (keyboard and screen reader).
  useEffect(() => setFocus('notes'), [setFocus]);
  const action = UNIT_STATUS_ACTIONS.find((a) => a.to === status)!;
  return (
    <Form
      noValidate
      aria-label={action.label}
      className="border rounded p-3 d-grid gap-2"
      onSubmit={(e) => void form.handleSubmit(({ notes }) => onConfirm(notes.trim()))(e)}
    >
      <p className="mb-0" id={`${id}-effect`}>
        {effect}
      </p>
      <TextField
        id={`${id}-reason`}
        className="mb-0"
        label="Reason"
        required
        rows={2}
        maxLength={300}
        registration={form.field('notes')}
        error={form.formState.errors.notes?.message}
      />
      <div className="d-flex flex-wrap gap-2 justify-content-end">
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button
          type="submit"
          size="sm"
          variant={status === 'voided' ? 'warning' : 'danger'}
          disabled={pending}
          aria-describedby={`${id}-effect`}
        >
          Confirm: {action.label}
        </Button>
      </div>
    </Form>
  );
}

/** The same confirmation in a dialog of its own: for a selection of units (the bulk menu). */
export function ReasonedStatusDialog({
  status,
  effect,
  count,
  pending,
  onConfirm,
  onCancel,
}: {
  status: ReasonedStatus | null;
  effect: string;
  count: number;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const action = UNIT_STATUS_ACTIONS.find((a) => a.to === status);
  return (
    <Dialog
      show={status !== null}
      onHide={pending ? () => {} : onCancel}
      title={`${action?.label ?? ''} (${count} selected)`}
    >
      <Modal.Body>
        {status && (
          <ReasonedStatusForm
            key={status}
            status={status}
            effect={effect}
            pending={pending}
            onConfirm={onConfirm}
            onCancel={onCancel}
          />
        )}
      </Modal.Body>
    </Dialog>
  );
}
