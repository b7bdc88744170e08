import { useEffect, useRef } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import {
  loadPercent,
  OCCUPANCY_LABELS,
  occupancyOf,
  type MapRack,
  type Occupancy,
} from './map-layout';
import { rackLoadText } from './WarehousePlan';

const BADGE: Record<Occupancy, { bg: string; text?: 'dark' }> = {
  empty: { bg: 'light', text: 'dark' },
  partial: { bg: 'success' },
  full: { bg: 'warning', text: 'dark' },
  over: { bg: 'danger' },
  'no-capacity': { bg: 'info', text: 'dark' },
  inactive: { bg: 'secondary' },
};

/** The picked rack: its load and its shelves, each a link to its details on Locations. */
export function RackDetails({
  rack,
  focusOnShow,
  onClose,
}: {
  rack: MapRack;
  /** Picked from the keyboard: focus goes to the heading, so Tab reaches the shelf links. */
  focusOnShow: boolean;
  onClose: () => void;
}) {
  const headingId = `rack-${rack.key.replace(/[^\w-]/g, '_')}`;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow, rack.key]);
  return (
    <Card as="section" aria-labelledby={headingId} className="mt-3">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="h5 mb-0 me-auto">
          {rack.name}
        </h2>
        <span className="small">{rackLoadText(rack)}</span>
        <Button variant="outline-secondary" size="sm" onClick={onClose}>
          Close
        </Button>
      </Card.Header>
      <Table responsive size="sm" className="mb-0 align-middle text-nowrap">
        <thead>
          <tr>
            <th scope="col">Shelf</th>
            <th scope="col">Location</th>
            <th scope="col">Units</th>
            <th scope="col">Capacity</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {[...rack.shelves].reverse().map((shelf) => {
            const state = occupancyOf({
              units: shelf.unit_count,
              capacity: shelf.capacity,
              active: shelf.is_active,
            });
            const percent = loadPercent(shelf.unit_count, shelf.capacity);
            return (
              <tr key={shelf.id}>
                <td>{shelf.shelf || '—'}</td>
                <td>
                  <Link to={`/admin/locations?location=${shelf.id}`}>{shelf.location_code}</Link>
                </td>
                <td>{shelf.unit_count}</td>
                <td>{shelf.capacity === null ? 'N/A' : `${shelf.capacity} (${percent}% used)`}</td>
                <td>
                  <Badge bg={BADGE[state].bg} text={BADGE[state].text}>
                    {OCCUPANCY_LABELS[state]}
                  </Badge>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Card>
  );
}
