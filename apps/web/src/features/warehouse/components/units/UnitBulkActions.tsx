import type { UnitStatus } from '@shop/contract';
import { BulkActionForm } from '../../../../components/list/BulkActionForm';
import { BULK_UNIT_STATUSES, UNIT_STATUS_LABELS } from '../../unit-labels';

const MOVE = 'move';
const ACTIONS: { value: UnitStatus | typeof MOVE; label: string }[] = [
  ...BULK_UNIT_STATUSES.map((s) => ({ value: s, label: `Mark as ${UNIT_STATUS_LABELS[s]}` })),
  { value: MOVE, label: 'Move to a location...' },
];

/**
 * The Bulk Actions menu, shown while rows are checked (docs/modules/warehouse.md#screens): a status
 * from the bulk list of docs/modules/warehouse.md#units, or a move of every checked unit to one
 * place (the move dialog asks where).
 */
export function UnitBulkActions({
  count,
  pending,
  onStatus,
  onMove,
}: {
  count: number;
  pending: boolean;
  /**
   * Resolves when done; the choice is kept after a failure so Apply can be tried again.
   * Nothing returned: a confirmation opened first (damaged, lost, voided).
   */
  onStatus: (status: UnitStatus) => Promise<unknown> | void;
  onMove: () => void;
}) {
  return (
    <BulkActionForm
      id="units-bulk-action"
      actions={ACTIONS}
      count={count}
      pending={pending}
      onApply={(action) => (action === MOVE ? onMove() : onStatus(action))}
    />
  );
}
