import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { QUOTE_DECLINE_REASON_MAX } from '@shop/contract';
import { FailureAlert } from '../../../components/ui/FailureAlert';

/** Declining asks for an optional reason and a confirmation; it cannot be undone. */
export function DeclineQuoteDialog({
  show,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  show: boolean;
  pending: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  return (
    <Modal show={show} onHide={pending ? () => {} : onCancel} centered aria-labelledby={titleId}>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(reason.trim());
        }}
      >
        <Modal.Header closeButton={!pending} closeLabel="Close">
          <Modal.Title id={titleId} as="h2" className="h5">
            Decline this quote?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FailureAlert text={error} />
          <p>We will let our team know. The link stops working once you decline.</p>
          <Form.Group controlId="decline-reason">
            <Form.Label>Reason (optional)</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={QUOTE_DECLINE_REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Keep the quote
          </Button>
          <Button type="submit" variant="danger" disabled={pending}>
            {pending && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            Decline quote
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
