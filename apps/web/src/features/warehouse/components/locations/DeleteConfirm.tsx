import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/**
 * A delete's confirmation inside the dialog it belongs to (no second modal over the first):
 * the question, Cancel and the delete button, which waits while the delete is sent.
 */
export function DeleteConfirm({
  question,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  question: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="alert alert-warning mb-0" role="group" aria-label="Confirm the delete">
      <p>{question}</p>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {pending && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
