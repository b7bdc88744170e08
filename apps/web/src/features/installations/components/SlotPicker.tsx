import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { FreeSlot } from '@shop/contract';
import { formatDay, formatSlotTime, formatWeekday } from '../../../lib/format';

/** Free slots grouped by day, in the order given (day, then slot). */
export function slotsByDay<S extends FreeSlot>(slots: readonly S[]): [string, S[]][] {
  const days = new Map<string, S[]>();
  for (const slot of slots) days.set(slot.day, [...(days.get(slot.day) ?? []), slot]);
  return [...days];
}

const weekday = formatWeekday;

/**
 * Pick one free slot: a group of radio buttons per day (arrow keys move within a day, Tab
 * between days), then the submit button. Times are the shop's (Las Vegas).
 */
export function SlotPicker({
  slots,
  submitLabel,
  pending,
  onPick,
}: {
  slots: readonly FreeSlot[];
  submitLabel: string;
  pending: boolean;
  onPick: (slot: FreeSlot) => void;
}) {
  const name = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const key = (s: FreeSlot) => `${s.day}/${s.slot}`;
  const picked = slots.find((s) => key(s) === chosen) ?? null;
  if (!slots.length) {
    return (
      <p className="text-body-secondary mb-0">
        No free slots in the next weeks. Call us and we will find a time.
      </p>
    );
  }
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (picked) onPick(picked);
      }}
    >
      <div className="d-grid gap-3 mb-3" style={{ maxHeight: '24rem', overflowY: 'auto' }}>
        {slotsByDay(slots).map(([day, daySlots]) => (
          <fieldset key={day} className="border rounded p-2">
            <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-1">
              {weekday(day)}, {formatDay(day)}
            </legend>
            <div className="d-flex flex-wrap gap-3">
              {daySlots.map((s) => (
                <Form.Check
                  key={key(s)}
                  type="radio"
                  id={`${name}-${key(s)}`}
                  name={`${name}-slot`}
                  label={formatSlotTime(s.startTime)}
                  aria-label={`${weekday(day)} ${formatDay(day)} at ${formatSlotTime(s.startTime)}`}
                  checked={chosen === key(s)}
                  onChange={() => setChosen(key(s))}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <Button type="submit" disabled={!picked || pending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
