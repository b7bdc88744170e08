import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { resetPasswordRequestSchema } from '@shop/contract';
import { resetPassword } from '../../features/auth/api/password-reset';
import { useMessageForm } from '../../features/auth/use-message-form';
import { TextField } from '../../components/ui/TextField';
import { AuthCard } from '../../components/ui/AuthCard';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSearchParam } from '../../lib/use-list-params';
import { FailureAlert } from '../../components/ui/FailureAlert';

export default function ResetPasswordPage() {
  useDocumentTitle('Choose a New Password');
  const token = useSearchParam('token')[0] ?? '';
  const {
    sent: done,
    error,
    field,
    isSubmitting,
    onSubmit,
  } = useMessageForm(
    resetPasswordRequestSchema,
    { token, password: '', confirmPassword: '' },
    (values) =>
      resetPassword({
        token,
        password: values.password,
        confirmPassword: values.confirmPassword ?? '',
      }),
  );

  return (
    <AuthCard>
      <h1 className="h3">Choose a new password</h1>
      {!token ? (
        <Alert variant="warning">
          This page needs the link from your password reset e-mail.{' '}
          <Link to="/forgot-password">Ask for a new link</Link>.
        </Alert>
      ) : done ? (
        <>
          <Alert variant="success" role="status">
            {done}
          </Alert>
          <Link to="/login" className="btn btn-primary">
            Sign In
          </Link>
        </>
      ) : (
        <>
          {error && (
            <FailureAlert
              text={
                <>
                  {error} <Link to="/forgot-password">Ask for a new link</Link>.
                </>
              }
            />
          )}
          <Form noValidate onSubmit={onSubmit}>
            <TextField
              id="reset-password"
              label="New password"
              type="password"
              autoComplete="new-password"
              required
              help="At least 8 characters."
              {...field('password')}
            />
            <TextField
              id="reset-confirm"
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              required
              {...field('confirmPassword')}
            />
            <SubmitButton className="w-100" pending={isSubmitting} pendingLabel="Saving...">
              Save New Password
            </SubmitButton>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
