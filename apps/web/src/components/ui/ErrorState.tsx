import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

/** A failed load: the message and a button (Try Again unless told) that repeats the load. */
export function ErrorState({
  message,
  onRetry,
  retryLabel = 'Try Again',
}: {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
      <span className="me-auto">{message}</span>
      {onRetry && (
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Alert>
  );
}
