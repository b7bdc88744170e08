import { useContext, useId, type FormEventHandler, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import ModalContext from 'react-bootstrap/ModalContext';
import Spinner from 'react-bootstrap/Spinner';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

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
 * worked out). The body lays its parts out in a grid with gaps unless `bodyClassName` says
 * otherwise ("" for the parts' own margins); `cancelLabel` and `submitVariant` name and colour
 * the buttons where Cancel and a primary button would not fit (the customer's "Keep my plan").
 */
export function DialogForm({
  onSubmit,
  pending,
  submitLabel,
  submitDisabled = false,
  submitVariant = 'primary',
  cancelLabel = 'Cancel',
  bodyClassName = 'd-grid gap-3',
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  submitDisabled?: boolean;
  submitVariant?: string;
  cancelLabel?: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  const { onHide } = useContext(ModalContext);
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Body className={bodyClassName || undefined}>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={() => onHide()} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant={submitVariant} disabled={pending || submitDisabled}>
          {pending && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
          {submitLabel}
        </Button>
      </Modal.Footer>
    </Form>
  );
}

/**
 * What a dialog's form needs, loading: meanwhile a loading line in the body, or the failed
 * load's message with Try Again; once loaded, the children (the form) with it.
 */
export function DialogLoad<T>({
  query,
  loading,
  loadFailed,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  /** The failed load's message (the server's own, where it gave one: `errorText`). */
  loadFailed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <Modal.Body>
        <LoadingState label={loading} />
      </Modal.Body>
    );
  if (query.isError)
    return (
      <Modal.Body>
        <ErrorState message={loadFailed} onRetry={() => void query.refetch()} />
      </Modal.Body>
    );
  return children(query.data);
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
