import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { WarehouseLocation } from '@shop/contract';
import { formatDate, plural } from '../../../../lib/format';
import { labelSheetUrl } from '../../api/locations';
import type { AisleGroup, ShelfGroup, ZoneGroup } from '../../location-tree';
import { InactiveBadge, LocationBadges, capacityOf, coordinatesOf } from './LocationBadges';
import { LocationQr } from './LocationQr';
import { DownloadLink } from '../../../../components/ui/DownloadLink';

type Expansion = {
  isOpen: (key: string, level: 'zone' | 'aisle' | 'rack') => boolean;
  toggle: (key: string, level: 'zone' | 'aisle' | 'rack') => void;
};

/**
 * Which groups are open. Zones start open (their aisles are a short list); aisles and racks
 * start closed unless `openAll` (a search narrowed the list), so a warehouse of 5000 bins
 * mounts only the rows someone opened.
 */
function useExpansion(openAll: boolean): Expansion {
  const [flipped, setFlipped] = useState<Record<string, boolean>>({});
  const byDefault = (level: 'zone' | 'aisle' | 'rack') => level === 'zone' || openAll;
  return {
    isOpen: (key, level) => flipped[`${level}:${key}`] ?? byDefault(level),
    toggle: (key, level) =>
      setFlipped((f) => ({
        ...f,
        [`${level}:${key}`]: !(f[`${level}:${key}`] ?? byDefault(level)),
      })),
  };
}

function Toggle({
  open,
  controls,
  onClick,
  children,
  className = '',
}: {
  open: boolean;
  controls: string;
  onClick: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Button
      variant="link"
      className={`text-start text-decoration-none p-0 me-auto ${className}`}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onClick}
    >
      <i className={`bi bi-chevron-${open ? 'down' : 'right'} me-2`} aria-hidden="true" />
      {children}
    </Button>
  );
}

function LabelsLink({ href, what }: { href: string; what: string }) {
  return (
    <DownloadLink
      className="btn btn-sm btn-outline-secondary"
      href={href}
      newTab
      icon={<i className="bi bi-printer me-1" aria-hidden="true" />}
    >
      Print labels <span className="visually-hidden">of {what} (PDF, opens in a new tab)</span>
    </DownloadLink>
  );
}

const domId = (key: string) => `loc-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/**
 * The collapsible tree (docs/modules/warehouse.md#screens): zone, aisle, rack, then one row per
 * shelf.
 */
export function LocationTree({
  zones,
  openAll,
  onView,
  onEditZone,
  returnsZoneId = null,
}: {
  zones: ZoneGroup[];
  openAll: boolean;
  onView: (location: WarehouseLocation) => void;
  /** Opens the zone's corrections: rename, delete, history (ADR 0039). */
  onEditZone: (zoneId: number) => void;
  /** The zone units received back in an RMA go to, shown as such. */
  returnsZoneId?: number | null;
}) {
  const expansion = useExpansion(openAll);
  return (
    <div className="d-grid gap-3">
      {zones.map((zone) => {
        const open = expansion.isOpen(zone.key, 'zone');
        const id = domId(`z${zone.key}`);
        return (
          <Card
            key={zone.key}
            className="shadow-sm"
            as="section"
            aria-label={`Zone ${zone.zoneCode}`}
          >
            <Card.Header className="d-flex flex-wrap align-items-center gap-2">
              {/* The header's tint takes the link blue and the muted grey below 4.5:1: the
                  zone reads in the body's strongest colour (the chevron still says "opens"). */}
              <Toggle
                open={open}
                controls={id}
                onClick={() => expansion.toggle(zone.key, 'zone')}
                className="fw-semibold link-body-emphasis"
              >
                Zone {zone.zoneCode}
                <span className="fw-normal"> — {zone.zoneName}</span>
                <span className="badge text-bg-secondary ms-2">
                  {plural(zone.count, 'location')}
                </span>
                {zone.zoneId === returnsZoneId && (
                  <span className="badge text-bg-warning ms-2">Returns zone</span>
                )}
              </Toggle>
              <LabelsLink href={labelSheetUrl(zone.zoneId)} what={`zone ${zone.zoneCode}`} />
              <Button variant="outline-secondary" size="sm" onClick={() => onEditZone(zone.zoneId)}>
                <i className="bi bi-pencil me-1" aria-hidden="true" />
                Edit <span className="visually-hidden">zone {zone.zoneCode}</span>
              </Button>
            </Card.Header>
            {open && (
              <ul id={id} className="list-unstyled mb-0">
                {zone.aisles.map((aisle) => (
                  <AisleNode
                    key={aisle.key}
                    zone={zone}
                    aisle={aisle}
                    expansion={expansion}
                    onView={onView}
                  />
                ))}
              </ul>
            )}
          </Card>
        );
      })}
    </div>
  );
}

function AisleNode({
  zone,
  aisle,
  expansion,
  onView,
}: {
  zone: ZoneGroup;
  aisle: AisleGroup;
  expansion: Expansion;
  onView: (location: WarehouseLocation) => void;
}) {
  const open = expansion.isOpen(aisle.key, 'aisle');
  const id = domId(`a${aisle.key}`);
  const name = aisle.staging ? 'Staging' : aisle.aisle === '' ? 'No aisle' : `Aisle ${aisle.aisle}`;
  return (
    <li className="border-top">
      <div className="d-flex flex-wrap align-items-center gap-2 px-3 py-2">
        <Toggle open={open} controls={id} onClick={() => expansion.toggle(aisle.key, 'aisle')}>
          {name} <span className="visually-hidden">of zone {zone.zoneCode}</span>
          <span className="badge text-bg-light border ms-2">{plural(aisle.count, 'location')}</span>
        </Toggle>
        {aisle.aisle !== '' && (
          <LabelsLink
            href={labelSheetUrl(zone.zoneId, aisle.aisle)}
            what={`aisle ${aisle.aisle} of zone ${zone.zoneCode}`}
          />
        )}
      </div>
      {open && (
        <ul id={id} className="list-unstyled mb-0 ps-3 ps-md-4">
          {aisle.racks.map((rack) => (
            <RackNode
              key={rack.key}
              zone={zone}
              aisle={aisle}
              rack={rack}
              expansion={expansion}
              onView={onView}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

function RackNode({
  zone,
  aisle,
  rack,
  expansion,
  onView,
}: {
  zone: ZoneGroup;
  aisle: AisleGroup;
  rack: ShelfGroup;
  expansion: Expansion;
  onView: (location: WarehouseLocation) => void;
}) {
  const open = expansion.isOpen(rack.key, 'rack');
  const id = domId(`r${rack.key}`);
  return (
    <li className="border-top">
      <div className="px-3 py-2">
        <Toggle open={open} controls={id} onClick={() => expansion.toggle(rack.key, 'rack')}>
          {aisle.staging ? 'Staging bin' : rack.rack === '' ? 'No rack' : `Rack ${rack.rack}`}{' '}
          <span className="visually-hidden">{`of aisle ${aisle.aisle} in zone ${zone.zoneCode}`}</span>
          <span className="badge text-bg-light border ms-2">
            {plural(rack.locations.length, 'location')}
          </span>
        </Toggle>
      </div>
      {open && (
        <ul id={id} className="list-group list-group-flush mb-0 ps-2 ps-md-4">
          {rack.locations.map((location) => (
            <ShelfRow key={location.id} location={location} onView={onView} />
          ))}
        </ul>
      )}
    </li>
  );
}

function ShelfRow({
  location,
  onView,
}: {
  location: WarehouseLocation;
  onView: (location: WarehouseLocation) => void;
}) {
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-2 gap-md-3 px-2">
      <LocationQr location={location} />
      <div className="d-grid gap-1 me-auto">
        <span className="d-inline-flex flex-wrap gap-1">
          <LocationBadges location={location} />
          {!location.is_active && <InactiveBadge />}
        </span>
        <span className="small font-monospace">{location.location_code}</span>
      </div>
      <dl className="d-flex flex-wrap gap-3 small mb-0">
        <div>
          <dt className="fw-normal text-body-secondary">Coordinates</dt>
          <dd className="mb-0">{coordinatesOf(location)}</dd>
        </div>
        <div>
          <dt className="fw-normal text-body-secondary">Capacity</dt>
          <dd className="mb-0">{capacityOf(location)}</dd>
        </div>
        <div>
          <dt className="fw-normal text-body-secondary">Created</dt>
          <dd className="mb-0">{formatDate(location.created_at)}</dd>
        </div>
      </dl>
      <Button variant="outline-primary" size="sm" onClick={() => onView(location)}>
        <i className="bi bi-eye me-1" aria-hidden="true" />
        Details <span className="visually-hidden">of {location.location_code}</span>
      </Button>
    </li>
  );
}
