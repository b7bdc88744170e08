import type { WarehouseLocation } from '@shop/contract';
import { formatCount } from '../../../../lib/format';

const PARTS = [
  { key: 'zone_code', letter: 'Z', label: 'Zone', tone: 'text-bg-primary' },
  { key: 'aisle', letter: 'A', label: 'Aisle', tone: 'text-bg-success' },
  { key: 'rack', letter: 'R', label: 'Rack', tone: 'text-bg-info' },
  { key: 'shelf', letter: 'S', label: 'Shelf', tone: 'text-bg-warning' },
] as const;

/**
 * The Z/A/R/S badges of a bin (docs/modules/warehouse.md#screens); parts left empty are left out.
 * A zone's staging bin says so (ADR 0038).
 */
export function LocationBadges({
  location,
}: {
  location: Pick<WarehouseLocation, 'zone_code' | 'aisle' | 'rack' | 'shelf'> & {
    is_staging?: boolean;
  };
}) {
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {location.is_staging && <span className="badge text-bg-dark">Staging</span>}
      {PARTS.filter((p) => location[p.key] !== '').map((p) => (
        <span key={p.key} className={`badge ${p.tone}`}>
          <span aria-hidden="true">{p.letter}:</span>
          <span className="visually-hidden">{p.label}</span> {location[p.key]}
        </span>
      ))}
    </span>
  );
}

/** "(x, y, z)" of a bin. */
export const coordinatesOf = (
  l: Pick<WarehouseLocation, 'x_coordinate' | 'y_coordinate' | 'z_coordinate'>,
) => `(${l.x_coordinate}, ${l.y_coordinate}, ${l.z_coordinate})`;

/** A bin's capacity, "N/A" when it has none. */
export const capacityOf = (l: Pick<WarehouseLocation, 'capacity'>) =>
  l.capacity === null ? 'N/A' : formatCount(l.capacity);

/**
 * "Location Inactive" (docs/modules/warehouse.md#default-locations): a deactivated bin takes no
 * new units (ADR 0039).
 */
export function InactiveBadge() {
  return <span className="badge text-bg-secondary">Location Inactive</span>;
}
