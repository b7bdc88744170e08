import { useId, useState } from 'react';
import type { RegisterOptions } from 'react-hook-form';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { createZoneSchema, WAREHOUSE_MESSAGES, ZONE_CODE_MAX, ZONE_GRID } from '@shop/contract';
import { useCreateZone } from '../../api/locations';
import { useSentForm } from '../../../../lib/use-sent-form';
import { formatCount } from '../../../../lib/format';

type ZoneForm = {
  zone_code: string;
  zone_name: string;
  description: string;
  aisles: string;
  racks: string;
  shelves: string;
  location_capacity: string;
};

const EMPTY: ZoneForm = {
  zone_code: '',
  zone_name: '',
  description: '',
  aisles: String(ZONE_GRID.aisles.default),
  racks: String(ZONE_GRID.racks.default),
  shelves: String(ZONE_GRID.shelves.default),
  location_capacity: '',
};

/** warehouse-and-leads.md section 5: a grid size that is not a number counts as its default. */
const gridNumber = (text: string, key: keyof typeof ZONE_GRID) => {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : ZONE_GRID[key].default;
};

/**
 * Create New Zone with Predefined Locations (warehouse-and-leads.md section 2): the zone and one
 * bin for every aisle x rack x shelf, made by the server in one call and one transaction.
 */
export function CreateZoneDialog({
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
          <i className="bi bi-grid-3x3-gap me-2" aria-hidden="true" />
          Create New Zone with Predefined Locations
        </Modal.Title>
      </Modal.Header>
      {show && <ZoneFormBody onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function ZoneFormBody({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (message: string) => void;
}) {
  const {
    field: register,
    handleSubmit,
    watch,
    getValues,
    setValue,
    formState: { errors },
  } = useSentForm<ZoneForm>(createZoneSchema, EMPTY);
  const form = watch();
  const [failure, setFailure] = useState<string | null>(null);
  const total =
    gridNumber(form.aisles, 'aisles') *
    gridNumber(form.racks, 'racks') *
    gridNumber(form.shelves, 'shelves');

  const save = useCreateZone({
    onSuccess: ({ zone, locations_created }) => {
      onCreated(`Zone ${zone.zone_code} created with ${formatCount(locations_created)} locations`);
      onClose();
    },
    // The server's error field when there is one (warehouse-and-leads.md section 8), else the
    // generic text.
    onError: (err: Error) =>
      setFailure(
        err.message.startsWith('HTTP error!') ? WAREHOUSE_MESSAGES.zoneCreateFailed : err.message,
      ),
  });

  // The fields as typed go to the server, which runs the same check and makes the grid.
  const submit = handleSubmit(() => save.mutate(getValues()));

  const field = (
    key: keyof ZoneForm,
    label: string,
    props: Record<string, unknown> = {},
    help?: string,
    options: RegisterOptions<ZoneForm, keyof ZoneForm> = {},
  ) => (
    <Form.Group controlId={`zone-${key}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...register(key, options)}
        isInvalid={Boolean(errors[key])}
        aria-describedby={
          [help && `zone-${key}-help`, errors[key] && `zone-${key}-error`]
            .filter(Boolean)
            .join(' ') || undefined
        }
        {...props}
      />
      {help && <Form.Text id={`zone-${key}-help`}>{help}</Form.Text>}
      <Form.Control.Feedback type="invalid" id={`zone-${key}-error`}>
        {errors[key]?.message}
      </Form.Control.Feedback>
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
        <div className="row g-3">
          <div className="col-sm-4">
            {field(
              'zone_code',
              'Zone code *',
              { maxLength: ZONE_CODE_MAX, className: 'text-uppercase' },
              `Up to ${ZONE_CODE_MAX} characters, e.g. A`,
              // Shown as it will be saved; an error stays until the code is typed.
              {
                onBlur: () => setValue('zone_code', getValues('zone_code').trim().toUpperCase()),
              },
            )}
          </div>
          <div className="col-sm-8">{field('zone_name', 'Zone name *', { maxLength: 100 })}</div>
        </div>
        {field('description', 'Description', { as: 'textarea', rows: 2, maxLength: 500 })}
        <fieldset>
          <legend className="fs-6 fw-semibold">Predefined locations</legend>
          <div className="row g-3">
            <div className="col-6 col-md-3">
              {field(
                'aisles',
                'Aisles',
                { type: 'number', min: ZONE_GRID.aisles.min, max: ZONE_GRID.aisles.max },
                `${ZONE_GRID.aisles.min}-${ZONE_GRID.aisles.max}`,
              )}
            </div>
            <div className="col-6 col-md-3">
              {field(
                'racks',
                'Racks per aisle',
                { type: 'number', min: ZONE_GRID.racks.min, max: ZONE_GRID.racks.max },
                `${ZONE_GRID.racks.min}-${ZONE_GRID.racks.max}`,
              )}
            </div>
            <div className="col-6 col-md-3">
              {field(
                'shelves',
                'Shelves per rack',
                { type: 'number', min: ZONE_GRID.shelves.min, max: ZONE_GRID.shelves.max },
                `${ZONE_GRID.shelves.min}-${ZONE_GRID.shelves.max}`,
              )}
            </div>
            <div className="col-6 col-md-3">
              {field(
                'location_capacity',
                'Capacity per location',
                { type: 'number', min: 0 },
                'Optional',
              )}
            </div>
          </div>
        </fieldset>
        <p className="mb-0" aria-live="polite">
          This creates <strong>{formatCount(total)}</strong> locations (aisles × racks × shelves),
          each with coordinates from its place.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && (
            <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
          )}
          Create Zone
        </Button>
      </Modal.Footer>
    </Form>
  );
}
