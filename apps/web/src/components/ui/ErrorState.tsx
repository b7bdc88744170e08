import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { ReactNode } from 'react';

/**
 * A failed load: the message and a button (Try Again unless told) that repeats the load;
 * with `onDismiss`, a close button too.
 */
export function ErrorState({
  message,
  onRetry,
  retryLabel = 'Try Again',
  onDismiss,
  className,
}: {
  message: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  onDismiss?: () => void;
  /** Spacing where the alert ends a card's body: "mb-0". */
  className?: string;
}) {
  return (
    <Alert
      variant="danger"
      className={`d-flex flex-wrap align-items-center gap-3${className ? ` ${className}` : ''}`}
      dismissible={onDismiss !== undefined}
      onClose={onDismiss}
      closeLabel="Dismiss message"
    >
      <span className="me-auto">{message}</span>
      {onRetry && (
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Alert>
  );
}
