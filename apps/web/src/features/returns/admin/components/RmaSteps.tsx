import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  RMA_INSPECTION_LABELS,
  RMA_INSPECTION_RESULTS,
  RMA_NOTE_MAX,
  rmaApproveSchema,
  rmaInspectSchema,
  rmaRejectSchema,
  type AdminRmaDetail,
  type AdminRmaStepResponse,
  type RmaInspectInput,
} from '@shop/contract';
import { ScanBox } from '../../../../components/scan/ScanBox';
import { Dialog, DialogForm } from '../../../../components/ui/Dialog';
import type { PageAlertMessage } from '../../../../components/ui/PageAlert';
import { errorText } from '../../../../lib/error-text';
import { useRmaStep } from '../api/rmas';

type Done = (message: PageAlertMessage) => void;

const reactionsOf = (onDone: Done, fallback: string, after?: () => void) => ({
  onSuccess: (answer: AdminRmaStepResponse) => {
    after?.();
    onDone({ variant: 'success', text: answer.message });
  },
  onError: (err: Error) => onDone({ variant: 'danger', text: errorText(err, fallback) }),
});

/**
 * A requested RMA: approve (an optional note) or reject (the reason), both e-mailed. An
 * approved one offers Reject only (`closeOnly`): it closes an RMA whose unit never came back.
 */
function Decide({
  rma,
  onDone,
  closeOnly = false,
}: {
  rma: AdminRmaDetail;
  onDone: Done;
  closeOnly?: boolean;
}) {
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const close = () => setOpen(null);
  const approve = useRmaStep(rma.id, 'approve', reactionsOf(onDone, 'Failed to approve', close));
  const reject = useRmaStep(rma.id, 'reject', reactionsOf(onDone, 'Failed to reject', close));
  const start = (which: 'approve' | 'reject') => setOpen(which);
  return (
    <>
      <p className="mb-2">
        {closeOnly
          ? 'If the unit never comes back, reject the RMA to close it: the reason is e-mailed to the customer.'
          : 'Approve to e-mail the customer how to send the unit back with the return label, or reject with the reason.'}
      </p>
      <div className="d-flex flex-wrap gap-2">
        {!closeOnly && (
          <Button onClick={() => start('approve')}>
            <i className="bi bi-check-lg me-1" aria-hidden="true" />
            Approve
          </Button>
        )}
        <Button variant="outline-danger" onClick={() => start('reject')}>
          <i className="bi bi-x-lg me-1" aria-hidden="true" />
          Reject
        </Button>
      </div>
      <Dialog
        show={open !== null}
        onHide={close}
        icon={open === 'reject' ? 'x-circle' : 'check-circle'}
        title={open === 'reject' ? `Reject ${rma.rmaNumber}` : `Approve ${rma.rmaNumber}`}
      >
        {open && (
          <DecisionForm
            key={open}
            reject={open === 'reject'}
            pending={approve.isPending || reject.isPending}
            onSubmit={(text) =>
              open === 'reject' ? reject.mutate({ reason: text }) : approve.mutate({ note: text })
            }
          />
        )}
      </Dialog>
    </>
  );
}

// The dialog's one text is the approval's note or the rejection's reason, checked by its own rule.
const approveText = z.object({ text: rmaApproveSchema.shape.note });
const rejectText = z.object({ text: rmaRejectSchema.shape.reason });

function DecisionForm({
  reject,
  pending,
  onSubmit,
}: {
  reject: boolean;
  pending: boolean;
  onSubmit: (text: string) => void;
}) {
  const ids = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ text?: string | undefined }, unknown, { text: string }>({
    resolver: zodResolver(reject ? rejectText : approveText),
    defaultValues: { text: '' },
  });
  const error = errors.text?.message;
  return (
    <DialogForm
      onSubmit={handleSubmit(({ text }) => onSubmit(text))}
      pending={pending}
      submitLabel={reject ? 'Reject and e-mail' : 'Approve and e-mail'}
    >
      <Form.Group controlId={`${ids}-text`}>
        <Form.Label>
          {reject ? 'Reason (e-mailed to the customer)' : 'Note to the customer'}
          {!reject && <span className="text-body-secondary"> (optional)</span>}
        </Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          maxLength={RMA_NOTE_MAX}
          isInvalid={error !== undefined}
          {...register('text')}
        />
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </Form.Group>
    </DialogForm>
  );
}

/** An approved RMA: the unit is received by scanning the return label or its own label. */
function Receive({ rma, onDone }: { rma: AdminRmaDetail; onDone: Done }) {
  const receive = useRmaStep(rma.id, 'receive', reactionsOf(onDone, 'Failed to receive'));
  return (
    <>
      <ScanBox
        label="Receive by scanning"
        hint={`Scan the return label (${rma.rmaNumber}) or the unit's label (${rma.unitIdentifier}), or type either and press Enter.`}
        onScan={(code) => receive.mutate({ code })}
      />
      {receive.isPending && (
        <div role="status" className="small mt-2">
          <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
          Receiving...
        </div>
      )}
    </>
  );
}

/**
 * A received RMA: does the unit work (back to stock as refurbished once the RMA is resolved
 * with a refund or a replacement) or is it damaged.
 */
function Inspect({ rma, onDone }: { rma: AdminRmaDetail; onDone: Done }) {
  const ids = useId();
  const inspect = useRmaStep(rma.id, 'inspect', reactionsOf(onDone, 'Failed to save'));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RmaInspectInput>({
    resolver: zodResolver(rmaInspectSchema),
    defaultValues: { notes: '' },
  });
  const error = errors.result?.message;
  return (
    <Form
      noValidate
      onSubmit={handleSubmit((values) => inspect.mutate(values))}
      aria-label="Inspection"
      className="d-grid gap-3"
    >
      <fieldset>
        <legend className="fs-6 fw-semibold">Result</legend>
        {RMA_INSPECTION_RESULTS.map((r) => (
          <Form.Check
            key={r}
            type="radio"
            id={`${ids}-${r}`}
            value={r}
            label={RMA_INSPECTION_LABELS[r]}
            isInvalid={error !== undefined}
            {...register('result')}
          />
        ))}
        {error && <div className="invalid-feedback d-block">{error}</div>}
      </fieldset>
      <Form.Group controlId={`${ids}-notes`}>
        <Form.Label>Inspection notes (staff only)</Form.Label>
        <Form.Control as="textarea" rows={3} maxLength={RMA_NOTE_MAX} {...register('notes')} />
      </Form.Group>
      <div>
        <Button type="submit" disabled={inspect.isPending}>
          {inspect.isPending && (
            <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
          )}
          Save inspection
        </Button>
      </div>
    </Form>
  );
}

/** The staff step that fits the RMA's status, or null when none up to inspection does. */
export function RmaSteps({ rma, onDone }: { rma: AdminRmaDetail; onDone: Done }) {
  if (rma.status === 'requested') return <Decide rma={rma} onDone={onDone} />;
  if (rma.status === 'approved')
    return (
      <div className="d-grid gap-4">
        <Receive rma={rma} onDone={onDone} />
        <Decide rma={rma} onDone={onDone} closeOnly />
      </div>
    );
  if (rma.status === 'received') return <Inspect rma={rma} onDone={onDone} />;
  return null;
}
