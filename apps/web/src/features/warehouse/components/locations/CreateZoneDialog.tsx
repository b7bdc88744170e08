import { useState, type ComponentProps, type FormEvent } from 'react';
import type { RegisterOptions } from 'react-hook-form';
import Form from 'react-bootstrap/Form';
import { createZoneSchema, WAREHOUSE_MESSAGES, ZONE_CODE_MAX, ZONE_GRID } from '@shop/contract';
import { useCreateZone } from '../../api/locations';
import { useSentForm } from '../../../../lib/use-sent-form';
import { formatCount } from '../../../../lib/format';
import { Dialog, DialogForm } from '../../../../components/ui/Dialog';
import { FailureAlert } from '../../../../components/ui/FailureAlert';
import type { CreateDialogProps } from './create-dialog';
import { controlState, FormField } from '../../../../components/ui/TextField';

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

/** The zone's grid: how many aisles, racks per aisle and shelves per rack it has. */
const GRID_SIZES = [
  { key: 'aisles', label: 'Aisles' },
  { key: 'racks', label: 'Racks per aisle' },
  { key: 'shelves', label: 'Shelves per rack' },
] as const;

/**
 * docs/modules/warehouse.md#places-and-coordinates: a grid size that is not a number counts as its
 * default.
 */
const gridNumber = (text: string, key: keyof typeof ZONE_GRID) => {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : ZONE_GRID[key].default;
};

/**
 * Create New Zone with Predefined Locations (docs/modules/warehouse.md#screens): the zone and one
 * bin for every aisle x rack x shelf, made by the server in one call and one transaction.
 */
export function CreateZoneDialog({ show, onClose, onCreated }: CreateDialogProps) {
  return (
    <Dialog
      show={show}
      onHide={onClose}
      size="lg"
      icon="grid-3x3-gap"
      title="Create New Zone with Predefined Locations"
    >
      {show && <ZoneFormBody onClose={onClose} onCreated={onCreated} />}
    </Dialog>
  );
}

function ZoneFormBody({ onClose, onCreated }: Omit<CreateDialogProps, 'show'>) {
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
    // The server's error field when there is one (docs/modules/warehouse.md#messages), else the
    // generic text.
    onError: (err: Error) =>
      setFailure(
        err.message.startsWith('HTTP error!') ? WAREHOUSE_MESSAGES.zoneCreateFailed : err.message,
      ),
  });

  // The fields as typed go to the server, which runs the same check and makes the grid.
  const submit = (e: FormEvent) => {
    setFailure(null);
    void handleSubmit(() => save.mutate(getValues()))(e);
  };

  /** A field of the zone in a column of the form's grid, with its help and its error. */
  const field = (
    key: keyof ZoneForm,
    label: string,
    className: string,
    props: ComponentProps<typeof Form.Control> = {},
    help?: string,
    options: RegisterOptions<ZoneForm, keyof ZoneForm> = {},
  ) => {
    const frame = { id: `zone-${key}`, label, help, error: errors[key]?.message };
    return (
      <FormField key={key} {...frame} className={className}>
        <Form.Control {...register(key, options)} {...controlState(frame)} {...props} />
      </FormField>
    );
  };

  return (
    <DialogForm onSubmit={submit} pending={save.isPending} submitLabel="Create Zone">
      <FailureAlert text={failure} onDismiss={() => setFailure(null)} />
      <div className="row g-3">
        {field(
          'zone_code',
          'Zone code *',
          'col-sm-4',
          { maxLength: ZONE_CODE_MAX, className: 'text-uppercase' },
          `Up to ${ZONE_CODE_MAX} characters, e.g. A`,
          // Shown as it will be saved; an error stays until the code is typed.
          { onBlur: () => setValue('zone_code', getValues('zone_code').trim().toUpperCase()) },
        )}
        {field('zone_name', 'Zone name *', 'col-sm-8', { maxLength: 100 })}
      </div>
      {field('description', 'Description', 'mb-0', { as: 'textarea', rows: 2, maxLength: 500 })}
      <fieldset>
        <legend className="fs-6 fw-semibold">Predefined locations</legend>
        <div className="row g-3">
          {GRID_SIZES.map(({ key, label }) => {
            const { min, max } = ZONE_GRID[key];
            return field(
              key,
              label,
              'col-6 col-md-3',
              { type: 'number', min, max },
              `${min}-${max}`,
            );
          })}
          {field(
            'location_capacity',
            'Capacity per location',
            'col-6 col-md-3',
            { type: 'number', min: 0 },
            'Optional',
          )}
        </div>
      </fieldset>
      <p className="mb-0" aria-live="polite">
        This creates <strong>{formatCount(total)}</strong> locations (aisles × racks × shelves),
        each with coordinates from its place.
      </p>
    </DialogForm>
  );
}
