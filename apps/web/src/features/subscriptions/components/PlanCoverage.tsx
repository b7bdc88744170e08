import { PLAN_MONITORING_LABELS } from '@shop/contract/plan-options';
import type { Plan } from '@shop/contract/plans';
import { plural } from '../../../lib/format';

type Covered = Pick<
  Plan,
  'monitoring' | 'maintenanceVisitsPerYear' | 'responseHours' | 'extendedWarranty'
>;

/**
 * What a plan covers, one line each: monitoring, visits, the response promise, the warranty.
 * `icon` is the full `bi bi-name` class, written out so the icon subset (icon-subset.ts) finds it.
 */
export function coverageLines(plan: Covered): { icon: string; text: string }[] {
  return [
    {
      icon: plan.monitoring === 'none' ? 'bi bi-dash-circle' : 'bi bi-broadcast',
      text: PLAN_MONITORING_LABELS[plan.monitoring],
    },
    {
      icon: 'bi bi-tools',
      text:
        plan.maintenanceVisitsPerYear > 0
          ? `${plural(plan.maintenanceVisitsPerYear, 'maintenance visit')} a year`
          : 'No maintenance visits',
    },
    ...(plan.responseHours !== null
      ? [
          {
            icon: 'bi bi-stopwatch',
            text: `We respond within ${plural(plan.responseHours, 'hour')}`,
          },
        ]
      : []),
    ...(plan.extendedWarranty
      ? [{ icon: 'bi bi-shield-check', text: 'Extended warranty on your devices' }]
      : []),
  ];
}

/** The plan's cover as a checked list. */
export function PlanCoverage({ plan, className = 'mb-0' }: { plan: Covered; className?: string }) {
  return (
    <ul className={`list-unstyled ${className}`} aria-label="What is covered">
      {coverageLines(plan).map((line) => (
        <li key={line.text} className="d-flex align-items-start gap-2 mb-1">
          <i className={`${line.icon} text-success mt-1`} aria-hidden="true" />
          <span>{line.text}</span>
        </li>
      ))}
    </ul>
  );
}
