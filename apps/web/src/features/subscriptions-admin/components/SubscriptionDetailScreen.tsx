import { useEffect, useState } from 'react';
import Table from 'react-bootstrap/Table';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  PLAN_MONITORING_LABELS,
  SUBSCRIPTION_MESSAGES,
  type AdminSubscriptionDetail,
  type CardOnFile,
} from '@shop/contract';
import { cardBrandLabel } from '@shop/contract/payment-card';
import { hasPermission } from '@shop/contract/permissions';
import { CardSection } from '../../../components/ui/CardSection';
import { BackLink, DetailHeader } from '../../../components/ui/DetailHeader';
import { DetailItem } from '../../../components/ui/DetailItem';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { PageAlert, type PageAlertMessage } from '../../../components/ui/PageAlert';
import { ScrollRegion } from '../../../components/ui/ScrollRegion';
import { useAuth } from '../../../lib/auth';
import { errorText } from '../../../lib/error-text';
import { formatDate, formatDateTime, formatDay, formatMoney } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { adminSubscriptionQuery, useSubscriptionAction } from '../api/subscriptions';
import {
  pricePer,
  readableNote,
  responseText,
  SUBSCRIPTION_EVENT_LABELS,
  termText,
} from '../subscription-labels';
import { InvoicesSection } from './InvoicesSection';
import { SubscriptionActions } from './SubscriptionActions';
import { SubscriptionStatusBadge } from './SubscriptionStatusBadge';
import { TestClockPanel } from './TestClockPanel';
import { positiveId } from '../../../lib/ids';

const cardText = (card: CardOnFile | null) =>
  card === null
    ? 'None'
    : `${cardBrandLabel(card.brand)} ending in ${card.last4}${
        card.expMonth && card.expYear
          ? `, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`
          : ''
      }`;

/** The customer's devices delivered or installed at the plan's site. */
function Devices({ detail }: { detail: AdminSubscriptionDetail }) {
  if (detail.devices.length === 0)
    return (
      <p className="text-body-secondary mb-0">
        No device of the customer&rsquo;s has been delivered or installed at this site.
      </p>
    );
  return (
    <ScrollRegion label="Devices at the site table">
      <Table size="sm" className="align-middle mb-0">
        <thead>
          <tr>
            <th scope="col">Serial</th>
            <th scope="col">Product</th>
            <th scope="col">Order</th>
            <th scope="col">State</th>
            <th scope="col">Warranty ends</th>
          </tr>
        </thead>
        <tbody>
          {detail.devices.map((d) => (
            <tr key={d.unitId}>
              <td className="font-monospace text-nowrap">{d.serial}</td>
              <td style={{ minWidth: '10rem' }}>{d.productName}</td>
              <td className="text-nowrap">{d.orderNumber || '—'}</td>
              <td className="text-nowrap">
                {d.installed ? 'Installed' : 'Delivered'}
                {d.deliveredOn && (
                  <div className="small text-body-secondary">{formatDay(d.deliveredOn)}</div>
                )}
              </td>
              <td className="text-nowrap">
                {d.warrantyEndsOn ? formatDay(d.warrantyEndsOn) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}

/** What happened, newest first: when (on the subscription's clock), what, by whom, the note. */
function History({ detail }: { detail: AdminSubscriptionDetail }) {
  if (detail.events.length === 0) return <p className="text-body-secondary mb-0">Nothing yet.</p>;
  return (
    <ol className="list-unstyled mb-0 d-grid gap-2">
      {detail.events.map((e) => (
        <li key={e.id} className="border-bottom pb-2">
          <div>
            <span className="fw-semibold">{SUBSCRIPTION_EVENT_LABELS[e.kind]}</span>
            {e.invoiceNumber && <span className="small"> · {e.invoiceNumber}</span>}
          </div>
          <div className="small text-body-secondary">
            <time dateTime={e.at}>{formatDateTime(e.at)}</time> · {e.by ?? 'The shop'}
          </div>
          {/* A note that only repeats the invoice's number says nothing more. */}
          {e.note && e.note !== e.invoiceNumber && (
            <div className="small text-break" style={{ whiteSpace: 'pre-wrap' }}>
              {readableNote(e.note)}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The plan, what it covers, and how it is billed. */
function PlanFacts({ detail }: { detail: AdminSubscriptionDetail }) {
  const { subscription: s } = detail;
  const { plan } = s;
  return (
    <dl className="row g-3 mb-0">
      <DetailItem label="Plan" className="col-12">
        <span className="fw-semibold">{plan.name}</span>
        <div className="small">{PLAN_MONITORING_LABELS[plan.monitoring]}</div>
      </DetailItem>
      <DetailItem label="Maintenance visits" className="col-6">
        {plan.maintenanceVisitsPerYear} a year
      </DetailItem>
      <DetailItem label="Response" className="col-6">
        {plan.responseHours === null ? 'No promise' : `Within ${responseText(plan.responseHours)}`}
      </DetailItem>
      <DetailItem label="Extended warranty" className="col-6">
        {plan.extendedWarranty ? 'Yes, while the plan runs' : 'No'}
      </DetailItem>
      <DetailItem label="Price" className="col-6">
        {pricePer(s.price, s.interval)}
        <div className="small text-body-secondary">{s.taxable ? 'plus tax' : 'not taxed'}</div>
      </DetailItem>
      <DetailItem label="Set-up fee" className="col-6">
        {s.setupFee === 0 ? 'None' : formatMoney(s.setupFee)}
      </DetailItem>
      <DetailItem label="Minimum term" className="col-6">
        {termText(s.minTermMonths)}
        {s.minTermEndsAt && (
          <div className="small text-body-secondary">ends {formatDate(s.minTermEndsAt)}</div>
        )}
      </DetailItem>
      <DetailItem label="Card on file" className="col-12">
        {cardText(s.card)}
      </DetailItem>
      <DetailItem label="Credit" className="col-6">
        {formatMoney(s.credit)}
      </DetailItem>
      <DetailItem label="Next bill" className="col-6">
        {s.nextBill ? `${formatMoney(s.nextBill.amount)} on ${formatDate(s.nextBill.at)}` : 'None'}
      </DetailItem>
    </dl>
  );
}

/** The site and the subscription's dates: its period, what is scheduled and what happened. */
function SiteAndDates({ detail }: { detail: AdminSubscriptionDetail }) {
  const { subscription: s } = detail;
  const dates: [string, string | null][] = [
    ['Started', s.startedAt],
    ['Past due since', s.pastDueSince],
    ['Suspended', s.suspendedAt],
    ['Pauses on', s.status === 'paused' ? null : s.pauseAt],
    ['Paused since', s.pausedAt],
    ['Set to end on', s.status === 'cancelled' ? null : s.cancelAt],
    ['Cancelled', s.cancelledAt],
  ];
  return (
    <dl className="row g-3 mb-0">
      <DetailItem label="Site" className="col-12">
        {s.siteName && <div className="fw-semibold">{s.siteName}</div>}
        <div>{s.site.address}</div>
        <div>
          {s.site.city}, {s.site.state} {s.site.zipCode}
        </div>
      </DetailItem>
      <DetailItem label="Current period" className="col-12">
        {s.currentPeriodStart && s.currentPeriodEnd
          ? `${formatDate(s.currentPeriodStart)} to ${formatDate(s.currentPeriodEnd)}`
          : '—'}
      </DetailItem>
      {dates.map(([label, at]) =>
        at ? (
          <DetailItem key={label} label={label} className="col-6">
            {formatDate(at)}
          </DetailItem>
        ) : null,
      )}
    </dl>
  );
}

/** An unpaid start: the plan waits for the customer, who pays its first invoice to start it. */
function WaitingForCustomer({ detail }: { detail: AdminSubscriptionDetail }) {
  const open = detail.subscription.openInvoice;
  return (
    <div className="alert alert-info d-flex align-items-start gap-2">
      <i className="bi bi-hourglass-split mt-1" aria-hidden="true" />
      <div>
        <div className="fw-semibold">
          Waiting for the customer to confirm and pay the first invoice
        </div>
        <div className="small">
          {open
            ? `${open.number}, ${formatMoney(open.total)}. The plan starts once it is paid; nothing is billed before.`
            : 'The plan starts once it is paid; nothing is billed before.'}
        </div>
      </div>
    </div>
  );
}

/**
 * The message a screen that led here left in the history entry (a plan just started for a
 * customer): shown once, then forgotten, so a reload does not repeat it.
 */
function useArrivalNotice(): PageAlertMessage | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice] = useState<PageAlertMessage | null>(() => {
    const text = (location.state as { notice?: unknown } | null)?.notice;
    return typeof text === 'string' ? { variant: 'success', text } : null;
  });
  useEffect(() => {
    if (location.state !== null && location.state !== undefined)
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location.state, location.pathname, location.search, navigate]);
  return notice;
}

/**
 * /admin/subscriptions/{id}: a subscription whole (ADR 0075): its customer, plan and billing,
 * site and devices, invoices (PDF, refund) and history, the actions its status allows, and in
 * test payment mode the test clock.
 */
export function SubscriptionDetailScreen() {
  // An id that is not one (0, "abc") is "not found" without a request.
  const id = positiveId(useParams().id) ?? 0;
  const valid = id > 0;
  const detail = useQuery({ ...adminSubscriptionQuery(id), enabled: valid });
  const action = useSubscriptionAction(id);
  const { user } = useAuth();
  const arrived = useArrivalNotice();
  const [alert, setAlert] = useState<PageAlertMessage | null>(arrived);
  const done = (text: string, failed = false) =>
    setAlert({ variant: failed ? 'danger' : 'success', text });
  useDocumentTitle(detail.data ? detail.data.subscription.number : 'Subscription');

  if (!valid)
    return (
      <div className="container-fluid px-3 px-lg-4 py-4">
        <ErrorState message={SUBSCRIPTION_MESSAGES.notFound} />
      </div>
    );
  if (detail.isPending) return <LoadingState label="Loading the subscription..." />;
  if (detail.isError)
    return (
      <div className="container-fluid px-3 px-lg-4 py-4">
        <BackLink to="/admin/subscriptions" label="Subscriptions" />
        <ErrorState
          className="mt-2"
          message={errorText(detail.error, 'Failed to load the subscription')}
          onRetry={() => void detail.refetch()}
        />
      </div>
    );
  const d = detail.data;
  const { subscription: s, customer } = d;

  return (
    <div className="container-fluid px-3 px-lg-4 py-4">
      <DetailHeader
        back={{ to: '/admin/subscriptions', label: 'Subscriptions' }}
        title={s.number}
        badge={<SubscriptionStatusBadge status={s.status} />}
      >
        {s.plan.name} · {pricePer(s.price, s.interval)} · since {formatDate(s.createdAt)}
      </DetailHeader>
      <PageAlert message={alert} onClose={() => setAlert(null)} />
      {s.status === 'incomplete' && <WaitingForCustomer detail={d} />}

      <div className="row g-3">
        <div className="col-12 col-lg-7">
          <CardSection title="Actions">
            <SubscriptionActions detail={d} action={action} onDone={done} />
          </CardSection>
          {d.testMode && <TestClockPanel detail={d} action={action} onDone={done} />}
          <CardSection title="Invoices">
            <InvoicesSection detail={d} action={action} onDone={done} />
          </CardSection>
          <CardSection title="Devices at the site">
            <Devices detail={d} />
          </CardSection>
          <CardSection title="History">
            <History detail={d} />
          </CardSection>
        </div>
        <div className="col-12 col-lg-5">
          <CardSection title="Customer">
            <dl className="row g-3 mb-0">
              <DetailItem label="Name" className="col-12">
                {hasPermission(user, 'canManageUsers') ? (
                  <Link to={`/admin/customers/${customer.id}`}>{customer.name}</Link>
                ) : (
                  customer.name
                )}
              </DetailItem>
              <DetailItem label="E-mail" className="col-12" valueClassName="text-break">
                {customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : '—'}
              </DetailItem>
              <DetailItem label="Phone" className="col-12">
                {customer.phone ? <a href={`tel:${customer.phone}`}>{customer.phone}</a> : '—'}
              </DetailItem>
            </dl>
          </CardSection>
          <CardSection title="Plan and billing">
            <PlanFacts detail={d} />
          </CardSection>
          <CardSection title="Site and dates">
            <SiteAndDates detail={d} />
          </CardSection>
        </div>
      </div>
    </div>
  );
}
