import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import InputGroup from 'react-bootstrap/InputGroup';
import Form from 'react-bootstrap/Form';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SETTINGS_LIMITS,
  SETTINGS_MESSAGES,
  shopSettingsFormSchema,
  type AdminSettings,
  type ShopSettings,
  type ShopSettingsForm,
} from '@shop/contract';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@shop/contract/social';
import { controlState, FormField, TextField } from '../../../components/ui/TextField';
import { PageAlert, type PageAlertMessage } from '../../../components/ui/PageAlert';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { errorText } from '../../../lib/error-text';
import { formatDateTime, formatMoneyInput } from '../../../lib/format';
import { useSaveSettings } from '../api/admin-settings';

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
};

const EMPTY: Omit<ShopSettingsForm, 'shippingRate'> = {
  companyName: '',
  shortName: '',
  legalName: '',
  tagline: '',
  street: '',
  cityLine: '',
  phone: '',
  email: '',
  hours: [],
  social: { facebook: '', instagram: '', linkedin: '', x: '', youtube: '' },
};

/** The saved settings as the form holds them: the shipping rate as the text of its field. */
const formValues = (
  settings: ShopSettings | null,
  shippingRate: AdminSettings['shippingRate'],
) => ({
  ...(settings ?? EMPTY),
  shippingRate: formatMoneyInput(settings?.shippingRate ?? shippingRate),
});

/**
 * The shop's own details and flat shipping rate: what the storefront, e-mails and
 * order papers show, and the shipping of new orders. The schema is the server's.
 */
export function CompanyDetailsForm({ saved }: { saved: AdminSettings }) {
  const [message, setMessage] = useState<PageAlertMessage | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ShopSettingsForm, unknown, ShopSettings>({
    resolver: zodResolver(shopSettingsFormSchema),
    defaultValues: formValues(saved.settings, saved.shippingRate),
  });
  const hours = useFieldArray({ control, name: 'hours' });
  const save = useSaveSettings({
    onSuccess: (answer) => {
      if (answer.settings) reset(formValues(answer.settings, answer.shippingRate));
      setMessage({ variant: 'success', text: SETTINGS_MESSAGES.saved });
    },
    onError: (error) => {
      showServerFieldErrors(setError, error);
      setMessage({ variant: 'danger', text: errorText(error, SETTINGS_MESSAGES.saveFailed) });
    },
  });
  const field = (name: keyof ShopSettingsForm & string) => ({
    id: `settings-${name}`,
    error: errors[name]?.message,
  });

  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby="company-title">
      <Card.Body>
        <h2 id="company-title" className="h5">
          Company details
        </h2>
        <p className="text-body-secondary small">
          {saved.updatedAt
            ? `Last saved ${formatDateTime(saved.updatedAt)}${saved.updatedBy ? ` by ${saved.updatedBy}` : ''}.`
            : 'Not filled in yet: the storefront shows no name, address or phone until you save them.'}
        </p>
        <PageAlert message={message} onClose={() => setMessage(null)} />
        <Form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
          <div className="row g-x-3">
            <div className="col-12 col-md-6">
              <TextField
                {...field('companyName')}
                label="Company name"
                required
                maxLength={SETTINGS_LIMITS.name}
                autoComplete="organization"
                registration={register('companyName')}
              />
            </div>
            <div className="col-12 col-md-6">
              <TextField
                {...field('legalName')}
                label="Legal name"
                help="Printed on invoices and bills of lading; the company name when empty."
                maxLength={SETTINGS_LIMITS.name}
                registration={register('legalName')}
              />
            </div>
            <div className="col-12 col-md-6">
              <TextField
                {...field('shortName')}
                label="Short name"
                help="The brand in the navigation bar; the company name when empty."
                maxLength={SETTINGS_LIMITS.shortName}
                registration={register('shortName')}
              />
            </div>
            <div className="col-12 col-md-6">
              <TextField
                {...field('tagline')}
                label="Tagline"
                maxLength={SETTINGS_LIMITS.line}
                registration={register('tagline')}
              />
            </div>
            <div className="col-12 col-md-6">
              <TextField
                {...field('street')}
                label="Street address"
                required
                maxLength={SETTINGS_LIMITS.line}
                autoComplete="address-line1"
                registration={register('street')}
              />
            </div>
            <div className="col-12 col-md-6">
              <TextField
                {...field('cityLine')}
                label="City, state and ZIP"
                required
                placeholder="Las Vegas, NV 89103"
                maxLength={SETTINGS_LIMITS.line}
                registration={register('cityLine')}
              />
            </div>
            <div className="col-12 col-md-6">
              <TextField
                {...field('phone')}
                label="Phone"
                type="tel"
                required
                maxLength={SETTINGS_LIMITS.phone}
                autoComplete="tel"
                registration={register('phone')}
              />
            </div>
            <div className="col-12 col-md-6">
              <TextField
                {...field('email')}
                label="E-mail"
                type="email"
                required
                autoComplete="email"
                registration={register('email')}
              />
            </div>
            <div className="col-12 col-md-6">
              <FormField
                {...field('shippingRate')}
                label="Flat shipping rate"
                required
                help="Charged on every new order; placed orders keep the rate they were placed with."
              >
                <InputGroup>
                  <InputGroup.Text>$</InputGroup.Text>
                  <Form.Control
                    type="number"
                    inputMode="decimal"
                    step="0.01"
                    min={0}
                    max={SETTINGS_LIMITS.shippingMax}
                    {...controlState({ ...field('shippingRate'), required: true })}
                    {...register('shippingRate')}
                  />
                </InputGroup>
              </FormField>
            </div>
          </div>

          <fieldset className="mb-3">
            <legend className="h6">Opening hours</legend>
            {hours.fields.length === 0 && (
              <p className="text-body-secondary small">No opening hours are shown.</p>
            )}
            {hours.fields.map((line, i) => (
              <div key={line.id} className="row g-2 align-items-start mb-2">
                <div className="col-12 col-sm-5">
                  <TextField
                    id={`settings-hours-${i}-days`}
                    label={`Days, line ${i + 1}`}
                    labelClassName="visually-hidden"
                    placeholder="Monday - Friday"
                    className="mb-0"
                    error={errors.hours?.[i]?.days?.message}
                    maxLength={SETTINGS_LIMITS.hoursText}
                    registration={register(`hours.${i}.days`)}
                  />
                </div>
                <div className="col-9 col-sm-5">
                  <TextField
                    id={`settings-hours-${i}-time`}
                    label={`Hours, line ${i + 1}`}
                    labelClassName="visually-hidden"
                    placeholder="8:00 AM - 6:00 PM"
                    className="mb-0"
                    error={errors.hours?.[i]?.time?.message}
                    maxLength={SETTINGS_LIMITS.hoursText}
                    registration={register(`hours.${i}.time`)}
                  />
                </div>
                <div className="col-3 col-sm-2">
                  <Button
                    variant="outline-danger"
                    onClick={() => hours.remove(i)}
                    aria-label={`Remove opening hours line ${i + 1}`}
                  >
                    <i className="bi bi-trash" aria-hidden="true" />
                  </Button>
                </div>
              </div>
            ))}
            {hours.fields.length < SETTINGS_LIMITS.hours && (
              <Button
                variant="outline-secondary"
                size="sm"
                onClick={() => hours.append({ days: '', time: '' })}
              >
                <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                Add opening hours
              </Button>
            )}
          </fieldset>

          <fieldset className="mb-3">
            <legend className="h6">Social links</legend>
            <div className="row">
              {SOCIAL_NETWORKS.map((network) => (
                <div key={network} className="col-12 col-md-6">
                  <TextField
                    id={`settings-social-${network}`}
                    label={SOCIAL_LABELS[network]}
                    type="url"
                    placeholder="https://"
                    error={errors.social?.[network]?.message}
                    maxLength={SETTINGS_LIMITS.line}
                    registration={register(`social.${network}`)}
                  />
                </div>
              ))}
            </div>
          </fieldset>

          <SubmitButton pending={save.isPending} pendingLabel="Saving...">
            Save Settings
          </SubmitButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
