import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useController } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { rateOrderItemSchema, type Order, type OrderItem } from '@shop/contract';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { StarRating } from '../../../components/ui/StarRating';
import { useSentForm } from '../../../lib/use-sent-form';
import { orderQuery, useRateOrderItem } from '../api/orders';
import { PageAlert, type PageAlertMessage } from '../../../components/ui/PageAlert';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Five radio buttons drawn as stars: arrow keys move between them (a native radio group), and
 * each says "3 stars" to a screen reader.
 */
function StarInput({
  name,
  value,
  onChange,
  disabled,
}: {
  name: string;
  value: number | null;
  onChange: (stars: number) => void;
  disabled: boolean;
}) {
  return (
    <div className="d-inline-flex gap-1">
      {STARS.map((stars) => {
        const id = `${name}-${stars}`;
        const lit = value !== null && stars <= value;
        return (
          <span key={stars}>
            <input
              type="radio"
              className="btn-check"
              name={name}
              id={id}
              value={stars}
              checked={value === stars}
              disabled={disabled}
              onChange={() => onChange(stars)}
            />
            <label
              className={`btn btn-sm ${lit ? 'btn-warning' : 'btn-outline-secondary'}`}
              htmlFor={id}
            >
              <i className={lit ? 'bi bi-star-fill' : 'bi bi-star'} aria-hidden="true" />
              <span className="visually-hidden">
                {stars} {stars === 1 ? 'star' : 'stars'}
              </span>
            </label>
          </span>
        );
      })}
    </div>
  );
}

function RateItem({
  order,
  item,
  onOutcome,
}: {
  order: Order;
  item: OrderItem;
  onOutcome: (outcome: { variant: 'success' | 'danger'; text: string }) => void;
}) {
  // The rating's body (rateOrderItemSchema), the stars chosen; Submit waits for them.
  const { control, handleSubmit } = useSentForm<{ itemId: number; rating: number | null }>(
    rateOrderItemSchema,
    { itemId: item.id, rating: null },
  );
  const { field: stars } = useController({ control, name: 'rating' });
  const rate = useRateOrderItem(order.id, {
    onSuccess: () =>
      onOutcome({ variant: 'success', text: `Thank you: you rated ${item.product_name}.` }),
    onError: (err) =>
      onOutcome({ variant: 'danger', text: err.message || 'Failed to save your rating.' }),
  });
  const name = `rate-${order.id}-${item.id}`;
  return (
    <li className="list-group-item py-3">
      <div className="fw-semibold text-break">{item.product_name}</div>
      <div className="small text-body-secondary mb-2">
        {item.package_name} &middot; Qty {item.quantity}
      </div>
      {item.rating !== null ? (
        <div className="d-flex align-items-center gap-2">
          <span className="small">Your rating:</span>
          <StarRating rating={item.rating} />
        </div>
      ) : (
        <form
          className="d-flex flex-wrap align-items-center gap-2"
          onSubmit={(e) =>
            void handleSubmit(({ itemId, rating }) => {
              if (rating !== null) rate.mutate({ itemId, rating });
            })(e)
          }
        >
          <fieldset className="d-flex flex-wrap align-items-center gap-2">
            <legend className="small mb-0 float-none w-auto fs-6">
              Your rating <span className="visually-hidden">for {item.product_name}</span>
            </legend>
            <StarInput
              name={name}
              value={stars.value}
              onChange={stars.onChange}
              disabled={rate.isPending}
            />
          </fieldset>
          <Button type="submit" size="sm" disabled={stars.value === null || rate.isPending}>
            {rate.isPending ? 'Submitting...' : 'Submit'}{' '}
            <span className="visually-hidden">rating for {item.product_name}</span>
          </Button>
        </form>
      )}
    </li>
  );
}

/** Rates the lines of a delivered order, one at a time; rated lines show their stars. */
export function RateOrderModal({
  orderId,
  orderNumber,
  onHide,
}: {
  orderId: number | null;
  orderNumber: string;
  onHide: () => void;
}) {
  const query = useQuery({ ...orderQuery(orderId ?? 0), enabled: orderId !== null });
  const [outcome, setOutcome] = useState<PageAlertMessage | null>(null);
  const close = () => {
    setOutcome(null);
    onHide();
  };
  return (
    <Modal
      show={orderId !== null}
      onHide={close}
      aria-labelledby="rate-order-title"
      scrollable
      fullscreen="sm-down"
    >
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="rate-order-title" as="h2" className="h5">
          Rate order {orderNumber}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <PageAlert message={outcome} onClose={() => setOutcome(null)} />
        {query.isPending ? (
          <LoadingState label="Loading the order..." />
        ) : query.isError ? (
          <ErrorState
            message="Failed to load the order. Please try again."
            onRetry={() => void query.refetch()}
            retryLabel="Retry"
          />
        ) : (
          <>
            <p className="small text-body-secondary">
              Give each item 1 to 5 stars. Each item can be rated once.
            </p>
            <ul className="list-group">
              {/* Only products are rated: not installation labour or a discount. */}
              {query.data.items
                .filter((item) => item.kind === 'product')
                .map((item) => (
                  <RateItem key={item.id} order={query.data} item={item} onOutcome={setOutcome} />
                ))}
            </ul>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
