import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import {
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_STATUS_LABELS,
  type Subscription,
  type SubscriptionDetail as Detail,
} from '@shop/contract';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { DetailItem } from '../../../components/ui/DetailItem';
import { PageAlert, type PageAlertMessage } from '../../../components/ui/PageAlert';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { errorText } from '../../../lib/error-text';
import { formatDate, formatMoney } from '../../../lib/format';
import { useSearchParam } from '../../../lib/use-list-params';
import { useKeepPlan, usePausePlan, usePayInvoice, useResumePlan } from '../api/subscriptions';
import { PER_INTERVAL, siteText, STATUS_VARIANTS } from '../labels';
import { CancelPlanDialog } from './CancelPlanDialog';
import { ChangePlanDialog } from './ChangePlanDialog';
import { InvoicesTable } from './InvoicesTable';
import { PayInvoice } from './PayInvoice';
import { PlanCardChoice } from './PlanCardChoice';
import { PlanCoverage } from './PlanCoverage';

type Open = 'change' | 'cancel' | 'pause' | 'resume' | null;

/**
 * One of the customer's plans (/dashboard/plans/{id}): what it covers, where it stands, the
 * open invoice with Pay now, the card its bills go to, its invoices with their PDFs, and Change
 * plan, Pause or Resume, Cancel or Keep. Each action's outcome is the page's alert.
 */
export function SubscriptionDetail({ detail, started }: { detail: Detail; started: boolean }) {
  const { subscription: s, invoices } = detail;
  const [message, setMessage] = useState<PageAlertMessage | null>(
    started ? { variant: 'success', text: startedText(s) } : null,
  );
  const [open, setOpen] = useState<Open>(null);
  const report = (next: PageAlertMessage) => {
    setMessage(next);
    window.scrollTo({ top: 0 });
  };
  const failed = (fallback: string) => (error: Error) =>
    report({ variant: 'danger', text: errorText(error, fallback) });

  const keep = useKeepPlan(s.id, {
    onSuccess: () => report({ variant: 'success', text: 'Good news: your plan carries on.' }),
    onError: failed('Your plan could not be kept. Please try again.'),
  });
  const pause = usePausePlan(s.id, {
    onSuccess: (plan) => {
      setOpen(null);
      report({
        variant: 'success',
        text: `Your plan pauses on ${formatDate(plan.pauseAt ?? plan.currentPeriodEnd)}. Nothing is billed while it is paused.`,
      });
    },
    onError: (error) => {
      setOpen(null);
      failed('Your plan could not be paused. Please try again.')(error);
    },
  });
  const resume = useResumePlan(s.id, {
    onSuccess: (plan) => {
      setOpen(null);
      report({
        variant: 'success',
        text:
          plan.status === 'active' && s.status === 'paused'
            ? 'Your plan is running again.'
            : 'Your plan keeps running: it will not pause.',
      });
    },
    onError: (error) => {
      setOpen(null);
      failed('Your plan could not be resumed. Please try again.')(error);
    },
  });
  useCardReturn(s.id, report);

  const ending = s.cancelAt !== null && s.status !== 'cancelled';
  const pausing = s.pauseAt !== null && s.status !== 'paused';
  const busy = keep.isPending || pause.isPending || resume.isPending;
  const canChange = s.status === 'active' && !ending;
  const canPause = s.status === 'active' && !ending && !pausing;
  const canCancel = s.status !== 'cancelled' && !ending;

  return (
    <article aria-labelledby="plan-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <h1 id="plan-title" className="h3 mb-0 me-auto">
          {s.plan.name}
        </h1>
        <StatusBadge variant={STATUS_VARIANTS[s.status]}>
          {SUBSCRIPTION_STATUS_LABELS[s.status]}
        </StatusBadge>
      </div>
      <p className="text-body-secondary text-break">
        {s.number} · {siteText(s)}
      </p>
      <PageAlert message={message} onClose={() => setMessage(null)} />

      {ending && (
        <Alert variant="info" className="d-flex flex-wrap align-items-center gap-2">
          <span className="me-auto">
            Your plan ends on <strong>{formatDate(s.cancelAt)}</strong>. Changed your mind?
          </span>
          <Button size="sm" onClick={() => keep.mutate()} disabled={busy}>
            {keep.isPending && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            Keep my plan
          </Button>
        </Alert>
      )}
      {pausing && (
        <Alert variant="info" className="d-flex flex-wrap align-items-center gap-2">
          <span className="me-auto">
            Your plan pauses on <strong>{formatDate(s.pauseAt)}</strong>, at the end of this period.
            Nothing is billed while it is paused.
          </span>
          <Button size="sm" onClick={() => resume.mutate()} disabled={busy}>
            {resume.isPending && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            Keep it running
          </Button>
        </Alert>
      )}
      {s.status === 'paused' && (
        <Alert variant="secondary">
          Your plan is paused{s.pausedAt ? ` since ${formatDate(s.pausedAt)}` : ''}: nothing is
          billed and monitoring and visits are on hold until you resume it.
        </Alert>
      )}
      {s.status === 'cancelled' && (
        <Alert variant="secondary">
          This plan ended{s.cancelledAt ? ` on ${formatDate(s.cancelledAt)}` : ''}.
        </Alert>
      )}

      <div className="row g-4">
        <div className="col-lg-7">
          {s.openInvoice && <PayInvoice subscription={s} invoice={s.openInvoice} report={report} />}
          <section className="card mb-4" aria-labelledby="plan-facts-title">
            <div className="card-body">
              <h2 id="plan-facts-title" className="h5">
                Your plan
              </h2>
              <PlanCoverage plan={s.plan} className="mb-3" />
              <dl className="row g-2 mb-0">
                <DetailItem label="Price" className="col-sm-6">
                  {formatMoney(s.price)}
                  {PER_INTERVAL[s.interval]}
                  {s.taxable && ' plus tax'}
                </DetailItem>
                <DetailItem label="Next bill" className="col-sm-6">
                  {s.nextBill && !ending
                    ? `${formatDate(s.nextBill.at)}: ${formatMoney(s.nextBill.amount)}`
                    : ending
                      ? `None: the plan ends on ${formatDate(s.cancelAt)}`
                      : 'None'}
                </DetailItem>
                <DetailItem label="Current period" className="col-sm-6">
                  {s.currentPeriodStart && s.currentPeriodEnd
                    ? `${formatDate(s.currentPeriodStart)} to ${formatDate(s.currentPeriodEnd)}`
                    : 'Starts once the first invoice is paid'}
                </DetailItem>
                <DetailItem label="Minimum term" className="col-sm-6">
                  {s.minTermMonths === 0
                    ? 'None'
                    : s.minTermEndsAt
                      ? `Until ${formatDate(s.minTermEndsAt)}`
                      : `${s.minTermMonths} months from the start`}
                </DetailItem>
                <DetailItem label="Started" className="col-sm-6">
                  {formatDate(s.startedAt, 'Not yet')}
                </DetailItem>
                {s.credit > 0 && (
                  <DetailItem label="Credit" className="col-sm-6">
                    {formatMoney(s.credit)}, taken off your next bills
                  </DetailItem>
                )}
                <DetailItem label="Site" className="col-12" valueClassName="text-break">
                  {siteText(s)}
                </DetailItem>
              </dl>
            </div>
          </section>
          <section className="card mb-4" aria-labelledby="invoices-title">
            <div className="card-body">
              <h2 id="invoices-title" className="h5">
                Invoices
              </h2>
              <InvoicesTable subscriptionId={s.id} invoices={invoices} />
            </div>
          </section>
        </div>
        <div className="col-lg-5">
          <PlanCardChoice subscription={s} report={report} />
          {(canChange || canPause || canCancel || s.status === 'paused') && (
            <section className="card mb-4" aria-labelledby="manage-title">
              <div className="card-body">
                <h2 id="manage-title" className="h5">
                  Manage your plan
                </h2>
                <div className="d-grid gap-2">
                  {canChange && (
                    <Button
                      variant="outline-primary"
                      onClick={() => setOpen('change')}
                      disabled={busy}
                    >
                      <i className="bi bi-arrow-left-right me-2" aria-hidden="true" />
                      Change plan
                    </Button>
                  )}
                  {canPause && (
                    <Button
                      variant="outline-secondary"
                      onClick={() => setOpen('pause')}
                      disabled={busy}
                    >
                      <i className="bi bi-pause-circle me-2" aria-hidden="true" />
                      Pause
                    </Button>
                  )}
                  {s.status === 'paused' && (
                    <Button variant="primary" onClick={() => setOpen('resume')} disabled={busy}>
                      <i className="bi bi-play-circle me-2" aria-hidden="true" />
                      Resume my plan
                    </Button>
                  )}
                  {canCancel && (
                    <Button
                      variant="outline-danger"
                      onClick={() => setOpen('cancel')}
                      disabled={busy}
                    >
                      Cancel plan
                    </Button>
                  )}
                </div>
              </div>
            </section>
          )}
        </div>
      </div>

      <ChangePlanDialog
        show={open === 'change'}
        subscription={s}
        onHide={() => setOpen(null)}
        report={report}
      />
      <CancelPlanDialog
        show={open === 'cancel'}
        subscription={s}
        onHide={() => setOpen(null)}
        report={report}
      />
      <ConfirmDialog
        show={open === 'pause'}
        title="Pause your plan?"
        message={`Your plan pauses at the end of this period${s.currentPeriodEnd ? `, on ${formatDate(s.currentPeriodEnd)}` : ''}. Nothing is billed while it is paused, and monitoring and visits stop until you resume it. You can take the pause back before then.`}
        confirmLabel="Pause my plan"
        pending={pause.isPending}
        onConfirm={() => pause.mutate()}
        onCancel={() => setOpen(null)}
      />
      <ConfirmDialog
        show={open === 'resume'}
        title="Resume your plan?"
        message={`A new period starts today and is billed now: ${formatMoney(s.price)}${PER_INTERVAL[s.interval]}${s.taxable ? ' plus tax' : ''}, to your card on file.`}
        confirmLabel="Resume my plan"
        pending={resume.isPending}
        onConfirm={() => resume.mutate()}
        onCancel={() => setOpen(null)}
      />
    </article>
  );
}

/** Said once after subscribing: the plan runs, and when the next bill comes. */
function startedText(s: Subscription): string {
  const next = s.nextBill
    ? ` Your next bill is on ${formatDate(s.nextBill.at)}: ${formatMoney(s.nextBill.amount)}.`
    : '';
  return `Your plan has started. Thank you! We e-mailed you the details.${next}`;
}

/**
 * Back from Stripe after a bank's check of a card payment (?invoice=…&payment_intent=…): the
 * payment is recorded once, and the address loses the invoice it named.
 */
function useCardReturn(id: number, report: (message: PageAlertMessage) => void) {
  const [invoice, setInvoice] = useSearchParam('invoice');
  const [paymentIntent] = useSearchParam('payment_intent');
  const [status] = useSearchParam('redirect_status');
  const pay = usePayInvoice({
    onSuccess: () => report({ variant: 'success', text: SUBSCRIPTION_MESSAGES.paid }),
    onError: (error) =>
      report({
        variant: 'danger',
        text: errorText(error, 'Your payment could not be recorded. Please try again.'),
      }),
  });
  const handled = useRef(false);
  useEffect(() => {
    if (!invoice || !paymentIntent || handled.current) return;
    handled.current = true;
    if (status === 'succeeded') {
      pay.mutate({ id, invoiceId: Number(invoice), paymentIntentId: paymentIntent });
    } else {
      report({ variant: 'danger', text: 'Payment failed: the payment was not completed.' });
    }
    setInvoice(null, { replace: true });
  }, [id, invoice, paymentIntent, status, pay, report, setInvoice]);
}
