import { useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  adminStartSubscriptionSchema,
  normaliseCountry,
  PEOPLE_LIMITS,
  SHIPPING_COUNTRY,
  SUBSCRIPTION_MESSAGES,
  type AdminUser,
  type Plan,
} from '@shop/contract';
import { SearchInput } from '../../../components/list/SearchInput';
import { Dialog, DialogForm } from '../../../components/ui/Dialog';
import { ErrorState } from '../../../components/ui/ErrorState';
import { FailureAlert } from '../../../components/ui/FailureAlert';
import { SelectField, TextField } from '../../../components/ui/TextField';
import { errorText } from '../../../lib/error-text';
import { fieldProps } from '../../../lib/field-props';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { formatMoney, plural } from '../../../lib/format';
import { planCustomerSearchQuery } from '../api/customers';
import { plansOnSaleQuery } from '../api/plans';
import { useStartForCustomer } from '../api/subscriptions';
import { INTERVAL_LABELS, planOfferText, pricePer, termText } from '../subscription-labels';

/** What the subscription's page says once a plan was started for a customer. */
export const STARTED_NOTICE =
  'The plan waits for the customer: we e-mailed them a link to confirm and pay.';

/**
 * The contract's start for a customer, as the dialog holds it: a customer and a plan are
 * chosen (nothing chosen yet is said in the form's words, not zod's).
 */
const startForm = adminStartSubscriptionSchema.extend({
  customerId: z.number({ error: 'Find the customer and choose their account.' }).int().positive(),
  planId: z.number({ error: 'Choose a plan.' }).int().positive(),
});
type StartInput = z.input<typeof startForm>;
type StartValues = z.output<typeof startForm>;

/** Searching starts with this many characters. */
const MIN_SEARCH = 2;

const personName = (c: AdminUser) => `${c.firstName} ${c.lastName}`.trim() || c.email;

/** The customer's own address, when it is a whole one in the United States. */
function usAddressOf(c: AdminUser) {
  const a = c.address;
  if (normaliseCountry(a.country) !== SHIPPING_COUNTRY) return null;
  if (!a.street || !a.city || !a.state || !a.zipCode) return null;
  return { address: a.street, city: a.city, state: a.state, zipCode: a.zipCode };
}

/**
 * /admin/subscriptions: start a plan for a customer's account. The plan waits for the
 * customer, who is e-mailed a link to confirm it by paying its first invoice; the screen goes
 * to the new subscription's page, which says so.
 */
export function StartPlanDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const start = useStartForCustomer();
  return (
    <Dialog
      show={show}
      onHide={start.isPending ? () => {} : onHide}
      size="lg"
      icon="person-plus"
      title="Start a plan for a customer"
    >
      {show && <StartPlanForm start={start} />}
    </Dialog>
  );
}

function StartPlanForm({ start }: { start: ReturnType<typeof useStartForCustomer> }) {
  const ids = useId();
  const navigate = useNavigate();
  const plans = useQuery(plansOnSaleQuery());
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<StartInput, unknown, StartValues>({
    resolver: zodResolver(startForm),
    defaultValues: {
      interval: 'month',
      siteName: '',
      site: { address: '', city: '', state: '', zipCode: '', country: SHIPPING_COUNTRY },
    },
  });
  const field = fieldProps(register, errors);
  const planId = useWatch({ control, name: 'planId' });
  const plan = plans.data?.find((p) => p.id === planId);
  const [filledFrom, setFilledFrom] = useState<string | null>(null);

  /** A customer chosen: the site is filled from their address when nothing was typed there. */
  const onPicked = (c: AdminUser) => {
    const site = getValues('site');
    const own = usAddressOf(c);
    if (own && !site.address && !site.city && !site.state && !site.zipCode) {
      for (const [key, value] of Object.entries(own))
        setValue(`site.${key as keyof typeof own}`, value);
      setFilledFrom(personName(c));
    }
  };

  return (
    <DialogForm
      pending={start.isPending}
      submitLabel="Start the plan"
      onSubmit={handleSubmit((values) =>
        start.mutate(values, {
          onSuccess: (answer) =>
            void navigate(`/admin/subscriptions/${answer.subscription.id}`, {
              state: { notice: STARTED_NOTICE },
            }),
          onError: (error) => {
            // A message for a field goes under it; anything else above the form.
            if (showServerFieldErrors(setError, error) === 0)
              setError('root', { message: errorText(error, 'Failed to start the plan') });
          },
        }),
      )}
    >
      <FailureAlert text={errors.root?.message} className="mb-0" />
      <p className="mb-0">
        The plan waits for the customer: they are e-mailed a link to confirm it and pay its first
        invoice (the price and any set-up fee) by card. Nothing is charged before they do.
      </p>
      <CustomerPicker control={control} disabled={start.isPending} onPicked={onPicked} />

      <div>
        {plans.isError ? (
          <ErrorState
            className="mb-0"
            message={errorText(plans.error, 'Failed to load the plans on sale')}
            onRetry={() => void plans.refetch()}
          />
        ) : (
          <SelectField
            id={`${ids}-plan`}
            label="Plan"
            required
            className="mb-0"
            emptyLabel={plans.isPending ? 'Loading the plans...' : 'Choose a plan'}
            options={(plans.data ?? []).map((p) => ({
              value: String(p.id),
              label: planOfferText(p),
            }))}
            disabled={start.isPending || plans.isPending}
            help={plans.data?.length === 0 ? 'No plan is on sale.' : undefined}
            {...field('planId', {
              valueAsNumber: true,
              // A plan billed monthly only cannot keep a yearly choice.
              onChange: (e: { target: { value: string } }) => {
                const next = plans.data?.find((p) => String(p.id) === e.target.value);
                if (next && next.yearlyPrice === null) setValue('interval', 'month');
              },
            })}
          />
        )}
        {plan && <PlanTerms plan={plan} />}
      </div>

      <fieldset aria-describedby={errors.interval ? `${ids}-interval-error` : undefined}>
        <legend className="form-label fs-6 mb-1">Billed</legend>
        {(['month', 'year'] as const).map((choice) => {
          const price = choice === 'month' ? plan?.monthlyPrice : plan?.yearlyPrice;
          return (
            <Form.Check
              key={choice}
              type="radio"
              id={`${ids}-interval-${choice}`}
              value={choice}
              label={
                price === undefined || price === null
                  ? INTERVAL_LABELS[choice]
                  : `${INTERVAL_LABELS[choice]}: ${pricePer(price, choice)}`
              }
              disabled={start.isPending || (choice === 'year' && plan?.yearlyPrice === null)}
              {...register('interval')}
            />
          );
        })}
        {plan?.yearlyPrice === null && (
          <p className="small text-body-secondary mb-0">{SUBSCRIPTION_MESSAGES.noYearly}.</p>
        )}
        {errors.interval?.message && (
          <div id={`${ids}-interval-error`} className="invalid-feedback d-block">
            {errors.interval.message}
          </div>
        )}
      </fieldset>

      <fieldset>
        <legend className="form-label fs-6 fw-semibold mb-1">Site</legend>
        <p className="small text-body-secondary mb-2">
          {SUBSCRIPTION_MESSAGES.usOnly}
          {filledFrom &&
            ` Filled in from ${filledFrom}'s address: change it if the site is elsewhere.`}
        </p>
        <TextField
          id={`${ids}-site-name`}
          label="Site name (optional)"
          help="For example: Home, or Main Street store."
          maxLength={80}
          disabled={start.isPending}
          {...field('siteName')}
        />
        <div className="row g-0 gx-3">
          <TextField
            id={`${ids}-site-address`}
            label="Street address"
            className="col-12 mb-3"
            maxLength={200}
            required
            disabled={start.isPending}
            {...field('site.address')}
          />
          <TextField
            id={`${ids}-site-city`}
            label="City"
            className="col-md-5 mb-3"
            maxLength={100}
            required
            disabled={start.isPending}
            {...field('site.city')}
          />
          <TextField
            id={`${ids}-site-state`}
            label="State"
            className="col-4 col-md-2 mb-3"
            placeholder="NV"
            maxLength={2}
            required
            disabled={start.isPending}
            {...field('site.state')}
          />
          <TextField
            id={`${ids}-site-zip`}
            label="ZIP code"
            className="col-8 col-md-5 mb-3"
            placeholder="12345"
            maxLength={10}
            required
            disabled={start.isPending}
            {...field('site.zipCode')}
          />
        </div>
        {errors.site?.country?.message && (
          <div className="invalid-feedback d-block" role="alert">
            {errors.site.country.message}
          </div>
        )}
      </fieldset>
    </DialogForm>
  );
}

/** What the chosen plan asks beside its price. */
function PlanTerms({ plan }: { plan: Plan }) {
  return (
    <p className="small text-body-secondary mt-1 mb-0">
      Set-up fee {plan.setupFee === 0 ? 'none' : formatMoney(plan.setupFee)} · minimum term{' '}
      {termText(plan.minTermMonths).toLowerCase()} · {plan.taxable ? 'plus tax' : 'not taxed'}
    </p>
  );
}

/**
 * The customer: searched by name, e-mail or phone among the active customer accounts, then
 * chosen from the matches (the form's `customerId`); "Choose another customer" searches again.
 * Enter in the search box searches, it does not send the form.
 */
function CustomerPicker({
  control,
  disabled,
  onPicked,
}: {
  control: Control<StartInput, unknown, StartValues>;
  disabled: boolean;
  onPicked: (customer: AdminUser) => void;
}) {
  const ids = useId();
  const searchId = `${ids}-search`;
  const errorId = `${ids}-error`;
  const { field, fieldState } = useController({ control, name: 'customerId' });
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<AdminUser | null>(null);
  const searching = search.length >= MIN_SEARCH && picked === null;
  const found = useQuery({ ...planCustomerSearchQuery(search), enabled: searching });

  // After a choice the focus goes to the chosen customer; after "Choose another", to the search.
  const focusNext = useRef<'picked' | 'search' | null>(null);
  const group = useRef<HTMLFieldSetElement | null>(null);
  useEffect(() => {
    if (focusNext.current === 'picked') group.current?.focus();
    if (focusNext.current === 'search') document.getElementById(searchId)?.focus();
    focusNext.current = null;
  }, [picked, searchId]);

  const choose = (c: AdminUser) => {
    focusNext.current = 'picked';
    setPicked(c);
    field.onChange(c.id);
    onPicked(c);
  };
  const again = () => {
    focusNext.current = 'search';
    setPicked(null);
    field.onChange(undefined);
  };

  return (
    <fieldset
      ref={(el) => {
        group.current = el;
        field.ref(el);
      }}
      tabIndex={-1}
      aria-describedby={fieldState.error ? errorId : undefined}
    >
      <legend className="form-label fs-6 fw-semibold mb-1">
        Customer
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {picked ? (
        <div className="border rounded p-2 d-flex flex-wrap align-items-center gap-2">
          <div className="me-auto text-break">
            <div className="fw-semibold">{personName(picked)}</div>
            <div className="small">{picked.email}</div>
            {picked.companyName && (
              <div className="small text-body-secondary">{picked.companyName}</div>
            )}
          </div>
          <Button variant="outline-secondary" size="sm" disabled={disabled} onClick={again}>
            Choose another customer
          </Button>
        </div>
      ) : (
        <>
          {/* Enter searches at once (the box sends what is typed); it never submits the form. */}
          <div onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}>
            <SearchInput
              id={searchId}
              label="Find the customer"
              value={search}
              onChange={setSearch}
              placeholder="Name, e-mail or phone"
              maxLength={PEOPLE_LIMITS.search}
            />
          </div>
          <div className="small text-body-secondary mt-1" aria-live="polite">
            {!searching
              ? `Type at least ${MIN_SEARCH} letters of the customer's name, e-mail or phone.`
              : found.isPending
                ? 'Searching...'
                : found.isError
                  ? null
                  : found.data.customers.length === 0
                    ? 'No active customer account matches.'
                    : `${plural(found.data.customers.length, 'account')} found${found.data.more ? ': type more to narrow them' : ''}.`}
          </div>
          {searching && found.isPending && (
            <Spinner size="sm" className="mt-1" aria-hidden="true" />
          )}
          {searching && found.isError && (
            <ErrorState
              className="mt-2 mb-0"
              message={errorText(found.error, 'Failed to search the customers')}
              onRetry={() => void found.refetch()}
            />
          )}
          {searching && found.data && found.data.customers.length > 0 && (
            <ul className="list-unstyled d-grid gap-2 mt-2 mb-0" aria-label="Matching customers">
              {found.data.customers.map((c) => (
                <li key={c.id}>
                  <Button
                    variant="outline-secondary"
                    className="w-100 text-start text-break"
                    disabled={disabled}
                    onClick={() => choose(c)}
                  >
                    <span className="fw-semibold">{personName(c)}</span>{' '}
                    <span className="small">{c.email}</span>
                    {c.address.city && (
                      <span className="small d-block">
                        {c.address.city}
                        {c.address.state && `, ${c.address.state}`}
                      </span>
                    )}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {fieldState.error?.message && (
        <div id={errorId} className="invalid-feedback d-block">
          {fieldState.error.message}
        </div>
      )}
    </fieldset>
  );
}
