import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { userActivityQuery } from '../api/admin-users';
import { formatDateTime } from '../../../lib/format';

const ICONS: Record<string, string> = {
  created: 'bi-person-plus',
  last_login: 'bi-box-arrow-in-right',
  order: 'bi-receipt',
  status_changed: 'bi-toggle-on',
  password_changed: 'bi-key',
  role_changed: 'bi-shield',
  notes_updated: 'bi-journal-text',
  anonymised: 'bi-incognito',
};

/** Account created, last login, profile and status changes and orders, newest first. */
export function UserActivityTab({ userId }: { userId: number }) {
  const activity = useQuery(userActivityQuery(userId));
  if (activity.isPending) return <LoadingState label="Loading activity..." />;
  if (activity.isError)
    return (
      <ErrorState
        retryLabel="Retry"
        message="Failed to load activity"
        onRetry={() => void activity.refetch()}
      />
    );
  return (
    <ul className="list-unstyled mb-0">
      {activity.data.map((a, i) => (
        <li key={`${a.kind}-${a.at}-${i}`} className="d-flex gap-3 py-2 border-bottom">
          <i
            className={`bi ${ICONS[a.kind] ?? 'bi-pencil-square'} text-primary fs-5`}
            aria-hidden="true"
          />
          <div>
            <div>
              {a.orderId ? <Link to={`/admin/orders?order=${a.orderId}`}>{a.text}</Link> : a.text}
              {a.actorName && <span className="text-body-secondary"> by {a.actorName}</span>}
            </div>
            <time className="small text-body-secondary" dateTime={a.at}>
              {formatDateTime(a.at)}
            </time>
          </div>
        </li>
      ))}
    </ul>
  );
}
