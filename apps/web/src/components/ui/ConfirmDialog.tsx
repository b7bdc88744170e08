import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

/** A yes/no question in a modal (delete, restore, leave with unsaved changes). */
export function ConfirmDialog({
  show,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'primary',
  titleIcon,
  confirmIcon,
  pending = false,
  onConfirm,
  onCancel,
}: {
  show: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  variant?: 'primary' | 'danger' | 'warning';
  /** Bootstrap Icons classes before the title / on the confirm button, e.g. "bi bi-trash". */
  titleIcon?: string;
  confirmIcon?: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={pending ? () => {} : onCancel} centered aria-labelledby={titleId}>
      <Modal.Header closeButton={!pending} closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          {titleIcon && <i className={`${titleIcon} me-2`} aria-hidden="true" />}
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{message}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button variant={variant} onClick={onConfirm} disabled={pending}>
          {pending ? (
            <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
          ) : (
            confirmIcon && <i className={`${confirmIcon} me-1`} aria-hidden="true" />
          )}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
