import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { useEmailLinkForm } from '../../features/auth/use-message-form';
import { requestPasswordReset } from '../../features/auth/api/password-reset';
import { TextField } from '../../components/ui/TextField';
import { AuthCard } from '../../components/ui/AuthCard';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FailureAlert } from '../../components/ui/FailureAlert';

export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const { sent, error, field, isSubmitting, onSubmit } = useEmailLinkForm(requestPasswordReset);

  return (
    <AuthCard>
      <h1 className="h3">Forgot your password?</h1>
      {sent ? (
        <>
          <Alert variant="success" role="status">
            {sent}
          </Alert>
          <p className="mb-0">
            The link works for one hour. <Link to="/login">Back to sign in</Link>
          </p>
        </>
      ) : (
        <>
          <p className="text-body-secondary">
            Enter the e-mail address of your account and we will send you a link to choose a new
            password.
          </p>
          <FailureAlert text={error} />
          <Form noValidate onSubmit={onSubmit}>
            <TextField
              id="forgot-email"
              label="Email"
              type="email"
              autoComplete="email"
              required
              {...field('email')}
            />
            <SubmitButton className="w-100" pending={isSubmitting} pendingLabel="Sending...">
              Send Reset Link
            </SubmitButton>
          </Form>
          <p className="text-center mt-4 mb-0">
            Remembered it? <Link to="/login">Sign in</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
