import {
  OFF_SHELF_STATUSES,
  UNIT_MESSAGES,
  unitIdentifier,
  type UnitPlaceForm,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError, isCheckViolation, isUniqueViolation } from '../../lib/errors.ts';
import type { LockedUnit, UnitsRepository } from './units.repository.ts';
import type { LocationRow, WarehouseRepository } from './warehouse.repository.ts';
import { notFound, recorded, toUnit } from './units.mappers.ts';
import { placeCoordinates, type PlaceWrite } from './places.ts';
import type { UnitReads } from './units.reads.ts';

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
  bins: WarehouseRepository;
  detail: UnitReads['detail'];
}) {
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
        const coordinates = placeCoordinates(
          { zone: zone.zoneCode, aisle: form.aisle, rack: form.rack, shelf: form.shelf },
          form,
        );
        return {
          zoneCode: zone.zoneCode,
          bin: undefined,
          place: {
            zoneId: zone.id,
            locationId: null,
            aisle: form.aisle,
            rack: form.rack,
            shelf: form.shelf,
            ...coordinates,
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
    // A bulk move made by scanning a bin says so; any other bulk move is a bulk update.
    const scanned = form.update_method === 'scan';
    const reason =
      form.movement_reason || (scanned ? 'Moved by scan' : bulk ? 'Bulk move' : 'Location updated');
    const asBulk = bulk && !scanned;
    const method = asBulk ? 'bulk' : form.update_method;
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
        movementType: asBulk ? 'bulk_update' : 'location_change',
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
