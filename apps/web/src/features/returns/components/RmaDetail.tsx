import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import {
  customerStepNote,
  RMA_INSPECTION_LABELS,
  RMA_KIND_LABELS,
  RMA_OUTCOME_LABELS,
  RMA_REASON_LABELS,
  RMA_RESOLUTION_LABELS,
  RMA_STATUS_LABELS,
  type CustomerRma,
} from '@shop/contract';
import { RmaStatusBadge } from '../../../components/rma/RmaStatusBadge';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { DetailItem } from '../../../components/ui/DetailItem';
import { DownloadLink } from '../../../components/ui/DownloadLink';
import { errorText } from '../../../lib/error-text';
import { formatDateTime, formatDay, formatMoney } from '../../../lib/format';
import { rmaLabelUrl, useWithdrawRma } from '../api/returns';
import { PageAlert, type PageAlertMessage } from '../../../components/ui/PageAlert';

/**
 * One of the customer's RMAs (ADR 0047): where it stands, every step with who and
 * when, what they sent (the description as text, the photos as images), staff's decision,
 * the inspection and the resolution; Print return label once approved until the unit is
 * received, and Withdraw while it is requested or approved. Every text of the customer or
 * of staff is shown as text.
 */
export function RmaDetail({ rma, filed = false }: { rma: CustomerRma; filed?: boolean }) {
  const [confirming, setConfirming] = useState(false);
  // The label is for sending the unit, which waits for the approval: nothing on
  // this page asks for the device before then.
  const showLabel = rma.labelAvailable && rma.status === 'approved';
  // The note of the filing lasts while the request waits for its decision.
  const [filedNote, setFiledNote] = useState(filed);
  const [message, setMessage] = useState<PageAlertMessage | null>(null);
  const withdraw = useWithdrawRma({
    onSuccess: () => {
      setConfirming(false);
      setFiledNote(false);
      setMessage({ variant: 'success', text: `Request ${rma.rmaNumber} withdrawn.` });
    },
    onError: (error) => {
      setConfirming(false);
      setMessage({
        variant: 'danger',
        text: errorText(error, 'The request could not be withdrawn. Please try again.'),
      });
    },
  });

  return (
    <article aria-labelledby="rma-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 id="rma-title" className="h3 mb-0 me-auto text-nowrap">
          {rma.rmaNumber}
        </h1>
        <RmaStatusBadge status={rma.status} />
      </div>
      <p className="text-body-secondary text-break">
        {RMA_KIND_LABELS[rma.kind]} · {rma.productName} · serial{' '}
        <span className="font-monospace">{rma.serial}</span>
      </p>
      {filedNote && rma.status === 'requested' && (
        <Alert
          variant="success"
          dismissible
          onClose={() => setFiledNote(false)}
          closeLabel="Dismiss"
        >
          Request {rma.rmaNumber} sent. We e-mailed you a confirmation and e-mail you again when we
          have decided.
        </Alert>
      )}
      <PageAlert message={message} onClose={() => setMessage(null)} />

      {(showLabel || rma.canWithdraw) && (
        <div className="d-flex flex-wrap align-items-start gap-2 mb-4">
          {showLabel && (
            <DownloadLink
              href={rmaLabelUrl(rma.id)}
              newTab
              className="btn btn-primary"
              icon={<i className="bi bi-printer me-1" aria-hidden="true" />}
            >
              Print return label
            </DownloadLink>
          )}
          {rma.canWithdraw && (
            <Button variant="outline-danger" onClick={() => setConfirming(true)}>
              Withdraw
            </Button>
          )}
        </div>
      )}
      {rma.status === 'requested' && (
        <Alert variant="info">
          We review your request and e-mail you our decision. Please keep the device until we
          approve the request: this page then has the return label and how to send it.
        </Alert>
      )}
      {rma.status === 'approved' && (
        <Alert variant="info">
          Approved: print the return label, write {rma.rmaNumber} on the box, and send the device to
          the address on the label.
        </Alert>
      )}

      <div className="row g-4">
        <div className="col-lg-7">
          <Card className="mb-4">
            <Card.Body>
              <h2 className="h5">Your request</h2>
              <dl className="row g-2 mb-3 small">
                <DetailItem label="Reason" className="col-6">
                  {RMA_REASON_LABELS[rma.reason]}
                </DetailItem>
                <DetailItem label="You would like" className="col-6">
                  {RMA_OUTCOME_LABELS[rma.preferredOutcome]}
                </DetailItem>
                <DetailItem label="Order" className="col-6">
                  {rma.orderNumber}
                </DetailItem>
                <DetailItem label="Warranty until" className="col-6">
                  {rma.warrantyEndsOn ? formatDay(rma.warrantyEndsOn) : '-'}
                </DetailItem>
              </dl>
              <h3 className="h6">What happened</h3>
              <p className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
                {rma.description}
              </p>
              {rma.photos.length > 0 && (
                <>
                  <h3 className="h6">Photos</h3>
                  <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
                    {rma.photos.map((photo) => (
                      <li key={photo.position}>
                        <a href={photo.url} target="_blank" rel="noopener noreferrer">
                          <img
                            src={photo.url}
                            alt={`Photo ${photo.position} you sent`}
                            width={120}
                            height={Math.round((120 * photo.height) / photo.width)}
                            className="rounded border"
                            style={{ objectFit: 'cover', maxHeight: 160 }}
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </Card.Body>
          </Card>
          {(rma.decisionNote || rma.inspectionResult || rma.resolution || rma.refund !== null) && (
            <Card className="mb-4">
              <Card.Body>
                <h2 className="h5">Our answer</h2>
                <dl className="row g-2 mb-0 small">
                  {rma.decisionNote && (
                    <DetailItem label="Our note" className="col-12" valueClassName="text-break">
                      <span style={{ whiteSpace: 'pre-wrap' }}>{rma.decisionNote}</span>
                    </DetailItem>
                  )}
                  {rma.inspectionResult && (
                    <DetailItem label="Inspection" className="col-6">
                      {RMA_INSPECTION_LABELS[rma.inspectionResult]}
                    </DetailItem>
                  )}
                  {rma.resolution && (
                    <DetailItem label="Resolution" className="col-6">
                      {RMA_RESOLUTION_LABELS[rma.resolution]}
                    </DetailItem>
                  )}
                  {rma.resolutionNote && (
                    <DetailItem label="About it" className="col-12" valueClassName="text-break">
                      <span style={{ whiteSpace: 'pre-wrap' }}>{rma.resolutionNote}</span>
                    </DetailItem>
                  )}
                  {rma.refund !== null && (
                    <DetailItem label="Refunded" className="col-6">
                      {formatMoney(rma.refund)}
                    </DetailItem>
                  )}
                  {rma.resolutionOrderNumber && (
                    <DetailItem
                      label={
                        rma.resolution === 'replace'
                          ? 'Replacement ships on order'
                          : 'Sent back on order'
                      }
                      className="col-6"
                    >
                      {rma.resolutionOrderNumber}
                    </DetailItem>
                  )}
                </dl>
              </Card.Body>
            </Card>
          )}
        </div>
        <div className="col-lg-5">
          <h2 className="h5">Steps</h2>
          <ol className="list-unstyled border-start ps-3" aria-label="Steps of the request">
            {rma.steps.map((step, i) => {
              // Only a decision's, a withdrawal's or the resolution's note is the customer's.
              const note = customerStepNote(step.status, step.note);
              return (
                <li key={i} className="mb-3">
                  <div className="fw-semibold">{RMA_STATUS_LABELS[step.status]}</div>
                  <div className="small text-body-secondary">
                    {formatDateTime(step.at)} · {step.by}
                  </div>
                  {note && (
                    <div className="small text-break" style={{ whiteSpace: 'pre-wrap' }}>
                      {note}
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        </div>
      </div>

      <ConfirmDialog
        show={confirming}
        title={`Withdraw ${rma.rmaNumber}?`}
        message="We stop working on the request. You can file a new one for the device later while it is in its return window or warranty."
        confirmLabel="Withdraw request"
        variant="danger"
        pending={withdraw.isPending}
        onConfirm={() => withdraw.mutate(rma.id)}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}
