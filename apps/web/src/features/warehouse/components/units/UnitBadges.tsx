import Badge from 'react-bootstrap/Badge';
import { placeName, type UnitStatus } from '@shop/contract';
import { StatusBadge } from '../../../../components/ui/StatusBadge';
import { UNIT_STATUS_LABELS, UNIT_STATUS_VARIANTS } from '../../unit-labels';

export function UnitStatusBadge({ status }: { status: UnitStatus }) {
  return (
    <StatusBadge variant={UNIT_STATUS_VARIANTS[status]}>{UNIT_STATUS_LABELS[status]}</StatusBadge>
  );
}

/**
 * Z/A/R/S badges of a place, "RET staging" for a zone's staging bin (a place of a zone with no
 * aisle, rack or shelf; placeName), or "No Location".
 */
export function LocationBadges({
  zone,
  aisle,
  rack,
  shelf,
}: {
  zone: string | null;
  aisle: string;
  rack: string;
  shelf: string;
}) {
  if (!zone) return <span className="text-body-secondary small">No Location</span>;
  if (!aisle && !rack && !shelf)
    return (
      <Badge bg="light" text="dark" className="border">
        {placeName({ zone_code: zone, aisle, rack, shelf })}
      </Badge>
    );
  const parts = [
    ['Z', 'Zone', zone],
    ['A', 'Aisle', aisle],
    ['R', 'Rack', rack],
    ['S', 'Shelf', shelf],
  ].filter(([, , value]) => value);
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {parts.map(([letter, name, value]) => (
        <Badge key={letter} bg="light" text="dark" className="border" title={`${name} ${value}`}>
          <span aria-hidden="true">{letter}:</span>
          <span className="visually-hidden">{name} </span>
          {value}
        </Badge>
      ))}
    </span>
  );
}
