import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DEVICE_MESSAGES } from '@shop/contract';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { customerDeviceQuery } from '../../features/returns/api/returns';
import { rmaPath } from '../../features/returns/components/MyDevices';
import { RmaRequestForm } from '../../features/returns/components/RmaRequestForm';
import { useSearchParam } from '../../lib/use-list-params';

const BACK = '/dashboard?tab=devices';

/** /dashboard/returns/new?unit={unitId}: a return or a warranty claim of one device. */
export default function RmaRequestPage() {
  useDocumentTitle('Return or warranty claim');
  const [unitParam] = useSearchParam('unit');
  const navigate = useNavigate();
  const unitId = Number(unitParam);
  const valid = Number.isInteger(unitId) && unitId > 0;
  const device = useQuery({ ...customerDeviceQuery(unitId), enabled: valid });

  let body: React.ReactNode;
  if (
    !valid ||
    (device.isError && device.error instanceof ApiError && device.error.status === 404)
  ) {
    body = (
      <p>
        {DEVICE_MESSAGES.notFound}. <Link to={BACK}>Back to My devices</Link>
      </p>
    );
  } else if (device.isPending) {
    body = <LoadingState label="Loading the device..." />;
  } else if (device.isError) {
    body = (
      <ErrorState message="The device could not be loaded." onRetry={() => void device.refetch()} />
    );
  } else if (device.data.openRma) {
    body = (
      <p>
        This device already has an open request:{' '}
        <Link to={rmaPath(device.data.openRma.id)}>{device.data.openRma.rmaNumber}</Link>.
      </p>
    );
  } else if (!device.data.canReturn && !device.data.canClaim) {
    body = (
      <p>
        This device is past its return window and its warranty, so a return or a claim cannot be
        filed online. Contact us about a paid repair. <Link to={BACK}>Back to My devices</Link>
      </p>
    );
  } else {
    body = (
      <>
        <p className="text-body-secondary text-break">
          {device.data.product.name} · serial{' '}
          <span className="font-monospace">{device.data.serial}</span> · order{' '}
          {device.data.orderNumber}
        </p>
        <RmaRequestForm
          device={device.data}
          onFiled={(rma) => void navigate(rmaPath(rma.id), { state: { filed: true } })}
        />
      </>
    );
  }
  return (
    <div className="container py-4 py-lg-5" style={{ maxWidth: 760 }}>
      <nav aria-label="Breadcrumb" className="small mb-2">
        <Link to={BACK}>My devices</Link>
      </nav>
      <h1 className="h3 mb-3">Return or warranty claim</h1>
      {body}
    </div>
  );
}
