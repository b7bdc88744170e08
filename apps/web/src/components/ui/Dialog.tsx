import { useContext, useId, type FormEventHandler, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import ModalContext from 'react-bootstrap/ModalContext';
import Spinner from 'react-bootstrap/Spinner';

/**
 * A modal named by its title: an h2 (with a Bootstrap icon before it when `icon` is given) and
 * the header's Close button. The body and footer are the children.
 */
export function Dialog({
  show,
  onHide,
  onExited,
  size,
  icon,
  title,
  children,
}: {
  show: boolean;
  onHide: () => void;
  onExited?: () => void;
  size?: 'sm' | 'lg' | 'xl';
  /** A Bootstrap Icons name, e.g. "plus-square". */
  icon?: string;
  title: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onHide} onExited={onExited} size={size} aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          {icon && <i className={`bi bi-${icon} me-2`} aria-hidden="true" />}
          {title}
        </Modal.Title>
      </Modal.Header>
      {children}
    </Modal>
  );
}

/**
 * A dialog's form: its fields in the body, then Cancel and the submit button, which shows a
 * spinner and, like Cancel, waits while the form is being sent. Cancel closes the modal it is
 * in, as the header's Close button does (react-bootstrap's modal context). `submitDisabled`
 * holds the submit button back while something it needs is missing (a price still being
 * worked out).
 */
export function DialogForm({
  onSubmit,
  pending,
  submitLabel,
  submitDisabled = false,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  submitDisabled?: boolean;
  children: ReactNode;
}) {
  const { onHide } = useContext(ModalContext);
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Body className="d-grid gap-3">{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={() => onHide()} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending || submitDisabled}>
          {pending && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
          {submitLabel}
        </Button>
      </Modal.Footer>
    </Form>
  );
}

/** The footer of a dialog that only shows things: its Close button, which closes the modal. */
export function CloseFooter() {
  const { onHide } = useContext(ModalContext);
  return (
    <Modal.Footer>
      <Button variant="secondary" onClick={() => onHide()}>
        Close
      </Button>
    </Modal.Footer>
  );
}
