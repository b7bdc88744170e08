import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { updateOrderStatusSchema, type AdminOrder, type UpdateOrderStatus } from '@shop/contract';
import {
  ORDER_LIMITS,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from '@shop/contract/order-options';
import { DownloadLink } from '../../../../components/ui/DownloadLink';
import { controlState } from '../../../../components/ui/TextField';
import { errorText } from '../../../../lib/error-text';
import { billOfLadingPdfUrl, useUpdateOrderStatus } from '../api/admin-orders';
import { FailureAlert } from '../../../../components/ui/FailureAlert';

/** Packing comes before shipping: an order still pending or paid is marked processing. */
const BEFORE_PACKED: readonly OrderStatus[] = ['pending', 'paid'];
/** The goods have left: nothing is left to do here. */
const LEFT: readonly OrderStatus[] = ['shipped', 'delivered', 'completed'];

/**
 * What follows "2 of 2 picked" on the scan screen: packed (the order
 * becomes processing), its bill of lading printed, then shipped with an optional tracking
 * number (the customer's shipped e-mail carries it). `onChanged` gets the order as it is now.
 */
export function PickedNextSteps({
  order,
  onChanged,
}: {
  order: { id: number; order_number: string; status: OrderStatus };
  onChanged: (order: AdminOrder) => void;
}) {
  const id = useId();
  // The shipping step's body, checked by the contract: the number trimmed, a blank one null.
  const shipForm = useForm<UpdateOrderStatus, unknown, z.output<typeof updateOrderStatusSchema>>({
    resolver: zodResolver(updateOrderStatusSchema),
    defaultValues: { status: 'shipped', tracking_number: '' },
  });
  const trackingError = shipForm.formState.errors.tracking_number?.message;
  const [failure, setFailure] = useState<string | null>(null);
  const change = useUpdateOrderStatus(order.id, {
    onSuccess: (changed) => onChanged(changed),
    onError: (error) => setFailure(errorText(error, ORDER_MESSAGES.statusFailed)),
  });
  const send = (status: 'processing' | 'shipped', trackingNumber?: string | null) => {
    setFailure(null);
    change.mutate(trackingNumber ? { status, tracking_number: trackingNumber } : { status });
  };
  const ship = shipForm.handleSubmit(({ tracking_number }) => send('shipped', tracking_number));
  const packed = !BEFORE_PACKED.includes(order.status);
  const shipped = LEFT.includes(order.status);
  const pending = change.isPending;

  return (
    <Card className="shadow-sm mb-3 border-success" as="section" aria-labelledby={`${id}-title`}>
      <Card.Body>
        <h2 className="h5" id={`${id}-title`}>
          <i className="bi bi-check2-all text-success me-2" aria-hidden="true" />
          All picked: next steps for order {order.order_number}
        </h2>
        <FailureAlert text={failure} onDismiss={() => setFailure(null)} />
        <ol className="mb-0 d-grid gap-3 ps-3">
          <li>
            <span className="fw-semibold me-2">Packed</span>
            {packed ? (
              <span className="text-success">
                <i className="bi bi-check-circle-fill me-1" aria-hidden="true" />
                Done.
              </span>
            ) : (
              <Button size="sm" disabled={pending} onClick={() => send('processing')}>
                Mark as Processing
              </Button>
            )}
          </li>
          <li>
            <span className="fw-semibold me-2">Bill of lading</span>
            <DownloadLink
              href={billOfLadingPdfUrl(order.id)}
              newTab
              className="btn btn-sm btn-outline-primary"
              icon={<i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />}
            >
              Bill of lading (PDF)
            </DownloadLink>
          </li>
          <li>
            <span className="fw-semibold me-2">Shipped</span>
            {shipped ? (
              <span className="text-success">
                <i className="bi bi-check-circle-fill me-1" aria-hidden="true" />
                The order is {ORDER_STATUS_LABELS[order.status]}.
              </span>
            ) : (
              <Form
                className="d-flex flex-wrap align-items-end gap-2 mt-1"
                onSubmit={(e) => void ship(e)}
              >
                <Form.Group controlId={`${id}-tracking`}>
                  <Form.Label className="small mb-1">Tracking number (optional)</Form.Label>
                  <Form.Control
                    size="sm"
                    {...shipForm.register('tracking_number')}
                    maxLength={ORDER_LIMITS.trackingNumber}
                    {...controlState({ id: `${id}-ship`, error: trackingError, help: true })}
                  />
                  <Form.Control.Feedback type="invalid" id={`${id}-ship-error`}>
                    {trackingError}
                  </Form.Control.Feedback>
                </Form.Group>
                <Button type="submit" size="sm" disabled={pending}>
                  Mark as Shipped
                </Button>
                <Form.Text id={`${id}-ship-help`} muted className="w-100 mt-0">
                  The customer is e-mailed that the order has shipped, with this number.
                </Form.Text>
              </Form>
            )}
          </li>
        </ol>
      </Card.Body>
    </Card>
  );
}
