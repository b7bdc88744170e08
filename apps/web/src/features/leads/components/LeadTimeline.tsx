import type { LeadHistoryEntry } from '@shop/contract';
import { formatDateTime } from '../../../lib/format';

type TimelineEvent = {
  key: string;
  label: string;
  by?: string;
  at: string;
  icon: string;
  tone: string;
};

/** What a change of the history says: "Status: New → In Progress", "Assigned to Mia Chen". */
function changeLabel(change: LeadHistoryEntry, statusLabel: (status: string) => string): string {
  if (change.field === 'status') {
    const from = change.from_value === null ? '' : `${statusLabel(change.from_value)} → `;
    return `Status: ${from}${statusLabel(change.to_value ?? '')}`;
  }
  if (change.to_value === null) return `Unassigned from ${change.from_value ?? 'nobody'}`;
  return `Assigned to ${change.to_value}`;
}

/**
 * Submitted; each change of status and assignee from the lead's history, with who made it;
 * Response sent when the customer has had an answer; Updated when it differs. Oldest first.
 */
export function LeadTimeline({
  createdAt,
  updatedAt,
  respondedAt,
  history,
  statusLabel,
}: {
  createdAt: string;
  updatedAt: string;
  respondedAt: string | null;
  history: LeadHistoryEntry[];
  statusLabel: (status: string) => string;
}) {
  const events: TimelineEvent[] = [
    {
      key: 'submitted',
      label: 'Submitted',
      at: createdAt,
      icon: 'bi bi-send',
      tone: 'text-primary',
    },
    ...[...history].reverse().map((change) => ({
      key: `change-${change.id}`,
      label: changeLabel(change, statusLabel),
      by: change.user_name ?? 'Unknown',
      at: change.created_at,
      icon: change.field === 'status' ? 'bi bi-flag' : 'bi bi-person-check',
      tone: 'text-secondary',
    })),
    ...(respondedAt
      ? [
          {
            key: 'responded',
            label: 'Response sent',
            at: respondedAt,
            icon: 'bi bi-reply',
            tone: 'text-success',
          },
        ]
      : []),
    ...(updatedAt !== createdAt
      ? [
          {
            key: 'updated',
            label: 'Updated',
            at: updatedAt,
            icon: 'bi bi-pencil-square',
            tone: 'text-info',
          },
        ]
      : []),
  ];
  // Stable: events at the same moment keep the order above.
  events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <ol className="list-unstyled mb-0">
      {events.map((e) => (
        <li key={e.key} className="d-flex align-items-start gap-2 py-1">
          <i className={`${e.icon} ${e.tone}`} aria-hidden="true" />
          <div>
            <div className="fw-semibold small">{e.label}</div>
            <div className="small text-body-secondary">
              <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              {e.by && <> by {e.by}</>}
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
