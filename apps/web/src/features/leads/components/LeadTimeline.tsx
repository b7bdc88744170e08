import { formatDateTime } from '../../../lib/format';

/** Submitted; Updated when it differs; Response sent when the customer has had an answer. */
export function LeadTimeline({
  createdAt,
  updatedAt,
  respondedAt,
}: {
  createdAt: string;
  updatedAt: string;
  respondedAt: string | null;
}) {
  const events = [
    { label: 'Submitted', at: createdAt, icon: 'bi bi-send', tone: 'text-primary' },
    ...(updatedAt !== createdAt
      ? [{ label: 'Updated', at: updatedAt, icon: 'bi bi-pencil-square', tone: 'text-info' }]
      : []),
    ...(respondedAt
      ? [{ label: 'Response sent', at: respondedAt, icon: 'bi bi-reply', tone: 'text-success' }]
      : []),
  ];
  return (
    <ol className="list-unstyled mb-0">
      {events.map((e) => (
        <li key={e.label} className="d-flex align-items-start gap-2 py-1">
          <i className={`${e.icon} ${e.tone}`} aria-hidden="true" />
          <div>
            <div className="fw-semibold small">{e.label}</div>
            <time dateTime={e.at} className="small text-body-secondary">
              {formatDateTime(e.at)}
            </time>
          </div>
        </li>
      ))}
    </ol>
  );
}
