import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { BillingInterval, Plan } from '@shop/contract';
import { asCents } from '@shop/contract/money';
import { ListStates } from '../../../components/list/ListStates';
import { formatMoney, plural } from '../../../lib/format';
import { plansQuery } from '../api/plans';
import { INTERVAL_LABELS, PER_INTERVAL } from '../labels';
import { subscribePath } from '../paths';
import { PlanCoverage } from './PlanCoverage';

/**
 * /services' monitoring and maintenance plans (GET /api/plans): each plan's cover and price,
 * monthly or yearly as the switch above them shows, and Subscribe. Its own loading, empty and
 * failed states: the rest of the page does not wait for it.
 */
export function PlanOffers() {
  const query = useQuery(plansQuery());
  // A choice acted on at once, not a form: it only changes the prices shown.
  const [interval, chooseInterval] = useState<BillingInterval>('month');
  const anyYearly = query.data?.some((plan) => plan.yearlyPrice !== null) ?? false;

  return (
    <section className="py-5" aria-labelledby="plans-title">
      <div className="container">
        <div className="d-flex flex-wrap align-items-end gap-3 mb-4">
          <div className="me-auto">
            <h2 id="plans-title" className="fw-bold mb-1">
              Monitoring and maintenance plans
            </h2>
            <p className="text-body-secondary mb-0">
              Round-the-clock monitoring, regular check-ups and fast help, billed monthly or yearly.
            </p>
          </div>
          {anyYearly && (
            <ButtonGroup aria-label="Show prices billed">
              {(['month', 'year'] as const).map((choice) => (
                <Button
                  key={choice}
                  variant={interval === choice ? 'primary' : 'outline-primary'}
                  aria-pressed={interval === choice}
                  onClick={() => chooseInterval(choice)}
                >
                  {INTERVAL_LABELS[choice]}
                </Button>
              ))}
            </ButtonGroup>
          )}
        </div>
        <ListStates
          query={query}
          rows={(plans) => plans}
          texts={{
            loading: 'Loading our plans...',
            loadError: 'Our plans could not be loaded.',
            empty: 'No plans are on sale right now.',
          }}
        >
          {(plans) => (
            <div className="row g-4">
              {plans.map((plan) => (
                <div className="col-12 col-md-6 col-lg-4" key={plan.id}>
                  <PlanOffer plan={plan} interval={interval} />
                </div>
              ))}
            </div>
          )}
        </ListStates>
      </div>
    </section>
  );
}

function PlanOffer({ plan, interval }: { plan: Plan; interval: BillingInterval }) {
  // A plan without a yearly price is billed monthly whatever the switch says.
  const billed: BillingInterval =
    interval === 'year' && plan.yearlyPrice !== null ? 'year' : 'month';
  const price = billed === 'year' ? plan.yearlyPrice! : plan.monthlyPrice;
  const saving =
    plan.yearlyPrice !== null ? asCents(plan.monthlyPrice * 12 - plan.yearlyPrice) : null;
  const titleId = `plan-${plan.id}-title`;
  return (
    <article className="card h-100 shadow-sm" aria-labelledby={titleId}>
      <div className="card-body d-flex flex-column">
        <h3 id={titleId} className="h5 fw-bold">
          {plan.name}
        </h3>
        {plan.description && <p className="text-body-secondary">{plan.description}</p>}
        <p className="mb-1" data-testid={`plan-${plan.id}-price`}>
          <span className="fs-3 fw-bold">{formatMoney(price)}</span>
          <span className="text-body-secondary">{PER_INTERVAL[billed]}</span>
        </p>
        <p className="small text-body-secondary">
          {billed === 'year' && saving !== null && saving > 0
            ? `Save ${formatMoney(saving)} a year over monthly billing.`
            : billed === 'month' && plan.yearlyPrice !== null
              ? `Or ${formatMoney(plan.yearlyPrice)}${PER_INTERVAL.year} billed yearly.`
              : interval === 'year'
                ? 'Billed monthly only.'
                : '\u00a0'}
        </p>
        <PlanCoverage plan={plan} className="mb-3" />
        {(plan.setupFee > 0 || plan.minTermMonths > 0) && (
          <ul className="list-unstyled small text-body-secondary mb-3">
            {plan.setupFee > 0 && <li>One-time set-up fee: {formatMoney(plan.setupFee)}</li>}
            {plan.minTermMonths > 0 && <li>Minimum term: {plural(plan.minTermMonths, 'month')}</li>}
          </ul>
        )}
        <div className="mt-auto">
          <Link to={subscribePath(plan.id, billed)} className="btn btn-primary w-100">
            Subscribe <span className="visually-hidden">to {plan.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
