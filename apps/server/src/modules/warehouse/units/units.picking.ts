import { SCAN_MESSAGES, type PickUnit, type ProductUnit } from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../../lib/errors.ts';
import type { UnitsRepository } from './units.repository.ts';
import { toPickUnit } from './units.mappers.ts';
import type { UnitReads } from './units.reads.ts';

/**
 * Picking an order by scanning its units (ADR 0036): a pick is a mark on the
 * unit (who, when) while it stays assigned in its bin, with a movement for its history. It
 * belongs to the unit's order: the unit's leaving the order clears it (units.repository.ts).
 */
export function createUnitPicking({
  database,
  repository,
  detail,
}: {
  database: DatabaseHandle;
  repository: UnitsRepository;
  detail: UnitReads['detail'];
}) {
  return {
    /** The unit a scanned identifier names, if any. */
    async byIdentifier(text: string): Promise<ProductUnit | undefined> {
      const found = await repository.byIdentifier(text);
      return found ? (await detail(found.id)).unit : undefined;
    },

    /** An order's units as the picker sees them. */
    async orderPicks(orderId: number): Promise<PickUnit[]> {
      return (await repository.orderPicks(orderId)).map(toPickUnit);
    },

    /**
     * Marks the scanned unit picked for the order. A unit of another order (or of none) is
     * refused with the order's number; one picked before stays as it was (a second scan is
     * harmless).
     */
    async pick(
      actorId: number | null,
      order: { id: number; orderNumber: string },
      code: string,
    ): Promise<{ unitIdentifier: string; newlyPicked: boolean }> {
      return database.transaction(async () => {
        const unit = await repository.byIdentifier(code, true);
        if (!unit) throw new DomainError('not_found', SCAN_MESSAGES.noUnit);
        if (unit.orderId !== order.id)
          throw new DomainError('conflict', SCAN_MESSAGES.notOnOrder(order.orderNumber));
        if (unit.status !== 'assigned')
          throw new DomainError('conflict', SCAN_MESSAGES.notWaiting(unit.status));
        if (unit.pickedAt !== null)
          return { unitIdentifier: unit.unitIdentifier, newlyPicked: false };
        await repository.markPicked(unit.id, actorId);
        const reason = `Picked for order ${order.orderNumber}`;
        await repository.insertMovements(
          [
            {
              unitId: unit.id,
              movementType: 'manual_update',
              fromStatus: unit.status,
              toStatus: unit.status,
              fromPlace: unit.place,
              toPlace: unit.place,
              referenceType: 'order',
              referenceId: String(order.id),
              notes: '',
              reason,
              method: 'scan',
            },
          ],
          actorId,
        );
        return { unitIdentifier: unit.unitIdentifier, newlyPicked: true };
      });
    },
  };
}
