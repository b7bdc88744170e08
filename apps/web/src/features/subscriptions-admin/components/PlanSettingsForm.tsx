import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SUBSCRIPTION_SETTINGS_LIMITS,
  SUBSCRIPTION_SETTINGS_MESSAGES,
  subscriptionSettingsSchema,
  type SubscriptionSettings,
} from '@shop/contract';
import { PageAlert, type PageAlertMessage } from '../../../components/ui/PageAlert';
import { SettingsSection } from '../../../components/ui/SettingsSection';
import { controlState, FormField } from '../../../components/ui/TextField';
import { errorText } from '../../../lib/error-text';
import { numberAsTyped } from '../../../lib/field-props';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { planSettingsQuery, useSavePlanSettings } from '../api/plan-settings';

const LIMITS = SUBSCRIPTION_SETTINGS_LIMITS.cancelSuspendedAfterDays;

function PlanSettingsFields({ saved }: { saved: SubscriptionSettings }) {
  const [message, setMessage] = useState<PageAlertMessage | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SubscriptionSettings>({
    resolver: zodResolver(subscriptionSettingsSchema),
    defaultValues: saved,
  });
  const save = useSavePlanSettings({
    onSuccess: () => setMessage({ variant: 'success', text: SUBSCRIPTION_SETTINGS_MESSAGES.saved }),
    onError: (error) => {
      showServerFieldErrors(setError, error);
      setMessage({
        variant: 'danger',
        text: errorText(error, SUBSCRIPTION_SETTINGS_MESSAGES.saveFailed),
      });
    },
  });
  const id = 'plan-cancel-suspended-days';
  const error = errors.cancelSuspendedAfterDays?.message;
  const help =
    'A plan unpaid after its last retry is suspended (its monitoring account listed to suspend), then cancelled this many days later unless it is paid.';
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
        <div className="col-12 col-md-6">
          <FormField
            id={id}
            label="Cancel a suspended plan after"
            error={error}
            help={help}
            className="mb-0"
          >
            <InputGroup>
              <Form.Control
                type="number"
                inputMode="numeric"
                min={LIMITS.min}
                max={LIMITS.max}
                step={1}
                {...register('cancelSuspendedAfterDays', { setValueAs: numberAsTyped })}
                {...controlState({ id, error, help })}
              />
              <InputGroup.Text>days</InputGroup.Text>
            </InputGroup>
          </FormField>
        </div>
      </div>
      <Button type="submit" disabled={save.isPending}>
        Save plan settings
      </Button>
    </Form>
  );
}

/** The Settings screen's Plans section (admins): when an unpaid, suspended plan is cancelled. */
export function PlanSettingsForm() {
  return (
    <SettingsSection
      title="Plans"
      settings={useQuery(planSettingsQuery())}
      loading="Loading the plan settings..."
      loadFailed={SUBSCRIPTION_SETTINGS_MESSAGES.loadFailed}
    >
      {(saved) => <PlanSettingsFields saved={saved} />}
    </SettingsSection>
  );
}
