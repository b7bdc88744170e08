import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import {
  SHIPPING_COUNTRY,
  startSubscriptionSchema,
  SUBSCRIPTION_MESSAGES,
  type BillingInterval,
  type Plan,
  type SavedAddress,
  type StartSubscription,
  type StartSubscriptionValues,
  type SubscriptionPreview,
} from '@shop/contract';
import { ErrorState } from '../../../components/ui/ErrorState';
import { FailureAlert } from '../../../components/ui/FailureAlert';
import { ReadOnlyNote } from '../../../components/ui/ReadOnlyNote';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { fieldProps } from '../../../lib/field-props';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { formatDate, formatFixedRate, formatMoney, plural } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { subscriptionPreviewQuery, useStartSubscription } from '../api/subscriptions';
import { INTERVAL_LABELS, PER_INTERVAL } from '../labels';

export type StartAnswer = ReturnType<typeof useStartSubscription>['data'] & {};

/**
 * The subscribe form (react-hook-form with the contract's startSubscriptionSchema): how the
 * plan is billed, the site's name and its address (prefilled from the customer's saved one),
 * and beside it the server's preview of what is charged today and each period after, asked
 * again once the choices stop changing. "Subscribe and pay" starts the plan; no amount is sent.
 */
export function SubscribeForm({
  plan,
  interval,
  site,
  readOnly,
  onStarted,
}: {
  plan: Plan;
  interval: BillingInterval;
  /** The customer's saved address in the United States, if any. */
  site: SavedAddress | null;
  readOnly: boolean;
  onStarted: (answer: StartAnswer) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError: setFieldError,
    formState: { errors },
  } = useForm<StartSubscription, unknown, StartSubscriptionValues>({
    resolver: zodResolver(startSubscriptionSchema),
    defaultValues: {
      planId: plan.id,
      interval,
      siteName: '',
      site: {
        address: site?.address ?? '',
        city: site?.city ?? '',
        state: site?.state ?? '',
        zipCode: site?.zipCode ?? '',
        country: SHIPPING_COUNTRY,
      },
    },
  });
  const field = fieldProps(register, errors);
  const start = useStartSubscription();

  // The preview follows the form once it stops changing, and only while the form is whole.
  const typed = useDebouncedValue(JSON.stringify(useWatch({ control })), 400);
  const parsed = startSubscriptionSchema.safeParse(JSON.parse(typed));
  const preview = useQuery({
    ...subscriptionPreviewQuery(parsed.success ? parsed.data : ({} as StartSubscription)),
    enabled: parsed.success,
  });
  // The server refused this customer or plan outright (staff, a retired plan): said once.
  const refusal =
    preview.error instanceof ApiError && [403, 404, 409].includes(preview.error.status)
      ? preview.error.message
      : null;

  const submit = handleSubmit((values) => {
    setError(null);
    start.mutate(values, {
      onSuccess: onStarted,
      onError: (err) => {
        if (showServerFieldErrors(setFieldError, err) === 0) {
          setError(errorText(err, 'We could not start your plan. Please try again.'));
        }
      },
    });
  });

  const shownError = error ?? refusal;
  return (
    <Form noValidate onSubmit={(e) => void submit(e)} aria-label="Subscribe">
      <div className="row g-4">
        <div className="col-lg-7">
          <fieldset className="mb-4">
            <legend className="h5">How would you like to pay?</legend>
            <Form.Check
              type="radio"
              id="interval-month"
              value="month"
              label={`${INTERVAL_LABELS.month}: ${formatMoney(plan.monthlyPrice)}${PER_INTERVAL.month}`}
              {...register('interval')}
            />
            {plan.yearlyPrice !== null ? (
              <Form.Check
                type="radio"
                id="interval-year"
                value="year"
                label={`${INTERVAL_LABELS.year}: ${formatMoney(plan.yearlyPrice)}${PER_INTERVAL.year}`}
                {...register('interval')}
              />
            ) : (
              <p className="small text-body-secondary mb-0">{SUBSCRIPTION_MESSAGES.noYearly}.</p>
            )}
            {errors.interval?.message && (
              <p className="small text-danger mb-0" role="alert">
                {errors.interval.message}
              </p>
            )}
          </fieldset>

          <fieldset>
            <legend className="h5">Where is the site?</legend>
            <p className="small text-body-secondary">{SUBSCRIPTION_MESSAGES.usOnly}</p>
            <TextField
              id="site-name"
              label="Site name (optional)"
              help="For example: Home, or Main Street store."
              maxLength={80}
              {...field('siteName')}
            />
            <div className="row g-0 gx-3">
              <TextField
                id="site-address"
                label="Street address"
                className="col-12 mb-3"
                autoComplete="street-address"
                maxLength={200}
                required
                {...field('site.address')}
              />
              <TextField
                id="site-city"
                label="City"
                className="col-md-5 mb-3"
                autoComplete="address-level2"
                maxLength={100}
                required
                {...field('site.city')}
              />
              <TextField
                id="site-state"
                label="State"
                className="col-4 col-md-2 mb-3"
                autoComplete="address-level1"
                placeholder="NV"
                maxLength={2}
                required
                {...field('site.state')}
              />
              <TextField
                id="site-zip"
                label="ZIP code"
                className="col-8 col-md-5 mb-3"
                autoComplete="postal-code"
                placeholder="12345"
                maxLength={10}
                required
                {...field('site.zipCode')}
              />
            </div>
            {errors.site?.country?.message && (
              <p className="small text-danger" role="alert">
                {errors.site.country.message}
              </p>
            )}
          </fieldset>
        </div>

        <div className="col-lg-5">
          <section className="card shadow-sm" aria-labelledby="preview-title" aria-live="polite">
            <div className="card-body">
              <h2 id="preview-title" className="h5">
                What you pay
              </h2>
              {!parsed.success ? (
                <p className="text-body-secondary mb-0">
                  Fill in the site address to see what is charged today, tax included.
                </p>
              ) : preview.data ? (
                <PreviewSummary preview={preview.data} busy={preview.isFetching} />
              ) : preview.isError ? (
                refusal === null && (
                  <ErrorState
                    className="mb-0"
                    message="We could not work out the price."
                    onRetry={() => void preview.refetch()}
                  />
                )
              ) : (
                <div className="text-body-secondary">
                  <Spinner size="sm" className="me-2" aria-hidden="true" />
                  Working out your price...
                </div>
              )}
            </div>
          </section>
          <FailureAlert text={shownError} className="mt-3" />
          <Button
            type="submit"
            size="lg"
            className="w-100 mt-3"
            disabled={readOnly || start.isPending}
            aria-describedby={readOnly ? 'subscribe-read-only' : undefined}
          >
            {start.isPending ? (
              <>
                <Spinner size="sm" className="me-2" aria-hidden="true" />
                Starting your plan...
              </>
            ) : (
              <>
                <i className="bi bi-lock-fill me-2" aria-hidden="true" />
                Subscribe and pay
              </>
            )}
          </Button>
          {readOnly && <ReadOnlyNote id="subscribe-read-only" className="mt-2 mb-0" />}
        </div>
      </div>
    </Form>
  );
}

/** The server's figures: today's lines, tax and total, then each bill and the minimum term. */
export function PreviewSummary({
  preview,
  busy = false,
}: {
  preview: SubscriptionPreview;
  busy?: boolean;
}) {
  return (
    <div aria-busy={busy || undefined} className={busy ? 'opacity-75' : undefined}>
      <h3 className="h6 text-body-secondary">Charged today</h3>
      <table className="table table-sm mb-2">
        <caption className="visually-hidden">Charged today</caption>
        <tbody>
          {preview.lines.map((line) => (
            <tr key={line.description}>
              <th scope="row" className="fw-normal">
                {line.description}
              </th>
              <td className="text-end text-nowrap">{formatMoney(line.amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="fw-normal">
              Tax ({formatFixedRate(preview.taxRate)})
            </th>
            <td className="text-end text-nowrap">{formatMoney(preview.tax)}</td>
          </tr>
          <tr className="fw-bold">
            <th scope="row">Total today</th>
            <td className="text-end text-nowrap" data-testid="preview-total">
              {formatMoney(preview.total)}
            </td>
          </tr>
        </tbody>
      </table>
      <p className="mb-1" data-testid="preview-recurring">
        Then{' '}
        <strong>
          {formatMoney(preview.recurring.amount)}
          {PER_INTERVAL[preview.recurring.interval]}
        </strong>{' '}
        with tax, from {formatDate(preview.firstPeriodEnd)}.
      </p>
      {preview.minTermEndsAt && (
        <p className="small text-body-secondary mb-0">
          Minimum term: until {formatDate(preview.minTermEndsAt)}.
        </p>
      )}
    </div>
  );
}

/** The minimum term in words, for a plan's summary. */
export const minTermText = (months: number) =>
  months > 0 ? `Minimum term ${plural(months, 'month')}` : 'No minimum term';
