import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  updateLocationSchema,
  type UpdateLocationInput,
  type WarehouseLocation,
} from '@shop/contract';
import { FailureAlert } from '../../../../components/ui/FailureAlert';
import { errorText } from '../../../../lib/error-text';
import { locationHistoryQuery, useDeleteLocation, useUpdateLocation } from '../../api/locations';
import { DeleteConfirm } from './DeleteConfirm';
import { LayoutHistory } from './LayoutHistory';

/**
 * A bin's corrections (ADR 0039): its capacity (never below the units in it: the
 * server says so), active or not (an inactive bin takes no new units), its deletion while
 * empty, and its layout history. The server's refusals are shown as it words them.
 */
export function LocationCorrections({
  location,
  onDeleted,
}: {
  location: WarehouseLocation;
  onDeleted: (message: string) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UpdateLocationInput, unknown, z.output<typeof updateLocationSchema>>({
    resolver: zodResolver(updateLocationSchema),
    defaultValues: { capacity: location.capacity === null ? '' : String(location.capacity) },
  });
  const capacityError = errors.capacity?.message;
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const history = useQuery(locationHistoryQuery(location.id));
  const update = useUpdateLocation({
    onSuccess: (_data, { input }) =>
      setDone(
        input.is_active === undefined
          ? 'Capacity saved'
          : input.is_active
            ? 'Location reactivated'
            : 'Location deactivated',
      ),
    onError: (err) => setFailure(errorText(err, 'Failed to update location')),
  });
  const remove = useDeleteLocation({
    onSuccess: (data) => onDeleted(data.message),
    onError: (err) => {
      setConfirming(false);
      setFailure(errorText(err, 'Failed to delete the location'));
    },
  });
  const busy = update.isPending || remove.isPending;

  const start = () => {
    setFailure(null);
    setDone(null);
  };
  const saveCapacity = handleSubmit(({ capacity }) =>
    update.mutate({ id: location.id, input: { capacity: capacity ?? null } }),
  );

  // The server refuses these corrections on a staging bin (ADR 0038): none is offered.
  if (location.is_staging) {
    return (
      <section aria-label="Correct this location" className="d-grid gap-3">
        <h3 className="h6 mb-0">Staging bin</h3>
        <p className="small text-body-secondary mb-0">
          Zone {location.zone_code}&rsquo;s staging bin takes every unit placed in the zone without
          a bin. It stays active with no capacity limit, and is deleted only with its zone.
        </p>
        <LayoutHistory title="Location history" history={history} />
      </section>
    );
  }

  return (
    <section aria-label="Correct this location" className="d-grid gap-3">
      <h3 className="h6 mb-0">Correct this location</h3>
      <FailureAlert text={failure} onDismiss={() => setFailure(null)} />
      {done && (
        <p className="text-success small mb-0" role="status">
          {done}
        </p>
      )}
      <div className="d-flex flex-wrap align-items-start gap-3">
        <Form
          noValidate
          onSubmit={(event) => {
            start();
            void saveCapacity(event);
          }}
          aria-label="Capacity"
        >
          <Form.Label htmlFor={`capacity-${location.id}`}>Capacity (empty: no limit)</Form.Label>
          <InputGroup hasValidation>
            <Form.Control
              id={`capacity-${location.id}`}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              isInvalid={capacityError !== undefined}
              {...register('capacity')}
            />
            <Button type="submit" variant="outline-primary" disabled={busy}>
              {update.isPending && update.variables.input.is_active === undefined && (
                <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
              )}
              Save capacity
            </Button>
            <Form.Control.Feedback type="invalid">{capacityError}</Form.Control.Feedback>
          </InputGroup>
        </Form>
        <div className="d-flex flex-wrap gap-2 align-self-end">
          <Button
            variant={location.is_active ? 'outline-warning' : 'outline-success'}
            disabled={busy}
            onClick={() => {
              start();
              update.mutate({ id: location.id, input: { is_active: !location.is_active } });
            }}
          >
            <i
              className={`bi bi-${location.is_active ? 'slash-circle' : 'check-circle'} me-1`}
              aria-hidden="true"
            />
            {location.is_active ? 'Deactivate' : 'Reactivate'}
          </Button>
          <Button
            variant="outline-danger"
            disabled={busy}
            onClick={() => {
              start();
              setConfirming(true);
            }}
          >
            <i className="bi bi-trash me-1" aria-hidden="true" />
            Delete location
          </Button>
        </div>
      </div>
      {confirming && (
        <DeleteConfirm
          question={`Delete location ${location.location_code}? This cannot be undone.`}
          confirmLabel="Delete location"
          pending={remove.isPending}
          onConfirm={() => remove.mutate(location.id)}
          onCancel={() => setConfirming(false)}
        />
      )}
      <LayoutHistory title="Location history" history={history} />
    </section>
  );
}
