import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { adminCancelSchema, type AdminSubscriptionDetail, type Cancellation } from '@shop/contract';
import { Dialog, DialogForm } from '../../../components/ui/Dialog';
import { ErrorState } from '../../../components/ui/ErrorState';
import { FailureAlert } from '../../../components/ui/FailureAlert';
import { TextField } from '../../../components/ui/TextField';
import { errorText } from '../../../lib/error-text';
import { fieldProps } from '../../../lib/field-props';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { adminCancellationQuery, type useSubscriptionAction } from '../api/subscriptions';
import { ChangePlanForm } from './ChangePlanForm';

export type SubscriptionActionApi = ReturnType<typeof useSubscriptionAction>;
type Done = (text: string, failed?: boolean) => void;

/** Not running (unpaid, suspended, paused): a cancel ends it at once. */
const endsAtOnce = (status: string) => ['incomplete', 'suspended', 'paused'].includes(status);

/** When a cancel at the period's end would take effect, as the server works it out. */
function EndsOn({ cancellation }: { cancellation: UseQueryResult<Cancellation> }) {
  if (cancellation.data)
    return (
      <p className="fw-semibold mb-0">
        Ends on {formatDate(cancellation.data.endsAt)}
        {cancellation.data.minTermEndsAt
          ? `; the minimum term runs until ${formatDate(cancellation.data.minTermEndsAt)}.`
          : '.'}
      </p>
    );
  if (cancellation.isError)
    return (
      <ErrorState
        className="mb-0"
        message={errorText(cancellation.error, 'Failed to check when the plan would end')}
        onRetry={() => void cancellation.refetch()}
      />
    );
  return (
    <div className="text-body-secondary">
      <Spinner size="sm" className="me-2" aria-hidden="true" />
      Checking when the plan would end...
    </div>
  );
}

type CancelInput = z.input<typeof adminCancelSchema>;
type CancelValues = z.output<typeof adminCancelSchema>;

function CancelForm({
  detail,
  action,
  onDone,
}: {
  detail: AdminSubscriptionDetail;
  action: SubscriptionActionApi;
  onDone: Done;
}) {
  const ids = useId();
  const { subscription: s } = detail;
  const cancellation = useQuery(adminCancellationQuery(s.id));
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CancelInput, unknown, CancelValues>({
    resolver: zodResolver(adminCancelSchema),
    defaultValues: { when: 'period_end', reason: '' },
  });
  const field = fieldProps(register, errors);
  const when = useWatch({ control, name: 'when' });
  // The server's word once it answered; until then the status says whether the plan runs.
  const atOnce = cancellation.data ? cancellation.data.immediate : endsAtOnce(s.status);
  return (
    <DialogForm
      pending={action.isPending}
      submitLabel="Cancel subscription"
      // The date a cancel at the period's end takes is shown before it is confirmed.
      submitDisabled={when === 'period_end' && cancellation.isPending}
      onSubmit={handleSubmit((values) =>
        action.mutate(
          { action: 'cancel', ...values },
          {
            onSuccess: (answer) =>
              onDone(
                answer.subscription.status === 'cancelled'
                  ? `${s.number} is cancelled.`
                  : `${s.number} ends on ${formatDate(answer.subscription.cancelAt)}. It can be kept until then.`,
              ),
            onError: (error) => {
              if (showServerFieldErrors(setError, error) === 0)
                setError('root', {
                  message: errorText(error, 'Failed to cancel the subscription'),
                });
            },
          },
        ),
      )}
    >
      <FailureAlert text={errors.root?.message} className="mb-0" />
      {atOnce && (
        <p className="mb-0">This plan is not running, so it ends at once whichever you choose.</p>
      )}
      <fieldset>
        <legend className="fs-6 fw-semibold">When</legend>
        <Form.Check
          type="radio"
          id={`${ids}-period-end`}
          value="period_end"
          label={
            s.currentPeriodEnd
              ? `At the end of the period, ${formatDate(s.currentPeriodEnd)} (or of the minimum term)`
              : 'At the end of the period (or of the minimum term)'
          }
          {...register('when')}
        />
        <Form.Check
          type="radio"
          id={`${ids}-now`}
          value="now"
          label="Now: monitoring and billing stop today"
          {...register('when')}
        />
        <div aria-live="polite" className="mt-2">
          {when === 'period_end' && !atOnce && <EndsOn cancellation={cancellation} />}
        </div>
      </fieldset>
      <TextField
        id={`${ids}-reason`}
        label="Reason (optional)"
        rows={3}
        maxLength={500}
        className="mb-0"
        {...field('reason')}
      />
    </DialogForm>
  );
}

/** An action's button: its icon, then its name; it waits while an action is under way. */
function ActionButton({
  variant,
  icon,
  busy,
  onClick,
  children,
}: {
  variant: string;
  /** A Bootstrap Icons name, e.g. "pause-circle". */
  icon: string;
  busy: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <Button variant={variant} disabled={busy} onClick={onClick}>
      <i className={`bi bi-${icon} me-1`} aria-hidden="true" />
      {children}
    </Button>
  );
}

/**
 * What staff may do to the subscription as it stands: cancel (at the period's end or now),
 * keep it (take back a cancel), change its plan, pause it from the period's end, resume it.
 * Every button waits while an action is under way.
 */
export function SubscriptionActions({
  detail,
  action,
  onDone,
}: {
  detail: AdminSubscriptionDetail;
  action: SubscriptionActionApi;
  onDone: Done;
}) {
  const [open, setOpen] = useState<'cancel' | 'change' | null>(null);
  const { subscription: s } = detail;
  const busy = action.isPending;
  const close = () => setOpen(null);
  const finish: Done = (text, failed) => {
    close();
    onDone(text, failed);
  };
  const simple = (
    kind: 'keep' | 'pause' | 'resume',
    success: (a: AdminSubscriptionDetail) => string,
    failure: string,
  ) =>
    action.mutate(
      { action: kind },
      {
        onSuccess: (answer) => onDone(success(answer)),
        onError: (error) => onDone(errorText(error, failure), true),
      },
    );

  const canCancel = s.status !== 'cancelled' && s.cancelAt === null;
  const canKeep = s.status !== 'cancelled' && s.cancelAt !== null;
  const canChange = s.status === 'active';
  const canPause = s.status === 'active' && s.pauseAt === null && s.cancelAt === null;
  const canResume = s.status === 'paused' || (s.status !== 'cancelled' && s.pauseAt !== null);

  if (!canCancel && !canKeep && !canChange && !canPause && !canResume)
    return <p className="text-body-secondary mb-0">This subscription has ended: nothing to do.</p>;

  return (
    <>
      <div className="d-flex flex-wrap gap-2">
        {canChange && (
          <ActionButton
            variant="outline-primary"
            icon="arrow-left-right"
            busy={busy}
            onClick={() => setOpen('change')}
          >
            Change plan
          </ActionButton>
        )}
        {canPause && (
          <ActionButton
            variant="outline-secondary"
            icon="pause-circle"
            busy={busy}
            onClick={() =>
              simple(
                'pause',
                (a) =>
                  a.subscription.pauseAt
                    ? `${s.number} pauses on ${formatDate(a.subscription.pauseAt)}.`
                    : `${s.number} is paused.`,
                'Failed to pause the subscription',
              )
            }
          >
            Pause
          </ActionButton>
        )}
        {canResume && (
          <ActionButton
            variant="outline-success"
            icon="play-circle"
            busy={busy}
            onClick={() =>
              simple('resume', () => `${s.number} runs again.`, 'Failed to resume the subscription')
            }
          >
            Resume
          </ActionButton>
        )}
        {canKeep && (
          <ActionButton
            variant="outline-success"
            icon="arrow-counterclockwise"
            busy={busy}
            onClick={() =>
              simple(
                'keep',
                () => `${s.number} is kept: the cancellation is taken back.`,
                'Failed to keep the subscription',
              )
            }
          >
            Keep subscription
          </ActionButton>
        )}
        {canCancel && (
          <ActionButton
            variant="outline-danger"
            icon="x-circle"
            busy={busy}
            onClick={() => setOpen('cancel')}
          >
            Cancel subscription
          </ActionButton>
        )}
      </div>
      <Dialog
        show={open !== null}
        onHide={busy ? () => {} : close}
        icon={open === 'cancel' ? 'x-circle' : 'arrow-left-right'}
        title={open === 'cancel' ? `Cancel ${s.number}` : `Change the plan of ${s.number}`}
      >
        {open === 'cancel' && <CancelForm detail={detail} action={action} onDone={finish} />}
        {open === 'change' && <ChangePlanForm detail={detail} action={action} onDone={finish} />}
      </Dialog>
    </>
  );
}
