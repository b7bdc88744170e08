import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  adminCancelSchema,
  changePlanSchema,
  type AdminSubscriptionDetail,
  type Plan,
} from '@shop/contract';
import { Dialog, DialogForm } from '../../../components/ui/Dialog';
import { FailureAlert } from '../../../components/ui/FailureAlert';
import { SelectField, TextField } from '../../../components/ui/TextField';
import { errorText } from '../../../lib/error-text';
import { fieldProps } from '../../../lib/field-props';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { formatDate, formatMoney } from '../../../lib/format';
import { plansOnSaleQuery } from '../api/plans';
import type { useSubscriptionAction } from '../api/subscriptions';
import { INTERVAL_LABELS } from '../subscription-labels';

export type SubscriptionActionApi = ReturnType<typeof useSubscriptionAction>;
type Done = (text: string, failed?: boolean) => void;

/** Not running (unpaid, suspended, paused): a cancel ends it at once. */
const endsAtOnce = (status: string) => ['incomplete', 'suspended', 'paused'].includes(status);

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CancelInput, unknown, CancelValues>({
    resolver: zodResolver(adminCancelSchema),
    defaultValues: { when: 'period_end', reason: '' },
  });
  const field = fieldProps(register, errors);
  return (
    <DialogForm
      pending={action.isPending}
      submitLabel="Cancel subscription"
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
      {endsAtOnce(s.status) && (
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

/** The change dialog's form: a plan on sale, as the select holds it, and the interval. */
const changeForm = z.object({
  planId: z
    .string()
    .regex(/^\d+$/, { error: 'Choose a plan' })
    .transform(Number)
    .pipe(changePlanSchema.shape.planId),
  interval: changePlanSchema.shape.interval,
});
type ChangeInput = z.input<typeof changeForm>;
type ChangeValues = z.output<typeof changeForm>;

const planLabel = (p: Plan) =>
  p.yearlyPrice === null
    ? `${p.name}: ${formatMoney(p.monthlyPrice)} a month`
    : `${p.name}: ${formatMoney(p.monthlyPrice)} a month or ${formatMoney(p.yearlyPrice)} a year`;

function ChangePlanForm({
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
  const plans = useQuery(plansOnSaleQuery());
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChangeInput, unknown, ChangeValues>({
    resolver: zodResolver(changeForm),
    defaultValues: { planId: String(s.plan.id), interval: s.interval },
  });
  const field = fieldProps(register, errors);
  const options = (plans.data ?? []).map((p) => ({ value: String(p.id), label: planLabel(p) }));
  if (!options.some((o) => o.value === String(s.plan.id)))
    options.unshift({ value: String(s.plan.id), label: `${s.plan.name} (no longer offered)` });
  return (
    <DialogForm
      pending={action.isPending}
      submitLabel="Change plan"
      onSubmit={handleSubmit((values) =>
        action.mutate(
          { action: 'change', ...values },
          {
            onSuccess: (answer) =>
              onDone(
                `${s.number} is now on ${answer.subscription.plan.name}, billed ${INTERVAL_LABELS[answer.subscription.interval].toLowerCase()}.`,
              ),
            onError: (error) => {
              if (showServerFieldErrors(setError, error) === 0)
                setError('root', { message: errorText(error, 'Failed to change the plan') });
            },
          },
        ),
      )}
    >
      <FailureAlert text={errors.root?.message} className="mb-0" />
      {plans.isError && (
        <FailureAlert
          text={errorText(plans.error, 'Failed to load the plans on sale')}
          className="mb-0"
        />
      )}
      <p className="mb-0">
        The change takes effect now: the unused part of the current price is given back and the rest
        of the period is charged at the new price. An upgrade is charged to the card at once; a
        downgrade is kept as credit for the next bills.
      </p>
      <SelectField
        id={`${ids}-plan`}
        label="Plan"
        options={options}
        className="mb-0"
        {...field('planId')}
      />
      <SelectField
        id={`${ids}-interval`}
        label="Billed"
        options={[
          { value: 'month', label: INTERVAL_LABELS.month },
          { value: 'year', label: INTERVAL_LABELS.year },
        ]}
        className="mb-0"
        {...field('interval')}
      />
    </DialogForm>
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
          <Button variant="outline-primary" disabled={busy} onClick={() => setOpen('change')}>
            <i className="bi bi-arrow-left-right me-1" aria-hidden="true" />
            Change plan
          </Button>
        )}
        {canPause && (
          <Button
            variant="outline-secondary"
            disabled={busy}
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
            <i className="bi bi-pause-circle me-1" aria-hidden="true" />
            Pause
          </Button>
        )}
        {canResume && (
          <Button
            variant="outline-success"
            disabled={busy}
            onClick={() =>
              simple('resume', () => `${s.number} runs again.`, 'Failed to resume the subscription')
            }
          >
            <i className="bi bi-play-circle me-1" aria-hidden="true" />
            Resume
          </Button>
        )}
        {canKeep && (
          <Button
            variant="outline-success"
            disabled={busy}
            onClick={() =>
              simple(
                'keep',
                () => `${s.number} is kept: the cancellation is taken back.`,
                'Failed to keep the subscription',
              )
            }
          >
            <i className="bi bi-arrow-counterclockwise me-1" aria-hidden="true" />
            Keep subscription
          </Button>
        )}
        {canCancel && (
          <Button variant="outline-danger" disabled={busy} onClick={() => setOpen('cancel')}>
            <i className="bi bi-x-circle me-1" aria-hidden="true" />
            Cancel subscription
          </Button>
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
