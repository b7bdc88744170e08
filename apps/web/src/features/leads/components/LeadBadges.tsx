import Badge from 'react-bootstrap/Badge';
import type { LeadPriority, Timeframe } from '@shop/contract';
import { PRIORITY_LABELS } from '@shop/contract/lead-labels';
import { PRIORITY_VARIANTS, STATUS_VARIANTS, TIMEFRAME_URGENCY } from '../lead-labels';

/** Yellow and light-blue backgrounds need dark text to stay readable. */
const textFor = (variant: string) =>
  variant === 'warning' || variant === 'info' ? 'dark' : undefined;

export function PriorityBadge({ priority }: { priority: LeadPriority }) {
  const variant = PRIORITY_VARIANTS[priority];
  return (
    <Badge bg={variant} text={textFor(variant)} title="Priority">
      {/* The flag tells it apart from a timeframe badge, which may say the same word. */}
      <i className="bi bi-flag-fill me-1" aria-hidden="true" />
      {PRIORITY_LABELS[priority]}
      <span className="visually-hidden"> priority</span>
    </Badge>
  );
}

export function StatusBadge<S extends keyof typeof STATUS_VARIANTS>({
  status,
  labels,
}: {
  status: S;
  labels: Record<S, string>;
}) {
  const variant = STATUS_VARIANTS[status];
  return (
    <Badge bg={variant} text={textFor(variant)}>
      {labels[status]}
    </Badge>
  );
}

/** How soon the customer wants the system, as an urgency (asap is Urgent). */
export function TimeframeBadge({ timeframe }: { timeframe: Timeframe }) {
  const { label, variant } = TIMEFRAME_URGENCY[timeframe];
  return (
    <Badge bg={variant} text={textFor(variant)} title="Timeframe urgency">
      <i className="bi bi-clock me-1" aria-hidden="true" />
      {label}
      <span className="visually-hidden"> timeframe</span>
    </Badge>
  );
}
