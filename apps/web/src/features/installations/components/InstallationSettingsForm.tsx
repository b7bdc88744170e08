import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  addDays,
  federalHolidaysBetween,
  INSTALLATION_LIMITS,
  installationSettingsSchema,
  type InstallationSettings,
  type InstallationSettingsInput,
} from '@shop/contract';
import { PageAlert, type PageAlertMessage } from '../../../components/ui/PageAlert';
import { SettingsSection } from '../../../components/ui/SettingsSection';
import { controlState, FormField } from '../../../components/ui/TextField';
import { errorText } from '../../../lib/error-text';
import { firstErrorMessage } from '../../../lib/form-errors';
import { formatSlot, shopDay } from '../../../lib/format';
import { installationSettingsQuery, useSaveInstallationSettings } from '../api/installations';

function SettingsFields({ saved }: { saved: InstallationSettings }) {
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<z.input<typeof installationSettingsSchema>, unknown, InstallationSettingsInput>({
    resolver: zodResolver(installationSettingsSchema),
    defaultValues: saved,
  });
  const times = watch('slotTimes');
  // Past opened days stay in the list as saved; the next year's holidays are offered.
  const openHolidays = watch('openHolidays') ?? [];
  const setTimes = (next: string[]) => setValue('slotTimes', next, { shouldValidate: isSubmitted });
  const setOpenHolidays = (next: string[]) =>
    setValue('openHolidays', next, { shouldValidate: isSubmitted });
  const [upcoming] = useState(() => {
    const today = shopDay(new Date());
    return federalHolidaysBetween(today, addDays(today, 365));
  });
  const [message, setMessage] = useState<PageAlertMessage | null>(null);
  const save = useSaveInstallationSettings({
    onSuccess: () => setMessage({ variant: 'success', text: 'Installation settings saved.' }),
    onError: (error) =>
      setMessage({
        variant: 'danger',
        text: errorText(error, 'The installation settings could not be saved.'),
      }),
  });
  const submit = handleSubmit((values) => save.mutate(values));
  const depositError = errors.depositPercent?.message;
  const timesError = firstErrorMessage(errors.slotTimes);
  const holidaysError = firstErrorMessage(errors.openHolidays);
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <PageAlert message={message} onClose={() => setMessage(null)} />
      <FormField
        id="installation-deposit"
        label="Quote deposit (%)"
        error={depositError}
        help="0: an accepted quote is paid in full."
        className="mb-3"
      >
        <Form.Control
          type="number"
          min={0}
          max={100}
          step={1}
          style={{ maxWidth: '14rem' }}
          {...register('depositPercent', { valueAsNumber: true })}
          {...controlState({
            id: 'installation-deposit',
            error: depositError,
            help: '0: an accepted quote is paid in full.',
          })}
        />
      </FormField>
      <fieldset className="mb-3">
        <legend className="fs-6">Slot start times (Las Vegas time, earliest first)</legend>
        <div className="d-flex flex-wrap gap-2">
          {times.map((time, i) => (
            <div key={i} className="d-flex align-items-center gap-1">
              <Form.Control
                type="time"
                value={time}
                aria-label={`Slot ${i + 1} start`}
                onChange={(e) => setTimes(times.map((t, j) => (j === i ? e.target.value : t)))}
                // Wide enough for "08:00 AM" and its clock button (8rem cut it to "08:00 AI").
                style={{ width: '9.5rem' }}
              />
              <Button
                variant="outline-secondary"
                size="sm"
                disabled={times.length <= 1}
                onClick={() => setTimes(times.filter((_, j) => j !== i))}
                aria-label={`Remove slot ${i + 1}`}
              >
                <i className="bi bi-x-lg" aria-hidden="true" />
              </Button>
            </div>
          ))}
          {times.length < INSTALLATION_LIMITS.maxSlotsPerDay && (
            <Button
              variant="outline-primary"
              size="sm"
              onClick={() => setTimes([...times, '16:00'])}
            >
              Add a slot time
            </Button>
          )}
        </div>
        {timesError && <div className="invalid-feedback d-block">{timesError}</div>}
      </fieldset>
      <fieldset className="mb-3">
        <legend className="fs-6">Federal holidays</legend>
        <p className="small text-body-secondary mb-2">
          Closed to installations unless opened here. An opened holiday is booked like any working
          day.
        </p>
        {upcoming.map((holiday) => (
          <Form.Check
            key={holiday.day}
            type="switch"
            id={`open-holiday-${holiday.day}`}
            label={`Open ${holiday.name} · ${formatSlot(holiday.day, null, null)}`}
            checked={openHolidays.includes(holiday.day)}
            onChange={(e) =>
              setOpenHolidays(
                e.target.checked
                  ? [...openHolidays, holiday.day]
                  : openHolidays.filter((day) => day !== holiday.day),
              )
            }
          />
        ))}
        {holidaysError && <div className="invalid-feedback d-block">{holidaysError}</div>}
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        Save installation settings
      </Button>
    </Form>
  );
}

/**
 * The Settings screen's Installation section (admins): quote deposit, slot times and the
 * federal holidays opened for installations.
 */
export function InstallationSettingsForm() {
  return (
    <SettingsSection
      title="Installation"
      settings={useQuery(installationSettingsQuery())}
      loading="Loading the installation settings..."
      loadFailed="The installation settings could not be loaded."
    >
      {(saved) => <SettingsFields saved={saved} />}
    </SettingsSection>
  );
}
