import { ZonesLoadError } from '../ZonesLoadError';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useQuery } from '@tanstack/react-query';
import {
  createLocationSchema,
  deriveCoordinates,
  LOCATION_TYPES,
  locationCode,
} from '@shop/contract';
import { useCreateLocation } from '../../api/locations';
import { zonesQuery } from '../../api/zones';
import { EMPTY_PLACE_TEXT } from '../place/PlaceFields';
import { useSentForm } from '../../../../lib/use-sent-form';

type LocationForm = {
  warehouse_id: number;
  zone_id: string;
  aisle: string;
  rack: string;
  shelf: string;
  x_coordinate: string;
  y_coordinate: string;
  z_coordinate: string;
  capacity: string;
  location_type: (typeof LOCATION_TYPES)[number];
  notes: string;
};

const EMPTY: LocationForm = {
  warehouse_id: 1,
  zone_id: '',
  ...EMPTY_PLACE_TEXT,
  capacity: '',
  location_type: 'standard',
  notes: '',
};

const TYPE_LABELS: Record<LocationForm['location_type'], string> = {
  standard: 'Standard',
  bulk: 'Bulk',
  oversize: 'Oversize',
  hazardous: 'Hazardous',
};

/**
 * Create New Location (warehouse-and-leads.md sections 2 and 5, Location creation): one bin in a
 * zone.
 */
export function CreateLocationDialog({
  show,
  onClose,
  onCreated,
}: {
  show: boolean;
  onClose: () => void;
  onCreated: (message: string) => void;
}) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onClose} aria-labelledby={titleId} size="lg">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          <i className="bi bi-plus-square me-2" aria-hidden="true" />
          Create New Location
        </Modal.Title>
      </Modal.Header>
      {show && <LocationFormBody onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function LocationFormBody({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (message: string) => void;
}) {
  const zones = useQuery(zonesQuery());
  const {
    field,
    handleSubmit,
    watch,
    getValues,
    formState: { errors },
  } = useSentForm<LocationForm>(createLocationSchema, EMPTY);
  const form = watch();
  const [failure, setFailure] = useState<string | null>(null);
  const zone = zones.data?.find((z) => String(z.id) === form.zone_id);
  const place = zone && {
    zone: zone.zone_code,
    aisle: form.aisle.trim(),
    rack: form.rack.trim(),
    shelf: form.shelf.trim(),
  };
  const noCoordinates = !form.x_coordinate && !form.y_coordinate && !form.z_coordinate;
  const derived = place && deriveCoordinates(place);

  const save = useCreateLocation({
    onSuccess: ({ location }) => {
      onCreated(`Location ${location.location_code} created`);
      onClose();
    },
    onError: (err: Error) =>
      setFailure(
        err.message.startsWith('HTTP error!')
          ? `Failed to create location: ${err.message.replace('HTTP error! Status: ', '')}`
          : err.message,
      ),
  });

  // The fields as typed go to the server, which runs the same check.
  const submit = handleSubmit(
    () => save.mutate(getValues()),
    // warehouse-and-leads.md section 5: the location check's messages, joined with ", ".
    (found) =>
      setFailure(
        Object.values(found)
          .map((e) => e?.message)
          .join(', '),
      ),
  );

  const text = (key: 'aisle' | 'rack' | 'shelf', label: string) => (
    <Form.Group className="col-4" controlId={`location-${key}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control {...field(key)} maxLength={20} isInvalid={Boolean(errors[key])} />
    </Form.Group>
  );

  return (
    <Form
      noValidate
      onSubmit={(e) => {
        setFailure(null);
        void submit(e);
      }}
    >
      <Modal.Body className="d-grid gap-3">
        {failure && (
          <Alert variant="danger" dismissible onClose={() => setFailure(null)} closeLabel="Dismiss">
            {failure}
          </Alert>
        )}
        <Form.Group controlId="location-zone">
          <Form.Label>Zone *</Form.Label>
          <Form.Select
            {...field('zone_id')}
            isInvalid={Boolean(errors.zone_id)}
            disabled={zones.isPending}
          >
            <option value="">Select a zone</option>
            {(zones.data ?? []).map((z) => (
              <option key={z.id} value={z.id}>
                {z.zone_code} - {z.zone_name}
              </option>
            ))}
          </Form.Select>
          {zones.isSuccess && zones.data.length === 0 && (
            <Form.Text>No zones available. Create a zone first.</Form.Text>
          )}
          {zones.isError && <ZonesLoadError onRetry={() => void zones.refetch()} />}
          <Form.Control.Feedback type="invalid">{errors.zone_id?.message}</Form.Control.Feedback>
        </Form.Group>
        <div className="row g-2">
          {text('aisle', 'Aisle')}
          {text('rack', 'Rack')}
          {text('shelf', 'Shelf')}
        </div>
        <fieldset>
          <legend className="form-label fs-6 mb-1">Coordinates</legend>
          <div className="row g-2">
            {(['x', 'y', 'z'] as const).map((axis) => (
              <Form.Group key={axis} className="col-4" controlId={`location-${axis}`}>
                <Form.Label visuallyHidden>{axis.toUpperCase()} coordinate</Form.Label>
                <Form.Control
                  type="number"
                  step={0.1}
                  placeholder={axis.toUpperCase()}
                  {...field(`${axis}_coordinate`)}
                  isInvalid={Boolean(errors[`${axis}_coordinate`])}
                />
              </Form.Group>
            ))}
          </div>
          <Form.Text as="p" className="mb-0" aria-live="polite">
            Leave all three empty to derive them from the place: x = zone letter index × 10 + aisle
            − 1, y = rack − 1, z = shelf − 1 (a missing number counts as 1).
            {place && noCoordinates && derived && (
              <>
                {' '}
                <strong>
                  {locationCode(place)} gets ({derived.x}, {derived.y}, {derived.z}).
                </strong>
              </>
            )}
          </Form.Text>
        </fieldset>
        <div className="row g-2">
          <Form.Group className="col-6" controlId="location-capacity">
            <Form.Label>Capacity</Form.Label>
            <Form.Control
              type="number"
              min={0}
              step={1}
              {...field('capacity')}
              isInvalid={Boolean(errors.capacity)}
            />
            <Form.Text>Units it holds; empty for no limit.</Form.Text>
          </Form.Group>
          <Form.Group className="col-6" controlId="location-type">
            <Form.Label>Type</Form.Label>
            <Form.Select {...field('location_type')}>
              {LOCATION_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABELS[t]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </div>
        <Form.Group controlId="location-notes">
          <Form.Label>Notes</Form.Label>
          <Form.Control as="textarea" rows={2} maxLength={500} {...field('notes')} />
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && (
            <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
          )}
          Create Location
        </Button>
      </Modal.Footer>
    </Form>
  );
}
