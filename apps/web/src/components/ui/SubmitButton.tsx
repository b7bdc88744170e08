import type { ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';

/**
 * A form's submit button: while the form is being sent it is disabled and says what is happening
 * (`pendingLabel`, e.g. "Sending...") instead of its label.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  ...button
}: { pending: boolean; pendingLabel: string; children: ReactNode } & Omit<
  ButtonProps,
  'type' | 'disabled'
>) {
  return (
    <Button type="submit" disabled={pending} {...button}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
