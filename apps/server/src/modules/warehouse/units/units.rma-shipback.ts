import {
  RMA_RESOLUTION_MESSAGES,
  UNIT_MESSAGES,
  UNIT_TAKING_ORDER_STATUSES,
  type UnitStatus,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../../lib/errors.ts';
import { notFound } from './units.mappers.ts';
import type { UnitPlacement } from './units.placement.ts';
import type { UnitsRepository } from './units.repository.ts';
import { walkUnitSteps } from './units.steps.ts';

/**
 * How a unit back from the customer joins its repair order, through UNIT_TRANSITIONS only:
 * returned and damaged go back on the shelf first, a refurbished one (available) is assigned.
 */
const SHIPBACK_STEPS: Partial<Record<UnitStatus, readonly UnitStatus[]>> = {
  returned: ['available', 'assigned'],
  damaged: ['available', 'assigned'],
  available: ['assigned'],
};

/**
 * An RMA's unit repaired and sent back (ADR 0049): the same serial joins the
 * zero-price repair order, each step a movement naming the RMA.
 */
export function createUnitRmaShipback({
  database,
  repository,
  moveToZone,
}: {
  database: DatabaseHandle;
  repository: UnitsRepository;
  moveToZone: UnitPlacement['moveToZone'];
}) {
  return {
    /**
     * Inside the caller's transaction (the RMA's resolution): the unit walks to assigned on
     * the repair order, then moves to the order status's mapped zone like any assigned unit.
     * No stock is taken for it: it is the customer's own unit. Refused (409) when the unit
     * was meanwhile assigned to another order, or left the warehouse.
     */
    async shipBackForRma(input: {
      unitId: number;
      serial: string;
      orderId: number;
      rma: { id: number; rmaNumber: string };
      actorId: number | null;
    }): Promise<void> {
      await database.transaction(async () => {
        const order = await repository.lockOrder(input.orderId);
        if (!order) throw new DomainError('not_found', UNIT_MESSAGES.orderNotFound);
        if (!UNIT_TAKING_ORDER_STATUSES.includes(order.status)) {
          throw new DomainError(
            'conflict',
            UNIT_MESSAGES.orderNotTaking(order.orderNumber, order.status),
            { code: 'ORDER_NOT_TAKING_UNITS' },
          );
        }
        const [unit] = await repository.lock([input.unitId]);
        if (!unit) throw notFound();
        const steps = SHIPBACK_STEPS[unit.status];
        if (!steps) {
          throw new DomainError(
            'conflict',
            unit.status === 'assigned'
              ? RMA_RESOLUTION_MESSAGES.unitTaken(input.serial)
              : RMA_RESOLUTION_MESSAGES.unitGone(input.serial, unit.status),
            { code: unit.status === 'assigned' ? 'UNIT_TAKEN' : 'UNIT_GONE' },
          );
        }
        // The customer's own unit: it keeps its first sale's warranty and dates, which the
        // sale trigger re-stamps as it joins the repair order (ADR 0046), so they are
        // written back after the assignment.
        const stamps = (await repository.saleStamps(unit.id))!;
        const reason = `Repaired for ${input.rma.rmaNumber}: sent back on order ${order.orderNumber}`;
        const now = await walkUnitSteps(repository, [{ unit, steps }], {
          reason,
          reference: { type: 'rma', id: String(input.rma.id) },
          method: 'system',
          actorId: input.actorId,
          assignTo: order.id,
        });
        await repository.restoreSaleStamps(unit.id, stamps);
        const zone = await repository.mappedZone(order.status);
        if (zone) {
          await moveToZone([...now.values()], zone.id, {
            orderId: order.id,
            reason: `Order ${order.orderNumber} ${order.status}`,
          });
        }
      });
    },
  };
}
