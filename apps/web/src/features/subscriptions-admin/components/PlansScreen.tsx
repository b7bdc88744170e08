import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useQuery } from '@tanstack/react-query';
import { PLAN_MONITORING_LABELS, type AdminPlan } from '@shop/contract';
import { EmptyListCard } from '../../../components/list/ListResults';
import { endColumn, TableHead } from '../../../components/list/TableParts';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { PageAlert, type PageAlertMessage } from '../../../components/ui/PageAlert';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { errorText } from '../../../lib/error-text';
import { formatCount, formatMoney } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { adminPlansQuery, usePlanWrite } from '../api/plans';
import { responseText, termText } from '../subscription-labels';
import { PlanDialog } from './PlanDialog';

/**
 * Below xxl the admin frame's side menu leaves too little room (1280 px), so the set-up fee,
 * minimum term and taxable columns fold into a line under the plan's cover (`termsText`).
 */
const WIDE = 'd-none d-xxl-table-cell';
const COLUMNS = [
  'Plan',
  { label: 'Price', className: 'text-end text-nowrap' },
  { label: 'Set-up fee', className: `text-end text-nowrap ${WIDE}` },
  { label: 'Minimum term', className: `text-nowrap ${WIDE}` },
  { label: 'Taxable', className: WIDE },
  'Status',
  endColumn('Subscriptions'),
  endColumn('Actions'),
];

/** What a plan covers, in a line. */
const coverText = (plan: AdminPlan) =>
  [
    PLAN_MONITORING_LABELS[plan.monitoring],
    `${plan.maintenanceVisitsPerYear} ${plan.maintenanceVisitsPerYear === 1 ? 'visit' : 'visits'} a year`,
    plan.responseHours === null ? null : `response within ${responseText(plan.responseHours)}`,
    plan.extendedWarranty ? 'extended warranty' : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** The set-up fee, minimum term and tax, in a line (for screens without their columns). */
const termsText = (plan: AdminPlan) =>
  [
    plan.setupFee === 0 ? 'no set-up fee' : `set-up fee ${formatMoney(plan.setupFee)}`,
    plan.minTermMonths ? `minimum term ${termText(plan.minTermMonths)}` : 'no minimum term',
    plan.taxable ? 'taxable' : 'not taxable',
  ].join(' · ');

type Editing = { plan: AdminPlan | null } | null;

/**
 * /admin/plans: every monitoring and maintenance plan, retired ones too, with how many
 * subscriptions run on each; add one, edit one (new figures are for new subscriptions), retire
 * one (off sale, its subscriptions run on) or offer it again.
 */
export function PlansScreen() {
  useDocumentTitle('Plans');
  const plans = useQuery(adminPlansQuery());
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const status = usePlanWrite({
    onSuccess: (plan) =>
      setAlert({
        variant: 'success',
        text:
          plan.status === 'retired'
            ? `${plan.name} retired: it is no longer offered. Its subscriptions run on.`
            : `${plan.name} is offered again.`,
      }),
    onError: (error) =>
      setAlert({ variant: 'danger', text: errorText(error, 'Failed to change the plan') }),
  });
  const list = plans.data ?? [];
  const nextPosition = list.reduce((max, p) => Math.max(max, p.position), 0) + 1;

  return (
    <div className="container-fluid px-3 px-lg-4 py-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0 me-auto">
          <i className="bi bi-shield-check text-primary me-2" aria-hidden="true" />
          Plans
        </h1>
        <Button onClick={() => setEditing({ plan: null })}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          Add plan
        </Button>
      </div>
      <p className="text-body-secondary">
        The monitoring and maintenance plans customers subscribe to. A changed price applies to new
        subscriptions only; a retired plan is no longer offered, and its subscriptions run on.
      </p>
      <PageAlert message={alert} onClose={() => setAlert(null)} />

      {plans.isPending ? (
        <LoadingState label="Loading plans..." />
      ) : plans.isError ? (
        <ErrorState
          message={errorText(plans.error, 'Failed to load plans')}
          onRetry={() => void plans.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyListCard icon="bi bi-shield-check" text="No plans yet.">
          <Button variant="outline-primary" onClick={() => setEditing({ plan: null })}>
            Add the first plan
          </Button>
        </EmptyListCard>
      ) : (
        <Card className="shadow-sm">
          <Table responsive hover className="align-middle mb-0">
            <TableHead columns={COLUMNS} />
            <tbody>
              {list.map((plan) => (
                <tr
                  key={plan.id}
                  className={plan.status === 'retired' ? 'text-body-secondary' : ''}
                >
                  <td style={{ minWidth: '14rem' }}>
                    <div className="fw-semibold">{plan.name}</div>
                    <div className="small text-body-secondary">{coverText(plan)}</div>
                    <div className="small text-body-secondary d-xxl-none">{termsText(plan)}</div>
                  </td>
                  <td className="text-end text-nowrap">
                    <div>{formatMoney(plan.monthlyPrice)} a month</div>
                    <div className="small text-body-secondary">
                      {plan.yearlyPrice === null
                        ? 'monthly only'
                        : `or ${formatMoney(plan.yearlyPrice)} a year`}
                    </div>
                  </td>
                  <td className={`text-end text-nowrap ${WIDE}`}>
                    {plan.setupFee === 0 ? 'None' : formatMoney(plan.setupFee)}
                  </td>
                  <td className={`text-nowrap ${WIDE}`}>{termText(plan.minTermMonths)}</td>
                  <td className={WIDE}>{plan.taxable ? 'Yes' : 'No'}</td>
                  <td>
                    {plan.status === 'active' ? (
                      <StatusBadge variant="success">Active</StatusBadge>
                    ) : (
                      <StatusBadge variant="secondary">Retired</StatusBadge>
                    )}
                  </td>
                  <td className="text-end">{formatCount(plan.subscriptions)}</td>
                  <td className="text-end">
                    <div className="d-inline-flex gap-1 text-nowrap">
                      <Button
                        size="sm"
                        variant="outline-primary"
                        aria-label={`Edit ${plan.name}`}
                        onClick={() => setEditing({ plan })}
                      >
                        <i className="bi bi-pencil me-1" aria-hidden="true" />
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        variant={plan.status === 'active' ? 'outline-danger' : 'outline-success'}
                        className="text-nowrap"
                        disabled={status.isPending}
                        aria-label={
                          plan.status === 'active'
                            ? `Retire ${plan.name}`
                            : `Offer ${plan.name} again`
                        }
                        onClick={() =>
                          status.mutate({
                            op: 'update',
                            id: plan.id,
                            input: { status: plan.status === 'active' ? 'retired' : 'active' },
                          })
                        }
                      >
                        {plan.status === 'active' ? 'Retire' : 'Offer again'}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      )}

      <PlanDialog
        show={editing !== null}
        plan={editing?.plan ?? null}
        nextPosition={nextPosition}
        onHide={() => setEditing(null)}
        onSaved={(name, added) => {
          setEditing(null);
          setAlert({ variant: 'success', text: added ? `${name} added.` : `${name} saved.` });
        }}
      />
    </div>
  );
}
