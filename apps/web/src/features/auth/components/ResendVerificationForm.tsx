import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useEmailLinkForm } from '../use-email-link-form';
import { resendVerification } from '../api/password-reset';
import { TextField } from '../../../components/ui/TextField';

/**
 * "Ask for a new verification link" where the page does not know the address (a used or
 * expired link): the visitor types it. The server answers the same for any address.
 */
export function ResendVerificationForm() {
  const { sent, error, register, errors, isSubmitting, onSubmit } =
    useEmailLinkForm(resendVerification);

  if (sent) {
    return (
      <Alert variant="success" role="status" className="mb-0 text-start">
        {sent}
      </Alert>
    );
  }
  return (
    <Form noValidate onSubmit={onSubmit} className="text-start" aria-label="Ask for a new link">
      {error && <Alert variant="danger">{error}</Alert>}
      <TextField
        id="resend-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        registration={register('email')}
        error={errors.email?.message}
      />
      <Button type="submit" variant="outline-primary" className="w-100" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send a new verification link'}
      </Button>
    </Form>
  );
}
