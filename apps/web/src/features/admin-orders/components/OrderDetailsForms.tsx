import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { AdminOrder, UpdateOrderDetails } from '@shop/contract';
import { ORDER_LIMITS } from '@shop/contract/order-options';
import type { DetailsPart } from '../hooks/use-order-dialog-actions';

type FormProps = {
  order: AdminOrder;
  pending: boolean;
  onSave: (body: UpdateOrderDetails, part: DetailsPart) => void;
};

/** Staff notes and Save Notes. Keep it keyed on the order id: a draft survives other saves. */
function NotesForm({ order, pending, onSave }: FormProps) {
  const id = `order-${order.id}-notes`;
  const [notes, setNotes] = useState(order.notes ?? '');
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        onSave({ notes: notes.trim() || null }, 'notes');
      }}
    >
      <Form.Group controlId={id} className="mb-2">
        <Form.Label className="fw-semibold">Notes</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          value={notes}
          maxLength={ORDER_LIMITS.notes}
          aria-describedby={`${id}-help`}
          onChange={(e) => setNotes(e.target.value)}
        />
        <Form.Text id={`${id}-help`} muted>
          For staff only; the customer does not see them.
        </Form.Text>
      </Form.Group>
      <Button type="submit" size="sm" variant="outline-primary" disabled={pending}>
        <i className="bi bi-save me-1" aria-hidden="true" />
        Save Notes
      </Button>
    </Form>
  );
}

/**
 * Tracking number and expected delivery day, then Save. Keep it keyed on both values: marking
 * the order shipped with a tracking number must show the new number here.
 */
function ShippingForm({ order, pending, onSave }: FormProps) {
  const id = `order-${order.id}`;
  const [tracking, setTracking] = useState(order.trackingNumber ?? '');
  const [expected, setExpected] = useState(order.expectedDelivery ?? '');
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        onSave(
          { tracking_number: tracking.trim() || null, expected_delivery: expected || null },
          'shipping',
        );
      }}
    >
      <Form.Group controlId={`${id}-tracking`} className="mb-2">
        <Form.Label className="fw-semibold">Tracking number</Form.Label>
        <Form.Control
          value={tracking}
          maxLength={ORDER_LIMITS.trackingNumber}
          onChange={(e) => setTracking(e.target.value)}
        />
      </Form.Group>
      <Form.Group controlId={`${id}-expected`} className="mb-2">
        <Form.Label className="fw-semibold">Expected delivery</Form.Label>
        <Form.Control type="date" value={expected} onChange={(e) => setExpected(e.target.value)} />
      </Form.Group>
      <Button
        type="submit"
        size="sm"
        variant="outline-primary"
        disabled={pending}
        aria-label="Save tracking number and expected delivery"
      >
        <i className="bi bi-save me-1" aria-hidden="true" />
        Save
      </Button>
    </Form>
  );
}

/** The order's editable details, side by side on a wide screen. */
export function OrderDetailsForms(props: FormProps) {
  const { order } = props;
  return (
    <div className="row g-4">
      <div className="col-lg-6">
        <NotesForm key={order.id} {...props} />
      </div>
      <div className="col-lg-6">
        <ShippingForm
          key={`${order.id}|${order.trackingNumber ?? ''}|${order.expectedDelivery ?? ''}`}
          {...props}
        />
      </div>
    </div>
  );
}
