import { READ_ONLY_MESSAGE } from '@shop/contract';

/**
 * Why an action is off for a read-only (guest) account: the server's own words, to
 * be named by the disabled control's aria-describedby.
 */
export function ReadOnlyNote({ id, className = '' }: { id: string; className?: string }) {
  return (
    <p id={id} className={`small text-body-secondary ${className}`.trim()}>
      <i className="bi bi-lock me-1" aria-hidden="true" />
      {READ_ONLY_MESSAGE}
    </p>
  );
}
