import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  changePlanSchema,
  SUBSCRIPTION_MESSAGES,
  type AdminSubscriptionDetail,
  type ChangePreview,
} from '@shop/contract';
import { DialogForm } from '../../../components/ui/Dialog';
import { ErrorState } from '../../../components/ui/ErrorState';
import { FailureAlert } from '../../../components/ui/FailureAlert';
import { SelectField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { fieldProps } from '../../../lib/field-props';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { formatDate, formatMoney } from '../../../lib/format';
import { plansOnSaleQuery } from '../api/plans';
import { adminChangePreviewQuery, type useSubscriptionAction } from '../api/subscriptions';
import { INTERVAL_LABELS, planOfferText, pricePer } from '../subscription-labels';

type Done = (text: string, failed?: boolean) => void;

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

/**
 * Change plan: another plan on sale or another interval, from now. Once the choice differs
 * from the plan as it stands, the server's preview says what is due now (charged to the card
 * on file) or kept as credit, and the new price; the change is confirmed only after it. A
 * preview the server refuses (409: the plan is not active) is told above the fields.
 */
export function ChangePlanForm({
  detail,
  action,
  onDone,
}: {
  detail: AdminSubscriptionDetail;
  action: ReturnType<typeof useSubscriptionAction>;
  onDone: Done;
}) {
  const ids = useId();
  const { subscription: s } = detail;
  const plans = useQuery(plansOnSaleQuery());
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<ChangeInput, unknown, ChangeValues>({
    resolver: zodResolver(changeForm),
    defaultValues: { planId: String(s.plan.id), interval: s.interval },
  });
  const field = fieldProps(register, errors);
  const chosen = useWatch({ control });
  const planId = Number(chosen.planId);
  const interval = chosen.interval ?? s.interval;
  const plan = plans.data?.find((p) => p.id === planId);
  const monthlyOnly = plan !== undefined && plan.yearlyPrice === null;
  const same = planId === s.plan.id && interval === s.interval;
  const ready =
    Number.isInteger(planId) && planId > 0 && !same && !(monthlyOnly && interval === 'year');
  const preview = useQuery({
    ...adminChangePreviewQuery(s.id, planId, interval),
    enabled: ready,
  });
  const refused =
    preview.error instanceof ApiError && preview.error.status === 409
      ? preview.error.message
      : null;

  const options = (plans.data ?? []).map((p) => ({ value: String(p.id), label: planOfferText(p) }));
  if (!options.some((o) => o.value === String(s.plan.id)))
    options.unshift({ value: String(s.plan.id), label: `${s.plan.name} (no longer offered)` });

  return (
    <DialogForm
      pending={action.isPending}
      submitLabel="Change plan"
      submitDisabled={!ready || !preview.data || preview.isFetching}
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
      <FailureAlert text={errors.root?.message ?? refused} className="mb-0" />
      {plans.isError && (
        <ErrorState
          className="mb-0"
          message={errorText(plans.error, 'Failed to load the plans on sale')}
          onRetry={() => void plans.refetch()}
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
        disabled={action.isPending}
        {...field('planId', {
          // A plan billed monthly only cannot keep a yearly choice.
          onChange: (e: { target: { value: string } }) => {
            const next = plans.data?.find((p) => String(p.id) === e.target.value);
            if (next && next.yearlyPrice === null) setValue('interval', 'month');
          },
        })}
      />
      <fieldset>
        <legend className="form-label fs-6 mb-1">Billed</legend>
        {(['month', 'year'] as const).map((choice) => (
          <Form.Check
            key={choice}
            type="radio"
            id={`${ids}-interval-${choice}`}
            value={choice}
            label={INTERVAL_LABELS[choice]}
            disabled={action.isPending || (choice === 'year' && monthlyOnly)}
            {...register('interval')}
          />
        ))}
        {monthlyOnly && (
          <p className="small text-body-secondary mb-0">{SUBSCRIPTION_MESSAGES.noYearly}.</p>
        )}
      </fieldset>
      <div aria-live="polite">
        {same ? (
          <p className="text-body-secondary mb-0">
            Choose another plan or billing to see what the change costs.
          </p>
        ) : !ready ? null : preview.data && !preview.isFetching ? (
          <ChangeSummary preview={preview.data} />
        ) : preview.isError ? (
          refused === null && (
            <ErrorState
              className="mb-0"
              message={errorText(preview.error, 'Failed to work out what the change costs')}
              onRetry={() => void preview.refetch()}
            />
          )
        ) : (
          <div className="text-body-secondary">
            <Spinner size="sm" className="me-2" aria-hidden="true" />
            Working out what the change costs...
          </div>
        )}
      </div>
    </DialogForm>
  );
}

/** The server's figures for the change: due now or kept as credit, and the new price. */
function ChangeSummary({ preview }: { preview: ChangePreview }) {
  return (
    <section className="border rounded p-3" aria-label="What the change costs">
      {preview.lines.length > 0 && (
        <ul className="list-unstyled small mb-2">
          {preview.lines.map((line, i) => (
            <li key={i} className="d-flex flex-wrap gap-2">
              <span className="me-auto">{line.description}</span>
              <span className="text-nowrap">{formatMoney(line.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="fw-bold mb-1">
        {preview.dueNow > 0
          ? `Due now ${formatMoney(preview.dueNow)}: charged to the card on file at once.`
          : preview.credit > 0
            ? `Credit ${formatMoney(preview.credit)}: taken off the next bills.`
            : 'Nothing is due now.'}
      </p>
      <p className="mb-0">
        New price: {pricePer(preview.newPrice, preview.interval)} plus any tax, this period ending{' '}
        {formatDate(preview.periodEnd)}.
      </p>
    </section>
  );
}
