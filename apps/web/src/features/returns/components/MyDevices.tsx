import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  DEVICE_MESSAGES,
  DEVICE_UNIT_STATUS_LABELS,
  warrantyTerm,
  type CustomerDevice,
} from '@shop/contract';
import { ListStates } from '../../../components/list/ListStates';
import { Pager } from '../../../components/list/Pager';
import { RmaStatusBadge, WarrantyBadge } from '../../../components/rma/RmaStatusBadge';
import { DetailItem } from '../../../components/ui/DetailItem';
import { formatDay, plural, shopDay } from '../../../lib/format';
import { customerDevicesQuery } from '../api/returns';
import { usePageParam } from '../../../lib/use-list-params';

/** The page of the request form for a device. */
export const requestFormPath = (unitId: number) => `/dashboard/returns/new?unit=${unitId}`;
export const rmaPath = (id: number) => `/dashboard/returns/${id}`;

function returnWindowText(device: CustomerDevice, today: string): string {
  if (!device.returnWindowEndsOn) return '-';
  return today <= device.returnWindowEndsOn
    ? `Open until ${formatDay(device.returnWindowEndsOn)}`
    : `Closed on ${formatDay(device.returnWindowEndsOn)}`;
}

function DeviceCard({ device, today }: { device: CustomerDevice; today: string }) {
  const headingId = `device-${device.unitId}`;
  return (
    <Card as="article" className="mb-3" aria-labelledby={headingId}>
      <Card.Body>
        <div className="d-flex flex-wrap align-items-start gap-3">
          {device.product.imageUrl && (
            <img
              src={device.product.imageUrl}
              alt=""
              width={64}
              height={64}
              className="rounded border flex-shrink-0"
            />
          )}
          <div className="me-auto" style={{ minWidth: 0 }}>
            <h3 id={headingId} className="h6 mb-1 text-break">
              {device.product.name}
            </h3>
            <p className="mb-0 small">
              Serial <span className="font-monospace text-break">{device.serial}</span>
            </p>
          </div>
          <WarrantyBadge state={device.state} />
        </div>
        <dl className="row g-2 mt-2 mb-3 small">
          <DetailItem label="Order" className="col-6 col-md-3">
            {device.orderNumber}
          </DetailItem>
          <DetailItem
            label={device.installed ? 'Installed' : 'Delivered'}
            className="col-6 col-md-3"
          >
            {device.deliveredOn
              ? formatDay(device.deliveredOn)
              : device.shippedOn
                ? `Shipped ${formatDay(device.shippedOn)}`
                : '-'}
          </DetailItem>
          <DetailItem label="Warranty" className="col-6 col-md-3">
            {device.coveredBy
              ? `Extended by your ${device.coveredBy.planName} plan (${device.coveredBy.subscriptionNumber}) while it runs`
              : device.warrantyEndsOn
                ? `${warrantyTerm(device.warrantyMonths)}, until ${formatDay(device.warrantyEndsOn)}`
                : 'No warranty'}
          </DetailItem>
          <DetailItem label="Return window" className="col-6 col-md-3">
            {returnWindowText(device, today)}
          </DetailItem>
          {!['shipped', 'delivered', 'installed'].includes(device.unitStatus) && (
            <DetailItem label="Where it is" className="col-6 col-md-3">
              {DEVICE_UNIT_STATUS_LABELS[device.unitStatus] ?? device.unitStatus}
            </DetailItem>
          )}
        </dl>
        <div className="d-flex flex-wrap align-items-center gap-2">
          {device.openRma ? (
            <>
              <Link className="btn btn-outline-primary btn-sm" to={rmaPath(device.openRma.id)}>
                View {device.openRma.rmaNumber}
              </Link>
              <RmaStatusBadge status={device.openRma.status} />
            </>
          ) : device.canReturn || device.canClaim ? (
            <Link
              className="btn btn-primary btn-sm"
              to={requestFormPath(device.unitId)}
              aria-label={`Return or claim: ${device.product.name}, serial ${device.serial}`}
            >
              Return or claim
            </Link>
          ) : (
            <span className="small text-body-secondary">
              Past its return window and warranty: contact us for a paid repair.
            </span>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}

/** The customer dashboard's My devices tab (/dashboard?tab=devices). */
export function MyDevices() {
  const { page, hrefFor } = usePageParam('devicesPage');
  const query = useQuery(customerDevicesQuery(page));
  const today = shopDay(new Date());
  return (
    <ListStates
      query={query}
      rows={(data) => data.devices}
      texts={{
        loading: 'Loading your devices...',
        loadError: DEVICE_MESSAGES.loadFailed,
        empty: DEVICE_MESSAGES.empty,
      }}
    >
      {({ devices, pagination }) => (
        <section aria-label="Your devices">
          <p className="text-body-secondary small">
            {plural(pagination.totalItems, 'device')}. A return for refund is possible within the
            return window; a warranty claim while the device is in warranty.
          </p>
          {devices.map((device) => (
            <DeviceCard key={device.unitId} device={device} today={today} />
          ))}
          <Pager
            current={pagination.currentPage}
            total={pagination.totalPages}
            hrefFor={hrefFor}
            label="Device pages"
          />
        </section>
      )}
    </ListStates>
  );
}
