import Alert from 'react-bootstrap/Alert';

/** warning: the action was done in part (some of it was left, and the text says why). */
export type PageAlertMessage = { variant: 'success' | 'warning' | 'danger'; text: string };

/**
 * The page's one dismissible alert: the outcome of the last action. A failure interrupts a
 * screen reader (alert); a success or a part done is announced when it is free (status).
 */
export function PageAlert({
  message,
  onClose,
}: {
  message: PageAlertMessage | null;
  onClose: () => void;
}) {
  if (!message) return null;
  return (
    <Alert
      variant={message.variant}
      dismissible
      onClose={onClose}
      closeLabel="Dismiss message"
      role={message.variant === 'danger' ? 'alert' : 'status'}
      className="d-flex align-items-center"
    >
      <i
        className={
          message.variant === 'success'
            ? 'bi bi-check-circle-fill me-2'
            : 'bi bi-exclamation-triangle-fill me-2'
        }
        aria-hidden="true"
      />
      {message.text}
    </Alert>
  );
}
