import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

/** A failed load: the message and a Try Again button that repeats the load. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
      <span className="me-auto">{message}</span>
      {onRetry && (
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          Try Again
        </Button>
      )}
    </Alert>
  );
}
