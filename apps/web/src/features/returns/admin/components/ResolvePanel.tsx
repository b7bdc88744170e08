import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  asCents,
  RMA_OUTCOME_LABELS,
  RMA_RESOLUTION_MESSAGES,
  RMA_RESOLUTION_NOTE_MAX,
  RMA_RESOLUTIONS,
  rmaResolveSchema,
  type AdminRmaDetail,
  type RmaOutcome,
  type RmaResolution,
  type RmaResolveInput,
  type RmaResolveResponse,
} from '@shop/contract';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog';
import { ErrorState } from '../../../../components/ui/ErrorState';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { refundPreviewQuery, useResolveRma } from '../api/rmas';

/** What the panel needs of the staff queue's RMA detail. */
export type ResolvableRma = Pick<
  AdminRmaDetail,
  'id' | 'rmaNumber' | 'status' | 'preferredOutcome' | 'refundStartedAt' | 'refundInterrupted'
>;

const CHOICES: Record<RmaResolution, { label: string; hint: string }> = {
  refund: {
    label: "Refund the unit's line",
    hint: "Given back to the customer's card through the payment provider, with its tax share.",
  },
  replace: {
    label: 'Send a replacement',
    hint: 'A new unit on a no-charge order that is picked and shipped like any order.',
  },
  repair: {
    label: 'Repair and send back',
    hint: 'The same serial goes back to the customer on a no-charge order.',
  },
};

/** The refund's figures, or why there is nothing to refund, for the chosen refund. */
function RefundPreview({ rmaId }: { rmaId: number }) {
  const preview = useQuery(refundPreviewQuery(rmaId));
  if (preview.isPending) {
    return (
      <p className="small text-body-secondary mb-3" role="status">
        Working out the refund...
      </p>
    );
  }
  if (preview.isError) {
    return (
      <ErrorState
        message={`Could not work out the refund: ${preview.error.message}`}
        onRetry={() => void preview.refetch()}
      />
    );
  }
  const p = preview.data;
  if (p.refusal) {
    return (
      <Alert variant="warning" className="small">
        {p.refusal}
      </Alert>
    );
  }
  return (
    <dl className="row small mb-3" aria-label="Refund preview">
      <dt className="col-7 col-sm-5">Refund</dt>
      <dd className="col-5 col-sm-7 mb-1 fw-semibold">{formatMoney(p.amount)}</dd>
      <dt className="col-7 col-sm-5">of which tax</dt>
      <dd className="col-5 col-sm-7 mb-1">{formatMoney(p.tax)}</dd>
      <dt className="col-7 col-sm-5">Left to refund on {p.orderNumber}</dt>
      <dd className="col-5 col-sm-7 mb-0">{formatMoney(p.refundable)}</dd>
    </dl>
  );
}

/** What the resolution did, once it is done. */
function ResolvedResult({ result }: { result: RmaResolveResponse }) {
  const r = result.resolution;
  return (
    <Alert variant="success" className="mb-0">
      <p className="mb-1">
        <i className="bi bi-check-circle-fill me-2" aria-hidden="true" />
        {result.message}
      </p>
      {r.refund !== null && (
        <p className="mb-0 small">
          Refunded {formatMoney(r.refund)}, including {formatMoney(r.refundTax ?? asCents(0))} of
          tax.
        </p>
      )}
      {r.resolutionOrderNumber && (
        <p className="mb-0 small">
          Order <span className="font-monospace">{r.resolutionOrderNumber}</span> waits in the
          orders to be picked and shipped.
        </p>
      )}
      {r.resolutionNote && <p className="mb-0 small text-break">Note: {r.resolutionNote}</p>}
    </Alert>
  );
}

/**
 * Resolve an inspected RMA (ADR 0049): refund the unit's line (its preview, then a
 * confirmation, since money goes back), send a replacement, or repair and send the same unit
 * back; a note goes to the customer with it. Staff may choose any resolution, whatever the
 * customer asked for.
 */
export function ResolvePanel({ rma }: { rma: ResolvableRma }) {
  // An interrupted refund is finished, not replaced by another resolution (the server says so).
  const preferred = rma.refundInterrupted
    ? 'refund'
    : (RMA_RESOLUTIONS as readonly string[]).includes(rma.preferredOutcome)
      ? (rma.preferredOutcome as RmaResolution)
      : 'replace';
  const { register, handleSubmit, watch } = useForm<
    RmaResolveInput,
    unknown,
    z.output<typeof rmaResolveSchema>
  >({
    resolver: zodResolver(rmaResolveSchema),
    defaultValues: { resolution: preferred, note: '' },
  });
  const choice = watch('resolution');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<RmaResolveResponse | null>(null);
  const headingId = useId();
  const noteId = useId();
  const preview = useQuery({
    ...refundPreviewQuery(rma.id),
    enabled: choice === 'refund' && rma.status === 'inspected' && result === null,
  });
  const resolve = useResolveRma({
    onMutate: () => setError(null),
    onSuccess: (answer) => {
      setConfirming(false);
      setResult(answer);
    },
    onError: (err) => {
      setConfirming(false);
      setError(err.message);
    },
  });

  const send = () => void handleSubmit((values) => resolve.mutate({ rmaId: rma.id, ...values }))();
  const refundBlocked = choice === 'refund' && (!preview.data || preview.data.refusal !== null);
  // A refund gives money back: it is confirmed first, and the confirmation sends it.
  const submit = handleSubmit((values) => {
    if (refundBlocked) return;
    if (values.resolution === 'refund') setConfirming(true);
    else resolve.mutate({ rmaId: rma.id, ...values });
  });

  return (
    <Card as="section" aria-labelledby={headingId} className="mb-3">
      <Card.Body>
        <h2 id={headingId} className="h5">
          Resolve {rma.rmaNumber}
        </h2>
        {result ? (
          <ResolvedResult result={result} />
        ) : rma.status !== 'inspected' ? (
          <p className="mb-0 text-body-secondary">
            An RMA is resolved once its unit is received and inspected.
          </p>
        ) : (
          <Form onSubmit={submit} noValidate>
            {rma.refundInterrupted && rma.refundStartedAt && (
              <Alert variant="warning" className="small">
                <i className="bi bi-exclamation-triangle-fill me-2" aria-hidden="true" />
                {RMA_RESOLUTION_MESSAGES.refundInterrupted(
                  `on ${formatDateTime(rma.refundStartedAt)}`,
                )}
              </Alert>
            )}
            <p className="small text-body-secondary">
              The customer asked for:{' '}
              <strong>{RMA_OUTCOME_LABELS[rma.preferredOutcome as RmaOutcome] ?? '-'}</strong>. You
              may choose any resolution.
            </p>
            <fieldset className="mb-3">
              <legend className="fs-6 fw-semibold">Resolution</legend>
              {RMA_RESOLUTIONS.map((value) => (
                <Form.Check
                  key={value}
                  type="radio"
                  id={`resolve-${rma.id}-${value}`}
                  value={value}
                  className="mb-2"
                  disabled={rma.refundInterrupted && value !== 'refund'}
                  {...register('resolution')}
                  label={
                    <>
                      <span className="d-block">{CHOICES[value].label}</span>
                      <span className="d-block small text-body-secondary">
                        {CHOICES[value].hint}
                      </span>
                    </>
                  }
                />
              ))}
            </fieldset>
            {choice === 'refund' && <RefundPreview rmaId={rma.id} />}
            <Form.Group controlId={noteId} className="mb-3">
              <Form.Label>Note to the customer (optional)</Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                maxLength={RMA_RESOLUTION_NOTE_MAX}
                {...register('note')}
              />
              <Form.Text>It goes in the e-mail that tells the customer the resolution.</Form.Text>
            </Form.Group>
            {error && (
              <ErrorState
                message={error}
                onDismiss={() => setError(null)}
                onRetry={send}
                retryLabel="Try again"
              />
            )}
            <Button
              type="submit"
              variant={choice === 'refund' ? 'danger' : 'primary'}
              disabled={resolve.isPending || refundBlocked}
            >
              {resolve.isPending
                ? 'Resolving...'
                : choice === 'refund'
                  ? 'Refund...'
                  : choice === 'replace'
                    ? 'Send a replacement'
                    : 'Repair and send back'}
            </Button>
          </Form>
        )}
      </Card.Body>
      <ConfirmDialog
        show={confirming}
        title={`Refund ${rma.rmaNumber}?`}
        message={
          preview.data
            ? `${formatMoney(preview.data.amount)} (including ${formatMoney(preview.data.tax)} of tax) goes back to the customer's card. A refund cannot be undone.`
            : "The unit's line goes back to the customer's card. A refund cannot be undone."
        }
        confirmLabel="Refund"
        variant="danger"
        pending={resolve.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
