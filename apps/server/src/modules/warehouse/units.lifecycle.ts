import {
  canMoveUnit,
  OFF_SHELF_STATUSES,
  REASONED_STATUSES,
  UNIT_MESSAGES,
  UNIT_TRANSITIONS,
  type MovementType,
  type OrderStatus,
  type UnitStatus,
  type UpdateMethod,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../lib/errors.ts';
import type { LockedUnit, MovementWrite, UnitChange, UnitsRepository } from './units.repository.ts';
import type { PlaceWrite } from './places.ts';
import { MOVEMENT_OF, notFound, recorded } from './units.mappers.ts';
import type { UnitReads } from './units.reads.ts';

/**
 * A unit's status over its life: changed by staff (one or many,
 * warehouse-and-leads.md section 4's table), assigned when an order is paid, and following its order's status.
 */
export function createUnitLifecycle({
  database,
  repository,
  detail,
  placeInZone,
}: {
  database: DatabaseHandle;
  repository: UnitsRepository;
  detail: UnitReads['detail'];
  /** Where a status mapping's zone takes units: its staging bin (units.placement.ts). */
  placeInZone: (zoneId: number) => Promise<{ place: PlaceWrite; zoneCode: string }>;
}) {
  /** The status change of each locked unit, refused whole if one is not allowed. */
  function statusChanges(
    units: LockedUnit[],
    to: UnitStatus,
    reason: string,
    method: UpdateMethod,
    orderId: number | null,
  ): UnitChange[] {
    for (const unit of units) {
      if (!canMoveUnit(unit.status, to)) {
        const allowed = UNIT_TRANSITIONS[unit.status];
        throw new DomainError('conflict', UNIT_MESSAGES.refused(unit.status, to, allowed), {
          fields: { status: UNIT_MESSAGES.refused(unit.status, to, allowed) },
          code: 'TRANSITION_REFUSED',
        });
      }
    }
    return units.map((unit) => ({
      id: unit.id,
      status: to,
      // Back on the shelf (or lost, or voided): no longer the order's; assigned: the given order's.
      orderId:
        to === 'assigned'
          ? orderId
          : to === 'available' || to === 'lost' || to === 'voided'
            ? null
            : unit.orderId,
      // Shipped, delivered or lost: the unit leaves its bin.
      place: OFF_SHELF_STATUSES.includes(to) ? null : undefined,
      reason,
      method,
    }));
  }

  function statusMovements(
    units: LockedUnit[],
    to: UnitStatus,
    notes: string,
    type: MovementType | null,
    reference: { type: string; id: string } | null,
    reason: string = notes,
  ): MovementWrite[] {
    return units.map((unit) => ({
      unitId: unit.id,
      movementType: type ?? MOVEMENT_OF[to] ?? 'status_change',
      fromStatus: unit.status,
      toStatus: to,
      fromPlace: unit.place,
      toPlace: OFF_SHELF_STATUSES.includes(to) ? null : unit.place,
      referenceType: reference?.type ?? null,
      referenceId: reference?.id ?? null,
      notes,
      reason,
      method: 'manual',
    }));
  }

  /**
   * Damaged, lost and voided only with a reason (issue 20 items 8 and 9): the form's schema
   * asks for it, and every caller of the service meets the same rule here.
   */
  function requireReason(status: UnitStatus, reason: string | undefined) {
    if (REASONED_STATUSES.includes(status) && !reason?.trim()) {
      const message = UNIT_MESSAGES.reasonRequired(status);
      throw new DomainError('validation', message, { fields: { reason: message } });
    }
  }

  /**
   * A receipt is voided only for units never sold (issue 20 item 8): one that was ever
   * assigned to an order (its movements say so) is refused whole, naming the order.
   */
  async function refuseSold(units: LockedUnit[]) {
    const [sold] = await repository.everAssigned(units.map((u) => u.id));
    if (sold) {
      throw new DomainError('conflict', UNIT_MESSAGES.voidSold(sold.identifier, sold.orderNumber), {
        code: 'UNIT_WAS_SOLD',
      });
    }
  }

  return {
    /**
     * When an order is paid (DECISIONS.md section 5): available units of each of its
     * products are assigned to it, default bin first, then the oldest, inside the order's
     * own transaction. Two orders never get the same unit (row locks, SKIP LOCKED). Answers
     * how many units were assigned; a product without units is left alone.
     */
    async assignToOrder(orderId: number, actorId: number | null): Promise<number> {
      return database.transaction(async () => {
        const lines = await repository.orderLines(orderId);
        const number = (await repository.orderNumber(orderId)) ?? String(orderId);
        let assigned = 0;
        for (const line of lines) {
          const missing = line.need - line.held;
          if (missing <= 0) continue;
          const picked = await repository.lockAvailableFor(line.productId, missing);
          if (!picked.length) continue;
          const reason = `Assigned to order ${number}`;
          await repository.applyChanges(
            statusChanges(picked, 'assigned', reason, 'order', orderId),
            actorId,
          );
          await repository.insertMovements(
            statusMovements(picked, 'assigned', reason, 'order_assignment', {
              type: 'order',
              id: String(orderId),
            }).map((m) => ({ ...m, method: 'order' as const })),
            actorId,
          );
          assigned += picked.length;
        }
        return assigned;
      });
    },

    /**
     * An order's status change moves its units (DECISIONS.md section 5): shipped -> shipped,
     * delivered or completed -> delivered, cancelled or refunded -> assigned units back to
     * available (shipped or delivered ones come back as returned); and when a status mapping
     * names a zone for the new status, the units move there. Units the table does not let
     * follow (a lost one) stay as they are: the order's change is never refused for a unit.
     */
    async followOrder(orderId: number, orderStatus: OrderStatus, actorId: number | null) {
      await database.transaction(async () => {
        const held = await repository.lockOrderUnits(orderId);
        if (!held.length) return;
        const number = (await repository.orderNumber(orderId)) ?? String(orderId);
        const targetOf = (unit: LockedUnit): UnitStatus | null => {
          if (orderStatus === 'shipped') return 'shipped';
          if (orderStatus === 'delivered' || orderStatus === 'completed') return 'delivered';
          if (orderStatus === 'cancelled' || orderStatus === 'refunded')
            return unit.status === 'assigned' ? 'available' : 'returned';
          return null;
        };
        const zone = await repository.mappedZone(orderStatus);
        const mapped = zone ? await placeInZone(zone.id) : null;
        const reason = `Order ${number} ${orderStatus}`;
        const changes: UnitChange[] = [];
        const movements: MovementWrite[] = [];
        for (const unit of held) {
          const target = targetOf(unit);
          const follows =
            target !== null && target !== unit.status && canMoveUnit(unit.status, target);
          const status = follows ? target : unit.status;
          const place = mapped
            ? mapped.place
            : follows && OFF_SHELF_STATUSES.includes(status)
              ? null
              : undefined;
          if (!follows && !mapped) continue;
          changes.push({
            id: unit.id,
            status,
            orderId: status === 'available' ? null : unit.orderId,
            place,
            reason,
            method: 'order',
          });
          if (follows) {
            movements.push({
              ...statusMovements([unit], status, reason, null, {
                type: 'order',
                id: String(orderId),
              })[0]!,
              // The status alone; a mapped zone's move is its own movement below.
              toPlace: mapped || place === undefined ? unit.place : null,
              method: 'order',
            });
          }
          if (mapped) {
            movements.push({
              unitId: unit.id,
              movementType: 'location_change',
              fromStatus: status,
              toStatus: status,
              fromPlace: follows && place === null ? null : unit.place,
              toPlace: recorded(mapped.place, mapped.zoneCode),
              referenceType: 'order',
              referenceId: String(orderId),
              notes: '',
              reason,
              method: 'order',
            });
          }
        }
        await repository.applyChanges(changes, actorId);
        await repository.insertMovements(movements, actorId);
      });
    },

    /** PUT /product-units/{id}/status: one unit, warehouse-and-leads.md section 4's table. */
    async changeStatus(
      actorId: number | null,
      id: number,
      input: {
        status: UnitStatus;
        notes: string;
        reason?: string | undefined;
        order_number?: string | undefined;
      },
    ) {
      requireReason(input.status, input.reason);
      await database.transaction(async () => {
        const [unit] = await repository.lock([id]);
        if (!unit) throw notFound();
        let orderId: number | null = null;
        if (input.status === 'assigned') {
          if (!input.order_number) {
            throw new DomainError('validation', UNIT_MESSAGES.orderRequired, {
              fields: { order_number: UNIT_MESSAGES.orderRequired },
            });
          }
          const need = await repository.orderNeed(input.order_number, unit.productId);
          if (!need) throw new DomainError('not_found', UNIT_MESSAGES.orderNotFound);
          if (!need.quantity) throw new DomainError('conflict', UNIT_MESSAGES.orderWithoutProduct);
          if (need.held >= need.quantity)
            throw new DomainError('conflict', UNIT_MESSAGES.orderFull);
          orderId = need.orderId;
        }
        const notes = input.notes || `Status changed to ${input.status}`;
        const reason = input.reason || notes;
        const changes = statusChanges([unit], input.status, reason, 'manual', orderId);
        if (input.status === 'voided') await refuseSold([unit]);
        await repository.applyChanges(changes, actorId);
        await repository.insertMovements(
          statusMovements(
            [unit],
            input.status,
            notes,
            null,
            orderId !== null ? { type: 'order', id: String(orderId) } : null,
            reason,
          ),
          actorId,
        );
      });
      return detail(id);
    },

    /** PUT /product-units/bulk-update-status: all the units or none. */
    async bulkStatus(
      actorId: number | null,
      input: { unitIds: number[]; status: UnitStatus; notes: string; reason?: string | undefined },
    ) {
      const ids = [...new Set(input.unitIds)];
      requireReason(input.status, input.reason);
      if (input.status === 'assigned') {
        throw new DomainError('validation', UNIT_MESSAGES.orderRequired, {
          fields: { status: UNIT_MESSAGES.orderRequired },
        });
      }
      await database.transaction(async () => {
        const units = await repository.lock(ids);
        if (units.length !== ids.length)
          throw new DomainError('not_found', UNIT_MESSAGES.bulkMissing);
        const notes = input.notes || `Bulk status update to ${input.status}`;
        const reason = input.reason || notes;
        const changes = statusChanges(units, input.status, reason, 'bulk', null);
        if (input.status === 'voided') await refuseSold(units);
        await repository.applyChanges(changes, actorId);
        await repository.insertMovements(
          statusMovements(units, input.status, notes, 'bulk_update', null, reason).map((m) => ({
            ...m,
            method: 'bulk' as const,
          })),
          actorId,
        );
      });
      return {
        success: true as const,
        updated: ids.length,
        message: `${ids.length} unit${ids.length === 1 ? '' : 's'} updated to ${input.status}`,
      };
    },
  };
}
