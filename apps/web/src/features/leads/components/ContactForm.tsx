import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  CONTACT_PROPERTY_TYPE_LABELS,
  contactFormSchema,
  LEAD_LIMITS,
  LEAD_MESSAGES,
  SERVICE_TYPE_LABELS,
  isServiceType,
} from '@shop/contract';
import { SelectField, TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api-client';
import { sendContactRequest } from '../api/contact';
import { HoneypotField } from './HoneypotField';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { FailureAlert } from '../../../components/ui/FailureAlert';

type ContactFormValues = z.input<typeof contactFormSchema>;
type ContactFormData = z.output<typeof contactFormSchema>;

/** docs/modules/leads.md#screens: the confirmation stays this long. */
export const CONTACT_CONFIRMATION_MS = 8000;

const serviceOptions = Object.entries(SERVICE_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));
const propertyOptions = Object.entries(CONTACT_PROPERTY_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

const emptyForm = (service: string | null, subject: string | null): ContactFormValues => ({
  name: '',
  email: '',
  phone: '',
  subject: (subject ?? '').trim().slice(0, LEAD_LIMITS.subject),
  propertyType: 'residential',
  serviceType: isServiceType(service) ? service : '',
  message: '',
  website: '',
  agreement: false as unknown as true,
});

/** The signed-in visitor's details the form may fill in; null for a visitor. */
export type ContactPrefill = { name: string; email: string; phone: string } | null;

/**
 * The quote form of /contact (docs/modules/leads.md). `service` preselects the
 * service a Get a Quote link came from (/contact?service=cctv); `subject` fills the subject a
 * product's Request a Quote link names (/contact?subject=...); `account` is the signed-in
 * customer's contact (the page reads it from the account feature).
 */
export function ContactForm({
  service,
  subject = null,
  account,
}: {
  service: string | null;
  subject?: string | null;
  account: ContactPrefill;
}) {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactFormData>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyForm(service, subject),
  });

  // A signed-in customer need not type who they are: fill the fields still empty from the
  // account (the form has no company field, so the company is not asked for).
  const fillFromAccount = useCallback(() => {
    if (!account) return;
    for (const key of ['name', 'email', 'phone'] as const) {
      if (account[key] && !getValues(key)) setValue(key, account[key]);
    }
  }, [account, getValues, setValue]);
  useEffect(fillFromAccount, [fillFromAccount]);
  // The latest filler, for the reset below: the account arriving must not reset the form.
  const fillRef = useRef(fillFromAccount);
  useEffect(() => {
    fillRef.current = fillFromAccount;
  });

  // A link from another service or product while the page is open picks that one.
  useEffect(() => {
    if (isServiceType(service) || subject) {
      reset({ ...emptyForm(service, subject) });
      fillRef.current();
    }
  }, [service, subject, reset]);

  // The confirmation sits above the form, out of view once the visitor has scrolled down to
  // Send: bring it into view and give it the focus, so it is seen and read out.
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!sent) return;
    // Instant: Bootstrap's smooth scrolling would be cut short by the focus.
    sentRef.current?.scrollIntoView({ block: 'center', behavior: 'instant' });
    sentRef.current?.focus({ preventScroll: true });
  }, [sent]);

  // The confirmation goes away by itself after 8 seconds (or when dismissed).
  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => setSent(false), CONTACT_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  // Any edit clears the error (docs/modules/leads.md#screens).
  useEffect(() => {
    if (!failure) return;
    const subscription = watch(() => setFailure(null));
    return () => subscription.unsubscribe();
  }, [failure, watch]);

  const onSubmit = handleSubmit(async ({ agreement: _agreement, ...values }) => {
    setFailure(null);
    setSent(false);
    try {
      await sendContactRequest(values);
      reset(emptyForm(null, null));
      fillFromAccount();
      setSent(true);
    } catch (err) {
      showServerFieldErrors(setError, err);
      setFailure(
        err instanceof ApiError && err.status > 0 && err.message
          ? err.message
          : LEAD_MESSAGES.contactFailed,
      );
    }
  });

  const error = (name: FieldPath<ContactFormValues>) =>
    errors[name as keyof typeof errors]?.message as string | undefined;

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="quote-title">
      {sent && (
        <Alert
          ref={sentRef}
          tabIndex={-1}
          variant="success"
          dismissible
          onClose={() => setSent(false)}
          role="status"
        >
          <Alert.Heading as="h3" className="h6">
            <i className="bi bi-check-circle me-2" aria-hidden="true" />
            Thank you for your message!
          </Alert.Heading>
          We will get back to you within 24 hours. A confirmation has been sent to your e-mail.
        </Alert>
      )}
      <FailureAlert text={failure && `Error: ${failure}`} onDismiss={() => setFailure(null)} />
      <fieldset disabled={isSubmitting}>
        <div className="row g-3">
          <TextField
            id="contact-name"
            label="Name"
            required
            autoComplete="name"
            maxLength={LEAD_LIMITS.name}
            registration={register('name')}
            error={error('name')}
            className="col-12 col-md-6"
          />
          <TextField
            id="contact-email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            maxLength={LEAD_LIMITS.email}
            registration={register('email')}
            error={error('email')}
            className="col-12 col-md-6"
          />
          <TextField
            id="contact-phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            maxLength={LEAD_LIMITS.phone}
            registration={register('phone')}
            error={error('phone')}
            className="col-12 col-md-6"
          />
          <TextField
            id="contact-subject"
            label="Subject"
            maxLength={LEAD_LIMITS.subject}
            registration={register('subject')}
            error={error('subject')}
            className="col-12 col-md-6"
          />
          <SelectField
            id="contact-property-type"
            label="Property type"
            options={propertyOptions}
            registration={register('propertyType')}
            error={error('propertyType')}
            className="col-12 col-md-6"
          />
          <SelectField
            id="contact-service-type"
            label="Service interested in"
            options={serviceOptions}
            emptyLabel="Select a service"
            registration={register('serviceType')}
            error={error('serviceType')}
            className="col-12 col-md-6"
          />
          <Form.Group controlId="contact-message" className="col-12">
            <Form.Label>
              Message
              <span className="text-danger" aria-hidden="true">
                {' '}
                *
              </span>
            </Form.Label>
            <Form.Control
              as="textarea"
              rows={5}
              maxLength={LEAD_LIMITS.message}
              isInvalid={!!error('message')}
              aria-invalid={!!error('message')}
              aria-required
              aria-describedby={error('message') ? 'contact-message-error' : undefined}
              placeholder="Tell us about your property and what you would like to protect."
              {...register('message')}
            />
            <Form.Control.Feedback type="invalid" id="contact-message-error">
              {error('message')}
            </Form.Control.Feedback>
          </Form.Group>
          <HoneypotField id="contact-website" {...register('website')} />
          <Form.Group controlId="contact-agreement" className="col-12">
            <Form.Check
              type="checkbox"
              isInvalid={!!error('agreement')}
              aria-required
              aria-describedby={error('agreement') ? 'contact-agreement-error' : undefined}
              label={
                <>
                  I agree to be contacted by phone or e-mail about my request
                  <span className="text-danger" aria-hidden="true">
                    {' '}
                    *
                  </span>
                </>
              }
              {...register('agreement')}
            />
            {error('agreement') && (
              <div className="invalid-feedback d-block" id="contact-agreement-error">
                {error('agreement')}
              </div>
            )}
          </Form.Group>
          <div className="col-12">
            <Button type="submit" variant="primary" size="lg">
              {isSubmitting ? (
                <>
                  <Spinner size="sm" className="me-2" aria-hidden="true" />
                  Submitting...
                </>
              ) : (
                <>
                  <i className="bi bi-send me-2" aria-hidden="true" />
                  Send Request
                </>
              )}
            </Button>
          </div>
        </div>
      </fieldset>
    </Form>
  );
}
