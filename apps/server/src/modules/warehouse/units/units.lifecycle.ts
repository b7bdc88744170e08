import {
  canMoveUnit,
  OFF_SHELF_STATUSES,
  REASONED_STATUSES,
  ORDER_MESSAGES,
  UNIT_MESSAGES,
  UNIT_TAKING_ORDER_STATUSES,
  UNIT_TRANSITIONS,
  unitFollowSteps,
  type AssignableOrder,
  type MovementType,
  type OrderStatus,
  type UnitStatus,
  type UpdateMethod,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../../lib/errors.ts';
import type { LockedUnit, MovementWrite, UnitChange, UnitsRepository } from './units.repository.ts';
import type { UnitPlacement } from './units.placement.ts';
import { MOVEMENT_OF, notFound } from './units.mappers.ts';
import type { UnitReads } from './units.reads.ts';
import { walkUnitSteps } from './units.steps.ts';

/** The open RMAs of units (the returns module's answer): one row per unit under an RMA. */
export type OpenRmasOfUnits = (
  unitIds: number[],
) => Promise<{ unitId: number; unitIdentifier: string; rmaNumber: string }[]>;

/** How many orders Assign to Order offers at most (the oldest first). */
const ASSIGNABLE_ORDERS_LIMIT = 50;

/**
 * A unit's status over its life: changed by staff (one or many,
 * The table (docs/modules/warehouse.md#units)), assigned when an order is paid, and following its
 * order's status.
 */
export function createUnitLifecycle({
  database,
  repository,
  detail,
  moveToZone,
  openRmas,
}: {
  database: DatabaseHandle;
  repository: UnitsRepository;
  detail: UnitReads['detail'];
  moveToZone: UnitPlacement['moveToZone'];
  /** The open RMAs of units as the returns module answers them (it registers on the units). */
  openRmas: () => OpenRmasOfUnits;
}) {
  /**
   * Inside the change's transaction, the units locked: a hand-made status change (one unit or
   * bulk) of a unit in an open RMA is refused, whole; the RMA's own steps move it.
   */
  async function refuseUnderRma(units: LockedUnit[]) {
    const [held] = await openRmas()(units.map((u) => u.id));
    if (!held) return;
    throw new DomainError('conflict', UNIT_MESSAGES.underRma(held.unitIdentifier, held.rmaNumber), {
      code: 'UNIT_UNDER_RMA',
    });
  }

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
   * Damaged, lost and voided only with a reason (ADR 0038), given as the spec's
   * `notes`: the form's schema asks for it, and every caller of the service meets the same
   * rule here.
   */
  function requireReason(status: UnitStatus, notes: string) {
    // Installed only through the completion of the order's installation.
    if (status === 'installed') {
      throw new DomainError('validation', UNIT_MESSAGES.installedByJob, {
        fields: { status: UNIT_MESSAGES.installedByJob },
        code: 'INSTALLED_BY_JOB',
      });
    }
    if (REASONED_STATUSES.includes(status) && !notes.trim()) {
      const message = UNIT_MESSAGES.reasonRequired(status);
      throw new DomainError('validation', message, { fields: { notes: message } });
    }
  }

  /**
   * A receipt is voided only for units never sold (ADR 0038): one that was ever
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

  /**
   * When the order's status has a zone mapping (docs/modules/warehouse.md, status mappings),
   * moves these units of it there (the placement's move, a location change naming the status).
   */
  async function moveToMappedZone(
    orderId: number,
    orderStatus: OrderStatus,
    units: LockedUnit[],
    reason: string,
  ) {
    if (!units.length) return;
    const zone = await repository.mappedZone(orderStatus);
    if (zone) await moveToZone(units, zone.id, { orderId, reason });
  }

  /** Inside a transaction: the order locked (before any of its units), or 404. */
  async function lockOrder(orderId: number) {
    const order = await repository.lockOrder(orderId);
    if (!order) throw new DomainError('not_found', UNIT_MESSAGES.orderNotFound);
    return order;
  }

  /**
   * Gives the order these locked units (each must be allowed to become assigned), with an
   * order_assignment movement each, then moves them to its status's mapped zone.
   */
  async function giveUnits(
    order: { id: number; orderNumber: string; status: OrderStatus },
    units: LockedUnit[],
    actorId: number | null,
    how: { notes: string; method: UpdateMethod },
  ) {
    const reference = { type: 'order', id: String(order.id) };
    await repository.applyChanges(
      statusChanges(units, 'assigned', how.notes, how.method, order.id),
      actorId,
    );
    await repository.insertMovements(
      statusMovements(units, 'assigned', how.notes, 'order_assignment', reference).map((m) => ({
        ...m,
        method: how.method,
      })),
      actorId,
    );
    await moveToMappedZone(
      order.id,
      order.status,
      units.map((u) => ({ ...u, status: 'assigned' as const, orderId: order.id })),
      `Order ${order.orderNumber} ${order.status}`,
    );
  }

  /**
   * The order's units, locked, each with the steps it takes to follow the order to
   * `orderStatus` (unitFollowSteps); `refusedBy` is the status of a unit that cannot follow.
   */
  async function followPlan(orderId: number, orderStatus: OrderStatus) {
    const held = await repository.lockOrderUnits(orderId);
    const follow: { unit: LockedUnit; steps: readonly UnitStatus[] }[] = [];
    let refusedBy: UnitStatus | null = null;
    for (const unit of held) {
      const steps = unitFollowSteps(unit.status, orderStatus);
      if (steps === 'refused') refusedBy ??= unit.status;
      else if (steps) follow.push({ unit, steps });
    }
    return { follow, refusedBy };
  }

  const unitsGone = (orderNumber: string, unitStatus: UnitStatus) =>
    new DomainError('conflict', ORDER_MESSAGES.unitsGone(orderNumber, unitStatus), {
      code: 'UNITS_CANNOT_FOLLOW',
    });

  /**
   * Assign to Order (docs/modules/warehouse.md#units) and any other hand-picked
   * assignment: these units to an order that still takes units, never more of a product
   * than the order bought. The order is locked before the units and counted inside the
   * transaction, so concurrent assignments (two admins, or an admin and a checkout) give
   * it at most its quantity: the later one gets 409. Every unit or none. Answers how many.
   */
  async function assignUnitsToOrder(
    actorId: number | null,
    input: { orderId: number; unitIds: number[]; notes?: string; method?: UpdateMethod },
  ): Promise<number> {
    const ids = [...new Set(input.unitIds)];
    return database.transaction(async () => {
      const order = await lockOrder(input.orderId);
      if (!UNIT_TAKING_ORDER_STATUSES.includes(order.status)) {
        throw new DomainError(
          'conflict',
          UNIT_MESSAGES.orderNotTaking(order.orderNumber, order.status),
          { code: 'ORDER_NOT_TAKING_UNITS' },
        );
      }
      const units = await repository.lock(ids);
      if (units.length !== ids.length) {
        throw ids.length === 1
          ? notFound()
          : new DomainError('not_found', UNIT_MESSAGES.bulkMissing);
      }
      const missing = new Map(
        (await repository.orderLines(order.id)).map((l) => [l.productId, l.need - l.held]),
      );
      for (const unit of units) {
        if (unit.status === 'assigned')
          throw new DomainError('conflict', UNIT_MESSAGES.alreadyAssigned, { code: 'UNIT_TAKEN' });
        const left = missing.get(unit.productId);
        if (left === undefined)
          throw new DomainError('conflict', UNIT_MESSAGES.orderWithoutProduct);
        if (left <= 0)
          throw new DomainError('conflict', UNIT_MESSAGES.orderFull, { code: 'ORDER_FULL' });
        missing.set(unit.productId, left - 1);
      }
      await giveUnits(order, units, actorId, {
        notes: input.notes || `Assigned to order ${order.orderNumber}`,
        method: input.method ?? 'manual',
      });
      return units.length;
    });
  }

  async function ordersNeeding(productId: number): Promise<AssignableOrder[]> {
    const rows = await repository.ordersNeeding(productId, ASSIGNABLE_ORDERS_LIMIT);
    return rows.map((r) => ({
      id: r.id,
      order_number: r.orderNumber,
      status: r.status,
      customer_name: r.customerName,
      created_at: new Date(r.createdAt).toISOString(),
      quantity: r.quantity,
      assigned: r.held,
      needed: r.quantity - r.held,
    }));
  }

  return {
    /**
     * When an order is paid or reopened (docs/modules/warehouse.md#units): available units of each
     * of its products are assigned to it, default bin first, then the oldest, inside the
     * order's own transaction, and moved to its status's mapped zone. Two orders never get
     * the same unit (row locks, SKIP LOCKED), and the order is locked first, so an admin's
     * Assign to Order cannot count the same missing unit. Only an order that still takes
     * units gets any. Answers how many units were assigned; a product without units is left
     * alone.
     */
    async assignToOrder(orderId: number, actorId: number | null): Promise<number> {
      return database.transaction(async () => {
        const order = await repository.lockOrder(orderId);
        if (!order || !UNIT_TAKING_ORDER_STATUSES.includes(order.status)) return 0;
        const picked: LockedUnit[] = [];
        for (const line of await repository.orderLines(orderId)) {
          const missing = line.need - line.held;
          if (missing > 0)
            picked.push(...(await repository.lockAvailableFor(line.productId, missing)));
        }
        if (!picked.length) return 0;
        await giveUnits(order, picked, actorId, {
          notes: `Assigned to order ${order.orderNumber}`,
          method: 'order',
        });
        return picked.length;
      });
    },

    assignUnitsToOrder,

    /**
     * The orders Assign to Order offers for a product: those that still take units and hold
     * fewer of it than they bought, oldest first, with how many each still needs.
     */
    ordersNeeding,

    /** The same for the product of a unit (404 for an unknown unit). */
    async assignableOrdersForUnit(unitId: number): Promise<AssignableOrder[]> {
      const [unit] = await repository.findMany([unitId]);
      if (!unit) throw notFound();
      return ordersNeeding(unit.productId);
    },

    /**
     * Why the order's units cannot follow it to `orderStatus` (the reason Bulk Actions give
     * for leaving it), or null. Locks the units, inside the caller's transaction.
     */
    async followRefusal(orderId: number, orderStatus: OrderStatus): Promise<string | null> {
      const { refusedBy } = await followPlan(orderId, orderStatus);
      if (!refusedBy) return null;
      const number = (await repository.orderNumber(orderId)) ?? String(orderId);
      return ORDER_MESSAGES.unitsGone(number, refusedBy);
    },

    /**
     * An order's status change moves its units (docs/modules/warehouse.md#units; ADR 0035), inside
     * the order's transaction: each unit walks the allowed transitions to where the status puts
     * it (paid -> completed: assigned -> shipped -> delivered), one movement per step; a
     * cancelled or refunded order releases them (back on the shelf before shipping, returned
     * after). Goods that left cannot follow the order back: the change is refused (409).
     * Then, when a status mapping names a zone for the new status, the units move there.
     * Units outside the order's flow (returned, damaged, lost) stay as they are.
     */
    async followOrder(orderId: number, orderStatus: OrderStatus, actorId: number | null) {
      await database.transaction(async () => {
        const { follow, refusedBy } = await followPlan(orderId, orderStatus);
        if (!follow.length && !refusedBy) return;
        const number = (await repository.orderNumber(orderId)) ?? String(orderId);
        if (refusedBy) throw unitsGone(number, refusedBy);
        const reason = `Order ${number} ${orderStatus}`;
        const reference = { type: 'order', id: String(orderId) };
        const now = await walkUnitSteps(repository, follow, {
          reason,
          reference,
          method: 'order',
          actorId,
        });
        await moveToMappedZone(orderId, orderStatus, [...now.values()], reason);
      });
    },

    /**
     * PUT /product-units/{id}/status: one unit, the table (docs/modules/warehouse.md#units);
     * assigned goes through assignUnitsToOrder (the order named by its number).
     */
    async changeStatus(
      actorId: number | null,
      id: number,
      input: { status: UnitStatus; notes: string; order_number?: string | undefined },
    ) {
      requireReason(input.status, input.notes);
      if (input.status === 'assigned') {
        if (!input.order_number) {
          throw new DomainError('validation', UNIT_MESSAGES.orderRequired, {
            fields: { order_number: UNIT_MESSAGES.orderRequired },
          });
        }
        const orderId = await repository.orderIdByNumber(input.order_number);
        if (orderId === undefined) throw new DomainError('not_found', UNIT_MESSAGES.orderNotFound);
        await assignUnitsToOrder(actorId, { orderId, unitIds: [id], notes: input.notes });
        return detail(id);
      }
      await database.transaction(async () => {
        const [unit] = await repository.lock([id]);
        if (!unit) throw notFound();
        const notes = input.notes || `Status changed to ${input.status}`;
        const changes = statusChanges([unit], input.status, notes, 'manual', null);
        await refuseUnderRma([unit]);
        if (input.status === 'voided') await refuseSold([unit]);
        await repository.applyChanges(changes, actorId);
        await repository.insertMovements(
          statusMovements([unit], input.status, notes, null, null),
          actorId,
        );
      });
      return detail(id);
    },

    /** PUT /product-units/bulk-update-status: all the units or none. */
    async bulkStatus(
      actorId: number | null,
      input: { unitIds: number[]; status: UnitStatus; notes: string },
    ) {
      const ids = [...new Set(input.unitIds)];
      requireReason(input.status, input.notes);
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
        const changes = statusChanges(units, input.status, notes, 'bulk', null);
        await refuseUnderRma(units);
        if (input.status === 'voided') await refuseSold(units);
        await repository.applyChanges(changes, actorId);
        await repository.insertMovements(
          statusMovements(units, input.status, notes, 'bulk_update', null).map((m) => ({
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
