import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  LABOUR_UNIT_LABELS,
  LABOUR_UNITS,
  labourPriceFormSchema,
  type LabourPrice,
  type LabourPriceForm,
  type LabourPriceFormValues,
} from '@shop/contract';
import { controlState, FormField } from '../../../components/ui/TextField';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { PageAlert, type PageAlertMessage } from '../../../components/ui/PageAlert';
import { errorText } from '../../../lib/error-text';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { formatMoneyInput } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { labourPricesQuery, useLabourPriceWrite } from '../api/labour-prices';

type LabourFormApi = UseFormReturn<LabourPriceForm, unknown, LabourPriceFormValues>;

/** A line's form, checked by the contract's schema: the price typed in dollars becomes cents. */
const useLabourForm = (values: LabourPriceForm): LabourFormApi =>
  useForm<LabourPriceForm, unknown, LabourPriceFormValues>({
    resolver: zodResolver(labourPriceFormSchema),
    defaultValues: values,
  });

/** A line's name, what it is charged per, and its price: the row's and the new line's fields. */
function LabourFields({
  form,
  nameWidth,
}: {
  form: LabourFormApi;
  /** The name's column at md and up (the rest of the row holds the buttons). */
  nameWidth: number;
}) {
  const ids = useId();
  const {
    register,
    formState: { errors },
  } = form;
  const field = (name: keyof LabourPriceForm, required = true) => ({
    id: `${ids}-${name}`,
    error: errors[name]?.message,
    required,
  });
  return (
    <>
      <FormField
        {...field('name')}
        label="Name"
        className={`col-12 col-md-${nameWidth}`}
        labelClassName="small mb-1"
      >
        <Form.Control
          size="sm"
          maxLength={120}
          {...controlState(field('name'))}
          {...register('name')}
        />
      </FormField>
      <FormField
        {...field('unit', false)}
        label="Charged"
        className="col-7 col-md-3"
        labelClassName="small mb-1"
      >
        <Form.Select size="sm" {...controlState(field('unit', false))} {...register('unit')}>
          {LABOUR_UNITS.map((u) => (
            <option key={u} value={u}>
              {LABOUR_UNIT_LABELS[u]}
            </option>
          ))}
        </Form.Select>
      </FormField>
      <FormField
        {...field('price')}
        label="Price ($)"
        className="col-5 col-md-2"
        labelClassName="small mb-1"
      >
        <Form.Control
          size="sm"
          inputMode="decimal"
          {...controlState(field('price'))}
          {...register('price')}
        />
      </FormField>
    </>
  );
}

/** One line of the list, edited in place: Save, Deactivate (or Activate), Delete. */
function LabourRow({
  line,
  onDone,
}: {
  line: LabourPrice;
  onDone: (message: PageAlertMessage) => void;
}) {
  const form = useLabourForm({
    name: line.name,
    unit: line.unit,
    price: formatMoneyInput(line.price),
  });
  const write = useLabourPriceWrite({
    onError: (e) => {
      showServerFieldErrors(form.setError, e);
      onDone({ variant: 'danger', text: errorText(e, 'Failed to save the line') });
    },
  });
  return (
    <li className={`border rounded p-2 mb-2${line.active ? '' : ' bg-body-tertiary'}`}>
      <Form
        noValidate
        aria-label={line.name}
        className="row g-2 align-items-start"
        onSubmit={form.handleSubmit((values) =>
          write.mutate(
            { op: 'update', id: line.id, input: values },
            { onSuccess: () => onDone({ variant: 'success', text: `${values.name} saved.` }) },
          ),
        )}
      >
        <LabourFields form={form} nameWidth={4} />
        <div className="col-12 col-md-3 d-flex flex-wrap gap-1 justify-content-md-end align-self-md-end">
          <Button type="submit" size="sm" disabled={!form.formState.isDirty || write.isPending}>
            Save
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={write.isPending}
            onClick={() =>
              write.mutate(
                { op: 'update', id: line.id, input: { active: !line.active } },
                {
                  onSuccess: () =>
                    onDone({
                      variant: 'success',
                      text: `${line.name} ${line.active ? 'deactivated' : 'activated'}.`,
                    }),
                },
              )
            }
          >
            {line.active ? 'Deactivate' : 'Activate'}
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            disabled={write.isPending}
            aria-label={`Delete ${line.name}`}
            onClick={() =>
              write.mutate(
                { op: 'delete', id: line.id },
                { onSuccess: () => onDone({ variant: 'success', text: `${line.name} deleted.` }) },
              )
            }
          >
            <i className="bi bi-trash" aria-hidden="true" />
          </Button>
        </div>
      </Form>
      {!line.active && <div className="small text-body-secondary mt-1">Inactive: not offered.</div>}
    </li>
  );
}

const NEW_LINE: LabourPriceForm = { name: '', unit: 'camera', price: '' };

/** /admin/labour-prices: the installation labour price list quotes and the shop price from. */
export function LabourPricesScreen() {
  useDocumentTitle('Labour Prices');
  const ids = useId();
  const list = useQuery(labourPricesQuery());
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);
  const form = useLabourForm(NEW_LINE);
  const add = useLabourPriceWrite({
    onError: (e) => {
      showServerFieldErrors(form.setError, e);
      setAlert({ variant: 'danger', text: errorText(e, 'Failed to add the line') });
    },
  });

  return (
    <div className="container py-4" style={{ maxWidth: '60rem' }}>
      <Link to="/admin/quotes" className="d-inline-block mb-3">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        Back to Quotes
      </Link>
      <h1 className="h3">
        <i className="bi bi-tools text-primary me-2" aria-hidden="true" />
        Labour Prices
      </h1>
      <p className="text-body-secondary">
        Installation labour that quotes are built from. A line used by a quote or a product cannot
        be deleted: deactivate it and it is no longer offered.
      </p>
      <PageAlert message={alert} onClose={() => setAlert(null)} />
      {list.isPending ? (
        <LoadingState label="Loading labour prices..." />
      ) : list.isError ? (
        <ErrorState
          message={errorText(list.error, 'Failed to load labour prices')}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <p className="text-body-secondary">No labour lines yet: add the first one below.</p>
      ) : (
        <ul className="list-unstyled">
          {list.data.map((line) => (
            <LabourRow
              key={`${line.id}-${line.name}-${line.unit}-${line.price}`}
              line={line}
              onDone={setAlert}
            />
          ))}
        </ul>
      )}

      <Form
        noValidate
        className="border rounded p-3 mt-3"
        aria-labelledby={`${ids}-add`}
        onSubmit={form.handleSubmit((values) =>
          add.mutate(
            { op: 'add', input: { ...values, position: (list.data?.length ?? 0) + 1 } },
            {
              onSuccess: () => {
                setAlert({ variant: 'success', text: `${values.name} added.` });
                form.reset(NEW_LINE);
              },
            },
          ),
        )}
      >
        <h2 id={`${ids}-add`} className="h6">
          Add a line
        </h2>
        <div className="row g-2 align-items-start">
          <LabourFields form={form} nameWidth={5} />
          <div className="col-12 col-md-2 align-self-md-end">
            <Button type="submit" size="sm" className="w-100" disabled={add.isPending}>
              Add
            </Button>
          </div>
        </div>
      </Form>
    </div>
  );
}
