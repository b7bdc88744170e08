import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  technicianInputSchema,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Technician,
  type TechnicianInput,
} from '@shop/contract';
import { Dialog, DialogForm } from '../../../components/ui/Dialog';
import { FailureAlert } from '../../../components/ui/FailureAlert';
import { TextField } from '../../../components/ui/TextField';
import { errorText } from '../../../lib/error-text';
import { fieldProps } from '../../../lib/field-props';
import { useSaveTechnician } from '../api/installations';

type Draft = {
  name: string;
  email: string;
  phone: string;
  workingDays: number[];
  slotsPerDay: number;
};

const draftOf = (t: Technician | null): Draft => ({
  name: t?.name ?? '',
  email: t?.email ?? '',
  phone: t?.phone ?? '',
  workingDays: t?.workingDays ?? [1, 2, 3, 4, 5],
  slotsPerDay: t?.slotsPerDay ?? 2,
});

/** Add or edit a technician: name, contact, working days and slots per day. */
export function TechnicianDialog({
  show,
  technician,
  maxSlots,
  onHide,
  onSaved,
}: {
  show: boolean;
  /** null: a new technician. */
  technician: Technician | null;
  maxSlots: number;
  onHide: () => void;
  onSaved: (t: Technician) => void;
}) {
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<z.input<typeof technicianInputSchema>, unknown, TechnicianInput>({
    resolver: zodResolver(technicianInputSchema),
    defaultValues: draftOf(technician),
  });
  const field = fieldProps(register, errors);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveTechnician({
    onSuccess: onSaved,
    onError: (error) => setFailure(errorText(error, 'The technician could not be saved.')),
  });
  const submit = handleSubmit((body) =>
    save.mutate(
      technician
        ? { id: technician.id, body: { ...body, active: technician.active } }
        : { id: null, body },
    ),
  );
  const workingDays = watch('workingDays');
  const toggleDay = (day: number) =>
    setValue(
      'workingDays',
      workingDays.includes(day) ? workingDays.filter((x) => x !== day) : [...workingDays, day],
      { shouldValidate: isSubmitted },
    );
  const daysError = errors.workingDays?.message ?? errors.workingDays?.root?.message;
  return (
    <Dialog
      show={show}
      onHide={onHide}
      icon="person-badge"
      title={technician ? `Edit ${technician.name}` : 'Add technician'}
    >
      <DialogForm
        onSubmit={(event) => void submit(event)}
        pending={save.isPending}
        submitLabel="Save"
      >
        <FailureAlert text={failure} onDismiss={() => setFailure(null)} />
        <TextField
          id="technician-name"
          label="Name"
          maxLength={100}
          className=""
          {...field('name')}
        />
        <TextField
          id="technician-email"
          label="E-mail (optional)"
          type="email"
          className=""
          {...field('email')}
        />
        <TextField
          id="technician-phone"
          label="Phone (optional)"
          type="tel"
          maxLength={40}
          className=""
          {...field('phone')}
        />
        <fieldset>
          <legend className="fs-6">Working days</legend>
          <div className="d-flex flex-wrap gap-3">
            {WEEKDAYS.map((day) => (
              <Form.Check
                key={day}
                id={`technician-day-${day}`}
                label={WEEKDAY_LABELS[day - 1]}
                checked={workingDays.includes(day)}
                onChange={() => toggleDay(day)}
                isInvalid={!!daysError}
              />
            ))}
          </div>
          {daysError && <div className="invalid-feedback d-block">{daysError}</div>}
        </fieldset>
        <Form.Group controlId="technician-slots">
          <Form.Label>Slots per day</Form.Label>
          <Form.Select {...register('slotsPerDay', { valueAsNumber: true })}>
            {Array.from({ length: Math.max(1, maxSlots) }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Form.Select>
          <Form.Text>At most the number of slot times in the installation settings.</Form.Text>
        </Form.Group>
      </DialogForm>
    </Dialog>
  );
}
