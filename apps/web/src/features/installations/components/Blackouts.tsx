import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { blackoutInputSchema, type BlackoutInput, type Technician } from '@shop/contract';
import { PageAlert, type PageAlertMessage } from '../../../components/ui/PageAlert';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { SelectField, TextField } from '../../../components/ui/TextField';
import { fieldProps } from '../../../lib/field-props';
import { errorText } from '../../../lib/error-text';
import { formatDay } from '../../../lib/format';
import { blackoutsQuery, useBlackoutWrite } from '../api/installations';

/** Days nobody (or one technician) installs: the next 60 days, add and remove. */
export function Blackouts({ technicians }: { technicians: readonly Technician[] }) {
  const list = useQuery(blackoutsQuery());
  const {
    register,
    handleSubmit,
    resetField,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof blackoutInputSchema>, unknown, BlackoutInput>({
    resolver: zodResolver(blackoutInputSchema),
    defaultValues: { day: '', technicianId: null, reason: '' },
  });
  const field = fieldProps(register, errors);
  const day = watch('day');
  const [message, setMessage] = useState<PageAlertMessage | null>(null);
  const write = useBlackoutWrite({
    onSuccess: (_data, w) => {
      setMessage({
        variant: 'success',
        text: 'add' in w ? 'Blackout added.' : 'Blackout removed.',
      });
      // The technician stays chosen for the next day of the same absence.
      if ('add' in w) {
        resetField('day');
        resetField('reason');
      }
    },
    onError: (error) =>
      setMessage({ variant: 'danger', text: errorText(error, 'The blackout could not be saved.') }),
  });
  return (
    <section aria-labelledby="blackouts-title" className="mt-5">
      <h2 id="blackouts-title" className="h4">
        Blackout days
      </h2>
      <PageAlert message={message} onClose={() => setMessage(null)} />
      <Form
        noValidate
        onSubmit={handleSubmit((add) => write.mutate({ add }))}
        className="row g-2 align-items-end mb-3"
      >
        <TextField
          id="blackout-day"
          label="Day"
          type="date"
          className="col-12 col-sm-6 col-lg-3"
          {...field('day')}
        />
        <SelectField
          id="blackout-who"
          label="Who"
          className="col-12 col-sm-6 col-lg-3"
          emptyLabel="Everyone (the shop is closed)"
          options={technicians
            .filter((t) => t.active)
            .map((t) => ({ value: String(t.id), label: t.name }))}
          {...field('technicianId', { setValueAs: (v: string) => (v ? Number(v) : null) })}
        />
        <TextField
          id="blackout-reason"
          label="Reason"
          maxLength={200}
          className="col-12 col-lg-4"
          {...field('reason')}
        />
        <div className="col-12 col-lg-2">
          <Button type="submit" disabled={!day || write.isPending} className="w-100">
            Add blackout
          </Button>
        </div>
      </Form>
      {list.isPending && <LoadingState label="Loading blackout days..." />}
      {list.isError && (
        <ErrorState
          message="Blackout days could not be loaded."
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data &&
        (list.data.length ? (
          <ul className="list-group">
            {list.data.map((b) => (
              <li key={b.id} className="list-group-item d-flex flex-wrap align-items-center gap-2">
                <span className="me-auto text-break">
                  <strong>{formatDay(b.day)}</strong> · {b.technicianName ?? 'Everyone'}
                  {b.reason && ` · ${b.reason}`}
                </span>
                <Button
                  variant="outline-danger"
                  size="sm"
                  disabled={write.isPending}
                  onClick={() => write.mutate({ remove: b.id })}
                  aria-label={`Remove the blackout of ${formatDay(b.day)} (${b.technicianName ?? 'everyone'})`}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-body-secondary">No blackout days in the next 60 days.</p>
        ))}
    </section>
  );
}
