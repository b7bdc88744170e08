import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import {
  changePlanSchema,
  type BillingInterval,
  type ChangePreview,
  type Plan,
  type Subscription,
} from '@shop/contract';
import { Dialog, DialogForm, DialogLoad } from '../../../components/ui/Dialog';
import { ErrorState } from '../../../components/ui/ErrorState';
import { FailureAlert } from '../../../components/ui/FailureAlert';
import type { PageAlertMessage } from '../../../components/ui/PageAlert';
import { SelectField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { fieldProps } from '../../../lib/field-props';
import { formatDate, formatMoney } from '../../../lib/format';
import { plansQuery } from '../api/plans';
import { planChangePreviewQuery, useChangePlan } from '../api/subscriptions';
import { INTERVAL_LABELS, PER_INTERVAL } from '../labels';

type Choice = { planId: number; interval: BillingInterval };

/**
 * Change plan: another plan or billing interval from now. The server's preview says what is
 * due now (an upgrade, charged to the card on file) or kept as credit (a downgrade) and the new
 * price, before the change is confirmed.
 */
export function ChangePlanDialog({
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
  const plans = useQuery({ ...plansQuery(), enabled: show });
  return (
    <Dialog show={show} onHide={onHide} icon="arrow-left-right" title="Change your plan">
      <DialogLoad
        query={plans}
        loading="Loading our plans..."
        loadFailed="Our plans could not be loaded."
      >
        {(offered) => (
          <ChangeForm
            subscription={subscription}
            plans={offered}
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

function ChangeForm({
  subscription: s,
  plans,
  onDone,
}: {
  subscription: Subscription;
  plans: Plan[];
  onDone: (text: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<Choice>({
    resolver: zodResolver(changePlanSchema),
    defaultValues: { planId: s.plan.id, interval: s.interval },
  });
  const field = fieldProps(register, errors);
  const { planId, interval } = useWatch({ control });
  const chosen = plans.find((plan) => plan.id === planId);
  // A plan no longer on sale is the customer's still: it stays a choice (for its interval).
  const options = [
    ...(plans.some((plan) => plan.id === s.plan.id)
      ? []
      : [{ value: String(s.plan.id), label: `${s.plan.name} (your plan)` }]),
    ...plans.map((plan) => ({
      value: String(plan.id),
      label: `${plan.name}${plan.id === s.plan.id ? ' (your plan)' : ''}: ${formatMoney(plan.monthlyPrice)}${PER_INTERVAL.month}`,
    })),
  ];
  const same = planId === s.plan.id && interval === s.interval;
  const noYearly = chosen !== undefined && chosen.yearlyPrice === null;
  const valid =
    planId !== undefined && interval !== undefined && !same && !(noYearly && interval === 'year');
  const preview = useQuery({
    ...planChangePreviewQuery(s.id, planId ?? 0, interval ?? 'month'),
    enabled: valid,
  });
  const change = useChangePlan(s.id, {
    onSuccess: (plan) =>
      onDone(
        `Your plan is now ${plan.plan.name}, billed ${INTERVAL_LABELS[plan.interval].toLowerCase()} at ${formatMoney(plan.price)}${PER_INTERVAL[plan.interval]}.`,
      ),
    onError: (err) => setError(errorText(err, 'Your plan could not be changed. Please try again.')),
  });
  const submit = handleSubmit((choice) => {
    setError(null);
    change.mutate(choice);
  });
  const refused =
    preview.error instanceof ApiError && preview.error.status === 409
      ? preview.error.message
      : null;

  return (
    <DialogForm
      onSubmit={(e) => void submit(e)}
      pending={change.isPending}
      cancelLabel="Keep my plan as it is"
      submitLabel="Change plan"
      submitDisabled={!valid || !preview.data || preview.isFetching}
      bodyClassName=""
    >
      <FailureAlert text={error ?? refused} onDismiss={error ? () => setError(null) : undefined} />
      <SelectField
        id="change-plan"
        label="Plan"
        options={options}
        disabled={change.isPending}
        {...field('planId', { valueAsNumber: true })}
      />
      <fieldset className="mb-3">
        <legend className="form-label fs-6">Billing</legend>
        {(['month', 'year'] as const).map((choice) => (
          <Form.Check
            key={choice}
            type="radio"
            id={`change-interval-${choice}`}
            value={choice}
            label={INTERVAL_LABELS[choice]}
            disabled={change.isPending || (choice === 'year' && noYearly)}
            {...register('interval')}
          />
        ))}
        {noYearly && (
          <p className="small text-body-secondary mb-0">This plan is billed monthly only.</p>
        )}
      </fieldset>
      <div aria-live="polite">
        {same ? (
          <p className="text-body-secondary mb-0">
            Choose another plan or billing to see the price.
          </p>
        ) : !valid ? null : preview.data ? (
          <ChangeSummary preview={preview.data} />
        ) : preview.isError ? (
          refused === null && (
            <ErrorState
              message="We could not work out the price."
              onRetry={() => void preview.refetch()}
            />
          )
        ) : (
          <div className="text-body-secondary">
            <Spinner size="sm" className="me-2" aria-hidden="true" />
            Working out the price...
          </div>
        )}
      </div>
    </DialogForm>
  );
}

/** The server's figures for the change: due now or kept as credit, and the new price. */
function ChangeSummary({ preview }: { preview: ChangePreview }) {
  return (
    <div className="border rounded p-3">
      {preview.lines.length > 0 && (
        <ul className="list-unstyled small mb-2">
          {preview.lines.map((line) => (
            <li key={line.description} className="d-flex gap-2">
              <span className="me-auto">{line.description}</span>
              <span className="text-nowrap">{formatMoney(line.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      {preview.dueNow > 0 ? (
        <p className="fw-bold mb-1" data-testid="change-due">
          Due now: {formatMoney(preview.dueNow)}, charged to your card on file
        </p>
      ) : preview.credit > 0 ? (
        <p className="fw-bold mb-1" data-testid="change-due">
          Credit: {formatMoney(preview.credit)}, taken off your next bills
        </p>
      ) : (
        <p className="fw-bold mb-1" data-testid="change-due">
          Nothing is due now
        </p>
      )}
      <p className="mb-0">
        New price: {formatMoney(preview.newPrice)}
        {PER_INTERVAL[preview.interval]} plus any tax, this period ending{' '}
        {formatDate(preview.periodEnd)}.
      </p>
    </div>
  );
}
