import { useState } from 'react';
import Table from 'react-bootstrap/Table';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  isOpenRma,
  ORDER_STATUS_LABELS,
  UNIT_STATUS_LABELS,
  RMA_INSPECTION_LABELS,
  RMA_KIND_LABELS,
  RMA_OUTCOME_LABELS,
  RMA_REASON_LABELS,
  RMA_RESOLUTION_LABELS,
  RMA_STATUS_LABELS,
  type AdminRmaDetail,
  type OrderStatus,
  type UnitStatus,
} from '@shop/contract';
import { CardSection } from '../../../../components/ui/CardSection';
import { DetailHeader } from '../../../../components/ui/DetailHeader';
import { DetailItem } from '../../../../components/ui/DetailItem';
import { ErrorState } from '../../../../components/ui/ErrorState';
import { LoadingState } from '../../../../components/ui/LoadingState';
import { PageAlert, type PageAlertMessage } from '../../../../components/ui/PageAlert';
import { errorText } from '../../../../lib/error-text';
import { formatDateTime, formatDay } from '../../../../lib/format';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { rmaQuery } from '../api/rmas';
import { RmaStatusBadge } from '../../../../components/rma/RmaStatusBadge';
import { daysText } from '../rma-labels';
import { ResolvePanel } from './ResolvePanel';
import { RmaSteps } from './RmaSteps';
import { ScrollRegion } from '../../../../components/ui/ScrollRegion';

const who = (name: string | null) => (name ? ` by ${name}` : '');

/** The steps so far, oldest first: who took each and when, with the note given. */
function Steps({ rma }: { rma: AdminRmaDetail }) {
  return (
    <ol className="list-unstyled mb-0 d-grid gap-2">
      {rma.events.map((e) => (
        <li key={e.id}>
          <div>
            <span className="fw-semibold">{RMA_STATUS_LABELS[e.toStatus]}</span>
            <span className="text-body-secondary small">
              {' '}
              {formatDateTime(e.createdAt)}
              {e.byCustomer ? ' by the customer' : who(e.userName)}
            </span>
          </div>
          {e.note && (
            <div className="small text-break" style={{ whiteSpace: 'pre-wrap' }}>
              {e.note}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Every movement of the unit, oldest first: what it went through before it came back. */
function UnitHistory({ rma }: { rma: AdminRmaDetail }) {
  if (rma.unit.history.length === 0)
    return <p className="text-body-secondary mb-0">No movements recorded.</p>;
  return (
    <ScrollRegion label="Unit history table">
      <Table size="sm" className="mb-0 align-middle">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Status</th>
            <th scope="col">Where</th>
            <th scope="col">What</th>
          </tr>
        </thead>
        <tbody>
          {rma.unit.history.map((m) => (
            <tr key={m.id}>
              <td className="text-nowrap">{formatDateTime(m.created_at)}</td>
              <td className="text-nowrap">
                {m.from_status && m.from_status !== m.to_status
                  ? `${UNIT_STATUS_LABELS[m.from_status as UnitStatus] ?? m.from_status} → ${UNIT_STATUS_LABELS[m.to_status as UnitStatus] ?? m.to_status}`
                  : (UNIT_STATUS_LABELS[m.to_status as UnitStatus] ?? m.to_status)}
              </td>
              <td className="text-nowrap">{m.to_location ?? '—'}</td>
              <td className="small" style={{ minWidth: '12rem' }}>
                {m.reason || m.notes}
                {m.created_by_name && (
                  <span className="text-body-secondary"> ({m.created_by_name})</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}

/**
 * /admin/rmas/{id}: an RMA whole (ADR 0048): what the customer asked and why (their
 * text shown as text, their photos as images), the customer and the order, the unit's whole
 * history, the steps so far, and the step that fits its status.
 */
export function RmaDetailScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const rma = useQuery({ ...rmaQuery(id), enabled: valid });
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);
  // The resolve panel stays for the RMA it was shown for: resolving reloads the RMA as
  // resolved, and the panel then tells what was done (the refund, the order to ship).
  const [resolvingId, setResolvingId] = useState<number | null>(null);
  if (rma.data?.status === 'inspected' && resolvingId !== rma.data.id) setResolvingId(rma.data.id);
  useDocumentTitle(rma.data ? rma.data.rmaNumber : 'Return');

  if (!valid) return <ErrorState message="RMA not found" />;
  if (rma.isPending) return <LoadingState label="Loading the return..." />;
  if (rma.isError)
    return (
      <div className="container-fluid px-3 px-lg-4 py-4">
        <ErrorState
          message={errorText(rma.error, 'Failed to load the return')}
          onRetry={() => void rma.refetch()}
        />
      </div>
    );
  const r = rma.data;

  return (
    <div className="container-fluid px-3 px-lg-4 py-4">
      <DetailHeader
        back={{ to: '/admin/rmas', label: 'Returns' }}
        title={r.rmaNumber}
        badge={<RmaStatusBadge status={r.status} />}
      >
        {RMA_KIND_LABELS[r.kind]} · filed {formatDateTime(r.createdAt)} ·{' '}
        {isOpenRma(r.status)
          ? `open ${daysText(r.daysOpen).toLowerCase()}`
          : r.daysOpen <= 0
            ? 'closed the same day'
            : `closed after ${daysText(r.daysOpen)}`}
      </DetailHeader>
      <PageAlert message={alert} onClose={() => setAlert(null)} />

      <div className="row g-3">
        <div className="col-12 col-lg-7">
          {['requested', 'approved', 'received'].includes(r.status) && (
            <CardSection title="Next step">
              <RmaSteps rma={r} onDone={setAlert} />
            </CardSection>
          )}
          {(r.status === 'inspected' || resolvingId === r.id) && (
            <ResolvePanel key={r.id} rma={r} />
          )}
          <CardSection title="Request">
            <dl className="row g-3 mb-0">
              <DetailItem label="Reason" className="col-6">
                {RMA_REASON_LABELS[r.reason]}
              </DetailItem>
              <DetailItem label="Customer wants" className="col-6">
                {RMA_OUTCOME_LABELS[r.preferredOutcome]}
              </DetailItem>
              <DetailItem label="Description" className="col-12">
                <span className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
                  {r.description}
                </span>
              </DetailItem>
              {r.decisionNote && (
                <DetailItem
                  label={r.status === 'rejected' ? 'Reason for rejecting' : 'Note to the customer'}
                  className="col-12"
                >
                  <span className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
                    {r.decisionNote}
                  </span>
                </DetailItem>
              )}
              {r.inspectionResult && (
                <DetailItem label="Inspection" className="col-12">
                  {RMA_INSPECTION_LABELS[r.inspectionResult]}
                  {who(r.inspectedBy)}
                  {r.inspectionNotes && (
                    <div className="small text-break" style={{ whiteSpace: 'pre-wrap' }}>
                      {r.inspectionNotes}
                    </div>
                  )}
                </DetailItem>
              )}
              {r.resolution && (
                <DetailItem label="Resolution" className="col-12">
                  {RMA_RESOLUTION_LABELS[r.resolution]}
                  {who(r.resolvedBy)}
                  {r.resolutionOrderNumber && ` · order ${r.resolutionOrderNumber}`}
                </DetailItem>
              )}
            </dl>
            {r.photos.length > 0 && (
              <div className="d-flex flex-wrap gap-2 mt-3">
                {r.photos.map((p) => (
                  <a key={p.position} href={p.url} target="_blank" rel="noreferrer">
                    <img
                      src={p.url}
                      alt={`Photo ${p.position} of ${r.rmaNumber}`}
                      width={160}
                      height={Math.round((160 * p.height) / Math.max(1, p.width))}
                      className="rounded border object-fit-cover"
                      loading="lazy"
                    />
                  </a>
                ))}
              </div>
            )}
          </CardSection>
          <CardSection title="Unit history">
            <UnitHistory rma={r} />
          </CardSection>
        </div>
        <div className="col-12 col-lg-5">
          <CardSection title="Customer">
            <dl className="row g-3 mb-0">
              <DetailItem label="Name" className="col-12">
                {r.customer ? (
                  <Link to={`/admin/customers/${r.customer.id}`}>{r.customer.name}</Link>
                ) : (
                  r.customerName
                )}
              </DetailItem>
              <DetailItem label="E-mail" className="col-12" valueClassName="text-break">
                {r.customer?.email ?? r.customerEmail}
              </DetailItem>
            </dl>
          </CardSection>
          <CardSection title="Unit and order">
            <dl className="row g-3 mb-0">
              <DetailItem label="Product" className="col-12">
                {r.productName}
              </DetailItem>
              <DetailItem label="Serial" className="col-6" valueClassName="font-monospace">
                {r.unitIdentifier}
              </DetailItem>
              <DetailItem label="Unit now" className="col-6">
                {UNIT_STATUS_LABELS[r.unit.status as UnitStatus] ?? r.unit.status}
                {r.unit.location && ` in ${r.unit.location}`}
              </DetailItem>
              <DetailItem label="Order" className="col-6">
                <Link to={`/admin/orders?search=${encodeURIComponent(r.order.orderNumber)}`}>
                  {r.order.orderNumber}
                </Link>{' '}
                <span className="text-body-secondary small">
                  ({ORDER_STATUS_LABELS[r.order.status as OrderStatus] ?? r.order.status})
                </span>
              </DetailItem>
              <DetailItem label="Delivered" className="col-6">
                {r.deliveredOn ? formatDay(r.deliveredOn) : '—'}
              </DetailItem>
              <DetailItem label="Warranty ends" className="col-6">
                {r.warrantyEndsOn ? formatDay(r.warrantyEndsOn) : '—'}
              </DetailItem>
            </dl>
          </CardSection>
          <CardSection title="Steps">
            <Steps rma={r} />
          </CardSection>
        </div>
      </div>
    </div>
  );
}
