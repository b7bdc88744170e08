import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';

/**
 * Why the last action failed (a save, a payment, a sign-in), or a check of the whole form that
 * no field can hold; nothing while there is none. With `onDismiss` it can be closed ("Dismiss")
 * until the next failure. A load that failed is ErrorState's (with its retry), the outcome of a
 * page's action PageAlert's, and a field's own message is under the field (TextField). It is
 * read out as it appears (react-bootstrap's Alert has the alert role).
 */
export function FailureAlert({
  text,
  onDismiss,
  className,
  children,
}: {
  text: ReactNode;
  onDismiss?: () => void;
  /** Spacing where the alert sits in a tight place: "py-2", "mb-0". */
  className?: string;
  /** What can be done about it, under the text (a Reload button, a resend form). */
  children?: ReactNode;
}) {
  if (text === null || text === undefined || text === false || text === '') return null;
  return (
    <Alert
      variant="danger"
      dismissible={onDismiss !== undefined}
      onClose={onDismiss}
      closeLabel="Dismiss"
      className={className}
    >
      {text}
      {children}
    </Alert>
  );
}
