import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useQuery } from '@tanstack/react-query';
import {
  INSTALLATION_JOB_STATUS_LABELS,
  type CustomerInstallation,
  type InstallationJobStatus,
} from '@shop/contract';
import { ListStates } from '../../../components/list/ListStates';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { errorText } from '../../../lib/error-text';
import { formatDateTime, formatDay, formatSlotTime } from '../../../lib/format';
import { customerInstallationsQuery, customerSlotsQuery, useBookSlot } from '../api/installations';
import { SlotPicker } from './SlotPicker';
import { FailureAlert } from '../../../components/ui/FailureAlert';

const STATUS_VARIANT: Record<InstallationJobStatus, string> = {
  to_book: 'warning',
  booked: 'primary',
  completed: 'success',
  cancelled: 'secondary',
};

/** The free slots of one job and the Book (or Move) of one of them. */
function PickSlot({
  job,
  kind,
  onDone,
}: {
  job: CustomerInstallation;
  kind: 'book' | 'move';
  onDone: (message: string) => void;
}) {
  const slots = useQuery(customerSlotsQuery(job.id));
  const [failure, setFailure] = useState<string | null>(null);
  const save = useBookSlot(kind, {
    onSuccess: (saved) =>
      onDone(
        `Your installation is ${kind === 'book' ? 'booked' : 'moved'}: ${formatDay(saved.day!)} at ${formatSlotTime(saved.startTime ?? '')}. We e-mailed you a confirmation.`,
      ),
    onError: (error) => {
      setFailure(errorText(error, 'The slot could not be saved. Try again.'));
      void slots.refetch();
    },
  });
  if (slots.isPending) return <LoadingState label="Loading free slots..." />;
  if (slots.isError) {
    return (
      <ErrorState
        message="The free slots could not be loaded."
        onRetry={() => void slots.refetch()}
      />
    );
  }
  return (
    <div className="mt-3">
      <FailureAlert text={failure} onDismiss={() => setFailure(null)} />
      <SlotPicker
        slots={slots.data}
        pending={save.isPending}
        submitLabel={kind === 'book' ? 'Book this slot' : 'Move to this slot'}
        onPick={(slot) => save.mutate({ jobId: job.id, day: slot.day, slot: slot.slot })}
      />
    </div>
  );
}

function InstallationCard({ job }: { job: CustomerInstallation }) {
  const [picking, setPicking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const kind = job.canBook ? 'book' : 'move';
  return (
    <Card className="mb-3">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h3 className="h6 mb-0 me-auto">Order {job.orderNumber}</h3>
          {/* White on Bootstrap's yellow is 1.6:1; dark text on it passes AA, as elsewhere. */}
          <Badge
            bg={STATUS_VARIANT[job.status]}
            text={STATUS_VARIANT[job.status] === 'warning' ? 'dark' : undefined}
          >
            {INSTALLATION_JOB_STATUS_LABELS[job.status]}
          </Badge>
        </div>
        {job.status === 'booked' && job.day && (
          <p className="mb-1">
            <i className="bi bi-calendar-event me-2" aria-hidden="true" />
            {formatDay(job.day)} at {formatSlotTime(job.startTime ?? '')} (Las Vegas time)
            {job.technicianFirstName && <> with {job.technicianFirstName}</>}
          </p>
        )}
        <p className="mb-2 text-body-secondary text-break">
          <i className="bi bi-geo-alt me-2" aria-hidden="true" />
          {job.siteAddress}
        </p>
        {job.status === 'booked' && job.canMoveUntil && (
          <p className="small text-body-secondary mb-2">
            {job.canMove
              ? `You can move it until ${formatDateTime(job.canMoveUntil)}.`
              : 'It starts in less than 48 hours: call us to change it.'}
          </p>
        )}
        {done && (
          <Alert variant="success" dismissible onClose={() => setDone(null)} closeLabel="Dismiss">
            {done}
          </Alert>
        )}
        {(job.canBook || job.canMove) && !picking && (
          <Button
            variant={job.canBook ? 'primary' : 'outline-primary'}
            onClick={() => {
              setDone(null);
              setPicking(true);
            }}
          >
            {job.canBook ? 'Pick a slot' : 'Move'}
          </Button>
        )}
        {picking && (
          <>
            <PickSlot
              job={job}
              kind={kind}
              onDone={(message) => {
                setPicking(false);
                setDone(message);
              }}
            />
            <Button variant="link" className="px-0 mt-2" onClick={() => setPicking(false)}>
              Cancel
            </Button>
          </>
        )}
      </Card.Body>
    </Card>
  );
}

/** The customer dashboard's Installations tab (/dashboard?tab=installations). */
export function CustomerInstallations() {
  const jobs = useQuery(customerInstallationsQuery());
  return (
    <ListStates
      query={jobs}
      rows={(data) => data}
      texts={{
        loading: 'Loading your installations...',
        loadError: 'Your installations could not be loaded.',
        empty:
          'No installations yet. When you order a system with installation, you pick its day here.',
      }}
    >
      {(data) => (
        <section aria-label="Your installations">
          {data.map((job) => (
            <InstallationCard key={job.id} job={job} />
          ))}
        </section>
      )}
    </ListStates>
  );
}
