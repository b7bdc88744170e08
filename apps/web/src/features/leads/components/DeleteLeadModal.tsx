import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

/** Asks before a delete; the message names what goes and says it cannot be undone. */
export function DeleteLeadModal({
  show,
  title,
  message,
  pending,
  onConfirm,
  onCancel,
}: {
  show: boolean;
  title: string;
  message: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      show={show}
      onHide={pending ? () => {} : onCancel}
      centered
      aria-labelledby="delete-lead-title"
    >
      <Modal.Header closeButton={!pending} closeLabel="Cancel">
        <Modal.Title id="delete-lead-title" as="h2" className="h5">
          <i className="bi bi-exclamation-triangle text-danger me-2" aria-hidden="true" />
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{message}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {pending ? (
            <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
          ) : (
            <i className="bi bi-trash me-1" aria-hidden="true" />
          )}
          Delete
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
