import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { technicianInputSchema, WEEKDAY_LABELS, WEEKDAYS, type Technician } from '@shop/contract';
import { Dialog, DialogForm } from '../../../components/ui/Dialog';
import { FailureAlert } from '../../../components/ui/FailureAlert';
import { errorText } from '../../../lib/error-text';
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
  const [draft, setDraft] = useState<Draft>(() => draftOf(technician));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveTechnician({
    onSuccess: onSaved,
    onError: (error) => setFailure(errorText(error, 'The technician could not be saved.')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = technicianInputSchema.safeParse(draft);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(
      technician
        ? { id: technician.id, body: { ...parsed.data, active: technician.active } }
        : { id: null, body: parsed.data },
    );
  };
  const toggleDay = (day: number) =>
    setDraft((d) => ({
      ...d,
      workingDays: d.workingDays.includes(day)
        ? d.workingDays.filter((x) => x !== day)
        : [...d.workingDays, day],
    }));
  return (
    <Dialog
      show={show}
      onHide={onHide}
      icon="person-badge"
      title={technician ? `Edit ${technician.name}` : 'Add technician'}
    >
      <DialogForm onSubmit={submit} pending={save.isPending} submitLabel="Save">
        <FailureAlert text={failure} onDismiss={() => setFailure(null)} />
        <Form.Group controlId="technician-name">
          <Form.Label>Name</Form.Label>
          <Form.Control
            value={draft.name}
            maxLength={100}
            isInvalid={!!errors.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
          <Form.Control.Feedback type="invalid">{errors.name}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group controlId="technician-email">
          <Form.Label>E-mail (optional)</Form.Label>
          <Form.Control
            type="email"
            value={draft.email}
            isInvalid={!!errors.email}
            onChange={(e) => setDraft({ ...draft, email: e.target.value })}
          />
          <Form.Control.Feedback type="invalid">{errors.email}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group controlId="technician-phone">
          <Form.Label>Phone (optional)</Form.Label>
          <Form.Control
            type="tel"
            value={draft.phone}
            maxLength={40}
            onChange={(e) => setDraft({ ...draft, phone: e.target.value })}
          />
        </Form.Group>
        <fieldset>
          <legend className="fs-6">Working days</legend>
          <div className="d-flex flex-wrap gap-3">
            {WEEKDAYS.map((day) => (
              <Form.Check
                key={day}
                id={`technician-day-${day}`}
                label={WEEKDAY_LABELS[day - 1]}
                checked={draft.workingDays.includes(day)}
                onChange={() => toggleDay(day)}
                isInvalid={!!errors.workingDays}
              />
            ))}
          </div>
          {errors.workingDays && (
            <div className="invalid-feedback d-block">{errors.workingDays}</div>
          )}
        </fieldset>
        <Form.Group controlId="technician-slots">
          <Form.Label>Slots per day</Form.Label>
          <Form.Select
            value={draft.slotsPerDay}
            onChange={(e) => setDraft({ ...draft, slotsPerDay: Number(e.target.value) })}
          >
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
