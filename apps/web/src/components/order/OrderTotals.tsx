import { asCents, type Cents } from '@shop/contract/money';
import { formatFixedRate, formatMoney } from '../../lib/format';

const NOTHING = asCents(0);

/** Subtotal, tax (with its rate), shipping and total, as the order will have them. */
export function OrderTotals({
  subtotal,
  taxRate,
  tax,
  shipping,
  total,
  balanceDue = NOTHING,
  refunded = NOTHING,
}: {
  subtotal: Cents;
  taxRate: number;
  tax: Cents;
  shipping: Cents;
  total: Cents;
  /** What an order paid by deposit still owes; nothing is shown for 0. */
  balanceDue?: Cents;
  /** What returns (RMAs) gave back of the order so far; nothing is shown for 0. */
  refunded?: Cents;
}) {
  return (
    <dl className="row mb-0 small">
      <dt className="col-7 fw-normal">Subtotal</dt>
      <dd className="col-5 text-end mb-1">{formatMoney(subtotal)}</dd>
      <dt className="col-7 fw-normal">Sales tax ({formatFixedRate(taxRate)})</dt>
      <dd className="col-5 text-end mb-1" data-testid="tax-amount">
        {formatMoney(tax)}
      </dd>
      <dt className="col-7 fw-normal">Shipping</dt>
      <dd className="col-5 text-end mb-1">{formatMoney(shipping)}</dd>
      <dt className="col-7 fs-6 border-top pt-2">Total</dt>
      <dd className="col-5 fs-6 fw-bold text-end border-top pt-2 mb-0" data-testid="order-total">
        {formatMoney(total)}
      </dd>
      {refunded > 0 && (
        <>
          <dt className="col-7 fw-normal">Refunded amount</dt>
          <dd className="col-5 text-end mb-0" data-testid="refunded-amount">
            -{formatMoney(refunded)}
          </dd>
        </>
      )}
      {balanceDue > 0 && (
        <>
          <dt className="col-7 fw-normal text-danger">Balance due</dt>
          <dd className="col-5 text-end text-danger fw-semibold mb-0" data-testid="balance-due">
            {formatMoney(balanceDue)}
          </dd>
        </>
      )}
    </dl>
  );
}
