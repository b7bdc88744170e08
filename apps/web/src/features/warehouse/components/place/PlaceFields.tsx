import Form from 'react-bootstrap/Form';
import { useQuery } from '@tanstack/react-query';
import { aislesQuery, racksQuery, shelvesQuery } from '../../api/zones';
import { ZoneField } from './ZoneField';

/** A place picked from the warehouse's bins: a zone, then an aisle, a rack and a shelf. */
export type PlaceValue = {
  zone_id: number | null;
  aisle: string;
  rack: string;
  shelf: string;
  /** The bin of the chosen shelf, when one is found. */
  location_id: number | null;
};

export const EMPTY_PLACE: PlaceValue = {
  zone_id: null,
  aisle: '',
  rack: '',
  shelf: '',
  location_id: null,
};

/** A place's parts and coordinates as a form's text fields hold them, all empty. */
export const EMPTY_PLACE_TEXT = {
  aisle: '',
  rack: '',
  shelf: '',
  x_coordinate: '',
  y_coordinate: '',
  z_coordinate: '',
};

type ShelfOption = { shelf: string; location_id: number };

/**
 * The clearing rules (docs/modules/warehouse.md#places-and-coordinates) (unit location update
 * form): a zone clears aisle, rack, shelf and the predefined bin; an aisle clears rack and shelf; a
 * rack clears the shelf; a shelf sets the bin's id if one is found among the rack's shelves.
 */
export function changePlace(
  place: PlaceValue,
  key: 'zone_id' | 'aisle' | 'rack' | 'shelf',
  next: string,
  shelves: readonly ShelfOption[] = [],
): PlaceValue {
  if (key === 'zone_id') return { ...EMPTY_PLACE, zone_id: next === '' ? null : Number(next) };
  if (key === 'aisle') return { ...place, aisle: next, rack: '', shelf: '', location_id: null };
  if (key === 'rack') return { ...place, rack: next, shelf: '', location_id: null };
  return {
    ...place,
    shelf: next,
    location_id: shelves.find((s) => s.shelf === next)?.location_id ?? null,
  };
}

/**
 * The cascading zone -> aisle -> rack -> shelf selects, each with the free places the server
 * counts. Shared by the Set Default Location dialog and the unit screens.
 */
export function PlaceFields({
  idPrefix,
  value,
  onChange,
  disabled = false,
}: {
  idPrefix: string;
  value: PlaceValue;
  onChange: (next: PlaceValue) => void;
  disabled?: boolean;
}) {
  const zoneId = value.zone_id;
  const aisles = useQuery(aislesQuery(zoneId));
  const racks = useQuery(racksQuery(zoneId, value.aisle));
  const shelves = useQuery(shelvesQuery(zoneId, value.aisle, value.rack));
  const set = (key: 'zone_id' | 'aisle' | 'rack' | 'shelf') => (next: string) =>
    onChange(changePlace(value, key, next, shelves.data));

  return (
    <>
      <ZoneField
        id={`${idPrefix}-zone`}
        value={zoneId ?? ''}
        onChange={(e) => set('zone_id')(e.target.value)}
        disabled={disabled}
      />
      <div className="row g-2">
        <Form.Group className="col-12 col-sm-4" controlId={`${idPrefix}-aisle`}>
          <Form.Label>Aisle</Form.Label>
          <Form.Select
            value={value.aisle}
            onChange={(e) => set('aisle')(e.target.value)}
            disabled={disabled || zoneId === null || !aisles.data?.length}
          >
            <option value="">Any</option>
            {(aisles.data ?? []).map((a) => (
              <option key={a.aisle} value={a.aisle}>
                {a.aisle} ({a.available_locations}/{a.total_locations} free)
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-12 col-sm-4" controlId={`${idPrefix}-rack`}>
          <Form.Label>Rack</Form.Label>
          <Form.Select
            value={value.rack}
            onChange={(e) => set('rack')(e.target.value)}
            disabled={disabled || !value.aisle || !racks.data?.length}
          >
            <option value="">Any</option>
            {(racks.data ?? []).map((r) => (
              <option key={r.rack} value={r.rack}>
                {r.rack} ({r.available_locations}/{r.total_locations} free)
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-12 col-sm-4" controlId={`${idPrefix}-shelf`}>
          <Form.Label>Shelf</Form.Label>
          <Form.Select
            value={value.shelf}
            onChange={(e) => set('shelf')(e.target.value)}
            disabled={disabled || !value.rack || !shelves.data?.length}
          >
            <option value="">Any</option>
            {(shelves.data ?? []).map((s) => (
              <option key={s.shelf} value={s.shelf}>
                {s.shelf}
                {s.capacity === null ? '' : ` (${s.available_capacity} of ${s.capacity} free)`}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
    </>
  );
}
