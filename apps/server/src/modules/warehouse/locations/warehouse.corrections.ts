import {
  WAREHOUSE_MESSAGES,
  type LayoutChange,
  type WarehouseLocation,
  type Zone,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError, isCheckViolation } from '../../../lib/errors.ts';
import type { LayoutChangeRow, LayoutRepository } from './layout.repository.ts';
import type { WarehouseLayout } from './warehouse.layout.ts';
import { zoneNotFound } from './warehouse.mappers.ts';

const locationNotFound = () => new DomainError('not_found', WAREHOUSE_MESSAGES.locationNotFound);
const conflict = (message: string) => new DomainError('conflict', message);
const capacityText = (capacity: number | null) =>
  capacity === null ? 'no limit' : String(capacity);
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function toChange(row: LayoutChangeRow): LayoutChange {
  return {
    id: row.id,
    action: row.action,
    zone_id: row.zoneId,
    location_id: row.locationId,
    zone_code: row.zoneCode,
    location_code: row.locationCode,
    details: row.details,
    changed_by_name: row.actorName,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/**
 * Corrections of the layout (ADR 0039): a zone renamed or deleted, a bin's capacity
 * changed, deactivated, reactivated or deleted. Each is one transaction that locks the zone or
 * bin first, so a placement under way is waited for and one that comes later finds the
 * change (units.placement.ts); each writes its line of the layout history with who and when.
 *
 * Staging bins (ADR 0038): a zone's delete takes all its bins with it when
 * none holds units; its staging bin is never deleted, deactivated or limited on its own, or a
 * status mapping's move into the zone would have nowhere to go.
 */
export function createLayoutCorrections({
  database,
  layoutRepository,
  zone,
  location,
}: {
  database: DatabaseHandle;
  layoutRepository: LayoutRepository;
  zone: WarehouseLayout['zone'];
  location: WarehouseLayout['location'];
}) {
  const repository = layoutRepository;

  return {
    /** PUT /api/warehouse-zones/{id}: name and description; the code is on printed labels. */
    async updateZone(
      actorId: number | null,
      id: number,
      input: { zone_name?: string | undefined; description?: string | undefined },
    ): Promise<Zone> {
      await database.transaction(async () => {
        const locked = await repository.lockZone(id);
        if (!locked) throw zoneNotFound();
        const next = {
          zoneName: input.zone_name ?? locked.zoneName,
          description: input.description ?? locked.description,
        };
        const changed: string[] = [];
        if (next.zoneName !== locked.zoneName)
          changed.push(`Name "${locked.zoneName}" -> "${next.zoneName}"`);
        if (next.description !== locked.description)
          changed.push(`description "${locked.description}" -> "${next.description}"`);
        if (!changed.length) return;
        await repository.updateZone(id, next);
        await repository.insertChange(
          {
            action: 'zone_renamed',
            zoneId: id,
            zoneCode: locked.zoneCode,
            details: sentence(changed.join('; ')),
          },
          actorId,
        );
      });
      return zone(id);
    },

    /**
     * DELETE /api/warehouse-zones/{id}: an empty zone with all its bins, in one statement
     * however many (a mistyped 100,000-bin zone). Refused (409, with the reason) while a unit
     * is in it, an order status is mapped to it or a product has its default location there.
     */
    async deleteZone(actorId: number | null, id: number) {
      const bins = await database.transaction(async () => {
        const locked = await repository.lockZone(id);
        if (!locked) throw zoneNotFound();
        // Units received back in an RMA go there: it stays while returns come in.
        if (locked.isReturns) throw conflict(WAREHOUSE_MESSAGES.returnsZoneKept(locked.zoneCode));
        const holders = await repository.zoneHolders(id);
        if (holders.units > 0)
          throw conflict(WAREHOUSE_MESSAGES.zoneHoldsUnits(locked.zoneCode, holders.units));
        if (holders.statuses.length)
          throw conflict(WAREHOUSE_MESSAGES.zoneMapped(locked.zoneCode, holders.statuses));
        if (holders.defaults > 0)
          throw conflict(WAREHOUSE_MESSAGES.defaultOf(`Zone ${locked.zoneCode}`, holders.defaults));
        const deleted = await repository.deleteZone(id);
        if (deleted === null) throw conflict(WAREHOUSE_MESSAGES.zoneHoldsUnits(locked.zoneCode, 1));
        await repository.insertChange(
          {
            action: 'zone_deleted',
            zoneId: id,
            zoneCode: locked.zoneCode,
            details: `Deleted with ${plural(deleted, 'location')}`,
          },
          actorId,
        );
        return { code: locked.zoneCode, deleted };
      });
      return {
        success: true as const,
        message: WAREHOUSE_MESSAGES.zoneDeleted(bins.code, bins.deleted),
      };
    },

    /**
     * PUT /api/warehouse-locations/{id}: capacity (never below the units in the bin: the
     * contract's capacityBelowUnits, also held by the database's CHECK) and active or not (an
     * inactive bin takes no new units; those in it stay).
     */
    async updateLocation(
      actorId: number | null,
      id: number,
      input: { capacity?: number | null | undefined; is_active?: boolean | undefined },
    ): Promise<WarehouseLocation> {
      await database
        .transaction(async () => {
          const bin = await repository.lockBin(id);
          if (!bin) throw locationNotFound();
          const capacity = input.capacity === undefined ? bin.capacity : input.capacity;
          const isActive = input.is_active ?? bin.isActive;
          if (bin.isStaging && (capacity !== null || !isActive))
            throw conflict(WAREHOUSE_MESSAGES.stagingBinFixed(bin.zoneCode));
          if (capacity !== null && capacity < bin.unitCount)
            throw conflict(WAREHOUSE_MESSAGES.capacityBelowUnits);
          if (capacity === bin.capacity && isActive === bin.isActive) return;
          await repository.updateBin(id, { capacity, isActive });
          const change = {
            zoneId: bin.zoneId,
            zoneCode: bin.zoneCode,
            locationId: id,
            locationCode: bin.locationCode,
          };
          if (capacity !== bin.capacity) {
            await repository.insertChange(
              {
                ...change,
                action: 'capacity_changed',
                details: `Capacity ${capacityText(bin.capacity)} -> ${capacityText(capacity)}`,
              },
              actorId,
            );
          }
          if (isActive !== bin.isActive) {
            await repository.insertChange(
              {
                ...change,
                action: isActive ? 'reactivated' : 'deactivated',
                details: isActive ? 'Takes new units again' : 'Takes no new units',
              },
              actorId,
            );
          }
        })
        .catch((err: unknown) => {
          if (isCheckViolation(err, 'warehouse_locations_capacity'))
            throw conflict(WAREHOUSE_MESSAGES.capacityBelowUnits);
          throw err;
        });
      return location(id);
    },

    /**
     * DELETE /api/warehouse-locations/{id}: an empty bin. Refused (409, with the reason) while
     * it holds units or is a product's default location. A placement racing the delete either
     * comes first (the delete then sees its unit) or finds no bin (units.placement.ts).
     */
    async deleteLocation(actorId: number | null, id: number) {
      const code = await database.transaction(async () => {
        const bin = await repository.lockBin(id);
        if (!bin) throw locationNotFound();
        if (bin.isStaging) throw conflict(WAREHOUSE_MESSAGES.stagingBinDeleted(bin.zoneCode));
        if (bin.unitCount > 0)
          throw conflict(WAREHOUSE_MESSAGES.locationHoldsUnits(bin.locationCode, bin.unitCount));
        const defaults = await repository.binDefaults(id);
        if (defaults > 0)
          throw conflict(WAREHOUSE_MESSAGES.defaultOf(`Location ${bin.locationCode}`, defaults));
        if (!(await repository.deleteBin(id)))
          throw conflict(WAREHOUSE_MESSAGES.locationHoldsUnits(bin.locationCode, 1));
        await repository.insertChange(
          {
            action: 'location_deleted',
            zoneId: bin.zoneId,
            zoneCode: bin.zoneCode,
            locationId: id,
            locationCode: bin.locationCode,
            details: 'Deleted',
          },
          actorId,
        );
        return bin.locationCode;
      });
      return { success: true as const, message: WAREHOUSE_MESSAGES.locationDeleted(code) };
    },

    /** A zone's layout history (its own changes and its bins'), also after it was deleted. */
    async zoneHistory(zoneId: number): Promise<LayoutChange[]> {
      return (await repository.history({ zoneId })).map(toChange);
    },

    async locationHistory(locationId: number): Promise<LayoutChange[]> {
      return (await repository.history({ locationId })).map(toChange);
    },
  };
}
