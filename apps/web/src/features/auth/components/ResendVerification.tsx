import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useResendVerification } from '../api/password-reset';

/** "Send a new verification link" for an address that has not been verified yet. */
export function ResendVerification({ email }: { email: string }) {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const mutation = useResendVerification({
    onSuccess: (data) => setSentMessage(data.message),
  });
  if (sentMessage) {
    return (
      <Alert variant="info" className="mb-0 mt-2">
        {sentMessage}
      </Alert>
    );
  }
  return (
    <div className="mt-2">
      <Button
        variant="outline-primary"
        size="sm"
        onClick={() => mutation.mutate(email)}
        disabled={mutation.isPending}
      >
        {mutation.isPending ? 'Sending...' : 'Send a new verification link'}
      </Button>
      {mutation.isError && <div className="text-danger small mt-1">{mutation.error.message}</div>}
    </div>
  );
}
