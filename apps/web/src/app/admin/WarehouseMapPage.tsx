import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { mapDataQuery, type MapData } from '../../features/warehouse/api/map-data';
import { labelMeasure } from '../../features/warehouse/components/map/label-measure';
import { layoutMap, type MapRack } from '../../features/warehouse/components/map/map-layout';
import { MapLegend } from '../../features/warehouse/components/map/MapLegend';
import { RackDetails } from '../../features/warehouse/components/map/RackDetails';
import { MapPatterns, WarehousePlan } from '../../features/warehouse/components/map/WarehousePlan';
import { ErrorState } from '../../components/ui/ErrorState';
import { RefreshButton } from '../../components/ui/RefreshButton';
import { LoadingState } from '../../components/ui/LoadingState';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { plural } from '../../lib/format';
import { useSearchParam } from '../../lib/use-list-params';

/**
 * /admin/warehouse-map (admins only, beyond the spec): the floor plan of the
 * warehouse from GET /locations/map-data, racks coloured by their load, one zone or all.
 */
/**
 * The server's reason when it gave one; without one (a proxy's 502),
 * "Failed to fetch map data: {status}" (docs/modules/warehouse.md#messages) rather than the api
 * client's generic wording.
 */
function mapLoadFailure(error: Error): string {
  if (error instanceof ApiError && error.message.startsWith('HTTP error!')) {
    return `Failed to fetch map data: ${error.status}`;
  }
  return `Failed to load the warehouse map: ${error.message}`;
}

export default function WarehouseMapPage() {
  useDocumentTitle('Warehouse Map');
  const [zoneParam, setZone] = useSearchParam('zone');
  const zone = zoneParam ?? '';
  const map = useQuery(mapDataQuery(zone));

  const switchZone = (next: string) => setZone(next, { replace: true });

  return (
    <div className="container py-4 py-md-5">
      <MapPatterns />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0 me-auto">
          <i className="bi bi-map text-primary me-2" aria-hidden="true" />
          Warehouse Map
        </h1>
        <RefreshButton fetching={map.isFetching} onRefresh={() => void map.refetch()} />
      </div>
      {map.isPending ? (
        <LoadingState label="Loading the warehouse map..." />
      ) : map.isError ? (
        <>
          {zone && <ZoneSwitch zones={[]} zone={zone} onChange={switchZone} />}
          <ErrorState
            message={mapLoadFailure(map.error)}
            onRetry={() => void map.refetch()}
            retryLabel="Retry"
          />
        </>
      ) : (
        <MapView data={map.data} zone={zone} onZone={switchZone} />
      )}
    </div>
  );
}

function ZoneSwitch({
  zones,
  zone,
  onChange,
}: {
  zones: MapData['zones'];
  zone: string;
  onChange: (zone: string) => void;
}) {
  const known = zones.some((z) => z.zone_code === zone);
  return (
    <Form.Group controlId="warehouse-map-zone" className="mb-3" style={{ maxWidth: '20rem' }}>
      <Form.Label>Zone</Form.Label>
      <Form.Select value={zone} onChange={(e) => onChange(e.target.value)}>
        <option value="">All zones</option>
        {zones.map((z) => (
          <option key={z.id} value={z.zone_code}>
            {z.zone_code} · {z.zone_name}
          </option>
        ))}
        {zone && !known && <option value={zone}>{zone}</option>}
      </Form.Select>
    </Form.Group>
  );
}

function MapView({
  data,
  zone,
  onZone,
}: {
  data: MapData;
  zone: string;
  onZone: (zone: string) => void;
}) {
  // The layout is the costly part: once per answer, never on hover or selection.
  const layout = useMemo(() => layoutMap(data, labelMeasure()), [data]);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [focusDetails, setFocusDetails] = useState(false);
  const selected: MapRack | undefined = selectedKey
    ? layout.racks.find((r) => r.key === selectedKey)
    : undefined;
  const { summary } = layout;

  if (data.zones.length === 0 && data.locations.length === 0) {
    return <NoLocations text="No locations yet" />;
  }

  return (
    <>
      <ZoneSwitch zones={data.zones} zone={zone} onChange={onZone} />
      {data.locations.length === 0 ? (
        <NoLocations text={zone ? `No locations yet in zone ${zone}` : 'No locations yet'} />
      ) : (
        <>
          <p className="mb-2" aria-live="polite">
            {plural(summary.locations, 'location')} · {plural(summary.units, 'unit')} ·{' '}
            {plural(summary.full, 'full', 'full')} ·{' '}
            {plural(summary.over, 'over capacity', 'over capacity')}
          </p>
          <MapLegend />
          <p className="small text-body-secondary mt-2 mb-2">
            Point at or Tab to a rack for its load (the arrow keys move between racks); click it or
            press Enter for its shelves. Zoom with the buttons, the mouse wheel, a pinch or + and -
            on a rack (0 fits the plan again); drag to move around a zoomed plan.
          </p>
          <WarehousePlan
            layout={layout}
            selectedKey={selected ? selected.key : null}
            onSelect={(rack, byKeyboard) => {
              setSelectedKey(rack.key);
              setFocusDetails(byKeyboard);
            }}
          />
          {selected && (
            <RackDetails
              rack={selected}
              focusOnShow={focusDetails}
              onClose={() => {
                setSelectedKey(null);
                // Back to the rack the shelves came from, not to the top of the page.
                document
                  .querySelector<SVGElement>(`[data-rack="${CSS.escape(selected.key)}"]`)
                  ?.focus();
              }}
            />
          )}
        </>
      )}
    </>
  );
}

function NoLocations({ text }: { text: string }) {
  return (
    <div className="text-center py-5 border rounded bg-body-tertiary">
      <i className="bi bi-map display-5 text-body-secondary d-block mb-2" aria-hidden="true" />
      <p className="h5">{text}</p>
      <p className="mb-0">
        <Link to="/admin/locations">Create zones and locations on the Locations screen</Link>
      </p>
    </div>
  );
}
