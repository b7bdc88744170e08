import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_LOCATION_BADGE_LABELS,
  DEFAULT_LOCATION_MESSAGES,
  type ProductDefaultLocation,
} from '@shop/contract';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { ApiError } from '../../../lib/api-client';
import {
  defaultLocationQuery,
  useClearDefaultLocation,
  useSaveDefaultLocation,
  type DefaultLocationForm,
} from '../api/default-location';
import { PlaceFields, type PlaceValue } from './place/PlaceFields';

/** warehouse-and-leads.md section 8's texts for a failed save, by what went wrong. */
export function saveFailure(err: Error): string {
  const status = err instanceof ApiError ? err.status : -1;
  let detail = err.message;
  if (status === 0) detail = 'Network error - check if the server is running';
  // A 404 without the shop's own error body: the call itself is missing.
  else if (status === 404 && err.message.startsWith('HTTP error!'))
    detail = 'API endpoint not found';
  else if (status >= 500) detail = 'Server error - check server logs';
  return `Failed to update location: ${detail}`;
}

type Product = { id: number; name: string };

/**
 * The Set Default Location dialog of the admin product list (warehouse-and-leads.md section 2):
 * zone (required), aisle, rack and shelf from the zone's bins, coordinates, notes. Save stays
 * disabled without a zone; Clear removes the default location.
 */
export function SetDefaultLocationDialog({
  product,
  onClose,
  onSaved,
}: {
  product: Product | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const titleId = useId();
  const current = useQuery({
    ...defaultLocationQuery(product?.id ?? 0),
    enabled: product !== null,
  });
  return (
    <Modal show={product !== null} onHide={onClose} aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          <i className="bi bi-geo-alt me-2" aria-hidden="true" />
          Set Default Location
        </Modal.Title>
      </Modal.Header>
      {product &&
        (current.isPending ? (
          <Modal.Body>
            <LoadingState label="Loading the default location..." />
          </Modal.Body>
        ) : current.isError ? (
          <Modal.Body>
            <ErrorState message={current.error.message} onRetry={() => void current.refetch()} />
          </Modal.Body>
        ) : (
          <LocationForm
            key={product.id}
            product={product}
            current={current.data}
            onClose={onClose}
            onSaved={onSaved}
          />
        ))}
    </Modal>
  );
}

function LocationForm({
  product,
  current,
  onClose,
  onSaved,
}: {
  product: Product;
  current: ProductDefaultLocation | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const [form, setForm] = useState<DefaultLocationForm | { zone_id: null }>(() =>
    current
      ? {
          zone_id: current.zone_id,
          aisle: current.aisle,
          rack: current.rack,
          shelf: current.shelf,
          x_coordinate: String(current.x_coordinate),
          y_coordinate: String(current.y_coordinate),
          z_coordinate: String(current.z_coordinate),
          notes: current.notes,
        }
      : { zone_id: null },
  );
  const [failure, setFailure] = useState<string | null>(null);
  const zoneId = form.zone_id;
  const value = (key: Exclude<keyof DefaultLocationForm, 'zone_id'>) =>
    form.zone_id === null ? '' : (form as DefaultLocationForm)[key];

  /** A new zone (PlaceFields' clearing rules) also clears the coordinates. */
  const setPlace = (next: PlaceValue) => {
    setFailure(null);
    if (next.zone_id === null) {
      setForm({ zone_id: null });
      return;
    }
    const f = form.zone_id === null ? null : (form as DefaultLocationForm);
    const sameZone = f !== null && f.zone_id === next.zone_id;
    setForm({
      zone_id: next.zone_id,
      aisle: next.aisle,
      rack: next.rack,
      shelf: next.shelf,
      x_coordinate: sameZone ? f.x_coordinate : '',
      y_coordinate: sameZone ? f.y_coordinate : '',
      z_coordinate: sameZone ? f.z_coordinate : '',
      notes: value('notes'),
    });
  };
  const set = (key: 'x_coordinate' | 'y_coordinate' | 'z_coordinate' | 'notes', next: string) => {
    setFailure(null);
    if (form.zone_id === null) return;
    setForm({ ...(form as DefaultLocationForm), [key]: next });
  };

  // The product list and the warehouse are refreshed (awaited) before the dialog closes.
  const finish = (message: string) => {
    onSaved(message);
    onClose();
  };
  const save = useSaveDefaultLocation(product.id, {
    onSuccess: () => finish(`Default location of ${product.name} saved`),
    onError: (err) => setFailure(saveFailure(err)),
  });
  const clear = useClearDefaultLocation(product.id, {
    onSuccess: () => finish(`Default location of ${product.name} cleared`),
    onError: (err) => setFailure(`Failed to clear location: ${err.message}`),
  });
  const busy = save.isPending || clear.isPending;

  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (form.zone_id === null) setFailure(DEFAULT_LOCATION_MESSAGES.zone);
        else save.mutate(form);
      }}
    >
      <Modal.Body className="d-grid gap-3">
        <p className="mb-0">
          Where <strong>{product.name}</strong> is shelved: new stock is proposed there and orders
          take its units from there first.
        </p>
        {current && (
          <p className="mb-0 small">
            Now: {current.location_code ?? current.zone_code} ·{' '}
            {DEFAULT_LOCATION_BADGE_LABELS[current.badge]}
          </p>
        )}
        {failure && (
          <Alert variant="danger" dismissible onClose={() => setFailure(null)} closeLabel="Dismiss">
            {failure}
          </Alert>
        )}
        <PlaceFields
          idPrefix="default-location"
          value={{
            zone_id: zoneId,
            aisle: value('aisle'),
            rack: value('rack'),
            shelf: value('shelf'),
            location_id: null,
          }}
          onChange={setPlace}
        />
        <fieldset className="row g-2">
          <legend className="form-label fs-6 mb-1">Coordinates (optional)</legend>
          {(['x', 'y', 'z'] as const).map((axis) => (
            <Form.Group key={axis} className="col-4" controlId={`default-location-${axis}`}>
              <Form.Label visuallyHidden>{axis.toUpperCase()} coordinate</Form.Label>
              <Form.Control
                type="number"
                step={0.1}
                placeholder={axis.toUpperCase()}
                value={value(`${axis}_coordinate`)}
                onChange={(e) => set(`${axis}_coordinate`, e.target.value)}
                disabled={zoneId === null}
              />
            </Form.Group>
          ))}
        </fieldset>
        <Form.Group controlId="default-location-notes">
          <Form.Label>Notes</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            maxLength={500}
            value={value('notes')}
            onChange={(e) => set('notes', e.target.value)}
            disabled={zoneId === null}
          />
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        {current && (
          <Button
            variant="outline-danger"
            className="me-auto"
            disabled={busy}
            onClick={() => clear.mutate()}
          >
            Clear
          </Button>
        )}
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={zoneId === null || busy}>
          {save.isPending && (
            <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
          )}
          Save
        </Button>
      </Modal.Footer>
    </Form>
  );
}
