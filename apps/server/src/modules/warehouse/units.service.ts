import {
  canMoveUnit,
  deriveCoordinates,
  locationCode,
  OFF_SHELF_STATUSES,
  toDollars,
  UNIT_MESSAGES,
  UNIT_TRANSITIONS,
  unitIdentifier,
  locationMoveKind,
  type LocationHistoryEntry,
  type MovementType,
  type OrderStatus,
  type ProductUnit,
  type UnitMovement,
  type UnitPlace,
  type UnitPlaceForm,
  type UnitsQuery,
  type UnitStatus,
  type UpdateMethod,
  warehousePage,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError, isCheckViolation, isUniqueViolation } from '../../lib/errors.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import {
  createUnitsRepository,
  type LockedUnit,
  type MovementRow,
  type MovementWrite,
  type PlaceWrite,
  type UnitChange,
  type UnitRow,
} from './units.repository.ts';
import { createWarehouseRepository, type LocationRow } from './warehouse.repository.ts';

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
const money = (cents: number | null) => (cents === null ? null : toDollars(cents));
const tenth = (n: number) => Math.round(n * 10) / 10;

/** "A-01-02-03" of a recorded place, or null. */
export function placeText(place: UnitPlace | null): string | null {
  if (!place) return null;
  return locationCode({
    zone: place.zoneCode,
    aisle: place.aisle,
    rack: place.rack,
    shelf: place.shelf,
  });
}

export function toUnit(row: UnitRow): ProductUnit {
  const placed = row.zoneId !== null || row.locationId !== null;
  return {
    id: row.id,
    unit_identifier: row.unitIdentifier,
    product_id: row.productId,
    product_name: row.productName,
    product_sku: row.productSku,
    product_name_snapshot: row.productNameSnapshot,
    order_id: row.orderId,
    order_number: row.orderNumber,
    customer_id: row.customerId,
    status: row.status,
    current_price: money(row.priceCents),
    price_snapshot: money(row.priceSnapshotCents),
    created_at: iso(row.createdAt)!,
    updated_at: iso(row.updatedAt)!,
    zone: row.zoneCode,
    zone_code: row.zoneCode,
    aisle: row.aisle,
    rack: row.rack,
    shelf: row.shelf,
    location: placed
      ? {
          warehouse_id: 1,
          zone_id: row.zoneId,
          zone_code: row.zoneCode ?? '',
          zone: row.zoneCode ?? '',
          aisle: row.aisle,
          rack: row.rack,
          shelf: row.shelf,
          warehouse_location_id: row.locationId,
          location_code: row.locationCode,
          x_coordinate: row.x,
          y_coordinate: row.y,
          z_coordinate: row.z,
          location_notes: row.locationNotes,
          placed_at: iso(row.placedAt),
          updated_by_name: row.placedByName,
          updated_by_email: row.placedByEmail,
          last_movement_reason: row.lastMovementReason,
          last_movement_method: row.lastMovementMethod,
        }
      : null,
  };
}

export function toMovement(row: MovementRow): UnitMovement {
  return {
    id: row.id,
    movement_type: row.movementType,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    from_location: placeText(row.fromPlace),
    to_location: placeText(row.toPlace),
    reference_type: row.referenceType,
    reference_id: row.referenceId,
    notes: row.notes,
    reason: row.reason,
    method: row.method,
    created_by_name: row.actorName,
    created_at: iso(row.createdAt)!,
  };
}

/**
 * The movement kind a status change is recorded as (warehouse-and-leads.md section 3's movement
 * types).
 */
const MOVEMENT_OF: Partial<Record<UnitStatus, MovementType>> = {
  assigned: 'order_assignment',
  shipped: 'order_shipment',
  returned: 'return_processing',
  damaged: 'damage_report',
};

const notFound = () => new DomainError('not_found', UNIT_MESSAGES.notFound);

/** A place as a movement records it. */
function recorded(place: PlaceWrite, zoneCode: string): UnitPlace {
  return {
    zoneId: place.zoneId,
    zoneCode,
    aisle: place.aisle,
    rack: place.rack,
    shelf: place.shelf,
    locationId: place.locationId,
    x: place.x,
    y: place.y,
    z: place.z,
  };
}

export type UnitsService = ReturnType<typeof createUnitsService>;

/**
 * Serial-numbered units (issue 8 items 3 and 4; DECISIONS.md section 5). Every status or
 * place change locks the units (id order), checks warehouse-and-leads.md section 4's table, writes
 * the units and one movement each in the same transaction. Bin counts, capacity and stock are kept
 * by the database (ADR 0016); a capacity refused there becomes the same 409 as the check here.
 */
export function createUnitsService({ database }: { database: DatabaseHandle }) {
  const repository = createUnitsRepository(database);
  const bins = createWarehouseRepository(database);
  const heavyStats = createTtlCache<Awaited<ReturnType<typeof repository.heavyStats>>>(30_000, 1);

  /** A form's place as written: a bin (by id or by its exact place) or a zone position. */
  async function resolvePlace(
    form: UnitPlaceForm,
  ): Promise<{ place: PlaceWrite; zoneCode: string; bin: LocationRow | undefined }> {
    let bin: LocationRow | undefined;
    if (form.binId !== null) {
      bin = await bins.location(form.binId);
      if (!bin) {
        throw new DomainError('not_found', UNIT_MESSAGES.locationMissing, {
          fields: { warehouse_location_id: UNIT_MESSAGES.locationMissing },
        });
      }
    } else {
      const zone = await bins.zone(form.zone_id!);
      if (!zone) {
        throw new DomainError('not_found', UNIT_MESSAGES.zoneRequired, {
          fields: { zone_id: 'Zone not found' },
        });
      }
      bin = await bins.binAt(zone.id, form.aisle, form.rack, form.shelf);
      if (!bin) {
        const entered =
          form.x_coordinate !== null || form.y_coordinate !== null || form.z_coordinate !== null;
        const derived = deriveCoordinates({
          zone: zone.zoneCode,
          aisle: form.aisle,
          rack: form.rack,
          shelf: form.shelf,
        });
        return {
          zoneCode: zone.zoneCode,
          bin: undefined,
          place: {
            zoneId: zone.id,
            locationId: null,
            aisle: form.aisle,
            rack: form.rack,
            shelf: form.shelf,
            x: tenth(entered ? (form.x_coordinate ?? 0) : derived.x),
            y: tenth(entered ? (form.y_coordinate ?? 0) : derived.y),
            z: tenth(entered ? (form.z_coordinate ?? 0) : derived.z),
            notes: form.location_notes,
          },
        };
      }
    }
    if (!bin.isActive) throw new DomainError('conflict', UNIT_MESSAGES.inactive(bin.locationCode));
    return {
      zoneCode: bin.zoneCode,
      bin,
      place: {
        zoneId: bin.zoneId,
        locationId: bin.id,
        aisle: bin.aisle,
        rack: bin.rack,
        shelf: bin.shelf,
        x: bin.x,
        y: bin.y,
        z: bin.z,
        notes: form.location_notes,
      },
    };
  }

  const fullError = (bin: LocationRow) =>
    new DomainError('conflict', UNIT_MESSAGES.full(bin.locationCode, bin.capacity ?? 0), {
      fields: { warehouse_location_id: UNIT_MESSAGES.full(bin.locationCode, bin.capacity ?? 0) },
    });

  /** Runs a write that places units; the database's capacity check becomes the 409. */
  async function placing<T>(bin: LocationRow | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await database.transaction(write);
    } catch (err) {
      if (bin && isCheckViolation(err, 'warehouse_locations_capacity')) throw fullError(bin);
      throw err;
    }
  }

  async function detail(id: number) {
    const row = await repository.find(id);
    if (!row) throw notFound();
    const { rows } = await repository.movements(id, 'desc', 10, 0);
    return { success: true as const, unit: toUnit(row), movements: rows.map(toMovement) };
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
      // Back on the shelf (or lost): no longer the order's; assigned: the given order's.
      orderId:
        to === 'assigned' ? orderId : to === 'available' || to === 'lost' ? null : unit.orderId,
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
      reason: notes,
      method: 'manual',
    }));
  }

  /** Where units go when their order reaches a mapped status: the zone, no bin. */
  function zonePlace(zone: { id: number; zoneCode: string }): PlaceWrite {
    const at = deriveCoordinates({ zone: zone.zoneCode });
    return { zoneId: zone.id, locationId: null, aisle: '', rack: '', shelf: '', ...at, notes: '' };
  }

  /** Moves locked units to one place, with a movement each (the caller holds the transaction). */
  async function moveUnits(
    actorId: number | null,
    units: LockedUnit[],
    target: { place: PlaceWrite; zoneCode: string; bin: LocationRow | undefined },
    form: UnitPlaceForm,
    bulk: boolean,
  ) {
    const gone = units.find((u) => OFF_SHELF_STATUSES.includes(u.status));
    if (gone) throw new DomainError('conflict', UNIT_MESSAGES.notShelved(gone.status));
    const { bin } = target;
    const incoming = units.filter(
      (u) => (u.place?.locationId ?? null) !== (bin?.id ?? null),
    ).length;
    if (bin && bin.capacity !== null && bin.unitCount + incoming > bin.capacity)
      throw fullError(bin);
    const reason = form.movement_reason || (bulk ? 'Bulk move' : 'Location updated');
    const method = bulk ? 'bulk' : form.update_method;
    await repository.applyChanges(
      units.map((u) => ({
        id: u.id,
        status: u.status,
        orderId: u.orderId,
        place: target.place,
        reason,
        method,
      })),
      actorId,
    );
    await repository.insertMovements(
      units.map((u) => ({
        unitId: u.id,
        movementType: bulk ? 'bulk_update' : 'location_change',
        fromStatus: u.status,
        toStatus: u.status,
        fromPlace: u.place,
        toPlace: recorded(target.place, target.zoneCode),
        referenceType: null,
        referenceId: null,
        notes: form.location_notes,
        reason,
        method,
      })),
      actorId,
    );
  }

  return {
    detail,

    async stats() {
      const s = {
        ...(await repository.stats()),
        // Two passes over every unit: kept for 30 s (a dashboard figure, not a count to act on).
        ...(await heavyStats.get('all', () => repository.heavyStats())),
      };
      return {
        success: true as const,
        stats: {
          totalUnits: s.byStatus.reduce((n, r) => n + r.n, 0),
          statusBreakdown: Object.fromEntries(s.byStatus.map((r) => [r.status, r.n])),
          productBreakdown: s.byProduct,
          recentMovements: s.recent.map((m) => ({
            ...toMovement(m),
            unit_identifier: m.unitIdentifier,
          })),
          unitsThisMonth: s.unitsThisMonth,
        },
      };
    },

    /** The export's batches with the list's filters (its sort is by id). */
    async *exportBatches(query: UnitsQuery): AsyncGenerator<ProductUnit[]> {
      const batches = repository.batches({
        status: query.status,
        productId: query.product_id,
        zoneId: query.zone_id,
        orderId: query.order_id,
        search: query.search || undefined,
      });
      for await (const batch of batches) yield batch.map(toUnit);
    },

    /**
     * warehouse-and-leads.md section 3's location history: every place change with its kind, newest
     * first.
     */
    async locationHistory(id: number): Promise<LocationHistoryEntry[]> {
      if (!(await repository.find(id))) throw notFound();
      const rows = await repository.placeMovements(id);
      return rows
        .map((m) => ({
          id: m.id,
          moved_at: iso(m.createdAt)!,
          movement_kind: locationMoveKind(m.fromPlace, m.toPlace),
          old_zone: m.fromPlace?.zoneCode ?? null,
          new_zone: m.toPlace?.zoneCode ?? null,
          old_aisle: m.fromPlace?.aisle ?? null,
          new_aisle: m.toPlace?.aisle ?? null,
          old_rack: m.fromPlace?.rack ?? null,
          new_rack: m.toPlace?.rack ?? null,
          old_shelf: m.fromPlace?.shelf ?? null,
          new_shelf: m.toPlace?.shelf ?? null,
          old_x_coordinate: m.fromPlace?.x ?? null,
          new_x_coordinate: m.toPlace?.x ?? null,
          old_y_coordinate: m.fromPlace?.y ?? null,
          new_y_coordinate: m.toPlace?.y ?? null,
          old_z_coordinate: m.fromPlace?.z ?? null,
          new_z_coordinate: m.toPlace?.z ?? null,
          old_location_string: placeText(m.fromPlace),
          new_location_string: placeText(m.toPlace),
          changed_by_name: m.actorName,
          movement_reason: m.reason,
        }))
        .reverse();
    },

    /** POST /locations/bulk-move: every unit to one place, or none (capacity counted once). */
    async bulkMove(actorId: number | null, unitIds: number[], form: UnitPlaceForm) {
      const ids = [...new Set(unitIds)];
      const target = await resolvePlace(form);
      await placing(target.bin, async () => {
        const units = await repository.lock(ids);
        if (units.length !== ids.length)
          throw new DomainError('not_found', UNIT_MESSAGES.bulkMissing);
        await moveUnits(actorId, units, target, form, true);
      });
      return {
        success: true as const,
        updated: ids.length,
        message: `${ids.length} unit${ids.length === 1 ? '' : 's'} moved`,
      };
    },

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
        const reason = `Order ${number} ${orderStatus}`;
        const changes: UnitChange[] = [];
        const movements: MovementWrite[] = [];
        for (const unit of held) {
          const target = targetOf(unit);
          const follows =
            target !== null && target !== unit.status && canMoveUnit(unit.status, target);
          const status = follows ? target : unit.status;
          const place = zone
            ? zonePlace(zone)
            : follows && OFF_SHELF_STATUSES.includes(status)
              ? null
              : undefined;
          if (!follows && !zone) continue;
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
              toPlace: zone || place === undefined ? unit.place : null,
              method: 'order',
            });
          }
          if (zone) {
            movements.push({
              unitId: unit.id,
              movementType: 'location_change',
              fromStatus: status,
              toStatus: status,
              fromPlace: follows && place === null ? null : unit.place,
              toPlace: recorded(zonePlace(zone), zone.zoneCode),
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

    async list(query: UnitsQuery) {
      const { rows, total, truncated } = await repository.list(
        {
          status: query.status,
          productId: query.product_id,
          zoneId: query.zone_id,
          orderId: query.order_id,
          search: query.search || undefined,
        },
        query.sort,
        query.order,
        query.limit,
        (query.page - 1) * query.limit,
      );
      return {
        success: true as const,
        units: rows.map(toUnit),
        pagination: warehousePage(query.page, query.limit, total),
        truncated,
      };
    },

    async atLocation(locationId: number) {
      if (!(await bins.location(locationId)))
        throw new DomainError('not_found', UNIT_MESSAGES.locationMissing);
      const { rows } = await repository.list({ locationId }, 'created_at', 'desc', 5000, 0);
      return rows.map(toUnit);
    },

    async movements(id: number, order: 'asc' | 'desc', page: number, limit: number) {
      if (!(await repository.find(id))) throw notFound();
      const { rows, total } = await repository.movements(id, order, limit, (page - 1) * limit);
      return {
        success: true as const,
        movements: rows.map(toMovement),
        pagination: warehousePage(page, limit, total),
      };
    },

    /**
     * Receives `quantity` available units of a product into a place: identifiers of section
     * 3 (a suffix only where one is taken), one movement each, stock and the bin's count kept
     * by the database, all in one transaction.
     */
    async receive(
      actorId: number | null,
      input: { product_id: number; quantity: number; location: UnitPlaceForm; notes: string },
    ) {
      const found = await repository.product(input.product_id);
      if (!found) {
        throw new DomainError('not_found', UNIT_MESSAGES.productNotFound, {
          fields: { product_id: UNIT_MESSAGES.productNotFound },
        });
      }
      const { place, zoneCode, bin } = await resolvePlace(input.location);
      if (bin && bin.capacity !== null && bin.unitCount + input.quantity > bin.capacity)
        throw fullError(bin);
      const reason = input.location.movement_reason || 'Received into stock';
      for (let attempt = 0; ; attempt++) {
        try {
          const ids = await placing(bin, async () => {
            const base = unitIdentifier(found, Date.now());
            const taken = new Set(await repository.identifiersLike(base));
            const identifiers: string[] = [];
            for (let n = 1; identifiers.length < input.quantity; n++) {
              const candidate = n === 1 ? base : `${base}-${n}`;
              if (!taken.has(candidate)) identifiers.push(candidate);
            }
            const made = await repository.insertUnits({
              productId: found.id,
              identifiers,
              place,
              placedBy: actorId,
              reason,
            });
            await repository.insertMovements(
              made.map((unitId) => ({
                unitId,
                movementType: 'inventory_adjustment',
                fromStatus: null,
                toStatus: 'available',
                fromPlace: null,
                toPlace: recorded(place, zoneCode),
                referenceType: 'receiving',
                referenceId: null,
                notes: input.notes,
                reason,
                method: input.location.update_method,
              })),
              actorId,
            );
            return made;
          });
          const units = (await repository.findMany(ids)).map(toUnit);
          return {
            success: true as const,
            units,
            message: `${units.length} unit${units.length === 1 ? '' : 's'} received`,
          };
        } catch (err) {
          // Another receipt took the same identifiers at the same moment: take fresh ones.
          if (isUniqueViolation(err) && attempt < 3) continue;
          throw err;
        }
      }
    },

    /** PUT /product-units/{id}/status: one unit, warehouse-and-leads.md section 4's table. */
    async changeStatus(
      actorId: number | null,
      id: number,
      input: { status: UnitStatus; notes: string; order_number?: string | undefined },
    ) {
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
        await repository.applyChanges(
          statusChanges([unit], input.status, notes, 'manual', orderId),
          actorId,
        );
        await repository.insertMovements(
          statusMovements(
            [unit],
            input.status,
            notes,
            null,
            orderId !== null ? { type: 'order', id: String(orderId) } : null,
          ),
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
        await repository.applyChanges(
          statusChanges(units, input.status, notes, 'bulk', null),
          actorId,
        );
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

    /** PUT /product-units/{id}/location: a unit in the warehouse moves to another place. */
    async move(actorId: number | null, id: number, form: UnitPlaceForm) {
      const target = await resolvePlace(form);
      await placing(target.bin, async () => {
        const units = await repository.lock([id]);
        if (!units.length) throw notFound();
        await moveUnits(actorId, units, target, form, false);
      });
      return detail(id);
    },
  };
}
