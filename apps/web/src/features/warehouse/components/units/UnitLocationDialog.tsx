import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useController } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { UNIT_MESSAGES, unitPlaceSchema, type UnitLocation } from '@shop/contract';
import { ErrorState } from '../../../../components/ui/ErrorState';
import { LoadingState } from '../../../../components/ui/LoadingState';
import { errorText } from '../../../../lib/error-text';
import { formatDateTime } from '../../../../lib/format';
import { useSentForm } from '../../../../lib/use-sent-form';
import { locationHistoryQuery, unitQuery, useMoveUnit } from '../../api/product-units';
import { humanize } from '../../unit-labels';
import { LocationBadges } from './UnitBadges';
import {
  EMPTY_PLACE_DRAFT,
  placeErrors,
  placeInput,
  UnitPlaceForm,
  type PlaceForm,
} from './UnitPlaceForm';
import { UnitDialog, type UnitDialogProps } from './UnitDialog';
import { DetailItem } from '../../../../components/ui/DetailItem';
import { PageAlert, type PageAlertMessage } from '../../../../components/ui/PageAlert';

/** docs/modules/warehouse.md#rules: the history notes when there are more than ten. */
const HISTORY_SHOWN = 10;

const coordinates = (l: UnitLocation) =>
  l.x_coordinate === null ? null : `(${l.x_coordinate}, ${l.y_coordinate}, ${l.z_coordinate})`;

/** A value typed by someone: small, and broken anywhere rather than overflowing. */
const NOTE = 'small text-break';

function CurrentLocation({ location }: { location: UnitLocation | null }) {
  if (!location)
    return <p className="text-body-secondary mb-0">No location currently assigned to this unit.</p>;
  return (
    <dl className="row g-2 mb-0">
      <DetailItem label="Location" className="col-12 col-sm-6" valueClassName="small">
        <LocationBadges
          zone={location.zone_code}
          aisle={location.aisle}
          rack={location.rack}
          shelf={location.shelf}
        />
        {location.location_code && (
          <span className="ms-2 font-monospace">{location.location_code}</span>
        )}
      </DetailItem>
      <DetailItem label="Coordinates" className="col-6 col-sm-3" valueClassName="small">
        {coordinates(location) ?? 'N/A'}
      </DetailItem>
      <DetailItem label="Placed" className="col-6 col-sm-3" valueClassName="small">
        {location.placed_at ? formatDateTime(location.placed_at) : 'N/A'}
      </DetailItem>
      <DetailItem label="Last changed by" className="col-6 col-sm-6" valueClassName={NOTE}>
        {location.updated_by_name ?? 'N/A'}
        {location.updated_by_email && ` (${location.updated_by_email})`}
      </DetailItem>
      <DetailItem label="Reason" className="col-6 col-sm-6" valueClassName={NOTE}>
        {location.last_movement_reason || 'No reason provided'} ({location.last_movement_method})
      </DetailItem>
      {location.location_notes && (
        <DetailItem label="Notes" className="col-12" valueClassName={NOTE}>
          {location.location_notes}
        </DetailItem>
      )}
    </dl>
  );
}

function LocationHistory({ unitId }: { unitId: number }) {
  const history = useQuery(locationHistoryQuery(unitId));
  if (history.isPending) return <LoadingState label="Loading location history..." />;
  if (history.isError)
    return (
      <ErrorState
        message={history.error.message}
        onRetry={() => void history.refetch()}
        retryLabel="Retry"
      />
    );
  if (history.data.length === 0)
    return <p className="text-body-secondary small mb-0">No location history available</p>;
  return (
    <>
      <ol className="list-group">
        {history.data.slice(0, HISTORY_SHOWN).map((h) => (
          <li key={h.id} className="list-group-item small">
            <div className="d-flex flex-wrap justify-content-between gap-2">
              <Badge bg="secondary">{humanize(h.movement_kind)}</Badge>
              <span className="text-body-secondary">{formatDateTime(h.moved_at)}</span>
            </div>
            <div className="mt-1">
              {h.old_location_string || 'No previous location'} &rarr;{' '}
              {h.new_location_string || 'No Location'}
            </div>
            <div className="text-break">{h.movement_reason || 'No reason provided'}</div>
            {h.changed_by_name && <div className="text-body-secondary">By {h.changed_by_name}</div>}
          </li>
        ))}
      </ol>
      {history.data.length > HISTORY_SHOWN && (
        <p className="small text-body-secondary mt-2 mb-0">
          Showing the latest {HISTORY_SHOWN} of {history.data.length} moves.
        </p>
      )}
    </>
  );
}

/**
 * The Location Management modal (docs/modules/warehouse.md#screens): where the unit is, the
 * cascading update form (the checks of docs/modules/warehouse.md#units before sending), and the
 * unit's location history.
 */
export function UnitLocationDialog({ unit: row, ...modal }: UnitDialogProps) {
  const detail = useQuery(unitQuery(row.id));
  const unit = detail.data?.unit ?? row;
  // The place is one value (the picker's clearing rules change several parts at once), checked
  // by the contract's schema as the body it becomes; the problems go to the page alert.
  const { control, handleSubmit, getValues, reset } = useSentForm<PlaceForm>(
    unitPlaceSchema,
    { location: EMPTY_PLACE_DRAFT },
    (values) => placeInput(values.location),
  );
  const { field: location } = useController({ control, name: 'location' });
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);
  const move = useMoveUnit(row.id, {
    onSuccess: () => {
      setAlert({ variant: 'success', text: 'Location updated.' });
      reset({ location: EMPTY_PLACE_DRAFT });
    },
    onError: (error) =>
      setAlert({ variant: 'danger', text: errorText(error, UNIT_MESSAGES.locationFailed) }),
  });
  const submit = handleSubmit(
    ({ location: draft }) => move.mutate(placeInput(draft)),
    () => setAlert({ variant: 'danger', text: placeErrors(getValues().location) ?? '' }),
  );
  return (
    <UnitDialog title="Location Management" unit={unit} {...modal}>
      <Modal.Body className="d-grid gap-3">
        <section>
          <h3 className="h6">Current location</h3>
          <CurrentLocation location={unit.location} />
        </section>
        <section>
          <h3 className="h6">Update location</h3>
          <PageAlert message={alert} onClose={() => setAlert(null)} />
          <Form noValidate className="d-grid gap-3" onSubmit={(e) => void submit(e)}>
            <UnitPlaceForm
              idPrefix="unit-location"
              value={location.value}
              onChange={(next) => {
                location.onChange(next);
                if (alert?.variant === 'success') setAlert(null);
              }}
              disabled={move.isPending}
            />
            <div>
              <Button type="submit" disabled={move.isPending}>
                {move.isPending && (
                  <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
                )}
                Update Location
              </Button>
            </div>
          </Form>
        </section>
        <section>
          <h3 className="h6">Location history</h3>
          <LocationHistory unitId={row.id} />
        </section>
      </Modal.Body>
    </UnitDialog>
  );
}
