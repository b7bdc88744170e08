import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PLAN_LIMITS,
  PLAN_MONITORING_LABELS,
  planFormSchema,
  type AdminPlan,
  type PlanForm,
  type PlanFormValues,
} from '@shop/contract';
import { Dialog, DialogForm } from '../../../components/ui/Dialog';
import { FailureAlert } from '../../../components/ui/FailureAlert';
import { SelectField, TextField } from '../../../components/ui/TextField';
import { errorText } from '../../../lib/error-text';
import { fieldProps } from '../../../lib/field-props';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { formatMoneyInput } from '../../../lib/format';
import { optionsOf } from '../../../lib/options';
import { usePlanWrite } from '../api/plans';

const MONITORING_OPTIONS = optionsOf(PLAN_MONITORING_LABELS);

const NEW_PLAN: PlanForm = {
  name: '',
  description: '',
  monitoring: 'alarm',
  maintenanceVisitsPerYear: '0',
  responseHours: '',
  extendedWarranty: false,
  monthlyPrice: '',
  yearlyPrice: '',
  setupFee: '',
  minTermMonths: '0',
  taxable: true,
};

/** A plan's figures as the form holds them: amounts and counts as text, blank for none. */
const formOf = (plan: AdminPlan): PlanForm => ({
  name: plan.name,
  description: plan.description,
  monitoring: plan.monitoring,
  maintenanceVisitsPerYear: String(plan.maintenanceVisitsPerYear),
  responseHours: plan.responseHours === null ? '' : String(plan.responseHours),
  extendedWarranty: plan.extendedWarranty,
  monthlyPrice: formatMoneyInput(plan.monthlyPrice),
  yearlyPrice: plan.yearlyPrice === null ? '' : formatMoneyInput(plan.yearlyPrice),
  setupFee: plan.setupFee === 0 ? '' : formatMoneyInput(plan.setupFee),
  minTermMonths: String(plan.minTermMonths),
  taxable: plan.taxable,
});

/** The fields of a plan, checked by the contract's form schema (amounts become cents). */
function PlanFormBody({
  plan,
  nextPosition,
  onSaved,
}: {
  plan: AdminPlan | null;
  nextPosition: number;
  onSaved: (name: string, added: boolean) => void;
}) {
  const ids = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PlanForm, unknown, PlanFormValues>({
    resolver: zodResolver(planFormSchema),
    defaultValues: plan ? formOf(plan) : NEW_PLAN,
  });
  const field = fieldProps(register, errors);
  const write = usePlanWrite({
    onSuccess: (saved, variables) => onSaved(saved.name, variables.op === 'add'),
    onError: (error) => {
      // A message for a field goes under it; anything else above the fields.
      if (showServerFieldErrors(setError, error) === 0)
        setError('root', { message: errorText(error, 'Failed to save the plan') });
    },
  });
  const id = (name: string) => `${ids}-${name}`;

  return (
    <DialogForm
      pending={write.isPending}
      submitLabel={plan ? 'Save plan' : 'Add plan'}
      onSubmit={handleSubmit((values) =>
        write.mutate(
          plan
            ? { op: 'update', id: plan.id, input: values }
            : { op: 'add', input: { ...values, status: 'active', position: nextPosition } },
        ),
      )}
    >
      <FailureAlert text={errors.root?.message} className="mb-0" />
      <div className="row g-3">
        <TextField
          id={id('name')}
          label="Name"
          required
          maxLength={PLAN_LIMITS.name}
          className="col-12"
          {...field('name')}
        />
        <TextField
          id={id('description')}
          label="Description"
          rows={3}
          maxLength={PLAN_LIMITS.description}
          help="What the customer reads on the services page."
          className="col-12"
          {...field('description')}
        />
        <SelectField
          id={id('monitoring')}
          label="Monitoring"
          options={MONITORING_OPTIONS}
          className="col-12 col-lg-4"
          {...field('monitoring')}
        />
        <TextField
          id={id('visits')}
          label="Maintenance visits a year"
          required
          inputClassName="text-end"
          className="col-12 col-lg-4"
          {...field('maintenanceVisitsPerYear')}
        />
        <TextField
          id={id('response')}
          label="Response (hours)"
          help="Blank: no promise."
          inputClassName="text-end"
          className="col-12 col-lg-4"
          {...field('responseHours')}
        />
        <TextField
          id={id('monthly')}
          label="Monthly price ($)"
          required
          inputClassName="text-end"
          className="col-12 col-sm-4"
          {...field('monthlyPrice')}
        />
        <TextField
          id={id('yearly')}
          label="Yearly price ($)"
          help="Blank: billed monthly only."
          inputClassName="text-end"
          className="col-12 col-sm-4"
          {...field('yearlyPrice')}
        />
        <TextField
          id={id('setup')}
          label="Set-up fee ($)"
          help="Blank: none."
          inputClassName="text-end"
          className="col-12 col-sm-4"
          {...field('setupFee')}
        />
        <TextField
          id={id('term')}
          label="Minimum term (months)"
          required
          help="0: none."
          inputClassName="text-end"
          className="col-12 col-sm-4"
          {...field('minTermMonths')}
        />
        <div className="col-12 col-sm-8 d-flex flex-column justify-content-center gap-2">
          <Form.Check
            id={id('warranty')}
            label="Extended warranty while the plan runs"
            {...register('extendedWarranty')}
          />
          <Form.Check id={id('taxable')} label="Taxable" {...register('taxable')} />
        </div>
      </div>
      {plan && (
        <p className="small text-body-secondary mb-0">
          New figures apply to new subscriptions; running ones keep the price they agreed to.
        </p>
      )}
    </DialogForm>
  );
}

/** Add a plan (`plan` null) or edit one, in a dialog. */
export function PlanDialog({
  show,
  plan,
  nextPosition,
  onHide,
  onSaved,
}: {
  show: boolean;
  plan: AdminPlan | null;
  nextPosition: number;
  onHide: () => void;
  onSaved: (name: string, added: boolean) => void;
}) {
  return (
    <Dialog
      show={show}
      onHide={onHide}
      size="lg"
      icon={plan ? 'pencil-square' : 'plus-square'}
      title={plan ? `Edit ${plan.name}` : 'Add a plan'}
    >
      {show && (
        <PlanFormBody
          key={plan?.id ?? 'new'}
          plan={plan}
          nextPosition={nextPosition}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}
