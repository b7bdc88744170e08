import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useQuery } from '@tanstack/react-query';
import type { UnitMovement } from '@shop/contract';
import { ErrorState } from '../../../../components/ui/ErrorState';
import { LoadingState } from '../../../../components/ui/LoadingState';
import { formatDateTime } from '../../../../lib/format';
import { unitMovementsQuery } from '../../api/product-units';
import { humanize } from '../../unit-labels';

/** docs/modules/warehouse.md#rules: the detail shows the first five movements, with a View All. */
const FIRST_MOVEMENTS = 5;

function MovementList({ movements }: { movements: readonly UnitMovement[] }) {
  return (
    <ol className="list-group mb-2">
      {movements.map((m) => (
        <li key={m.id} className="list-group-item small">
          <div className="d-flex flex-wrap justify-content-between gap-2">
            <span className="fw-semibold">{humanize(m.movement_type)}</span>
            <span className="text-body-secondary">{formatDateTime(m.created_at)}</span>
          </div>
          {(m.from_status || m.to_status) && m.from_status !== m.to_status && (
            <div>
              Status: {m.from_status ?? 'none'} &rarr; {m.to_status ?? 'none'}
            </div>
          )}
          {(m.from_location || m.to_location) && m.from_location !== m.to_location && (
            <div>
              Location: {m.from_location ?? 'none'} &rarr; {m.to_location ?? 'none'}
            </div>
          )}
          {m.notes && <div className="text-break">{m.notes}</div>}
          {m.reason && m.reason !== m.notes && <div className="text-break">{m.reason}</div>}
          {m.created_by_name && <div className="text-body-secondary">By {m.created_by_name}</div>}
        </li>
      ))}
    </ol>
  );
}

/** Every movement of a unit, ten a page, newest first. */
function AllMovements({ unitId }: { unitId: number }) {
  const [page, setPage] = useState(1);
  const movements = useQuery(unitMovementsQuery(unitId, page));
  if (movements.isPending) return <LoadingState label="Loading movements..." />;
  if (movements.isError)
    return (
      <ErrorState
        message={movements.error.message}
        onRetry={() => void movements.refetch()}
        retryLabel="Retry"
      />
    );
  const { pages, total } = movements.data.pagination;
  return (
    <>
      <MovementList movements={movements.data.movements} />
      <div className="d-flex align-items-center justify-content-between gap-2">
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={page <= 1 || movements.isFetching}
          onClick={() => setPage((p) => p - 1)}
        >
          Previous
        </Button>
        <span className="small" aria-live="polite">
          Page {page} of {Math.max(pages, 1)} ({total} movements)
        </span>
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={page >= pages || movements.isFetching}
          onClick={() => setPage((p) => p + 1)}
        >
          Next
        </Button>
      </div>
    </>
  );
}

/** The latest movements of the detail, then every one on View All. */
export function UnitMovements({
  unitId,
  latest,
}: {
  unitId: number;
  latest: readonly UnitMovement[];
}) {
  const [all, setAll] = useState(false);
  if (latest.length === 0)
    return <p className="text-body-secondary small mb-0">No inventory movements recorded</p>;
  if (all) return <AllMovements unitId={unitId} />;
  return (
    <>
      <MovementList movements={latest.slice(0, FIRST_MOVEMENTS)} />
      {latest.length > FIRST_MOVEMENTS && (
        <Button size="sm" variant="link" className="px-0" onClick={() => setAll(true)}>
          View All
        </Button>
      )}
    </>
  );
}
