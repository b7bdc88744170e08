import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useQuery } from '@tanstack/react-query';
import { canMoveUnit, type UnitStatus } from '@shop/contract';
import { ErrorState } from '../../../../components/ui/ErrorState';
import { LoadingState } from '../../../../components/ui/LoadingState';
import type { Cents } from '@shop/contract/money';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { unitQuery } from '../../api/product-units';
import { useUnitStatus } from '../../hooks/use-unit-status';
import { UNIT_STATUS_ACTIONS } from '../../unit-labels';
import { isReasoned, statusEffect, type UnitOrder } from '../../unit-status-effects';
import { ReasonedStatusForm } from './ReasonedStatusForm';
import { AssignToOrder } from './AssignToOrder';
import { QrThumb } from './QrThumb';
import { LocationBadges, UnitStatusBadge } from './UnitBadges';
import { UnitMovements } from './UnitMovements';
import { UnitDialog, type UnitDialogProps } from './UnitDialog';
import { DetailItem } from '../../../../components/ui/DetailItem';
import { FailureAlert } from '../../../../components/ui/FailureAlert';

const money = (cents: Cents | null) => (cents === null ? 'N/A' : formatMoney(cents));

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DetailItem label={label} className="col-6 col-md-4">
      {children}
    </DetailItem>
  );
}

/**
 * The status buttons the table allows from the unit's status (docs/modules/warehouse.md#units);
 * "Assign to Order" asks which of the orders needing the product first; damaged, lost and
 * voided ask for a confirmation with the reason, saying what they do to the unit's order. Lost
 * and voided are terminal: no button.
 */
function StatusActions({
  unitId,
  status,
  order,
  pending,
  onChange,
}: {
  unitId: number;
  status: UnitStatus;
  order: UnitOrder | null;
  pending: boolean;
  onChange: (to: UnitStatus, change?: { orderNumber?: string; reason?: string }) => void;
}) {
  const [assigning, setAssigning] = useState(false);
  const [confirming, setConfirming] = useState<UnitStatus | null>(null);
  const actions = UNIT_STATUS_ACTIONS.filter((a) => canMoveUnit(status, a.to));
  if (actions.length === 0)
    return <p className="small text-body-secondary mb-0">A {status} unit cannot change status.</p>;
  return (
    <>
      <div className="d-flex flex-wrap gap-2" role="group" aria-label="Status actions">
        {actions.map((a) => (
          <Button
            key={a.to}
            size="sm"
            variant={a.variant}
            disabled={pending}
            onClick={() => {
              if (a.to === 'assigned') setAssigning(true);
              else if (isReasoned(a.to)) setConfirming(a.to);
              else onChange(a.to);
            }}
          >
            {a.label}
          </Button>
        ))}
      </div>
      {assigning && (
        <AssignToOrder
          unitId={unitId}
          pending={pending}
          onAssign={(orderNumber) => {
            onChange('assigned', { orderNumber });
            setAssigning(false);
          }}
          onCancel={() => setAssigning(false)}
        />
      )}
      {confirming !== null && isReasoned(confirming) && canMoveUnit(status, confirming) && (
        <div className="mt-2">
          <ReasonedStatusForm
            key={confirming}
            status={confirming}
            effect={statusEffect(confirming, { count: 1, order, orders: [] })}
            pending={pending}
            onConfirm={(reason) => {
              onChange(confirming, { reason });
              setConfirming(null);
            }}
            onCancel={() => setConfirming(null)}
          />
        </div>
      )}
    </>
  );
}

/**
 * The Unit Details modal (docs/modules/warehouse.md#screens): the unit's data, its status actions
 * and its movements.
 */
export function UnitDetailsDialog({ unit: row, ...modal }: UnitDialogProps) {
  const detail = useQuery(unitQuery(row.id));
  const status = useUnitStatus(row.id);
  const unit = detail.data?.unit ?? row;
  return (
    <UnitDialog title="Unit Details" unit={unit} {...modal}>
      <Modal.Body className="d-grid gap-3">
        <FailureAlert text={status.failure} onDismiss={status.dismiss} />
        <div className="d-flex gap-3 align-items-start">
          <QrThumb value={unit.unit_identifier} label={`unit ${unit.unit_identifier}`} />
          <dl className="row g-2 flex-grow-1 mb-0">
            <Field label="Product">
              {unit.product_name}
              <div className="small font-monospace text-body-secondary">{unit.product_sku}</div>
            </Field>
            <Field label="Internal ID">{unit.id}</Field>
            <Field label="Status">
              <UnitStatusBadge status={unit.status} />
            </Field>
            <Field label="Order">
              {unit.order_number ? `${unit.order_number} (ID ${unit.order_id})` : 'No order'}
            </Field>
            <Field label="Location">
              <LocationBadges
                zone={unit.zone_code}
                aisle={unit.aisle}
                rack={unit.rack}
                shelf={unit.shelf}
              />
            </Field>
            <Field label="Price snapshot">{money(unit.price_snapshot)}</Field>
            <Field label="Current price">{money(unit.current_price)}</Field>
            <Field label="Created">{formatDateTime(unit.created_at)}</Field>
            <Field label="Updated">{formatDateTime(unit.updated_at)}</Field>
          </dl>
        </div>
        <section aria-label="Status actions">
          <h3 className="h6">Change status</h3>
          <StatusActions
            unitId={unit.id}
            status={unit.status}
            order={
              unit.order_number && detail.data?.order_units
                ? { number: unit.order_number, ...detail.data.order_units }
                : null
            }
            pending={status.mutation.isPending}
            onChange={(to, change) =>
              status.mutation.mutate({
                status: to,
                ...(change?.orderNumber ? { order_number: change.orderNumber } : {}),
                ...(change?.reason ? { notes: change.reason } : {}),
              })
            }
          />
        </section>
        <section>
          <h3 className="h6">Movements</h3>
          {detail.isPending ? (
            <LoadingState label="Loading movements..." />
          ) : detail.isError ? (
            <ErrorState
              message={detail.error.message}
              onRetry={() => void detail.refetch()}
              retryLabel="Retry"
            />
          ) : (
            <UnitMovements unitId={unit.id} latest={detail.data.movements} />
          )}
        </section>
      </Modal.Body>
    </UnitDialog>
  );
}
