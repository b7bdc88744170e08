import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { cancelSubscriptionSchema, type Cancellation, type Subscription } from '@shop/contract';
import { Dialog, DialogForm, DialogLoad } from '../../../components/ui/Dialog';
import { FailureAlert } from '../../../components/ui/FailureAlert';
import type { PageAlertMessage } from '../../../components/ui/PageAlert';
import { TextField } from '../../../components/ui/TextField';
import { errorText } from '../../../lib/error-text';
import { fieldProps } from '../../../lib/field-props';
import { formatDate } from '../../../lib/format';
import { cancellationQuery, useCancelPlan } from '../api/subscriptions';

/**
 * Cancel, in one step after the button: the date the plan would end (the server's, the minimum
 * term honoured) is shown before it is confirmed, with an optional reason.
 */
export function CancelPlanDialog({
  show,
  subscription,
  onHide,
  report,
}: {
  show: boolean;
  subscription: Subscription;
  onHide: () => void;
  report: (message: PageAlertMessage) => void;
}) {
  const when = useQuery({ ...cancellationQuery(subscription.id), enabled: show });
  return (
    <Dialog show={show} onHide={onHide} icon="x-circle" title="Cancel your plan?">
      <DialogLoad
        query={when}
        loading="Checking when your plan would end..."
        loadFailed={errorText(when.error, 'We could not check when your plan would end.')}
      >
        {(cancellation) => (
          <CancelForm
            subscription={subscription}
            cancellation={cancellation}
            onDone={(text) => {
              onHide();
              report({ variant: 'success', text });
            }}
          />
        )}
      </DialogLoad>
    </Dialog>
  );
}

function CancelForm({
  subscription,
  cancellation,
  onDone,
}: {
  subscription: Subscription;
  cancellation: Cancellation;
  onDone: (text: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ reason?: string }>({
    resolver: zodResolver(cancelSubscriptionSchema),
    defaultValues: { reason: '' },
  });
  const field = fieldProps(register, errors);
  const cancel = useCancelPlan(subscription.id, {
    onSuccess: (plan) =>
      onDone(
        plan.status === 'cancelled'
          ? 'Your plan is cancelled.'
          : `Your plan is cancelled: it ends on ${formatDate(plan.cancelAt ?? cancellation.endsAt)}. You can keep it until then.`,
      ),
    onError: (err) =>
      setError(errorText(err, 'Your plan could not be cancelled. Please try again.')),
  });
  const submit = handleSubmit(({ reason }) => {
    setError(null);
    cancel.mutate(reason ?? '');
  });

  return (
    <DialogForm
      onSubmit={(e) => void submit(e)}
      pending={cancel.isPending}
      cancelLabel="Keep my plan"
      submitLabel="Cancel my plan"
      submitVariant="danger"
      bodyClassName=""
    >
      <FailureAlert text={error} onDismiss={() => setError(null)} />
      {cancellation.immediate ? (
        <p className="fw-bold" data-testid="cancel-ends">
          Your plan ends as soon as you confirm: it is not running now.
        </p>
      ) : (
        <>
          <p className="fw-bold" data-testid="cancel-ends">
            Your plan ends on {formatDate(cancellation.endsAt)}.
          </p>
          {cancellation.minTermEndsAt && (
            <p>
              Your minimum term runs until {formatDate(cancellation.minTermEndsAt)}, so the plan
              runs and is billed to the end of the period that reaches it.
            </p>
          )}
          <p>
            Until then everything stays as it is. You can keep your plan at any time before it ends.
          </p>
        </>
      )}
      <TextField
        id="cancel-reason"
        label="Why are you leaving? (optional)"
        rows={3}
        maxLength={500}
        className="mb-0"
        disabled={cancel.isPending}
        {...field('reason')}
      />
    </DialogForm>
  );
}
