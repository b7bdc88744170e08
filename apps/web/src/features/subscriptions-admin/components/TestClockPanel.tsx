import { useId, useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  SUBSCRIPTION_MESSAGES,
  testClockSchema,
  type AdminSubscriptionDetail,
} from '@shop/contract';
import { FailureAlert } from '../../../components/ui/FailureAlert';
import { TextField } from '../../../components/ui/TextField';
import { errorText } from '../../../lib/error-text';
import { fieldProps } from '../../../lib/field-props';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { formatDateTime, shopDateTimeToIso } from '../../../lib/format';
import type { SubscriptionActionApi } from './SubscriptionActions';

const ENTER_MOMENT = 'Enter a date and time';

/** A moment so many days, or calendar months, later (the 31st plus a month: the month's last day). */
function later(from: Date, step: { days?: number; months?: number }): Date {
  const at = new Date(from);
  if (step.days) at.setUTCDate(at.getUTCDate() + step.days);
  if (step.months) {
    const day = at.getUTCDate();
    at.setUTCDate(1);
    at.setUTCMonth(at.getUTCMonth() + step.months);
    const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
    at.setUTCDate(Math.min(day, last));
  }
  return at;
}

const STEPS = [
  { label: '+1 day', step: { days: 1 } },
  { label: '+1 week', step: { days: 7 } },
  { label: '+1 month', step: { months: 1 } },
  { label: '+1 year', step: { months: 12 } },
] as const;

/** The moment typed (on the shop's clock) as the ISO moment sent, after the clock's. */
const clockForm = (clock: () => Date) =>
  z.object({
    to: z
      .string()
      .transform((text, ctx) => {
        const iso = shopDateTimeToIso(text.trim());
        if (iso === null) {
          ctx.issues.push({ code: 'custom', message: ENTER_MOMENT, input: text });
          return z.NEVER;
        }
        if (new Date(iso) <= clock()) {
          ctx.issues.push({
            code: 'custom',
            message: SUBSCRIPTION_MESSAGES.testClockBackwards,
            input: text,
          });
          return z.NEVER;
        }
        return iso;
      })
      .pipe(testClockSchema.shape.to),
  });

/**
 * Test payment mode only: the subscription's own clock, moved forward by a step or to a moment;
 * everything due until then (renewals, charges, retries, suspension, cancellation) is applied
 * at once, and the invoices and history show it.
 */
export function TestClockPanel({
  detail,
  action,
  onDone,
}: {
  detail: AdminSubscriptionDetail;
  action: SubscriptionActionApi;
  onDone: (text: string, failed?: boolean) => void;
}) {
  const ids = useId();
  const { testClockAt } = detail.subscription;
  // The clock as it stands: the subscription's own once moved, else the real time.
  const clock = useMemo(
    () => () => (testClockAt ? new Date(testClockAt) : new Date()),
    [testClockAt],
  );
  const schema = useMemo(() => clockForm(clock), [clock]);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<{ to: string }, unknown, { to: string }>({
    resolver: zodResolver(schema),
    defaultValues: { to: '' },
  });
  const field = fieldProps(register, errors);
  const move = (to: string) =>
    action.mutate(
      { action: 'clock', to },
      {
        onSuccess: (answer) => {
          reset({ to: '' });
          const at = answer.subscription.testClockAt ?? to;
          onDone(
            `The clock is now ${formatDateTime(at)}: what fell due until then has been applied.`,
          );
        },
        onError: (error) => {
          if (showServerFieldErrors(setError, error) === 0)
            setError('root', { message: errorText(error, 'Failed to move the clock') });
        },
      },
    );

  return (
    <section className="card mb-3 border-warning" aria-labelledby={`${ids}-title`}>
      <div className="card-body">
        <h2 id={`${ids}-title`} className="h5 card-title">
          <i className="bi bi-clock-history me-2" aria-hidden="true" />
          Test clock
        </h2>
        <p className="small text-body-secondary">
          Test payment mode: move this subscription&rsquo;s clock forward to see its renewals,
          retries and cancellations happen. It then leaves the automatic billing run.
        </p>
        <p className="mb-3">
          Clock:{' '}
          <strong>{testClockAt ? formatDateTime(testClockAt) : 'real time (not moved yet)'}</strong>
        </p>
        <FailureAlert text={errors.root?.message} onDismiss={() => clearErrors('root')} />
        <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Move the clock by">
          {STEPS.map(({ label, step }) => (
            <Button
              key={label}
              variant="outline-secondary"
              size="sm"
              disabled={action.isPending}
              onClick={() => move(later(clock(), step).toISOString())}
            >
              {label}
            </Button>
          ))}
        </div>
        <Form
          noValidate
          onSubmit={handleSubmit(({ to }) => move(to))}
          aria-label="Move the clock to"
        >
          <div className="row g-2 align-items-start">
            <TextField
              id={`${ids}-to`}
              label="Move to (shop time)"
              type="datetime-local"
              className="col-12 col-sm-8 mb-0"
              {...field('to')}
            />
            <div className="col-12 col-sm-4 align-self-sm-end">
              <Button type="submit" variant="warning" className="w-100" disabled={action.isPending}>
                {action.isPending && (
                  <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
                )}
                Move clock
              </Button>
            </div>
          </div>
        </Form>
      </div>
    </section>
  );
}
