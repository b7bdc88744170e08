import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
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
import { CoordinateInputs } from '../place/CoordinateInputs';
import { ZoneField } from '../place/ZoneField';
import { NotesField } from '../NotesField';
import { Dialog, DialogForm } from '../../../../components/ui/Dialog';
import { FailureAlert } from '../../../../components/ui/FailureAlert';
import type { CreateDialogProps } from './create-dialog';
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
 * Create New Location (docs/modules/warehouse.md, Location creation): one bin in a
 * zone.
 */
export function CreateLocationDialog({ show, onClose, onCreated }: CreateDialogProps) {
  return (
    <Dialog show={show} onHide={onClose} size="lg" icon="plus-square" title="Create New Location">
      {show && <LocationFormBody onClose={onClose} onCreated={onCreated} />}
    </Dialog>
  );
}

function LocationFormBody({ onClose, onCreated }: Omit<CreateDialogProps, 'show'>) {
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
  const submit = (e: FormEvent) => {
    setFailure(null);
    void handleSubmit(
      () => save.mutate(getValues()),
      // docs/modules/warehouse.md#messages: the location check's messages, joined with ", ".
      (found) =>
        setFailure(
          Object.values(found)
            .map((e) => e?.message)
            .join(', '),
        ),
    )(e);
  };

  const text = (key: 'aisle' | 'rack' | 'shelf', label: string) => (
    <Form.Group className="col-4" controlId={`location-${key}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control {...field(key)} maxLength={20} isInvalid={Boolean(errors[key])} />
    </Form.Group>
  );

  return (
    <DialogForm onSubmit={submit} pending={save.isPending} submitLabel="Create Location">
      <FailureAlert text={failure} onDismiss={() => setFailure(null)} />
      <ZoneField id="location-zone" error={errors.zone_id?.message} {...field('zone_id')} />
      <div className="row g-2">
        {text('aisle', 'Aisle')}
        {text('rack', 'Rack')}
        {text('shelf', 'Shelf')}
      </div>
      <fieldset>
        <legend className="form-label fs-6 mb-1">Coordinates</legend>
        <div className="row g-2">
          <CoordinateInputs
            idPrefix="location"
            field={(axis) => field(`${axis}_coordinate`)}
            invalid={(axis) => Boolean(errors[`${axis}_coordinate`])}
          />
        </div>
        <Form.Text as="p" className="mb-0" aria-live="polite">
          Leave all three empty to derive them from the place: x = zone letter index × 10 + aisle −
          1, y = rack − 1, z = shelf − 1 (a missing number counts as 1).
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
      <NotesField id="location-notes" registration={field('notes')} />
    </DialogForm>
  );
}
