import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { loginRequestSchema, type LoginRequest } from '@shop/contract';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { login } from '../api/login';
import { CredentialFields } from './CredentialFields';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { publicConfigQuery } from '../api/public-config';
import { FailureAlert } from '../../../components/ui/FailureAlert';

/** The spec's three messages for the modal (docs/modules/auth.md#messages). */
function modalMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 401 || err.status === 400) return 'Invalid username or password';
    if (err.code === 'ADMIN_REQUIRED') return 'Access denied: Admin privileges required';
    if (err.status === 403 || err.status === 429) return err.message;
  }
  return 'Login failed. Please try again.';
}

export function AdminLoginModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { user, isAdmin, signedIn } = useAuth();
  const navigate = useNavigate();
  const config = useQuery({ ...publicConfigQuery(), enabled: show });
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const close = () => {
    setError(null);
    reset();
    onHide();
  };

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      // adminOnly: the server refuses a non-admin before any session is created.
      const result = await login({ ...values, adminOnly: true });
      signedIn(result.user);
      close();
      navigate('/admin/dashboard');
    } catch (err) {
      setError(modalMessage(err));
    }
  });

  return (
    <Modal show={show} onHide={close} centered aria-labelledby="admin-login-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="admin-login-title">
          <i className="bi bi-shield-lock me-2" aria-hidden="true" />
          Admin Login
        </Modal.Title>
      </Modal.Header>
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Body>
          <Alert variant={isAdmin ? 'success' : 'secondary'} className="py-2" role="status">
            {isAdmin ? `Admin is logged in as ${user?.email}.` : 'Admin is not logged in.'}
          </Alert>
          {config.data?.demo && config.data.demoAdminEmail && (
            <Alert variant="info" className="py-2 small">
              <strong>Demo mode:</strong> sign in as <code>{config.data.demoAdminEmail}</code> with
              the password printed in the server console when the shop first started.
            </Alert>
          )}
          <FailureAlert text={error} className="py-2" />
          {isAdmin ? null : (
            <>
              <CredentialFields
                idPrefix="admin-login"
                emailLabel="Username or email"
                last
                register={register}
                errors={errors}
              />
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            Close
          </Button>
          {isAdmin ? (
            <Button
              onClick={() => {
                close();
                navigate('/admin/dashboard');
              }}
            >
              Go to Admin Dashboard
            </Button>
          ) : (
            <SubmitButton pending={isSubmitting} pendingLabel="Signing in...">
              Sign In
            </SubmitButton>
          )}
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
