import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { updateOrderDetailsSchema, type AdminOrder, type UpdateOrderDetails } from '@shop/contract';
import { ORDER_LIMITS } from '@shop/contract/order-options';
import type { DetailsPart } from '../hooks/use-order-dialog-actions';

/** The contract's check of the details: trimmed text, a blank one cleared (null). */
function useDetailsForm(defaultValues: UpdateOrderDetails) {
  return useForm<UpdateOrderDetails, unknown, z.output<typeof updateOrderDetailsSchema>>({
    resolver: zodResolver(updateOrderDetailsSchema),
    defaultValues,
  });
}

type FormProps = {
  order: AdminOrder;
  pending: boolean;
  onSave: (body: UpdateOrderDetails, part: DetailsPart) => void;
};

/** Staff notes and Save Notes. Keep it keyed on the order id: a draft survives other saves. */
function NotesForm({ order, pending, onSave }: FormProps) {
  const id = `order-${order.id}-notes`;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useDetailsForm({ notes: order.notes ?? '' });
  return (
    <Form onSubmit={handleSubmit((body) => onSave(body, 'notes'))}>
      <Form.Group controlId={id} className="mb-2">
        <Form.Label className="fw-semibold">Notes</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          {...register('notes')}
          maxLength={ORDER_LIMITS.notes}
          aria-describedby={`${id}-help`}
          isInvalid={Boolean(errors.notes)}
        />
        <Form.Control.Feedback type="invalid">{errors.notes?.message}</Form.Control.Feedback>
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useDetailsForm({
    tracking_number: order.tracking_number ?? '',
    expected_delivery: order.expected_delivery ?? '',
  });
  return (
    <Form onSubmit={handleSubmit((body) => onSave(body, 'shipping'))}>
      <Form.Group controlId={`${id}-tracking`} className="mb-2">
        <Form.Label className="fw-semibold">Tracking number</Form.Label>
        <Form.Control
          {...register('tracking_number')}
          maxLength={ORDER_LIMITS.trackingNumber}
          isInvalid={Boolean(errors.tracking_number)}
        />
        <Form.Control.Feedback type="invalid">
          {errors.tracking_number?.message}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId={`${id}-expected`} className="mb-2">
        <Form.Label className="fw-semibold">Expected delivery</Form.Label>
        <Form.Control
          type="date"
          {...register('expected_delivery')}
          isInvalid={Boolean(errors.expected_delivery)}
        />
        <Form.Control.Feedback type="invalid">
          {errors.expected_delivery?.message}
        </Form.Control.Feedback>
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
          key={`${order.id}|${order.tracking_number ?? ''}|${order.expected_delivery ?? ''}`}
          {...props}
        />
      </div>
    </div>
  );
}
