import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate } from 'react-router';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import {
  asCents,
  CHECKOUT_MESSAGES,
  DEFAULT_TAX_RATE,
  fieldErrors,
  isReadOnly,
  SHIPPING_COUNTRY,
  SHIPPING_CENTS,
  shippingAddressSchema,
  taxCentsOf,
  type CheckoutNotice,
  type PaymentIntentResponse,
  type SavedAddress,
  type ShippingAddress,
} from '@shop/contract';
import { ErrorState } from '../../components/ui/ErrorState';
import { FailureAlert } from '../../components/ui/FailureAlert';
import { useSearchParam } from '../../lib/use-list-params';
import { LoadingState } from '../../components/ui/LoadingState';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { shopSettingsQuery } from '../../lib/api/shop-settings';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CartLines } from '../../features/cart/components/CartLines';
import { useCart } from '../../features/cart/use-cart';
import { addressesQuery } from '../../lib/api/addresses';
import {
  checkoutNoticesQuery,
  usePlaceOrder,
  useStartPayment,
} from '../../features/checkout/api/payments';
import { useCancelPayment } from '../../lib/api/cancel-payment';
import { formatDateTime, formatMoney } from '../../lib/format';
import { taxRateQuery } from '../../features/checkout/api/tax-rate';
import {
  AddressEditModal,
  EMPTY_ADDRESS,
} from '../../features/checkout/components/AddressEditModal';
import { AddressFields } from '../../components/ui/AddressFields';
import { ReadOnlyNote } from '../../components/ui/ReadOnlyNote';
import { OrderTotals } from '../../components/order/OrderTotals';
import { TestCardForm } from '../../components/payment/TestCardForm';
import { paymentConfigQuery } from '../../lib/api/payments';

const StripePaymentForm = lazy(() => import('../../components/payment/StripePaymentForm'));

type Choice = 'shipping' | 'billing' | 'custom';
/**
 * The shipping step's form: which address the order goes to (none picked yet: the page's own
 * first choice) and the new address typed for "Ship to a different address".
 */
type ShippingForm = SavedAddress & { choice?: Choice };

/** The address form's fields in the order they are shown (and their errors told). */
const ADDRESS_KEYS = ['address', 'city', 'state', 'zipCode', 'country'] as const;

/** What became of a payment the customer left without placing its order (told once). */
function CheckoutNotices({ notices }: { notices: CheckoutNotice[] }) {
  return (
    <>
      {notices.map((n) =>
        n.outcome === 'order' && n.orderNumber ? (
          <Alert key={n.paymentIntentId} variant="success">
            Your payment of {formatMoney(n.amount)} on {formatDateTime(n.paidAt)} went through and
            your order was placed:{' '}
            <Link to={`/order-confirmation/${encodeURIComponent(n.orderNumber)}`}>
              order {n.orderNumber}
            </Link>
            .
          </Alert>
        ) : (
          <Alert key={n.paymentIntentId} variant="warning">
            Your payment of {formatMoney(n.amount)} on {formatDateTime(n.paidAt)} could not become
            an order and has been refunded.
          </Alert>
        ),
      )}
    </>
  );
}

/** A saved address as its option shows it; one outside the United States says it is refused. */
function AddressText({ address }: { address: SavedAddress }) {
  const abroad = address.country !== SHIPPING_COUNTRY;
  return (
    <>
      <span className="d-block small text-body-secondary">
        {address.address}, {address.city}, {address.state} {address.zipCode}
        {abroad && `, ${address.country}`}
      </span>
      {abroad && (
        <span className="d-block small text-danger">
          <i className="bi bi-exclamation-circle me-1" aria-hidden="true" />
          {CHECKOUT_MESSAGES.usOnly}.
        </span>
      )}
    </>
  );
}

export default function CheckoutPage() {
  useDocumentTitle('Checkout');
  const { user } = useAuth();
  // A guest account sees the checkout but may not pay: the server refuses it too.
  const readOnly = isReadOnly(user);
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const [returned] = useSearchParam('payment_intent');
  const [redirectStatus] = useSearchParam('redirect_status');
  const cart = useCart();
  const addresses = useQuery(addressesQuery());
  const paymentConfig = useQuery(paymentConfigQuery());
  const notices = useQuery(checkoutNoticesQuery()).data ?? [];
  const cancelPayment = useCancelPayment();
  const startPayment = useStartPayment();
  const [editing, setEditing] = useState<'shipping' | 'billing' | null>(null);
  const [intent, setIntent] = useState<PaymentIntentResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [ordering, setOrdering] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  // After Continue, each field of a new address is checked again as it changes, so an error
  // goes as soon as its field is right (reValidateMode).
  const shippingForm = useForm<ShippingForm, unknown, ShippingAddress>({
    resolver: zodResolver(shippingAddressSchema) as never,
    defaultValues: EMPTY_ADDRESS,
    reValidateMode: 'onChange',
  });
  const { field: choiceField } = useController({ control: shippingForm.control, name: 'choice' });
  const { choice, ...customValues } = shippingForm.watch();
  const customErrors = shippingForm.formState.errors;

  // The saved primary address is the first choice; without one, a new address.
  const saved = addresses.data;
  const selected: Choice =
    choice ?? (saved?.shipping ? 'shipping' : addresses.isPending ? 'shipping' : 'custom');
  const chosen: SavedAddress | null =
    selected === 'custom' ? customValues : (saved?.[selected] ?? null);

  /** The new address's first problem as the page alert says it, while it has one. */
  const customError =
    selected === 'custom' && shippingForm.formState.isSubmitted
      ? (ADDRESS_KEYS.map((k) => customErrors[k]?.message).find(Boolean) ?? null)
      : null;
  const alertText = error ?? customError;

  const zip5 = chosen && /^\d{5}/.test(chosen.zipCode) ? chosen.zipCode.slice(0, 5) : null;
  const taxRate = useQuery(taxRateQuery(zip5)).data ?? DEFAULT_TAX_RATE;
  const subtotal = cart.summary.subtotal;
  const tax = asCents(taxCentsOf(subtotal, taxRate));
  // The shop's flat rate from its settings; the server prices the payment itself.
  const shipping = useQuery(shopSettingsQuery()).data?.shipping ?? asCents(SHIPPING_CENTS);
  const shown = intent?.totals ?? {
    subtotal,
    taxRate,
    tax,
    shipping,
    total: asCents(subtotal + tax + shipping),
  };

  useEffect(() => {
    if (alertText) errorRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [alertText]);

  async function finishOrder(paymentIntentId: string) {
    setOrdering(true);
    try {
      const order = await place.mutateAsync(paymentIntentId);
      await navigate(`/order-confirmation/${encodeURIComponent(order.order_number)}`, {
        replace: true,
      });
    } catch (err) {
      setError(
        err instanceof ApiError && err.status === 409 ? err.message : CHECKOUT_MESSAGES.orderFailed,
      );
      setIntent(null);
      void cart.query.refetch();
    } finally {
      setOrdering(false);
    }
  }

  // Back from a payment method that needed a redirect (Stripe): make the order now.
  const handledReturn = useRef(false);
  useEffect(() => {
    if (!returned || handledReturn.current) return;
    handledReturn.current = true;
    if (redirectStatus === 'succeeded') void finishOrder(returned);
    else setError(`${CHECKOUT_MESSAGES.paymentFailed}the payment was not completed.`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returned]);

  async function proceedToPayment() {
    setError(null);
    if (cart.items.length === 0) {
      setError(CHECKOUT_MESSAGES.cartEmpty);
      return;
    }
    if (selected === 'custom') {
      // The form's own check: its fields show their errors (and lose them once fixed); the
      // page alert shows the first of them (customError).
      let valid = false;
      await shippingForm.handleSubmit(() => {
        valid = true;
      })();
      if (!valid) return;
    }
    const parsed = shippingAddressSchema.safeParse(chosen ?? {});
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      setError(Object.values(fields)[0] ?? CHECKOUT_MESSAGES.missingShipping);
      return;
    }
    setStarting(true);
    try {
      setIntent(await startPayment.mutateAsync(parsed.data));
      window.scrollTo({ top: 0 });
    } catch (err) {
      setError(
        err instanceof ApiError && err.status >= 400 && err.status < 500
          ? err.message
          : CHECKOUT_MESSAGES.initFailed,
      );
    } finally {
      setStarting(false);
    }
  }

  if (ordering) return <LoadingState label="Placing your order..." />;
  if (cart.query.isPending) return <LoadingState label="Loading your cart..." />;
  if (cart.query.isError) {
    return (
      <div className="container py-5">
        <ErrorState message={cart.query.error.message} onRetry={() => void cart.query.refetch()} />
      </div>
    );
  }
  if (cart.items.length === 0 && !intent) {
    return (
      <div className="container py-5 text-center">
        <h1 className="h3 mb-3">Checkout</h1>
        <CheckoutNotices notices={notices} />
        <FailureAlert text={error} className="text-start" />
        <p className="lead">{CHECKOUT_MESSAGES.cartEmpty}</p>
        <Link to="/products" className="btn btn-primary">
          Browse Products
        </Link>
      </div>
    );
  }

  const onPayment = intent !== null;
  return (
    <div className="container py-4 py-lg-5">
      <h1 className="h2 mb-3">Checkout</h1>
      {/* A greeting, not an alert: no role="alert" for screen readers to interrupt with. */}
      <div className="alert alert-primary d-flex align-items-center gap-2">
        <i className="bi bi-shield-check fs-4" aria-hidden="true" />
        <span>
          Welcome, {user?.firstName}! Check your order, choose where it goes, and pay securely.
        </span>
      </div>
      <ol className="list-inline small text-body-secondary mb-4" aria-label="Checkout steps">
        <li
          className={`list-inline-item${onPayment ? '' : ' fw-bold text-body'}`}
          aria-current={onPayment ? undefined : 'step'}
        >
          1. Shipping
        </li>
        <li className="list-inline-item" aria-hidden="true">
          &rsaquo;
        </li>
        <li
          className={`list-inline-item${onPayment ? ' fw-bold text-body' : ''}`}
          aria-current={onPayment ? 'step' : undefined}
        >
          2. Payment
        </li>
      </ol>

      <CheckoutNotices notices={notices} />
      <div ref={errorRef}>
        <FailureAlert
          text={alertText}
          onDismiss={error !== null ? () => setError(null) : undefined}
        />
      </div>

      <div className="row g-4">
        <div className="col-lg-7">
          {!onPayment ? (
            <Card className="shadow-sm">
              <Card.Body>
                <h2 className="h5 mb-3">Where should we ship it?</h2>
                {paymentConfig.isError && (
                  <ErrorState
                    className="py-2"
                    message={CHECKOUT_MESSAGES.initFailed}
                    retryLabel="Try again"
                    onRetry={() => void paymentConfig.refetch()}
                  />
                )}
                {addresses.isError && (
                  <ErrorState
                    className="py-2"
                    message={`Failed to load customer information: ${addresses.error.message}`}
                    onRetry={() => void addresses.refetch()}
                  />
                )}
                <fieldset>
                  <legend className="visually-hidden">Shipping address</legend>
                  {addresses.isPending ? (
                    <LoadingState label="Loading your addresses..." />
                  ) : (
                    <>
                      {(['shipping', 'billing'] as const).map((kind) =>
                        saved?.[kind] ? (
                          <div
                            key={kind}
                            className="d-flex align-items-start gap-2 border rounded p-3 mb-2"
                          >
                            <Form.Check
                              type="radio"
                              id={`address-${kind}`}
                              name="address-choice"
                              checked={selected === kind}
                              onChange={() => choiceField.onChange(kind)}
                              label={
                                <>
                                  <span className="fw-semibold">
                                    {kind === 'shipping' ? 'Primary address' : 'Billing address'}
                                  </span>
                                  <AddressText address={saved[kind]!} />
                                </>
                              }
                              className="flex-grow-1"
                            />
                            <Button variant="link" size="sm" onClick={() => setEditing(kind)}>
                              Edit<span className="visually-hidden"> {kind} address</span>
                            </Button>
                          </div>
                        ) : null,
                      )}
                      <div className="border rounded p-3">
                        <Form.Check
                          type="radio"
                          id="address-custom"
                          name="address-choice"
                          checked={selected === 'custom'}
                          onChange={() => choiceField.onChange('custom')}
                          label={<span className="fw-semibold">Ship to a different address</span>}
                        />
                        {selected === 'custom' && (
                          <div className="mt-3">
                            <AddressFields
                              idPrefix="ship"
                              register={shippingForm.register}
                              errors={shippingForm.formState.errors}
                              disabled={starting}
                              countryHelp={`${CHECKOUT_MESSAGES.usOnly}.`}
                            />
                          </div>
                        )}
                      </div>
                    </>
                  )}
                </fieldset>
                <Button
                  size="lg"
                  className="w-100 mt-3"
                  onClick={() => void proceedToPayment()}
                  disabled={
                    readOnly ||
                    starting ||
                    addresses.isPending ||
                    !paymentConfig.isSuccess ||
                    cart.busy
                  }
                  aria-describedby={readOnly ? 'checkout-read-only' : undefined}
                >
                  {starting ? 'Preparing payment...' : 'Continue to Payment'}
                </Button>
                {readOnly && <ReadOnlyNote id="checkout-read-only" className="mt-2 mb-0" />}
              </Card.Body>
            </Card>
          ) : (
            <Card className="shadow-sm">
              <Card.Body>
                <div className="d-flex align-items-center mb-3">
                  <h2 className="h5 mb-0 me-auto">Payment</h2>
                  <Button
                    variant="outline-secondary"
                    size="sm"
                    disabled={cancelPayment.isPending}
                    // Leaving the payment gives it up: it can no longer be paid, and the
                    // cart, held while it was open, can change again.
                    onClick={() => {
                      setError(null);
                      cancelPayment.mutate(intent.paymentIntentId, {
                        onSuccess: () => setIntent(null),
                        onError: (err) => setError(err.message),
                      });
                    }}
                  >
                    <i className="bi bi-arrow-left me-1" aria-hidden="true" />
                    Back to Shipping
                  </Button>
                </div>
                {paymentConfig.data?.provider === 'stripe' && paymentConfig.data.publishableKey ? (
                  <Suspense fallback={<LoadingState label="Loading the payment form..." />}>
                    <StripePaymentForm
                      publishableKey={paymentConfig.data.publishableKey}
                      clientSecret={intent.clientSecret}
                      amount={intent.totals.total}
                      onPaid={() => finishOrder(intent.paymentIntentId)}
                      onFailed={setError}
                      disabled={ordering}
                    />
                  </Suspense>
                ) : (
                  <TestCardForm
                    paymentIntentId={intent.paymentIntentId}
                    amount={intent.totals.total}
                    onPaid={() => finishOrder(intent.paymentIntentId)}
                    onFailed={setError}
                    disabled={ordering}
                  />
                )}
              </Card.Body>
            </Card>
          )}
        </div>

        <aside className="col-lg-5" aria-labelledby="summary-heading">
          <Card className="shadow-sm sticky-lg-top checkout-summary">
            <Card.Body>
              <h2 id="summary-heading" className="h5">
                Order summary
              </h2>
              {onPayment ? (
                <ul className="list-unstyled small mb-3">
                  {cart.items.map((i) => (
                    <li key={i.item_id} className="d-flex justify-content-between gap-2 py-1">
                      <span>
                        {i.quantity} &times; {i.product_name}{' '}
                        <span className="text-body-secondary">({i.package_name})</span>
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <div className="mb-3">
                  <CartLines compact />
                </div>
              )}
              <OrderTotals {...shown} />
            </Card.Body>
          </Card>
        </aside>
      </div>
      <AddressEditModal
        kind={editing}
        address={editing ? (saved?.[editing] ?? null) : null}
        onHide={() => setEditing(null)}
      />
    </div>
  );
}
