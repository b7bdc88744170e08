import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  QUOTE_DECLINE_REASON_MAX,
  quoteDeclineSchema,
  type QuoteDeclineInput,
} from '@shop/contract';
import { FailureAlert } from '../../../../components/ui/FailureAlert';
import { TextField } from '../../../../components/ui/TextField';
import { fieldProps } from '../../../../lib/field-props';

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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<QuoteDeclineInput>({
    resolver: zodResolver(quoteDeclineSchema),
    defaultValues: { reason: '' },
  });
  const field = fieldProps(register, errors);
  return (
    <Modal show={show} onHide={pending ? () => {} : onCancel} centered aria-labelledby={titleId}>
      <Form noValidate onSubmit={handleSubmit(({ reason }) => onConfirm(reason ?? ''))}>
        <Modal.Header closeButton={!pending} closeLabel="Close">
          <Modal.Title id={titleId} as="h2" className="h5">
            Decline this quote?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FailureAlert text={error} />
          <p>We will let our team know. The link stops working once you decline.</p>
          <TextField
            id="decline-reason"
            label="Reason (optional)"
            rows={3}
            maxLength={QUOTE_DECLINE_REASON_MAX}
            className="mb-0"
            {...field('reason')}
          />
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
