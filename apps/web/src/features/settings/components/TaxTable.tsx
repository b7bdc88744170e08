import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Table from 'react-bootstrap/Table';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  SETTINGS_MESSAGES,
  taxRateUpdateSchema,
  type AdminTaxRate,
  type TaxRateUpdate,
} from '@shop/contract';
import { Dialog, DialogForm } from '../../../components/ui/Dialog';
import { FailureAlert } from '../../../components/ui/FailureAlert';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { PageAlert, type PageAlertMessage } from '../../../components/ui/PageAlert';
import { controlState, FormField } from '../../../components/ui/TextField';
import { errorText } from '../../../lib/error-text';
import { endColumn, TableHead } from '../../../components/list/TableParts';
import { formatDateTime, formatDay, formatRate, shopDay } from '../../../lib/format';
import { taxRateHistoryQuery, taxRatesQuery, useSetTaxRate } from '../api/tax-rates';

/** "8.24" -> 0.0824; NaN for anything that is not a plain number. */
const fractionOf = (percent: string) =>
  /^\s*\d+(\.\d+)?\s*$/.test(percent) ? Math.round(Number(percent) * 1000) / 100_000 : NaN;

// The rate is typed as a percent and checked as the contract's fraction.
const rateFormSchema = taxRateUpdateSchema.extend({
  rate: z.string().transform(fractionOf).pipe(taxRateUpdateSchema.shape.rate),
});

function ChangedBy({ rate }: { rate: Pick<AdminTaxRate, 'changedAt' | 'changedBy'> }) {
  if (!rate.changedAt) return <span className="text-body-secondary">Published rate</span>;
  return (
    <>
      {rate.changedBy ?? 'A former admin'}
      <span className="d-block small text-body-secondary">{formatDateTime(rate.changedAt)}</span>
    </>
  );
}

/** A state's new rate from a date on, with every change made to it before. */
function EditRateDialog({
  rate,
  onSaved,
  onClose,
}: {
  rate: AdminTaxRate;
  onSaved: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const [show, setShow] = useState(true);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof rateFormSchema>, unknown, TaxRateUpdate>({
    resolver: zodResolver(rateFormSchema),
    defaultValues: {
      rate: String(Number((rate.rate * 100).toFixed(3))),
      effectiveFrom: shopDay(new Date()),
    },
  });
  const rateError = errors.rate?.message;
  const fromError = errors.effectiveFrom?.message;
  const [failure, setFailure] = useState<string | null>(null);
  const history = useQuery(taxRateHistoryQuery(rate.state));
  const save = useSetTaxRate(rate.state, {
    onSuccess: () => {
      onSaved();
      setShow(false);
    },
    onError: (error) => setFailure(errorText(error, SETTINGS_MESSAGES.taxSaveFailed)),
  });

  const submit = handleSubmit((values) => save.mutate(values));

  return (
    <Dialog
      show={show}
      onHide={() => setShow(false)}
      onExited={onClose}
      icon="percent"
      title={`Sales tax of ${rate.name}`}
    >
      <DialogForm onSubmit={submit} pending={save.isPending} submitLabel="Save Rate">
        <FailureAlert text={failure} onDismiss={() => setFailure(null)} />
        <FormField id={`${id}-rate`} label="New rate" required error={rateError}>
          <InputGroup>
            <Form.Control
              inputMode="decimal"
              {...controlState({ id: `${id}-rate`, error: rateError, required: true })}
              {...register('rate')}
            />
            <InputGroup.Text>%</InputGroup.Text>
          </InputGroup>
        </FormField>
        <FormField
          id={`${id}-from`}
          label="Effective from"
          required
          error={fromError}
          help="New orders use the rate from this day on (the shop's day); placed orders keep theirs."
        >
          <Form.Control
            type="date"
            min={shopDay(new Date())}
            {...controlState({ id: `${id}-from`, error: fromError, help: true, required: true })}
            {...register('effectiveFrom')}
          />
        </FormField>
        <section aria-labelledby={`${id}-history`}>
          <h3 id={`${id}-history`} className="h6">
            History
          </h3>
          {history.isPending && <LoadingState label="Loading the history..." />}
          {history.isError && (
            <ErrorState
              message={SETTINGS_MESSAGES.taxLoadFailed}
              onRetry={() => void history.refetch()}
            />
          )}
          {history.data && (
            <ul className="list-unstyled small mb-0">
              {history.data.changes.map((c) => (
                <li key={c.changedAt} className="mb-1">
                  {formatRate(c.rate)} from {formatDay(c.effectiveFrom)}, set by{' '}
                  {c.changedBy ?? 'a former admin'} on {formatDateTime(c.changedAt)}
                </li>
              ))}
              <li>
                {formatRate(history.data.publishedRate)}: the published rate the shop began with
              </li>
            </ul>
          )}
        </section>
      </DialogForm>
    </Dialog>
  );
}

/**
 * The sales-tax table (docs/modules/tax.md#rules): each state's rate in force today, since
 * when and who set it, a later one already set, and an Edit button for a new rate from a date on.
 */
export function TaxTable() {
  const rates = useQuery(taxRatesQuery());
  const [editing, setEditing] = useState<AdminTaxRate | null>(null);
  const [message, setMessage] = useState<PageAlertMessage | null>(null);

  return (
    <Card as="section" className="shadow-sm" aria-labelledby="tax-title">
      <Card.Body>
        <h2 id="tax-title" className="h5">
          Sales tax by state
        </h2>
        <p className="text-body-secondary small">
          The rate of the state an order ships to; an address outside the 50 states and DC pays 8%.
        </p>
        <PageAlert message={message} onClose={() => setMessage(null)} />
        {rates.isPending && <LoadingState label="Loading the tax table..." />}
        {rates.isError && (
          <ErrorState
            message={SETTINGS_MESSAGES.taxLoadFailed}
            onRetry={() => void rates.refetch()}
          />
        )}
        {rates.data && (
          <div className="table-responsive">
            <Table size="sm" hover className="align-middle mb-0">
              <caption className="visually-hidden">Sales tax rate of each state</caption>
              <TableHead
                columns={[
                  'State',
                  endColumn('Rate'),
                  'Since',
                  'Changed by',
                  'Next change',
                  { label: 'Actions', hidden: true },
                ]}
              />
              <tbody>
                {rates.data.map((r) => (
                  <tr key={r.state}>
                    <th scope="row" className="fw-normal">
                      {r.name} <span className="text-body-secondary">({r.state})</span>
                    </th>
                    <td className="text-end">{formatRate(r.rate)}</td>
                    <td>{r.effectiveFrom ? formatDay(r.effectiveFrom) : '-'}</td>
                    <td>
                      <ChangedBy rate={r} />
                    </td>
                    <td>
                      {r.upcoming
                        ? `${formatRate(r.upcoming.rate)} from ${formatDay(r.upcoming.effectiveFrom)}`
                        : '-'}
                    </td>
                    <td className="text-end">
                      <Button
                        size="sm"
                        variant="outline-primary"
                        onClick={() => setEditing(r)}
                        aria-label={`Edit the rate of ${r.name}`}
                      >
                        <i className="bi bi-pencil" aria-hidden="true" />
                        <span className="d-none d-md-inline ms-1">Edit</span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
        {editing && (
          <EditRateDialog
            rate={editing}
            onSaved={() =>
              setMessage({ variant: 'success', text: SETTINGS_MESSAGES.taxSaved(editing.name) })
            }
            onClose={() => setEditing(null)}
          />
        )}
      </Card.Body>
    </Card>
  );
}
