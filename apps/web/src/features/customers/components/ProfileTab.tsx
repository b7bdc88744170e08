import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  editedAddressSchema,
  isReadOnly,
  normaliseCountry,
  PROFILE_MESSAGES,
  updateProfileSchema,
  type AccountProfile,
  type SavedAddress,
  type UpdateProfile,
  type UpdateProfileInput,
} from '@shop/contract';
import { ApiError } from '../../../lib/api-client';
import { AddressFields } from '../../../components/ui/AddressFields';
import { useSaveBillingAddress, useUpdateProfile } from '../api/profile';
import { addressLines, separateBilling } from '../display-name';
import { AddressBlock } from './AddressBlock';
import { ProfileField } from './ProfileField';
import { controlState, FormField } from '../../../components/ui/TextField';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { ReadOnlyNote } from '../../../components/ui/ReadOnlyNote';
import { FailureAlert } from '../../../components/ui/FailureAlert';
import { PageAlert, type PageAlertMessage } from '../../../components/ui/PageAlert';

const PROFILE_FIELDS = [
  'accountType',
  'firstName',
  'lastName',
  'companyName',
  'taxId',
  'email',
  'currentPassword',
  'phone',
  'address',
  'city',
  'state',
  'zipCode',
  'country',
] as const satisfies readonly FieldPath<UpdateProfileInput>[];
type ProfileFieldName = (typeof PROFILE_FIELDS)[number];

const BILLING_FIELDS = ['address', 'city', 'state', 'zipCode', 'country'] as const;

const ACCOUNT_TYPE_OPTIONS = [
  { value: 'personal', label: 'Personal Account' },
  { value: 'business', label: 'Business Account' },
] as const;
const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c, label: c }));

/** The form's values: the loaded profile, blanks for what is not on file. */
const profileValues = (p: AccountProfile): UpdateProfileInput => ({
  accountType: p.accountType,
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  companyName: p.companyName ?? '',
  taxId: p.taxId ?? '',
  email: p.email,
  phone: p.phone ?? '',
  address: p.address ?? '',
  city: p.city ?? '',
  state: p.state ?? '',
  zipCode: p.zipCode ?? '',
  country: normaliseCountry(p.country) ?? DEFAULT_COUNTRY,
  currentPassword: '',
});

const billingValues = (p: AccountProfile): SavedAddress => ({
  address: p.billingAddress ?? '',
  city: p.billingCity ?? '',
  state: p.billingState ?? '',
  zipCode: p.billingZipCode ?? '',
  // A new billing address starts in the country of the address above.
  country: normaliseCountry(p.billingCountry ?? p.country) ?? DEFAULT_COUNTRY,
});

const sameEmail = (a: string | null | undefined, b: string) =>
  (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The Profile tab: read-only until Edit Profile, then Save Changes or Cancel (which restores
 * the loaded values). The server runs the customer data check (the same schema runs here
 * first) and its per-field messages are shown on their fields. A new e-mail needs the current
 * password and takes effect only once the link mailed to it is opened. The billing address
 * saves through the address call, after the profile.
 */
export function ProfileTab({
  profile,
  editing,
  onEditingChange,
}: {
  profile: AccountProfile;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}) {
  const saveProfile = useUpdateProfile();
  const saveBillingAddress = useSaveBillingAddress();
  const [message, setMessage] = useState<PageAlertMessage | null>(null);
  const [billingError, setBillingError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const form = useForm<UpdateProfileInput, unknown, UpdateProfile>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: profileValues(profile),
  });
  const billingForm = useForm<SavedAddress>({
    resolver: zodResolver(editedAddressSchema) as never,
    defaultValues: billingValues(profile),
  });
  const { errors } = form.formState;

  // Outside edit mode the form always shows what the server has.
  useEffect(() => {
    if (!editing) {
      form.reset(profileValues(profile));
      billingForm.reset(billingValues(profile));
    }
  }, [profile, editing, form, billingForm]);

  // Edit mode starts on the first field, so a keyboard user lands where the editing is.
  useEffect(() => {
    if (editing) form.setFocus('accountType');
  }, [editing, form]);

  const accountType = form.watch('accountType');
  const emailChanged = editing && !sameEmail(form.watch('email'), profile.email);
  const billing = separateBilling(profile);
  /** A guest account sees its profile but cannot change it. */
  const readOnly = isReadOnly(profile);

  const startEditing = () => {
    setMessage(null);
    setBillingError(null);
    onEditingChange(true);
  };

  const cancel = () => {
    form.reset(profileValues(profile));
    billingForm.reset(billingValues(profile));
    setMessage(null);
    setBillingError(null);
    onEditingChange(false);
  };

  const showServerErrors = (err: unknown) => {
    if (showServerFieldErrors(form.setError, err, { names: PROFILE_FIELDS }) === 0) {
      setMessage({ variant: 'danger', text: PROFILE_MESSAGES.updateFailed });
    }
  };

  const saveBilling = async (): Promise<boolean> => {
    try {
      await saveBillingAddress.mutateAsync(billingForm.getValues());
      billingForm.reset(billingForm.getValues());
      return true;
    } catch (err) {
      showServerFieldErrors(billingForm.setError, err, {
        names: BILLING_FIELDS,
        lastSegment: true,
      });
      setBillingError(
        err instanceof ApiError && err.status > 0 && err.message
          ? err.message
          : 'Failed to update the billing address',
      );
      return false;
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    setBillingError(null);
    // Compared by value: formState.isDirty is only tracked when read while rendering.
    const loadedBilling = billingValues(profile);
    const billingDirty = BILLING_FIELDS.some(
      (key) => billingForm.getValues(key).trim() !== loadedBilling[key].trim(),
    );
    const billingValid = billingDirty ? await billingForm.trigger() : true;
    await form.handleSubmit(async (data) => {
      if (!billingValid) return;
      const changingEmail = !sameEmail(data.email, profile.email);
      if (changingEmail && !data.currentPassword) {
        form.setError(
          'currentPassword',
          { message: PROFILE_MESSAGES.currentPasswordRequired },
          { shouldFocus: true },
        );
        return;
      }
      setSaving(true);
      try {
        const result = await saveProfile.mutateAsync({
          ...data,
          currentPassword: changingEmail ? data.currentPassword : null,
        });
        form.reset(profileValues(result.profile));
        const text =
          result.message ||
          (result.emailChangePending ? PROFILE_MESSAGES.emailChangeSent : PROFILE_MESSAGES.saved);
        if (billingDirty && !(await saveBilling())) {
          setMessage({ variant: 'success', text });
          return;
        }
        setMessage({ variant: 'success', text });
        onEditingChange(false);
      } catch (err) {
        showServerErrors(err);
      } finally {
        setSaving(false);
      }
    })();
  };

  const error = (name: ProfileFieldName) => errors[name]?.message;
  const field = (
    name: ProfileFieldName,
    label: string,
    options: {
      required?: boolean;
      type?: string;
      autoComplete?: string;
      maxLength?: number;
      className?: string;
      help?: ReactNode;
      inputClassName?: string;
    } = {},
  ) => (
    <ProfileField
      id={`profile-${name}`}
      label={label}
      registration={form.register(name)}
      editing={editing}
      error={error(name)}
      {...options}
    />
  );

  /** A field chosen from a list: a select while editing, the chosen option's label otherwise. */
  const choice = (
    name: 'accountType' | 'country',
    label: string,
    options: readonly { value: string; label: string }[],
  ) => {
    const id = `profile-${name}`;
    const saved = name === 'country' ? (profile.country ?? DEFAULT_COUNTRY) : profile.accountType;
    return (
      <FormField
        id={id}
        label={label}
        required={editing}
        className="col-12 col-md-6"
        labelClassName="small fw-semibold mb-1"
        error={error(name)}
      >
        {editing ? (
          <Form.Select {...controlState({ id, error: error(name) })} {...form.register(name)}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Form.Select>
        ) : (
          <Form.Control
            plaintext
            readOnly
            value={options.find((o) => o.value === saved)?.label ?? saved}
          />
        )}
      </FormField>
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="profile-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id="profile-title" className="h4 mb-0 me-auto">
          Profile
        </h2>
        {editing ? (
          <>
            <Button variant="outline-secondary" onClick={cancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? (
                <>
                  <Spinner size="sm" className="me-2" aria-hidden="true" />
                  Saving...
                </>
              ) : (
                <>
                  <i className="bi bi-check-lg me-1" aria-hidden="true" />
                  Save Changes
                </>
              )}
            </Button>
          </>
        ) : (
          <Button
            variant="primary"
            onClick={startEditing}
            disabled={readOnly}
            aria-describedby={readOnly ? 'profile-read-only' : undefined}
          >
            <i className="bi bi-pencil-square me-1" aria-hidden="true" />
            Edit Profile
          </Button>
        )}
      </div>
      {readOnly && <ReadOnlyNote id="profile-read-only" />}
      <PageAlert message={message} onClose={() => setMessage(null)} />
      <fieldset disabled={saving} className="d-grid gap-4">
        <Card as="section" aria-labelledby="profile-account-title" className="shadow-sm">
          <Card.Body>
            <h3 id="profile-account-title" className="h6 mb-3">
              Account
            </h3>
            <div className="row g-3">
              {choice('accountType', 'Account type', ACCOUNT_TYPE_OPTIONS)}
              {accountType === 'business' && (
                <>
                  {field('companyName', 'Company name', {
                    required: true,
                    autoComplete: 'organization',
                    maxLength: 200,
                  })}
                  {field('taxId', 'Tax ID', {
                    maxLength: 20,
                    help: editing ? 'Format XX-XXXXXXX' : undefined,
                  })}
                </>
              )}
              {field('firstName', 'First name', {
                required: accountType !== 'business',
                autoComplete: 'given-name',
                maxLength: 100,
              })}
              {field('lastName', 'Last name', {
                required: accountType !== 'business',
                autoComplete: 'family-name',
                maxLength: 100,
              })}
              {field('email', 'Email', {
                required: true,
                type: 'email',
                autoComplete: 'email',
                maxLength: 254,
                help: profile.pendingEmail ? (
                  <>Pending change to {profile.pendingEmail}</>
                ) : emailChanged ? (
                  'We will send a confirmation link to the new address; the change takes effect once you open it.'
                ) : undefined,
              })}
              {emailChanged &&
                field('currentPassword', 'Current password', {
                  required: true,
                  type: 'password',
                  autoComplete: 'current-password',
                  help: 'Needed to change your e-mail address.',
                })}
              {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel', maxLength: 30 })}
            </div>
          </Card.Body>
        </Card>

        <Card as="section" aria-labelledby="profile-address-title" className="shadow-sm">
          <Card.Body>
            <h3 id="profile-address-title" className="h6 mb-3">
              Address
            </h3>
            <div className="row g-3">
              {field('address', 'Street address', {
                required: true,
                autoComplete: 'street-address',
                maxLength: 200,
                className: 'col-12',
              })}
              {field('city', 'City', {
                required: true,
                autoComplete: 'address-level2',
                maxLength: 100,
                className: 'col-12 col-md-5',
              })}
              {field('state', 'State', {
                required: true,
                autoComplete: 'address-level1',
                maxLength: 2,
                className: 'col-4 col-md-2',
                inputClassName: 'text-uppercase',
              })}
              {field('zipCode', 'ZIP code', {
                required: true,
                autoComplete: 'postal-code',
                maxLength: 10,
                className: 'col-8 col-md-5',
              })}
              {choice('country', 'Country', COUNTRY_OPTIONS)}
            </div>
          </Card.Body>
        </Card>

        <Card as="section" aria-labelledby="billing-address-title" className="shadow-sm">
          <Card.Body>
            <h3 id="billing-address-title" className="h6 mb-3">
              Billing Address
            </h3>
            {editing ? (
              <fieldset aria-labelledby="billing-address-title">
                {billingError && <FailureAlert text={billingError} className="py-2" />}
                {!profile.billingAddress && (
                  <p className="small text-body-secondary">
                    Leave blank to bill to the address above.
                  </p>
                )}
                <AddressFields
                  idPrefix="billing"
                  register={billingForm.register}
                  errors={billingForm.formState.errors}
                  disabled={saving}
                />
              </fieldset>
            ) : (
              <AddressBlock
                lines={billing ?? []}
                empty={
                  addressLines(profile).length
                    ? 'Same as the address above.'
                    : 'No billing address on file.'
                }
              />
            )}
          </Card.Body>
        </Card>
      </fieldset>
    </Form>
  );
}
