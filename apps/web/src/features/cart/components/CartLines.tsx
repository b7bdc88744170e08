import Alert from 'react-bootstrap/Alert';
import { CHECKOUT_MESSAGES } from '@shop/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { QuantityStepper } from '../../../components/ui/QuantityStepper';
import { useCancelPayment } from '../../../lib/api/cancel-payment';
import { useCart } from '../use-cart';
import { formatMoney } from '../../../lib/format';
import { FailureAlert } from '../../../components/ui/FailureAlert';

/**
 * While a payment the customer started is open, the cart is what they are paying for: it is
 * shown read-only, with the way to give the payment up.
 */
function HeldNotice() {
  const cancel = useCancelPayment();
  return (
    <Alert variant="info" className="py-2">
      <p className="mb-2">
        <i className="bi bi-lock me-1" aria-hidden="true" />
        {CHECKOUT_MESSAGES.cartLocked}
      </p>
      {cancel.error && <p className="text-danger small mb-2">{cancel.error.message}</p>}
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate(undefined)}
      >
        {cancel.isPending ? 'Canceling...' : 'Cancel payment'}
      </Button>
    </Alert>
  );
}

/**
 * The cart's lines with picture, package, quantity controls and remove, used by the drawer and
 * the checkout summary. A refused change shows the server's reason.
 */
export function CartLines({ compact = false }: { compact?: boolean }) {
  const { items, summary, update, remove, busy, changeError, resetChangeError, heldUntil } =
    useCart();
  const held = heldUntil !== null;
  return (
    <>
      {held && <HeldNotice />}
      {changeError && (
        <FailureAlert text={changeError} onDismiss={resetChangeError} className="py-2" />
      )}
      <ul className="list-unstyled mb-0">
        {items.map((item) => (
          <li key={item.item_id} className="d-flex gap-3 py-3 border-bottom">
            {item.product_image ? (
              <img
                src={item.product_image}
                alt=""
                width={compact ? 50 : 64}
                height={compact ? 50 : 64}
                className="rounded flex-shrink-0 bg-body-tertiary"
              />
            ) : (
              <span
                className="rounded bg-body-tertiary flex-shrink-0 d-inline-flex align-items-center justify-content-center"
                style={{ width: compact ? 50 : 64, height: compact ? 50 : 64 }}
                aria-hidden="true"
              >
                <i className="bi bi-box-seam" />
              </span>
            )}
            <div className="flex-grow-1 cart-line-text">
              <div className="fw-semibold" title={item.product_name}>
                {item.product_name}
              </div>
              <div className="small text-body-secondary">
                {item.package_name} &middot; {formatMoney(item.unit_price)} each
              </div>
              {item.installation_included && item.installation_unit_price !== null && (
                <div className="small text-body-secondary" data-testid="cart-line-installation">
                  Installation: {formatMoney(item.installation_unit_price)} x {item.quantity}
                </div>
              )}
              {!held && item.installation_unit_price !== null && (
                <Form.Check
                  type="switch"
                  className="small mt-1"
                  id={`cart-installation-${item.item_id}`}
                  checked={item.installation_included}
                  disabled={busy}
                  onChange={(e) =>
                    update.mutate({
                      itemId: item.item_id,
                      quantity: item.quantity,
                      installationIncluded: e.currentTarget.checked,
                    })
                  }
                  label={
                    <>
                      Professional installation (+{formatMoney(item.installation_unit_price)} per
                      unit)<span className="visually-hidden"> for {item.product_name}</span>
                    </>
                  }
                />
              )}
              {held ? (
                <div className="small mt-2">Quantity: {item.quantity}</div>
              ) : (
                <div className="d-flex align-items-center gap-2 mt-2">
                  <div style={{ width: '8.5rem' }}>
                    <QuantityStepper
                      size="sm"
                      value={item.quantity}
                      max={Math.max(item.quantity, item.max_quantity)}
                      disabled={busy}
                      label={`Quantity of ${item.product_name}`}
                      onChange={(quantity) => update.mutate({ itemId: item.item_id, quantity })}
                    />
                  </div>
                  <Button
                    variant="link"
                    size="sm"
                    className="text-danger p-0 ms-auto text-nowrap"
                    disabled={busy}
                    onClick={() => remove.mutate(item.item_id)}
                  >
                    <i className="bi bi-trash me-1" aria-hidden="true" />
                    Remove <span className="visually-hidden">{item.product_name}</span>
                  </Button>
                </div>
              )}
            </div>
            <div className="fw-semibold text-end text-nowrap">{formatMoney(item.line_total)}</div>
          </li>
        ))}
      </ul>
      {summary.callOutFee && (
        <div
          className="d-flex justify-content-between py-2 border-bottom small"
          data-testid="cart-call-out"
        >
          <span>{summary.callOutFee.name} (once per installation visit)</span>
          <span className="fw-semibold">{formatMoney(summary.callOutFee.price)}</span>
        </div>
      )}
    </>
  );
}
