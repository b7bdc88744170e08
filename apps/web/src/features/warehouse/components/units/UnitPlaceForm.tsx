import Form from 'react-bootstrap/Form';
import { useQuery } from '@tanstack/react-query';
import { deriveCoordinates, placeName, unitPlaceSchema, type UnitPlaceInput } from '@shop/contract';
import { zonesQuery } from '../../api/zones';
import { issueText } from '../../../../lib/form-errors';
import { EMPTY_PLACE, PlaceFields, type PlaceValue } from '../place/PlaceFields';

/** The unit location update form's fields (docs/modules/warehouse.md#units). */
export type UnitPlaceDraft = {
  place: PlaceValue;
  x: string;
  y: string;
  z: string;
  notes: string;
  reason: string;
};

/** A form whose place is the whole body (a unit's move, a bulk move). */
export type PlaceForm = { location: UnitPlaceDraft };

export const EMPTY_PLACE_DRAFT: UnitPlaceDraft = {
  place: EMPTY_PLACE,
  x: '',
  y: '',
  z: '',
  notes: '',
  reason: '',
};

/** What the server takes (unitPlaceSchema's input); the update method is manual. */
export function placeInput(draft: UnitPlaceDraft): UnitPlaceInput {
  return {
    warehouse_location_id: draft.place.location_id,
    zone_id: draft.place.zone_id,
    aisle: draft.place.aisle,
    rack: draft.place.rack,
    shelf: draft.place.shelf,
    x_coordinate: draft.x,
    y_coordinate: draft.y,
    z_coordinate: draft.z,
    location_notes: draft.notes,
    movement_reason: draft.reason,
    update_method: 'manual',
  };
}

/**
 * The checks (docs/modules/warehouse.md#messages), with the contract's own schema and messages:
 * null when the form may be sent, else the messages joined with commas (the page alert's text).
 */
export function placeErrors(draft: UnitPlaceDraft): string | null {
  return issueText(unitPlaceSchema.safeParse(placeInput(draft)));
}

/**
 * Zone -> aisle -> rack -> shelf (with their free places), coordinates (step 0.1; left empty
 * they are derived, and the derived ones are shown), notes and, for a move, the reason.
 */
export function UnitPlaceForm({
  idPrefix,
  value,
  onChange,
  withReason = true,
  disabled = false,
}: {
  idPrefix: string;
  value: UnitPlaceDraft;
  onChange: (next: UnitPlaceDraft) => void;
  withReason?: boolean;
  disabled?: boolean;
}) {
  const zones = useQuery(zonesQuery());
  const zone = zones.data?.find((z) => z.id === value.place.zone_id);
  const derived = zone
    ? deriveCoordinates({
        zone: zone.zone_code,
        aisle: value.place.aisle,
        rack: value.place.rack,
        shelf: value.place.shelf,
      })
    : null;
  const set = (key: 'x' | 'y' | 'z' | 'notes' | 'reason') => (text: string) =>
    onChange({ ...value, [key]: text });
  return (
    <>
      <PlaceFields
        idPrefix={idPrefix}
        value={value.place}
        disabled={disabled}
        onChange={(place) =>
          // A new zone starts the coordinates again too.
          onChange(
            place.zone_id === value.place.zone_id
              ? { ...value, place }
              : { ...value, place, x: '', y: '', z: '' },
          )
        }
      />
      {zone && !value.place.aisle && !value.place.rack && !value.place.shelf && (
        <Form.Text className="mt-0">
          No aisle, rack or shelf: the units go to the zone&rsquo;s staging bin,{' '}
          {placeName({ zone_code: zone.zone_code, aisle: '', rack: '', shelf: '' })}.
        </Form.Text>
      )}
      <fieldset className="row g-2">
        <legend className="form-label fs-6 mb-1">Coordinates (optional)</legend>
        {(['x', 'y', 'z'] as const).map((axis) => (
          <Form.Group key={axis} className="col-4" controlId={`${idPrefix}-${axis}`}>
            <Form.Label visuallyHidden>{axis.toUpperCase()} coordinate</Form.Label>
            <Form.Control
              type="number"
              step={0.1}
              inputMode="decimal"
              placeholder={derived ? String(derived[axis]) : axis.toUpperCase()}
              value={value[axis]}
              onChange={(e) => set(axis)(e.target.value)}
              disabled={disabled}
            />
          </Form.Group>
        ))}
        {derived && (
          <Form.Text className="col-12 mt-1">
            Left empty, they are derived: x {derived.x}, y {derived.y}, z {derived.z}.
          </Form.Text>
        )}
      </fieldset>
      <Form.Group controlId={`${idPrefix}-notes`}>
        <Form.Label>Location notes</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={500}
          value={value.notes}
          onChange={(e) => set('notes')(e.target.value)}
          disabled={disabled}
        />
      </Form.Group>
      {withReason && (
        <Form.Group controlId={`${idPrefix}-reason`}>
          <Form.Label>Movement reason</Form.Label>
          <Form.Control
            maxLength={300}
            value={value.reason}
            onChange={(e) => set('reason')(e.target.value)}
            disabled={disabled}
          />
        </Form.Group>
      )}
    </>
  );
}
