import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { Link } from 'react-router';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BUSINESS_TYPES,
  COUNTRIES,
  EMPLOYEE_COUNTS,
  FORM_STATES,
  registerFormSchema,
  type RegisterFormValues,
} from '@shop/contract';
import { register as registerAccount } from '../../features/auth/api/register';
import { SelectField, TextField } from '../../components/ui/TextField';
import { ApiError } from '../../lib/api-client';
import { AuthCard } from '../../components/ui/AuthCard';
import { useDocumentTitle } from '../../lib/use-document-title';
import { showServerFieldErrors } from '../../lib/form-errors';

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
const stateOptions = FORM_STATES.map((s) => ({ value: s, label: s }));
const countryOptions = COUNTRIES.map((c) => ({ value: c, label: c }));

export default function RegisterPage() {
  useDocumentTitle('Create an Account');
  const [serverError, setServerError] = useState<string | null>(null);
  const [createdEmail, setCreatedEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: EMPTY,
  });

  const accountType = watch('accountType') as AccountType;
  const billingDifferent = watch('billingDifferent');
  const business = accountType === 'business';

  // Switching the account type starts a clean form of that type (storefront.md section 4).
  function switchType(next: AccountType) {
    if (next === accountType) return;
    setServerError(null);
    reset({ ...EMPTY, accountType: next });
  }

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await registerAccount(values);
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
    return <AccountCreated email={createdEmail} onAnother={() => setCreatedEmail(null)} />;
  }

  const field = (name: FieldPath<RegisterFormValues>) =>
    errors[name as keyof typeof errors]?.message as string | undefined;

  return (
    <AuthCard width="wide">
      <h1 className="h3 mb-1">Create an Account</h1>
      <p className="text-body-secondary">
        Track orders, save addresses and get quotes faster. Already have an account?{' '}
        <Link to="/login">Sign in</Link>
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

      {serverError && (
        <Alert variant="danger" dismissible onClose={() => setServerError(null)}>
          {serverError}
        </Alert>
      )}

      <Form noValidate onSubmit={onSubmit}>
        {business && (
          <section aria-labelledby="company-heading" className="mb-2">
            <h2 id="company-heading" className="h5 border-bottom pb-2 mb-3">
              Company
            </h2>
            <div className="row">
              <TextField
                id="companyName"
                label="Company name"
                required
                className="col-md-6 mb-3"
                autoComplete="organization"
                registration={register('companyName')}
                error={field('companyName')}
              />
              <TextField
                id="jobTitle"
                label="Job title"
                className="col-md-6 mb-3"
                autoComplete="organization-title"
                registration={register('jobTitle')}
                error={field('jobTitle')}
              />
              <SelectField
                id="businessType"
                label="Business type"
                className="col-md-6 mb-3"
                emptyLabel="Choose..."
                options={BUSINESS_TYPES.map((b) => ({ value: b, label: titleCase(b) }))}
                registration={register('businessType')}
                error={field('businessType')}
              />
              <SelectField
                id="employeeCount"
                label="Employees"
                className="col-md-6 mb-3"
                emptyLabel="Choose..."
                options={EMPLOYEE_COUNTS.map((c) => ({ value: c, label: c }))}
                registration={register('employeeCount')}
                error={field('employeeCount')}
              />
              <TextField
                id="taxId"
                label="Tax ID (EIN)"
                className="col-md-6 mb-3"
                placeholder="12-3456789"
                registration={register('taxId')}
                error={field('taxId')}
              />
              <TextField
                id="website"
                label="Website"
                className="col-md-6 mb-3"
                type="url"
                autoComplete="url"
                placeholder="https://"
                registration={register('website')}
                error={field('website')}
              />
            </div>
          </section>
        )}

        <section aria-labelledby="person-heading" className="mb-2">
          <h2 id="person-heading" className="h5 border-bottom pb-2 mb-3">
            {business ? 'Contact person' : 'Your details'}
          </h2>
          <div className="row">
            <TextField
              id="firstName"
              label="First name"
              required
              className="col-md-6 mb-3"
              autoComplete="given-name"
              registration={register('firstName')}
              error={field('firstName')}
            />
            <TextField
              id="lastName"
              label="Last name"
              required
              className="col-md-6 mb-3"
              autoComplete="family-name"
              registration={register('lastName')}
              error={field('lastName')}
            />
            <TextField
              id="email"
              label="Email"
              type="email"
              required
              className="col-md-6 mb-3"
              autoComplete="email"
              registration={register('email')}
              error={field('email')}
            />
            <TextField
              id="phone"
              label="Phone"
              type="tel"
              className="col-md-6 mb-3"
              autoComplete="tel"
              placeholder="(702) 555-0100"
              registration={register('phone')}
              error={field('phone')}
            />
            <TextField
              id="password"
              label="Password"
              type="password"
              required
              className="col-md-6 mb-3"
              autoComplete="new-password"
              help="At least 8 characters."
              registration={register('password')}
              error={field('password')}
            />
            <TextField
              id="confirmPassword"
              label="Confirm password"
              type="password"
              required
              className="col-md-6 mb-3"
              autoComplete="new-password"
              registration={register('confirmPassword')}
              error={field('confirmPassword')}
            />
          </div>
        </section>

        <section aria-labelledby="address-heading" className="mb-2">
          <h2 id="address-heading" className="h5 border-bottom pb-2 mb-3">
            Address
          </h2>
          <div className="row">
            <TextField
              id="address"
              label="Street address"
              required
              className="col-12 mb-3"
              autoComplete="street-address"
              registration={register('address')}
              error={field('address')}
            />
            <TextField
              id="city"
              label="City"
              required
              className="col-md-6 mb-3"
              autoComplete="address-level2"
              registration={register('city')}
              error={field('city')}
            />
            <SelectField
              id="state"
              label="State"
              required
              className="col-6 col-md-3 mb-3"
              emptyLabel="Choose..."
              options={stateOptions}
              registration={register('state')}
              error={field('state')}
            />
            <TextField
              id="zipCode"
              label="ZIP code"
              required
              className="col-6 col-md-3 mb-3"
              autoComplete="postal-code"
              registration={register('zipCode')}
              error={field('zipCode')}
            />
            <SelectField
              id="country"
              label="Country"
              className="col-md-6 mb-3"
              options={countryOptions}
              registration={register('country')}
              error={field('country')}
            />
          </div>
          {!business && (
            <Form.Check
              type="checkbox"
              id="billingDifferent"
              className="mb-3"
              label="My billing address is different"
              {...register('billingDifferent')}
            />
          )}
        </section>

        {!business && billingDifferent && (
          <section aria-labelledby="billing-heading" className="mb-2">
            <h2 id="billing-heading" className="h5 border-bottom pb-2 mb-3">
              Billing address
            </h2>
            <div className="row">
              <TextField
                id="billingAddress"
                label="Billing street address"
                required
                className="col-12 mb-3"
                autoComplete="billing street-address"
                registration={register('billingAddress')}
                error={field('billingAddress')}
              />
              <TextField
                id="billingCity"
                label="Billing city"
                required
                className="col-md-6 mb-3"
                autoComplete="billing address-level2"
                registration={register('billingCity')}
                error={field('billingCity')}
              />
              <SelectField
                id="billingState"
                label="Billing state"
                required
                className="col-6 col-md-3 mb-3"
                emptyLabel="Choose..."
                options={stateOptions}
                registration={register('billingState')}
                error={field('billingState')}
              />
              <TextField
                id="billingZipCode"
                label="Billing ZIP code"
                required
                className="col-6 col-md-3 mb-3"
                autoComplete="billing postal-code"
                registration={register('billingZipCode')}
                error={field('billingZipCode')}
              />
              <SelectField
                id="billingCountry"
                label="Billing country"
                className="col-md-6 mb-3"
                options={countryOptions}
                registration={register('billingCountry')}
                error={field('billingCountry')}
              />
            </div>
          </section>
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
              isInvalid={!!field('termsAccepted')}
              aria-describedby={field('termsAccepted') ? 'termsAccepted-error' : undefined}
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
            {field('termsAccepted') && (
              <Form.Control.Feedback type="invalid" id="termsAccepted-error">
                {field('termsAccepted')}
              </Form.Control.Feedback>
            )}
          </Form.Check>
        </Form.Group>

        <Button type="submit" size="lg" className="w-100" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </Form>
    </AuthCard>
  );
}

/**
 * The confirmation replaces a long form: on a phone the visitor has scrolled far below where
 * the short card now sits. Its heading takes the focus and is scrolled into view, so both
 * eyes and screen readers land on it.
 */
function AccountCreated({ email, onAnother }: { email: string; onAnother: () => void }) {
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
        <Link to="/login" className="btn btn-primary">
          Sign In
        </Link>
        <Button variant="outline-secondary" onClick={onAnother}>
          Create Another Account
        </Button>
      </div>
    </AuthCard>
  );
}
