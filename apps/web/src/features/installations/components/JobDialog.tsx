import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  INSTALLATION_JOB_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  cancelJobSchema,
  completeJobSchema,
  rescheduleSchema,
  type AdminJob,
  type CompleteJob,
  type InstallationJobStatus,
  type OrderStatus,
} from '@shop/contract';
import { Dialog } from '../../../components/ui/Dialog';
import { FailureAlert } from '../../../components/ui/FailureAlert';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { formatDateTime, formatDay, formatMoney, formatSlot } from '../../../lib/format';
import { adminJobQuery, staffSlotsQuery, useJobAction } from '../api/installations';
import { slotsByDay } from './SlotPicker';

type Mode = 'view' | 'reschedule' | 'complete' | 'cancel';

const slotKey = (s: { day: string; slot: number; technicianId: number }) =>
  `${s.day}/${s.slot}/${s.technicianId}`;
// The one select names a day, a slot and a technician at once ("day/slot/technician").
const rescheduleForm = z.object({
  choice: z
    .string()
    .transform((key): z.input<typeof rescheduleSchema> => {
      const [day = '', slot, technicianId] = key.split('/');
      return { day, slot, technicianId };
    })
    .pipe(rescheduleSchema),
});

/** Reschedule: a free slot of any active technician, from now on (staff are not held to 48 h). */
function RescheduleForm({ job, onDone }: { job: AdminJob; onDone: () => void }) {
  const slots = useQuery(staffSlotsQuery(job.id));
  const { register, handleSubmit, watch } = useForm<
    z.input<typeof rescheduleForm>,
    unknown,
    z.output<typeof rescheduleForm>
  >({ resolver: zodResolver(rescheduleForm), defaultValues: { choice: '' } });
  const choice = watch('choice');
  const [failure, setFailure] = useState<string | null>(null);
  const action = useJobAction({
    onSuccess: onDone,
    onError: (error) => {
      setFailure(errorText(error, 'The installation could not be rescheduled.'));
      void slots.refetch();
    },
  });
  if (slots.isPending) return <LoadingState label="Loading free slots..." />;
  if (slots.isError) {
    return (
      <ErrorState message="Free slots could not be loaded." onRetry={() => void slots.refetch()} />
    );
  }
  const chosen = slots.data.some((s) => slotKey(s) === choice);
  return (
    <Form
      noValidate
      onSubmit={handleSubmit(({ choice: body }) =>
        action.mutate({ id: job.id, action: 'reschedule', body }),
      )}
    >
      <FailureAlert text={failure} onDismiss={() => setFailure(null)} />
      <Form.Group controlId={`reschedule-${job.id}`} className="mb-3">
        <Form.Label>Day, time and technician</Form.Label>
        <Form.Select {...register('choice')}>
          <option value="">Choose a free slot</option>
          {slotsByDay(slots.data).map(([day, daySlots]) => (
            <optgroup key={day} label={formatDay(day)}>
              {daySlots.map((s) => (
                <option key={slotKey(s)} value={slotKey(s)}>
                  {formatSlot(s.day, s.startTime, s.slot)} - {s.technicianName}
                </option>
              ))}
            </optgroup>
          ))}
        </Form.Select>
        <Form.Text>The customer is e-mailed the new time.</Form.Text>
      </Form.Group>
      <Button type="submit" disabled={!chosen || action.isPending}>
        {job.status === 'booked' ? 'Reschedule' : 'Book'}
      </Button>
    </Form>
  );
}

/** Whether the job's booked slot is still ahead (completing it then takes a reason). */
const slotAhead = (job: AdminJob) => job.startsAt !== null && new Date(job.startsAt) > new Date();

/**
 * Completing before the slot starts: the slot named, and the reason asked for (the job's
 * history keeps it).
 */
function EarlyReason({
  job,
  registration,
  error,
}: {
  job: AdminJob;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <fieldset className="border border-warning rounded p-2 mb-3">
      <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-1">
        Complete before the slot
      </legend>
      <p className="mb-2">
        This job’s slot starts {formatSlot(job.day!, job.startTime, job.slot)}. Give a reason to
        complete it early.
      </p>
      <Form.Group controlId={`early-reason-${job.id}`}>
        <Form.Label>Reason for completing early</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={500}
          required
          isInvalid={error !== undefined}
          {...registration}
        />
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </Form.Group>
    </fieldset>
  );
}

// Cancelling keeps no notes: its one text is the reason, under the cancel's own rule.
const cancelForm = cancelJobSchema.extend({ notes: completeJobSchema.shape.notes });
type CloseValues = z.output<typeof completeJobSchema>;

/** Complete (notes; a reason before the slot starts) or cancel (reason). */
function CloseForm({
  job,
  kind,
  onDone,
}: {
  job: AdminJob;
  kind: 'complete' | 'cancel';
  onDone: () => void;
}) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<CompleteJob, unknown, CloseValues>({
    resolver: (kind === 'complete'
      ? zodResolver(completeJobSchema)
      : zodResolver(cancelForm)) as Resolver<CompleteJob, unknown, CloseValues>,
    defaultValues: { notes: '', reason: '' },
  });
  const reason = watch('reason') ?? '';
  // The server's clock decides: a 409 naming the slot asks for the reason too.
  const [early, setEarly] = useState(() => kind === 'complete' && slotAhead(job));
  const [failure, setFailure] = useState<string | null>(null);
  const action = useJobAction({
    onSuccess: onDone,
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'SLOT_NOT_STARTED') setEarly(true);
      setFailure(
        errorText(
          error,
          kind === 'complete'
            ? 'The installation could not be completed.'
            : 'The installation could not be cancelled.',
        ),
      );
    },
  });
  const missingReason = !reason.trim();
  const textName = kind === 'complete' ? 'notes' : 'reason';
  const textError = errors[textName]?.message;
  return (
    <Form
      noValidate
      onSubmit={handleSubmit(({ notes, reason: why }) => {
        if (kind === 'complete') {
          const body = early ? { notes, reason: why } : { notes };
          action.mutate({ id: job.id, action: 'complete', body });
        } else action.mutate({ id: job.id, action: 'cancel', body: { reason: why } });
      })}
    >
      <FailureAlert text={failure} onDismiss={() => setFailure(null)} />
      {early && job.day && (
        <EarlyReason job={job} registration={register('reason')} error={errors.reason?.message} />
      )}
      <Form.Group controlId={`${kind}-${job.id}`} className="mb-3">
        <Form.Label>{kind === 'complete' ? 'Technician’s notes' : 'Reason'}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          maxLength={kind === 'complete' ? 2000 : 500}
          required={kind === 'cancel'}
          isInvalid={textError !== undefined}
          {...register(textName)}
        />
        <Form.Control.Feedback type="invalid">{textError}</Form.Control.Feedback>
        {kind === 'complete' && (
          <Form.Text>The order’s units become installed and the order completed.</Form.Text>
        )}
      </Form.Group>
      <Button
        type="submit"
        variant={kind === 'complete' ? 'success' : 'danger'}
        disabled={action.isPending || ((kind === 'cancel' || early) && missingReason)}
      >
        {kind === 'complete' ? 'Mark as done' : 'Cancel installation'}
      </Button>
    </Form>
  );
}

/** A history entry's status in words ("To book", not "to_book"); an unknown one as it came. */
const jobStatusLabel = (status: string) =>
  INSTALLATION_JOB_STATUS_LABELS[status as InstallationJobStatus] ?? status;

function JobDetails({ job }: { job: AdminJob }) {
  return (
    <>
      <dl className="row mb-3">
        <dt className="col-sm-4">Status</dt>
        <dd className="col-sm-8">{INSTALLATION_JOB_STATUS_LABELS[job.status]}</dd>
        <dt className="col-sm-4">When</dt>
        <dd className="col-sm-8">
          {job.day ? formatSlot(job.day, job.startTime, job.slot) : 'Not booked yet'}
          {job.technicianName && ` with ${job.technicianName}`}
        </dd>
        <dt className="col-sm-4">Order</dt>
        <dd className="col-sm-8">
          {job.order.orderNumber} ·{' '}
          {ORDER_STATUS_LABELS[job.order.status as OrderStatus] ?? job.order.status} ·{' '}
          {formatMoney(job.order.total)}
        </dd>
        <dt className="col-sm-4">Customer</dt>
        <dd className="col-sm-8 text-break">
          {job.customer.name} · {job.customer.email}
          {job.customer.phone && ` · ${job.customer.phone}`}
        </dd>
        <dt className="col-sm-4">Site</dt>
        <dd className="col-sm-8 text-break">{job.siteAddress}</dd>
        {job.completionNotes && (
          <>
            <dt className="col-sm-4">Notes</dt>
            <dd className="col-sm-8 text-break" style={{ whiteSpace: 'pre-wrap' }}>
              {job.completionNotes}
            </dd>
          </>
        )}
      </dl>
      <h3 className="h6">Units ({job.units.length})</h3>
      {job.units.length ? (
        <ul className="small">
          {job.units.map((u) => (
            <li key={u.id}>
              {u.unit_identifier} · {u.status}
            </li>
          ))}
        </ul>
      ) : (
        <p className="small text-body-secondary">No units are held for this order.</p>
      )}
      <h3 className="h6">History</h3>
      <ol className="small ps-3">
        {job.history.map((h) => (
          <li key={h.id}>
            {formatDateTime(h.createdAt)}:{' '}
            {h.fromStatus ? `${jobStatusLabel(h.fromStatus)} → ` : ''}
            {jobStatusLabel(h.toStatus)}
            {h.toDay && ` ${formatSlot(h.toDay, h.toStartTime, h.toSlot, { year: false })}`}
            {h.toTechnician && ` (${h.toTechnician})`}
            {h.byCustomer ? ' by the customer' : h.userName ? ` by ${h.userName}` : ''}
            {h.note && ` - ${h.note}`}
          </li>
        ))}
      </ol>
    </>
  );
}

/** A job of the calendar: its details, and Reschedule, Mark as done and Cancel. */
export function JobDialog({ jobId, onHide }: { jobId: number | null; onHide: () => void }) {
  const job = useQuery({ ...adminJobQuery(jobId ?? 0), enabled: jobId !== null });
  const [mode, setMode] = useState<Mode>('view');
  const [done, setDone] = useState<string | null>(null);
  const finish = (message: string) => {
    setMode('view');
    setDone(message);
  };
  const open = job.data && (job.data.status === 'to_book' || job.data.status === 'booked');
  return (
    <Dialog
      show={jobId !== null}
      onHide={onHide}
      onExited={() => {
        setMode('view');
        setDone(null);
      }}
      size="lg"
      icon="tools"
      title={job.data ? `Installation · ${job.data.orderNumber}` : 'Installation'}
    >
      <Modal.Body>
        {job.isPending && <LoadingState label="Loading the installation..." />}
        {job.isError && (
          <ErrorState
            message="The installation could not be loaded."
            onRetry={() => void job.refetch()}
          />
        )}
        {job.data && (
          <>
            {done && (
              <Alert
                variant="success"
                dismissible
                onClose={() => setDone(null)}
                closeLabel="Dismiss"
              >
                {done}
              </Alert>
            )}
            <JobDetails job={job.data} />
            {open && (
              <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Actions">
                <Button variant="outline-primary" onClick={() => setMode('reschedule')}>
                  {job.data.status === 'booked' ? 'Reschedule' : 'Book a slot'}
                </Button>
                {job.data.status === 'booked' && (
                  <Button variant="outline-success" onClick={() => setMode('complete')}>
                    Complete
                  </Button>
                )}
                <Button variant="outline-danger" onClick={() => setMode('cancel')}>
                  Cancel installation
                </Button>
              </div>
            )}
            {open && mode === 'reschedule' && (
              <RescheduleForm
                job={job.data}
                onDone={() => finish('Booked. The customer was e-mailed.')}
              />
            )}
            {open && (mode === 'complete' || mode === 'cancel') && (
              <CloseForm
                key={mode}
                job={job.data}
                kind={mode}
                onDone={() =>
                  finish(
                    mode === 'complete' ? 'Installation completed.' : 'Installation cancelled.',
                  )
                }
              />
            )}
          </>
        )}
      </Modal.Body>
    </Dialog>
  );
}
