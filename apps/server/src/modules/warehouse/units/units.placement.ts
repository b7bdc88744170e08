import {
  OFF_SHELF_STATUSES,
  UNIT_MESSAGES,
  unitIdentifier,
  type MovementType,
  type UnitPlaceForm,
  type UpdateMethod,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import {
  DomainError,
  isCheckViolation,
  isForeignKeyViolation,
  isUniqueViolation,
} from '../../../lib/errors.ts';
import type { LockedUnit, UnitsRepository } from './units.repository.ts';
import type { BinLookup, LocationRow } from '../locations/bins.ts';
import { notFound, recorded, toUnit } from './units.mappers.ts';
import { placeInBin, type PlaceWrite } from '../places.ts';
import type { UnitReads } from './units.reads.ts';

export type UnitPlacement = ReturnType<typeof createUnitPlacement>;

/**
 * Placing units: receiving them into a place, moving one or many. A place is a bin (its
 * capacity checked here and held by the database's CHECK on its count) or a zone position.
 */
export function createUnitPlacement({
  database,
  repository,
  bins,
  detail,
}: {
  database: DatabaseHandle;
  repository: UnitsRepository;
  bins: Pick<BinLookup, 'zone' | 'bin' | 'binAt' | 'stagingBin'>;
  detail: UnitReads['detail'];
}) {
  const binGone = () =>
    new DomainError('not_found', UNIT_MESSAGES.locationMissing, {
      fields: { warehouse_location_id: UNIT_MESSAGES.locationMissing },
    });

  /**
   * The bin at a place of a zone or, where that place is no bin (a zone named alone, an aisle
   * without bins), the zone's staging bin (ADR 0038): every unit is in a bin.
   */
  async function binInZone(
    zoneId: number,
    parts: { aisle: string; rack: string; shelf: string },
  ): Promise<LocationRow> {
    const zone = await bins.zone(zoneId);
    if (!zone) {
      throw new DomainError('not_found', UNIT_MESSAGES.zoneRequired, {
        fields: { zone_id: 'Zone not found' },
      });
    }
    const bin =
      (await bins.binAt(zone.id, parts.aisle, parts.rack, parts.shelf)) ??
      (await bins.stagingBin(zone.id));
    if (!bin) throw new DomainError('conflict', UNIT_MESSAGES.noStagingBin(zone.zoneCode));
    return bin;
  }

  /**
   * Where a form places units: the bin it names (by id, or by its exact place) or the zone's
   * staging bin. The one placement of units: receipts, moves and status mappings' moves.
   */
  async function resolvePlace(
    form: Pick<UnitPlaceForm, 'binId' | 'zone_id' | 'aisle' | 'rack' | 'shelf' | 'location_notes'>,
  ): Promise<{ place: PlaceWrite; zoneCode: string; bin: LocationRow }> {
    let bin: LocationRow | undefined;
    if (form.binId !== null) {
      bin = await bins.bin(form.binId);
      if (!bin) throw binGone();
    } else {
      bin = await binInZone(form.zone_id!, form);
    }
    if (!bin.isActive) throw new DomainError('conflict', UNIT_MESSAGES.inactive(bin.locationCode));
    return {
      zoneCode: bin.zoneCode,
      bin,
      place: placeInBin(bin, form.location_notes),
    };
  }

  const fullError = (bin: LocationRow) =>
    new DomainError('conflict', UNIT_MESSAGES.full(bin.locationCode, bin.capacity ?? 0), {
      fields: { warehouse_location_id: UNIT_MESSAGES.full(bin.locationCode, bin.capacity ?? 0) },
    });

  /**
   * Runs a write that places units; the database's capacity check becomes the 409. The bin
   * was read before the transaction: the write's count trigger locks it, so the bin is read
   * again after the write, as it is now. Deactivated meanwhile, the write is undone; deleted
   * meanwhile, the units' foreign key refuses the write (a layout correction holds the bin's
   * lock until it commits; warehouse.corrections.ts).
   */
  async function placing<T>(bin: LocationRow | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await database.transaction(async () => {
        const result = await write();
        if (bin) {
          const now = await bins.bin(bin.id);
          if (!now) throw binGone();
          if (!now.isActive)
            throw new DomainError('conflict', UNIT_MESSAGES.inactive(bin.locationCode));
        }
        return result;
      });
    } catch (err) {
      if (bin && isCheckViolation(err, 'warehouse_locations_capacity')) throw fullError(bin);
      if (bin && isForeignKeyViolation(err)) throw binGone();
      throw err;
    }
  }

  type Target = { place: PlaceWrite; zoneCode: string; bin: LocationRow | undefined };

  /**
   * Puts locked units at one place, with a movement each, the bin's capacity checked (the
   * caller holds the transaction; the database's check stays the last word).
   */
  async function placeUnits(
    actorId: number | null,
    units: LockedUnit[],
    target: Target,
    how: {
      reason: string;
      method: UpdateMethod;
      movementType: MovementType;
      notes: string;
      reference: { type: string; id: string } | null;
    },
  ) {
    const { bin } = target;
    const incoming = units.filter(
      (u) => (u.place?.locationId ?? null) !== (bin?.id ?? null),
    ).length;
    if (bin && bin.capacity !== null && bin.unitCount + incoming > bin.capacity)
      throw fullError(bin);
    await repository.applyChanges(
      units.map((u) => ({
        id: u.id,
        status: u.status,
        orderId: u.orderId,
        place: target.place,
        reason: how.reason,
        method: how.method,
      })),
      actorId,
    );
    await repository.insertMovements(
      units.map((u) => ({
        unitId: u.id,
        movementType: how.movementType,
        fromStatus: u.status,
        toStatus: u.status,
        fromPlace: u.place,
        toPlace: recorded(target.place, target.zoneCode),
        referenceType: how.reference?.type ?? null,
        referenceId: how.reference?.id ?? null,
        notes: how.notes,
        reason: how.reason,
        method: how.method,
      })),
      actorId,
    );
  }

  /** Moves locked units in the warehouse to one place (the caller holds the transaction). */
  async function moveUnits(
    actorId: number | null,
    units: LockedUnit[],
    target: Target,
    form: UnitPlaceForm,
    bulk: boolean,
  ) {
    const gone = units.find((u) => OFF_SHELF_STATUSES.includes(u.status));
    if (gone) throw new DomainError('conflict', UNIT_MESSAGES.notShelved(gone.status));
    // A bulk move made by scanning a bin says so; any other bulk move is a bulk update.
    const scanned = form.update_method === 'scan';
    const asBulk = bulk && !scanned;
    await placeUnits(actorId, units, target, {
      reason:
        form.movement_reason ||
        (scanned ? 'Moved by scan' : bulk ? 'Bulk move' : 'Location updated'),
      method: asBulk ? 'bulk' : form.update_method,
      movementType: asBulk ? 'bulk_update' : 'location_change',
      notes: form.location_notes,
      reference: null,
    });
  }

  /** A zone alone as the unit location form would resolve it: the zone's staging bin. */
  const zoneOnly = (zoneId: number) =>
    resolvePlace({
      binId: null,
      zone_id: zoneId,
      aisle: '',
      rack: '',
      shelf: '',
      location_notes: '',
    });

  return {
    /**
     * An order's locked units to a zone (a status mapping's move, inside the order's
     * transaction): they land where a staff move to the zone alone would (its staging bin),
     * shipped ones too (the mapping names where they wait); units already in the zone stay. Each move is a location
     * change naming the order.
     */
    async moveToZone(
      units: LockedUnit[],
      zoneId: number,
      how: { orderId: number; reason: string },
    ) {
      const target = await zoneOnly(zoneId);
      // Units already in the zone (in any of its bins) stay where they are.
      const moving = units.filter((u) => u.place?.zoneId !== target.place.zoneId);
      if (!moving.length) return;
      await placeUnits(null, moving, target, {
        reason: how.reason,
        method: 'order',
        movementType: 'location_change',
        notes: '',
        reference: { type: 'order', id: String(how.orderId) },
      });
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
      // Serials are kept only of products the product form marks tracked: a unit of any other
      // would be stock that no count shows. (A bad place is the 400 to fix first.)
      if (!found.serialTracked) {
        throw new DomainError('conflict', UNIT_MESSAGES.notTracked(found.name), {
          fields: { product_id: UNIT_MESSAGES.notTracked(found.name) },
        });
      }
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
