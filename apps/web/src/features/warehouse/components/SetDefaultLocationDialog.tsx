import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_LOCATION_BADGE_LABELS,
  defaultLocationInput,
  placeName,
  type ProductDefaultLocation,
} from '@shop/contract';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { ApiError } from '../../../lib/api-client';
import { issueText } from '../../../lib/form-errors';
import { useSentForm } from '../../../lib/use-sent-form';
import {
  defaultLocationQuery,
  useClearDefaultLocation,
  useSaveDefaultLocation,
  type DefaultLocationForm,
} from '../api/default-location';
import { EMPTY_PLACE_TEXT, PlaceFields, type PlaceValue } from './place/PlaceFields';
import { CoordinateInputs } from './place/CoordinateInputs';
import { NotesField } from './NotesField';
import { Dialog } from '../../../components/ui/Dialog';
import { FailureAlert } from '../../../components/ui/FailureAlert';

/** The texts for a failed save (docs/modules/warehouse.md#messages), by what went wrong. */
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
 * The Set Default Location dialog of the admin product list
 * (docs/modules/warehouse.md#default-locations): zone (required), aisle, rack and shelf from the
 * zone's bins, coordinates, notes. Save stays disabled without a zone; Clear removes the default
 * location.
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
  const current = useQuery({
    ...defaultLocationQuery(product?.id ?? 0),
    enabled: product !== null,
  });
  return (
    <Dialog show={product !== null} onHide={onClose} icon="geo-alt" title="Set Default Location">
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
    </Dialog>
  );
}

/** The dialog's fields: no zone yet until one is chosen (Save waits for it). */
type LocationFields = Omit<DefaultLocationForm, 'zone_id'> & { zone_id: number | null };

const NO_ZONE: LocationFields = { zone_id: null, ...EMPTY_PLACE_TEXT, notes: '' };

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
  // Checked when sent by the schema the server reads the body with.
  const { field, handleSubmit, watch, getValues, setValue } = useSentForm<LocationFields>(
    defaultLocationInput,
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
      : NO_ZONE,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const zoneId = watch('zone_id');
  const [aisle, rack, shelf] = watch(['aisle', 'rack', 'shelf']);

  /** A new zone (PlaceFields' clearing rules) also clears the coordinates; no zone, everything. */
  const setPlace = (next: PlaceValue) => {
    setFailure(null);
    const keep = zoneId !== null && zoneId === next.zone_id;
    const [x, y, z, notes] = getValues(['x_coordinate', 'y_coordinate', 'z_coordinate', 'notes']);
    const fields: LocationFields =
      next.zone_id === null
        ? NO_ZONE
        : {
            zone_id: next.zone_id,
            aisle: next.aisle,
            rack: next.rack,
            shelf: next.shelf,
            x_coordinate: keep ? x : '',
            y_coordinate: keep ? y : '',
            z_coordinate: keep ? z : '',
            notes,
          };
    for (const key of Object.keys(fields) as (keyof LocationFields)[])
      setValue(key, fields[key] as never);
  };
  const text = (key: 'x_coordinate' | 'y_coordinate' | 'z_coordinate' | 'notes') =>
    field(key, { onChange: () => setFailure(null) });

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
      onSubmit={(e) =>
        void handleSubmit(
          ({ zone_id, ...rest }) => {
            if (zone_id !== null) save.mutate({ ...rest, zone_id });
          },
          // The schema's message ("Please select at least a zone").
          () => setFailure(issueText(defaultLocationInput.safeParse(getValues()))),
        )(e)
      }
    >
      <Modal.Body className="d-grid gap-3">
        <p className="mb-0">
          Where <strong>{product.name}</strong> is shelved: new stock is proposed there and orders
          take its units from there first.
        </p>
        {current && (
          <p className="mb-0 small">
            Now: {placeName(current) ?? current.location_code} ·{' '}
            {DEFAULT_LOCATION_BADGE_LABELS[current.badge]}
          </p>
        )}
        <FailureAlert text={failure} onDismiss={() => setFailure(null)} />
        <PlaceFields
          idPrefix="default-location"
          value={{ zone_id: zoneId, aisle, rack, shelf, location_id: null }}
          onChange={setPlace}
        />
        <fieldset className="row g-2">
          <legend className="form-label fs-6 mb-1">Coordinates (optional)</legend>
          <CoordinateInputs
            idPrefix="default-location"
            field={(axis) => text(`${axis}_coordinate`)}
            disabled={zoneId === null}
          />
        </fieldset>
        <NotesField
          id="default-location-notes"
          registration={text('notes')}
          disabled={zoneId === null}
        />
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
