import { useId, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch, type FieldArrayWithId, type UseFormReturn } from 'react-hook-form';
import {
  QUOTE_PLAN_LIMITS,
  QUOTE_PLAN_MESSAGES,
  type Plan,
  type QuoteEditorForm,
  type QuoteEditorValues,
  type QuotePlan,
} from '@shop/contract';
import { plansOnSaleQuery } from '../api/plans-on-sale';
import type { QuoteEditorPlan } from '../quote-draft';
import { minTermText, perInterval, planOfferText } from '../plan-labels';

/**
 * The quote's plan lines (ADR 0076): which plan, billed monthly or yearly. Each bill (the
 * price and its tax at the site's rate) is the server's; the set-up fee is not charged, the
 * quote's own lines being the set-up.
 */
export function QuotePlans({
  form,
  plans,
  priced,
  disabled,
  onAdd,
  onRemove,
}: {
  form: UseFormReturn<QuoteEditorForm, unknown, QuoteEditorValues>;
  /** The form's plan lines (useFieldArray), each with its key. */
  plans: readonly FieldArrayWithId<QuoteEditorForm, 'plans'>[];
  /** The server's pricing of these plans (the preview, or the quote as saved). */
  priced: readonly QuotePlan[] | undefined;
  disabled: boolean;
  onAdd: (plan: QuoteEditorPlan) => void;
  onRemove: (index: number) => void;
}) {
  const ids = useId();
  const { control, register } = form;
  const typed = useWatch({ control, name: 'plans' });
  const errors = form.formState.errors.plans;
  const onSale = useQuery({ ...plansOnSaleQuery(), enabled: !disabled });
  const pickerRef = useRef<HTMLSelectElement>(null);
  const byId = new Map((onSale.data ?? []).map((p) => [p.id, p]));
  const listError = errors?.message ?? errors?.root?.message;

  return (
    <>
      {listError && (
        <div className="text-danger small mb-2" role="alert">
          {listError}
        </div>
      )}
      {plans.length === 0 ? (
        <p className="text-body-secondary mb-0">
          No plans: add monitoring or maintenance billed after the work.
        </p>
      ) : (
        <ol className="list-unstyled mb-0" aria-label="Quote plans">
          {plans.map((plan, i) => {
            const interval = typed[i]?.interval ?? plan.interval;
            // The preview of another interval is a bill this line will not have.
            const server = priced?.find((p) => p.planId === plan.planId && p.interval === interval);
            const sale: Plan | undefined = byId.get(plan.planId);
            const id = `quote-plan-${plan.id}`;
            const planError = errors?.[i]?.planId?.message;
            const intervalError = errors?.[i]?.interval?.message;
            const term = server ? minTermText(server.minTermMonths) : null;
            return (
              <li key={plan.id} className="border rounded p-2 mb-2" aria-label={plan.name}>
                <div className="row g-2 align-items-end">
                  <div className="col-12 col-lg-5">
                    {/* The server's verdict on the plan itself (retired, twice) is read here,
                        and a save it refuses brings the keyboard here. */}
                    <Controller
                      control={control}
                      name={`plans.${i}.planId`}
                      render={({ field }) => (
                        <div
                          ref={field.ref}
                          tabIndex={-1}
                          className="fw-semibold"
                          aria-describedby={planError ? `${id}-error` : undefined}
                        >
                          {plan.name}
                        </div>
                      )}
                    />
                    <div className="small text-body-secondary">
                      Plan
                      {server &&
                        ` · ${perInterval(server.price, server.interval)}${server.taxable ? ' before tax' : ', no tax'}`}
                      {term && ` · ${term}`}
                      {!disabled && onSale.isSuccess && !sale && ' · no longer on sale'}
                    </div>
                  </div>
                  <div className="col-6 col-sm-4 col-lg-3">
                    <Form.Label htmlFor={`${id}-interval`} className="small mb-1">
                      Billing
                    </Form.Label>
                    <Form.Select
                      id={`${id}-interval`}
                      size="sm"
                      disabled={disabled}
                      isInvalid={Boolean(intervalError)}
                      aria-invalid={intervalError ? true : undefined}
                      {...register(`plans.${i}.interval`)}
                    >
                      <option value="month">Monthly</option>
                      {/* A plan billed monthly only has no yearly price (one not on sale any
                          more is left to the server). */}
                      <option value="year" disabled={sale?.yearlyPrice === null}>
                        {sale?.yearlyPrice === null ? 'Yearly (not offered)' : 'Yearly'}
                      </option>
                    </Form.Select>
                    <Form.Control.Feedback type="invalid">{intervalError}</Form.Control.Feedback>
                  </div>
                  <div className="col-6 col-sm-5 col-lg-3 text-sm-end">
                    <span className="small text-body-secondary d-block">Each bill</span>
                    <span className="fw-semibold text-nowrap">
                      {server ? perInterval(server.recurring, server.interval) : '...'}
                    </span>
                    {server?.taxable && (
                      <span className="small text-body-secondary text-nowrap"> incl. tax</span>
                    )}
                  </div>
                  <div className="col-12 col-sm-3 col-lg-1 text-end">
                    <Button
                      size="sm"
                      variant="outline-danger"
                      disabled={disabled}
                      onClick={() => {
                        onRemove(i);
                        // The button is gone: the keyboard goes on from the picker, once it
                        // has been drawn again (a full quote's picker was disabled).
                        setTimeout(() => pickerRef.current?.focus());
                      }}
                      aria-label={`Remove ${plan.name}`}
                    >
                      <i className="bi bi-trash" aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                {planError && (
                  <div id={`${id}-error`} className="small text-danger mt-1">
                    {planError}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {!disabled && (
        <PlanPicker
          ids={ids}
          pickerRef={pickerRef}
          onSale={onSale}
          taken={plans.map((p) => p.planId)}
          full={plans.length >= QUOTE_PLAN_LIMITS.plans}
          onAdd={(p) => onAdd({ planId: p.id, name: p.name, interval: 'month' })}
        />
      )}
    </>
  );
}

/**
 * Chooses a plan on sale that is not on the quote yet; it is added billed monthly. The select
 * holds no form value (nothing of it is saved): the button reads it.
 */
function PlanPicker({
  ids,
  pickerRef,
  onSale,
  taken,
  full,
  onAdd,
}: {
  ids: string;
  pickerRef: React.RefObject<HTMLSelectElement | null>;
  onSale: { data?: Plan[]; isPending: boolean; isError: boolean };
  taken: readonly number[];
  full: boolean;
  onAdd: (plan: Plan) => void;
}) {
  const offered = (onSale.data ?? []).filter((p) => !taken.includes(p.id));
  const note = full
    ? QUOTE_PLAN_MESSAGES.tooMany
    : onSale.isError
      ? 'The plans on sale could not be loaded.'
      : onSale.data && offered.length === 0
        ? onSale.data.length === 0
          ? 'No plans are on sale.'
          : 'Every plan on sale is on the quote.'
        : null;
  return (
    <div className="border-top pt-3 mt-3">
      <Form.Label htmlFor={`${ids}-plan`}>Add a plan</Form.Label>
      <div className="d-flex flex-wrap gap-2">
        <Form.Select
          id={`${ids}-plan`}
          ref={pickerRef}
          className="w-auto flex-grow-1"
          style={{ minWidth: 0 }}
          disabled={full || offered.length === 0}
          aria-describedby={note ? `${ids}-plan-note` : undefined}
        >
          {offered.length === 0 && (
            <option value="">{onSale.isPending ? 'Loading plans...' : 'None to add'}</option>
          )}
          {offered.map((p) => (
            <option key={p.id} value={p.id}>
              {planOfferText(p)}
            </option>
          ))}
        </Form.Select>
        <Button
          variant="outline-primary"
          disabled={full || offered.length === 0}
          onClick={() => {
            // The choice is read when it is added: once added, the plan leaves the list and the
            // next one is shown.
            const plan = offered.find((p) => String(p.id) === pickerRef.current?.value);
            if (plan) onAdd(plan);
          }}
        >
          <i className="bi bi-plus me-1" aria-hidden="true" />
          Add plan
        </Button>
      </div>
      {note && (
        <Form.Text id={`${ids}-plan-note`} className={onSale.isError ? 'text-danger' : undefined}>
          {note}
        </Form.Text>
      )}
    </div>
  );
}
