import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { Cents } from '@shop/contract/money';
import { formatMoney } from '../../lib/format';

/** "Pay $X" for both card forms, "Processing..." while the payment is under way. */
export function PayButton({
  amount,
  busy,
  disabled,
}: {
  amount: Cents;
  busy: boolean;
  disabled: boolean;
}) {
  return (
    <Button type="submit" size="lg" className="w-100" disabled={busy || disabled}>
      {busy ? (
        <>
          <Spinner size="sm" className="me-2" aria-hidden="true" />
          Processing...
        </>
      ) : (
        <>
          <i className="bi bi-lock-fill me-2" aria-hidden="true" />
          Pay {formatMoney(amount)}
        </>
      )}
    </Button>
  );
}
