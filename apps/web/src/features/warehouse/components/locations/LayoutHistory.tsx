import type { UseQueryResult } from '@tanstack/react-query';
import type { LayoutAction, LayoutChange } from '@shop/contract';
import { ErrorState } from '../../../../components/ui/ErrorState';
import { LoadingState } from '../../../../components/ui/LoadingState';
import { formatDateTime } from '../../../../lib/format';

const ACTION_LABELS: Record<LayoutAction, string> = {
  zone_renamed: 'Zone renamed',
  zone_deleted: 'Zone deleted',
  capacity_changed: 'Capacity changed',
  deactivated: 'Deactivated',
  reactivated: 'Reactivated',
  location_deleted: 'Location deleted',
};

/** The layout history of a zone or a bin (ADR 0039): what changed, who, when. */
export function LayoutHistory({
  title,
  history,
}: {
  title: string;
  history: UseQueryResult<LayoutChange[]>;
}) {
  return (
    <section aria-label={title}>
      <h3 className="h6">{title}</h3>
      {history.isPending ? (
        <LoadingState label="Loading the history..." />
      ) : history.isError ? (
        <ErrorState message="Failed to load the history" onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <p className="text-body-secondary mb-0">No changes recorded</p>
      ) : (
        <ul className="list-group list-group-flush small">
          {history.data.map((change) => (
            <li key={change.id} className="list-group-item px-0">
              <div className="d-flex flex-wrap gap-2">
                <span className="fw-semibold">{ACTION_LABELS[change.action]}</span>
                {change.location_code && (
                  <span className="font-monospace">{change.location_code}</span>
                )}
                <span className="text-body-secondary ms-auto">
                  {formatDateTime(change.created_at)} by {change.changed_by_name ?? 'Unknown'}
                </span>
              </div>
              <div className="text-break">{change.details}</div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
