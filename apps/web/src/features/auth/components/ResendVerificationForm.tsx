import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useEmailLinkForm } from '../use-message-form';
import { resendVerification } from '../api/password-reset';
import { TextField } from '../../../components/ui/TextField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { FailureAlert } from '../../../components/ui/FailureAlert';

/**
 * "Ask for a new verification link" where the page does not know the address (a used or
 * expired link): the visitor types it. The server answers the same for any address.
 */
export function ResendVerificationForm() {
  const { sent, error, field, isSubmitting, onSubmit } = useEmailLinkForm(resendVerification);

  if (sent) {
    return (
      <Alert variant="success" role="status" className="mb-0 text-start">
        {sent}
      </Alert>
    );
  }
  return (
    <Form noValidate onSubmit={onSubmit} className="text-start" aria-label="Ask for a new link">
      <FailureAlert text={error} />
      <TextField
        id="resend-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      <SubmitButton
        variant="outline-primary"
        className="w-100"
        pending={isSubmitting}
        pendingLabel="Sending..."
      >
        Send a new verification link
      </SubmitButton>
    </Form>
  );
}
