import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  RMA_SETTINGS_LIMITS,
  RMA_SETTINGS_MESSAGES,
  rmaSettingsSchema,
  type RmaSettingsValues,
} from '@shop/contract';
import { PageAlert, type PageAlertMessage } from '../../../components/ui/PageAlert';
import { SettingsSection } from '../../../components/ui/SettingsSection';
import { controlState, FormField } from '../../../components/ui/TextField';
import { errorText } from '../../../lib/error-text';
import { numberAsTyped } from '../../../lib/field-props';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { rmaSettingsQuery, useSaveRmaSettings } from '../api/rma-settings';

type Field = keyof RmaSettingsValues;

const FIELDS: { name: Field; label: string; unit: string; help: string }[] = [
  {
    name: 'returnWindowDays',
    label: 'Return window',
    unit: 'days',
    help: 'A return for refund may be filed this many days after delivery (0: none).',
  },
  {
    name: 'returnRateFlagPercent',
    label: 'Flag a return rate over',
    unit: '%',
    help: 'Of the units sold in the last 12 months: flagged on the product list.',
  },
  {
    name: 'returnRateMinUnits',
    label: 'Minimum units sold before flagging',
    unit: 'units',
    help: 'A product with fewer units sold is never flagged.',
  },
];

function SettingsFields({ saved }: { saved: RmaSettingsValues }) {
  const [message, setMessage] = useState<PageAlertMessage | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RmaSettingsValues>({
    resolver: zodResolver(rmaSettingsSchema),
    defaultValues: saved,
  });
  const save = useSaveRmaSettings({
    onSuccess: () => setMessage({ variant: 'success', text: RMA_SETTINGS_MESSAGES.saved }),
    onError: (error) => {
      showServerFieldErrors(setError, error);
      setMessage({ variant: 'danger', text: errorText(error, RMA_SETTINGS_MESSAGES.saveFailed) });
    },
  });
  return (
    <Form
      onSubmit={(event) => {
        setMessage(null);
        void handleSubmit((values) => save.mutate(values))(event);
      }}
      noValidate
    >
      <PageAlert message={message} onClose={() => setMessage(null)} />
      <div className="row g-3 mb-3">
        {FIELDS.map(({ name, label, unit, help }) => {
          const id = `rma-${name}`;
          const error = errors[name]?.message;
          return (
            <div key={name} className="col-12 col-md-4">
              <FormField id={id} label={label} error={error} help={help} className="mb-0">
                <InputGroup>
                  <Form.Control
                    type="number"
                    inputMode="numeric"
                    min={RMA_SETTINGS_LIMITS[name].min}
                    max={RMA_SETTINGS_LIMITS[name].max}
                    step={1}
                    {...register(name, { setValueAs: numberAsTyped })}
                    {...controlState({ id, error, help })}
                  />
                  <InputGroup.Text>{unit}</InputGroup.Text>
                </InputGroup>
              </FormField>
            </div>
          );
        })}
      </div>
      <Button type="submit" disabled={save.isPending}>
        Save returns settings
      </Button>
    </Form>
  );
}

/** The Settings screen's Returns section (admins): the return window and the flag. */
export function ReturnsSettingsForm() {
  return (
    <SettingsSection
      title="Returns"
      settings={useQuery(rmaSettingsQuery())}
      loading="Loading the returns settings..."
      loadFailed={RMA_SETTINGS_MESSAGES.loadFailed}
    >
      {(saved) => <SettingsFields saved={saved} />}
    </SettingsSection>
  );
}
