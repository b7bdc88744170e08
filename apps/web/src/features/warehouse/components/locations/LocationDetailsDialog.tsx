import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { useQuery } from '@tanstack/react-query';
import type { ProductUnit, WarehouseLocation } from '@shop/contract';
import { ErrorState } from '../../../../components/ui/ErrorState';
import { LoadingState } from '../../../../components/ui/LoadingState';
import { formatDate, formatDateTime, formatTime, formatCount } from '../../../../lib/format';
import { locationDetailQuery, locationInventoryQuery } from '../../api/locations';
import { UnitStatusBadge } from '../units/UnitBadges';
import { capacityOf, coordinatesOf, InactiveBadge, LocationBadges } from './LocationBadges';
import { LocationCorrections } from './LocationCorrections';
import { inventorySummary } from './location-inventory';
import { CloseFooter, Dialog } from '../../../../components/ui/Dialog';

/** A failed load: the server's own text, else the one in docs/modules/warehouse.md#messages. */
const loadFailure = (err: Error, fallback: string) =>
  err.message.startsWith('HTTP error!') || err.message.startsWith('Could not reach')
    ? fallback
    : err.message;

/** Location Details (docs/modules/warehouse.md#screens): the bin, then the units on it. */
export function LocationDetailsDialog({
  locationId,
  onClose,
  onDeleted,
}: {
  locationId: number | null;
  onClose: () => void;
  /** The bin was deleted: the server's message. */
  onDeleted: (message: string) => void;
}) {
  const location = useQuery({
    ...locationDetailQuery(locationId ?? 0),
    enabled: locationId !== null,
  });
  return (
    <Dialog
      show={locationId !== null}
      onHide={onClose}
      size="xl"
      icon="geo-alt"
      title={
        <>
          Location Details
          {location.data && (
            <span className="font-monospace ms-2">{location.data.location_code}</span>
          )}
        </>
      }
    >
      <Modal.Body>
        {location.isPending ? (
          <LoadingState label="Loading location details..." />
        ) : location.isError ? (
          <ErrorState
            message={loadFailure(location.error, 'Failed to load location details')}
            onRetry={() => void location.refetch()}
          />
        ) : (
          <Details location={location.data} onDeleted={onDeleted} />
        )}
      </Modal.Body>
      <CloseFooter />
    </Dialog>
  );
}

const TYPE_LABELS: Record<WarehouseLocation['location_type'], string> = {
  standard: 'Standard',
  bulk: 'Bulk',
  oversize: 'Oversize',
  hazardous: 'Hazardous',
};

function Details({
  location,
  onDeleted,
}: {
  location: WarehouseLocation;
  onDeleted: (message: string) => void;
}) {
  const facts: [string, React.ReactNode][] = [
    [
      'Location',
      <span key="b" className="d-inline-flex flex-wrap gap-1">
        <LocationBadges location={location} />
        {!location.is_active && <InactiveBadge />}
      </span>,
    ],
    ['Zone', `${location.zone_code} - ${location.zone_name}`],
    ['Coordinates', coordinatesOf(location)],
    ['Capacity', capacityOf(location)],
    ['Type', TYPE_LABELS[location.location_type]],
    ['Status', location.is_active ? 'Active' : 'Inactive'],
    ['Notes', location.notes || 'None'],
    ['Last updated', formatDateTime(location.updated_at)],
  ];
  return (
    <div className="d-grid gap-4">
      <dl className="row mb-0">
        {facts.map(([label, value]) => (
          <div key={label} className="col-sm-6 col-lg-3 mb-2">
            <dt className="small fw-normal text-body-secondary">{label}</dt>
            <dd className="mb-0 text-break" style={{ whiteSpace: 'pre-line' }}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <Inventory location={location} />
      <LocationCorrections key={location.id} location={location} onDeleted={onDeleted} />
    </div>
  );
}

function Inventory({ location }: { location: WarehouseLocation }) {
  const units = useQuery(locationInventoryQuery(location.id));
  return (
    <section aria-labelledby={`inventory-${location.id}`}>
      <h3 id={`inventory-${location.id}`} className="h6">
        Current Inventory
      </h3>
      {units.isPending ? (
        <LoadingState label="Loading the units here..." />
      ) : units.isError ? (
        <ErrorState
          message="Failed to load the units at this location"
          onRetry={() => void units.refetch()}
        />
      ) : (
        <InventoryTable units={units.data} capacity={location.capacity} />
      )}
    </section>
  );
}

function InventoryTable({ units, capacity }: { units: ProductUnit[]; capacity: number | null }) {
  const summary = inventorySummary(units, capacity);
  return (
    <>
      <dl className="d-flex flex-wrap gap-4 mb-3" aria-label="Inventory summary">
        {(
          [
            ['Product types', formatCount(summary.productTypes)],
            ['Total units', formatCount(summary.totalUnits)],
            ['Capacity used', summary.capacityUsed],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="small fw-normal text-body-secondary">{label}</dt>
            <dd className="mb-0 fs-5 fw-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {units.length === 0 ? (
        <p className="text-body-secondary mb-0">No units at this location.</p>
      ) : (
        <Table responsive size="sm" className="align-middle mb-0">
          <thead>
            <tr>
              <th scope="col">Unit</th>
              <th scope="col">Product</th>
              <th scope="col">Order</th>
              <th scope="col">Status</th>
              <th scope="col">Placed</th>
              <th scope="col">Scanned by</th>
              <th scope="col">Method</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {units.map((u) => {
              const placed = u.location?.placed_at;
              return (
                <tr key={u.id}>
                  <td className="font-monospace">{u.unit_identifier}</td>
                  <td>
                    <div className="small text-body-secondary">{u.product_sku}</div>
                    {u.product_name}
                  </td>
                  <td>{u.order_id === null ? 'No order' : (u.order_number ?? `#${u.order_id}`)}</td>
                  <td>
                    <UnitStatusBadge status={u.status} />
                  </td>
                  <td className="text-nowrap">
                    {placed ? (
                      <>
                        {formatDate(placed)}
                        <div className="small text-body-secondary">{formatTime(placed)}</div>
                      </>
                    ) : (
                      'Unknown'
                    )}
                  </td>
                  <td>{u.location?.updated_by_name || 'Unknown'}</td>
                  <td>{u.location?.last_movement_method || 'manual'}</td>
                  <td>{u.location?.last_movement_reason || 'No reason provided'}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </>
  );
}
