import {
  deriveCoordinates,
  locationCode,
  WAREHOUSE_MESSAGES,
  type CreateLocation,
  type CreateZone,
  type WarehouseLocation,
  type Zone,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError, uniqueClash } from '../../../lib/errors.ts';
import type { WarehouseRepository } from './warehouse.repository.ts';
import { toLocation, toZone, zoneNotFound } from './warehouse.mappers.ts';
import { placeCoordinates, stagingBinPlace } from '../places.ts';

/**
 * The warehouse's layout: zones (with their grid of bins), single bins, and the cascading
 * aisle, rack and shelf options of the unit location form.
 */
export function createWarehouseLayout({
  database,
  repository,
}: {
  database: DatabaseHandle;
  repository: WarehouseRepository;
}) {
  async function zoneOrThrow(id: number) {
    const zone = await repository.zone(id);
    if (!zone) throw zoneNotFound();
    return zone;
  }

  async function location(id: number): Promise<WarehouseLocation> {
    const row = await repository.location(id);
    if (!row) throw new DomainError('not_found', WAREHOUSE_MESSAGES.locationNotFound);
    return toLocation(row);
  }

  return {
    zoneOrThrow,

    async zones(warehouseId: number): Promise<Zone[]> {
      return (await repository.zones(warehouseId)).map(toZone);
    },

    zone: async (id: number) => toZone(await zoneOrThrow(id)),

    /**
     * The zone and, when asked, every bin of its grid: one transaction, so a zone never
     * exists with half its bins. Bins get the zone letter's coordinates and codes.
     */
    async createZone(input: CreateZone): Promise<{ zone: Zone; locationsCreated: number }> {
      const { zoneId, created } = await database
        .transaction(async () => {
          const id = await repository.insertZone({
            warehouseId: input.warehouse_id,
            zoneCode: input.zone_code,
            zoneName: input.zone_name,
            description: input.description,
            staging: stagingBinPlace(input.zone_code),
          });
          const made = input.grid
            ? await repository.insertGrid({
                warehouseId: input.warehouse_id,
                zoneId: id,
                zoneCode: input.zone_code,
                letterIndex: deriveCoordinates({ zone: input.zone_code, aisle: '1' }).x / 10,
                ...input.grid,
                notes: input.description ? `Part of zone: ${input.description}` : '',
              })
            : 0;
          return { zoneId: id, created: made };
        })
        .catch(uniqueClash('zone_code', WAREHOUSE_MESSAGES.zoneCodeTaken));
      return { zone: toZone(await zoneOrThrow(zoneId)), locationsCreated: created };
    },

    /**
     * One bin. Coordinates not entered are derived from the place
     * (docs/modules/warehouse.md#places-and-coordinates); the place is unique per warehouse (409).
     */
    async createLocation(input: CreateLocation): Promise<WarehouseLocation> {
      const zone = await zoneOrThrow(input.zone_id);
      const place = {
        zone: zone.zoneCode,
        aisle: input.aisle,
        rack: input.rack,
        shelf: input.shelf,
      };
      // One statement: the unique place key decides between two staff creating the same bin.
      const id = await repository
        .insertLocation({
          warehouseId: input.warehouse_id,
          zoneId: zone.id,
          aisle: input.aisle,
          rack: input.rack,
          shelf: input.shelf,
          ...placeCoordinates(place, input),
          capacity: input.capacity,
          locationType: input.location_type,
          notes: input.notes,
          locationCode: locationCode(place),
        })
        .catch(uniqueClash('location', WAREHOUSE_MESSAGES.locationTaken));
      return location(id);
    },

    location,

    /** The bin a scanned label names (the QR value (docs/modules/warehouse.md#calls)), if any. */
    async binByLabel(label: { zoneCode: string; aisle: string; rack: string; shelf: string }) {
      const row = await repository.binByLabel(label.zoneCode, label.aisle, label.rack, label.shelf);
      return row ? toLocation(row) : undefined;
    },

    async aisles(zoneId: number) {
      await zoneOrThrow(zoneId);
      return repository.aisleOptions(zoneId);
    },

    async racks(zoneId: number, aisle: string) {
      await zoneOrThrow(zoneId);
      return repository.rackOptions(zoneId, aisle);
    },

    async shelves(zoneId: number, aisle: string, rack: string) {
      await zoneOrThrow(zoneId);
      return repository.shelfOptions(zoneId, aisle, rack);
    },
  };
}

export type WarehouseLayout = ReturnType<typeof createWarehouseLayout>;
