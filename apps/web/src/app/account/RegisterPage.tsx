import { useEffect, useRef, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { Link, useLocation } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BUSINESS_TYPES,
  COUNTRIES,
  EMPLOYEE_COUNTS,
  regionsOf,
  registerFormSchema,
  type RegisterFormValues,
} from '@shop/contract';
import { register as registerAccount } from '../../features/auth/api/register';
import { SelectField, TextField } from '../../components/ui/TextField';
import { ApiError } from '../../lib/api-client';
import { AuthCard } from '../../components/ui/AuthCard';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { showServerFieldErrors } from '../../lib/form-errors';
import { fieldProps } from '../../lib/field-props';
import { safeRedirectPath } from '../../lib/safe-redirect';
import { useSearchParam } from '../../lib/use-list-params';
import { FailureAlert } from '../../components/ui/FailureAlert';

type AccountType = 'personal' | 'business';

const EMPTY: RegisterFormValues = {
  accountType: 'personal',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  firstName: '',
  lastName: '',
  companyName: '',
  jobTitle: '',
  taxId: '',
  businessType: '',
  employeeCount: '',
  website: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'United States',
  billingDifferent: false,
  billingAddress: '',
  billingCity: '',
  billingState: '',
  billingZipCode: '',
  billingCountry: 'United States',
  marketingConsent: false,
  termsAccepted: false,
};

const titleCase = (v: string) => v.charAt(0).toUpperCase() + v.slice(1);
/** Every state and DC, or Canada's provinces and territories (contract addresses.ts). */
const regionOptions = (country: string | null | undefined) =>
  Object.entries(regionsOf(country)).map(([value, label]) => ({ value, label }));
const countryOptions = COUNTRIES.map((c) => ({ value: c, label: c }));

export default function RegisterPage() {
  useDocumentTitle('Create an Account');
  const [serverError, setServerError] = useState<string | null>(null);
  const [createdEmail, setCreatedEmail] = useState<string | null>(null);
  // A quote's page sends its contact details to fill the form, and where to
  // return after signing in.
  const prefill = (useLocation().state as { prefill?: Partial<RegisterFormValues> } | null)
    ?.prefill;
  const redirect = safeRedirectPath(useSearchParam('redirect')[0]);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { ...EMPTY, ...prefill },
  });

  const accountType = watch('accountType') as AccountType;
  const billingDifferent = watch('billingDifferent');
  const country = watch('country');
  const billingCountry = watch('billingCountry');
  const business = accountType === 'business';

  // Switching the account type starts a clean form of that type (docs/modules/auth.md#screens).
  function switchType(next: AccountType) {
    if (next === accountType) return;
    setServerError(null);
    reset({ ...EMPTY, accountType: next });
  }

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      // The verification link carries the way back, so signing in from it returns there.
      const result = await registerAccount(redirect ? { ...values, returnTo: redirect } : values);
      setCreatedEmail(result.user.email);
      reset(EMPTY);
    } catch (err) {
      if (err instanceof ApiError && err.status > 0) {
        showServerFieldErrors(setError, err);
        setServerError(err.message || 'Failed to create account. Please try again.');
      } else {
        setServerError('Failed to create account. Please try again.');
      }
    }
  });

  if (createdEmail) {
    return (
      <AccountCreated
        email={createdEmail}
        redirect={redirect}
        onAnother={() => setCreatedEmail(null)}
      />
    );
  }

  const field = fieldProps(register, errors);
  const termsError = errors.termsAccepted?.message;

  return (
    <AuthCard width="wide">
      <h1 className="h3 mb-1">Create an Account</h1>
      <p className="text-body-secondary">
        Track orders, save addresses and get quotes faster. Already have an account?{' '}
        <Link to={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}>
          Sign in
        </Link>
      </p>

      <fieldset className="mb-4">
        <legend className="form-label fs-6">Account type</legend>
        <ToggleButtonGroup
          type="radio"
          name="accountType"
          value={accountType}
          onChange={(v: AccountType) => switchType(v)}
        >
          <ToggleButton id="account-type-personal" value="personal" variant="outline-primary">
            <i className="bi bi-person me-1" aria-hidden="true" /> Personal
          </ToggleButton>
          <ToggleButton id="account-type-business" value="business" variant="outline-primary">
            <i className="bi bi-building me-1" aria-hidden="true" /> Business
          </ToggleButton>
        </ToggleButtonGroup>
      </fieldset>

      {serverError && <FailureAlert text={serverError} onDismiss={() => setServerError(null)} />}

      <Form noValidate onSubmit={onSubmit}>
        {business && (
          <FormPart id="company-heading" title="Company">
            <div className="row">
              <TextField
                id="companyName"
                label="Company name"
                required
                className="col-md-6 mb-3"
                autoComplete="organization"
                {...field('companyName')}
              />
              <TextField
                id="jobTitle"
                label="Job title"
                className="col-md-6 mb-3"
                autoComplete="organization-title"
                {...field('jobTitle')}
              />
              <SelectField
                id="businessType"
                label="Business type"
                className="col-md-6 mb-3"
                emptyLabel="Choose..."
                options={BUSINESS_TYPES.map((b) => ({ value: b, label: titleCase(b) }))}
                {...field('businessType')}
              />
              <SelectField
                id="employeeCount"
                label="Employees"
                className="col-md-6 mb-3"
                emptyLabel="Choose..."
                options={EMPLOYEE_COUNTS.map((c) => ({ value: c, label: c }))}
                {...field('employeeCount')}
              />
              <TextField
                id="taxId"
                label="Tax ID (EIN)"
                className="col-md-6 mb-3"
                placeholder="12-3456789"
                {...field('taxId')}
              />
              <TextField
                id="website"
                label="Website"
                className="col-md-6 mb-3"
                type="url"
                autoComplete="url"
                placeholder="https://"
                {...field('website')}
              />
            </div>
          </FormPart>
        )}

        <FormPart id="person-heading" title={business ? 'Contact person' : 'Your details'}>
          <div className="row">
            <TextField
              id="firstName"
              label="First name"
              required
              className="col-md-6 mb-3"
              autoComplete="given-name"
              {...field('firstName')}
            />
            <TextField
              id="lastName"
              label="Last name"
              required
              className="col-md-6 mb-3"
              autoComplete="family-name"
              {...field('lastName')}
            />
            <TextField
              id="email"
              label="Email"
              type="email"
              required
              className="col-md-6 mb-3"
              autoComplete="email"
              {...field('email')}
            />
            <TextField
              id="phone"
              label="Phone"
              type="tel"
              className="col-md-6 mb-3"
              autoComplete="tel"
              placeholder="(702) 555-0100"
              {...field('phone')}
            />
            <TextField
              id="password"
              label="Password"
              type="password"
              required
              className="col-md-6 mb-3"
              autoComplete="new-password"
              help="At least 8 characters."
              {...field('password')}
            />
            <TextField
              id="confirmPassword"
              label="Confirm password"
              type="password"
              required
              className="col-md-6 mb-3"
              autoComplete="new-password"
              {...field('confirmPassword')}
            />
          </div>
        </FormPart>

        <FormPart id="address-heading" title="Address">
          <AddressFields field={field} country={country} />
          {!business && (
            <Form.Check
              type="checkbox"
              id="billingDifferent"
              className="mb-3"
              label="My billing address is different"
              {...register('billingDifferent')}
            />
          )}
        </FormPart>

        {!business && billingDifferent && (
          <FormPart id="billing-heading" title="Billing address">
            <AddressFields billing field={field} country={billingCountry ?? country} />
          </FormPart>
        )}

        <Form.Check
          type="checkbox"
          id="marketingConsent"
          className="mb-2"
          label="Send me product news and security tips by e-mail (optional)"
          {...register('marketingConsent')}
        />
        <Form.Group className="mb-4">
          <Form.Check type="checkbox" id="termsAccepted">
            <Form.Check.Input
              type="checkbox"
              isInvalid={!!termsError}
              aria-describedby={termsError ? 'termsAccepted-error' : undefined}
              {...register('termsAccepted')}
            />
            <Form.Check.Label>
              I agree to the{' '}
              <Link to="/terms" target="_blank">
                Terms of Service<span className="visually-hidden"> (opens in a new tab)</span>
              </Link>{' '}
              and the{' '}
              <Link to="/privacy" target="_blank">
                Privacy Policy<span className="visually-hidden"> (opens in a new tab)</span>
              </Link>
              <span className="text-danger" aria-hidden="true">
                {' '}
                *
              </span>
            </Form.Check.Label>
            {termsError && (
              <Form.Control.Feedback type="invalid" id="termsAccepted-error">
                {termsError}
              </Form.Control.Feedback>
            )}
          </Form.Check>
        </Form.Group>

        <SubmitButton
          size="lg"
          className="w-100"
          pending={isSubmitting}
          pendingLabel="Creating account..."
        >
          Create Account
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

/** A titled part of the form (Company, Your details, Address, Billing address). */
function FormPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-2">
      <h2 id={id} className="h5 border-bottom pb-2 mb-3">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A label's words for each address field; the billing address's labels put "Billing" first. */
const ADDRESS_LABELS = {
  address: 'street address',
  city: 'city',
  state: 'state',
  zipCode: 'ZIP code',
  country: 'country',
} as const;

const capitalize = <S extends string>(text: S) =>
  (text.charAt(0).toUpperCase() + text.slice(1)) as Capitalize<S>;

/**
 * The address's fields, or those of the billing address a personal account may add
 * (docs/modules/auth.md#screens): the same fields, named, labelled and autocompleted as billing
 * ones.
 */
function AddressFields({
  billing = false,
  field,
  country,
}: {
  billing?: boolean;
  field: ReturnType<typeof fieldProps<RegisterFormValues>>;
  /** The chosen country: its states or provinces are offered. */
  country: unknown;
}) {
  const named = (name: keyof typeof ADDRESS_LABELS) => {
    const id = billing ? (`billing${capitalize(name)}` as const) : name;
    const words = ADDRESS_LABELS[name];
    return { id, label: billing ? `Billing ${words}` : capitalize(words), ...field(id) };
  };
  const text = (name: keyof typeof ADDRESS_LABELS, className: string, autoComplete: string) => (
    <TextField
      {...named(name)}
      required
      className={className}
      autoComplete={billing ? `billing ${autoComplete}` : autoComplete}
    />
  );
  return (
    <div className="row">
      {text('address', 'col-12 mb-3', 'street-address')}
      {text('city', 'col-md-6 mb-3', 'address-level2')}
      <SelectField
        {...named('state')}
        required
        className="col-6 col-md-3 mb-3"
        emptyLabel="Choose..."
        options={regionOptions(typeof country === 'string' ? country : null)}
      />
      {text('zipCode', 'col-6 col-md-3 mb-3', 'postal-code')}
      <SelectField {...named('country')} className="col-md-6 mb-3" options={countryOptions} />
    </div>
  );
}

/**
 * The confirmation replaces a long form: on a phone the visitor has scrolled far below where
 * the short card now sits. Its heading takes the focus and is scrolled into view, so both
 * eyes and screen readers land on it.
 */
function AccountCreated({
  email,
  redirect,
  onAnother,
}: {
  email: string;
  redirect: string | null;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const element = heading.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <AuthCard outcome announce width="medium">
      <i className="bi bi-envelope-check-fill text-success display-4" aria-hidden="true" />
      <h1 className="h3 mt-3" ref={heading} tabIndex={-1}>
        Account created
      </h1>
      <p>
        We have sent a verification link to <strong>{email}</strong>. Open it to activate your
        account, then sign in. The link works for 24 hours.
      </p>
      <div className="d-flex flex-wrap justify-content-center gap-2 mt-4">
        <Link
          to={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}
          className="btn btn-primary"
        >
          Sign In
        </Link>
        <Button variant="outline-secondary" onClick={onAnother}>
          Create Another Account
        </Button>
      </div>
    </AuthCard>
  );
}
