import { OFF_SHELF_STATUSES, type UnitStatus, type UpdateMethod } from '@shop/contract';
import { MOVEMENT_OF } from './units.mappers.ts';
import type { LockedUnit, MovementWrite, UnitChange, UnitsRepository } from './units.repository.ts';

/**
 * Walks locked units through their steps (each a status UNIT_TRANSITIONS allows from the
 * one before), all units a step at a time, one movement per unit and step; a unit going
 * back on the shelf (available) leaves its order, one going off the shelf leaves its bin.
 * Answers where each unit ends. Used when units follow their order (units.lifecycle.ts) and
 * when they are installed (units.installation.ts), and when an RMA's unit is sent back on its
 * repair order (units.rma-shipback.ts).
 */
export async function walkUnitSteps(
  repository: UnitsRepository,
  walking: readonly { unit: LockedUnit; steps: readonly UnitStatus[] }[],
  how: {
    reason: string;
    reference: { type: string; id: string };
    method: UpdateMethod;
    actorId: number | null;
    /** The order a step to assigned gives the unit to (an RMA's repair order). */
    assignTo?: number;
  },
): Promise<Map<number, LockedUnit>> {
  const now = new Map(walking.map(({ unit }) => [unit.id, unit]));
  for (let step = 0; ; step++) {
    const stepping = walking.filter((w) => w.steps.length > step);
    if (!stepping.length) break;
    const changes: UnitChange[] = [];
    const movements: MovementWrite[] = [];
    for (const { unit, steps } of stepping) {
      const at = now.get(unit.id)!;
      const to = steps[step]!;
      const offShelf = OFF_SHELF_STATUSES.includes(to);
      const next: LockedUnit = {
        ...at,
        status: to,
        orderId:
          to === 'available'
            ? null
            : to === 'assigned' && how.assignTo !== undefined
              ? how.assignTo
              : at.orderId,
        place: offShelf ? null : at.place,
      };
      changes.push({
        id: at.id,
        status: to,
        orderId: next.orderId,
        place: offShelf ? null : undefined,
        reason: how.reason,
        method: how.method,
      });
      movements.push({
        unitId: at.id,
        movementType: MOVEMENT_OF[to] ?? 'status_change',
        fromStatus: at.status,
        toStatus: to,
        fromPlace: at.place,
        toPlace: next.place,
        referenceType: how.reference.type,
        referenceId: how.reference.id,
        notes: how.reason,
        reason: how.reason,
        method: how.method,
      });
      now.set(unit.id, next);
    }
    await repository.applyChanges(changes, how.actorId);
    await repository.insertMovements(movements, how.actorId);
  }
  return now;
}
