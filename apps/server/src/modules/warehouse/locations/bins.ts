import { UNIT_MESSAGES, WAREHOUSE_ID } from '@shop/contract';
import { DomainError } from '../../../lib/errors.ts';
import { stagingBinPlace } from '../places.ts';
import type { LocationRow, WarehouseRepository, ZoneRow } from './warehouse.repository.ts';
import type { WarehouseLayout } from './warehouse.layout.ts';

export type { LocationRow, ZoneRow } from './warehouse.repository.ts';

/** The zone made for returns when the shop has none (migration 0037 makes the same). */
const RETURNS_ZONE = {
  code: 'RET',
  name: 'Returns',
  description: 'Units that came back in an RMA wait here for inspection',
};

/**
 * The zones and bins as the other areas place things in them (units, default locations,
 * status mappings): rows as they are now, read in the caller's transaction, so a placement
 * checks the bin it writes to. The other areas call these, never the locations' repository
 * (docs/decisions/0067-warehouse-areas.md).
 */
export function createBinLookup({
  repository,
  zoneOrThrow,
}: {
  repository: WarehouseRepository;
  zoneOrThrow: WarehouseLayout['zoneOrThrow'];
}) {
  return {
    zone: (id: number): Promise<ZoneRow | undefined> => repository.zone(id),

    /** The zone, or the 404 the zone forms answer. */
    zoneOrThrow,

    bin: (id: number): Promise<LocationRow | undefined> => repository.location(id),

    binsByIds: (ids: number[]): Promise<LocationRow[]> => repository.locationsByIds(ids),

    /** The bin at an exact place of a zone, if there is one. */
    binAt: (
      zoneId: number,
      aisle: string,
      rack: string,
      shelf: string,
    ): Promise<LocationRow | undefined> => repository.binAt(zoneId, aisle, rack, shelf),

    stagingBin: (zoneId: number): Promise<LocationRow | undefined> => repository.stagingBin(zoneId),

    /**
     * The returns zone's staging bin, the zone ensured on use: the zone marked as returns, else
     * zone RET marked, else zone RET made with its staging bin. One caller at a time makes it.
     */
    async returnsBin(): Promise<LocationRow> {
      await repository.lockReturnsZone();
      let zoneId =
        (await repository.returnsZoneId(WAREHOUSE_ID)) ??
        (await repository.markReturnsZone(WAREHOUSE_ID, RETURNS_ZONE.code));
      if (zoneId === undefined) {
        await repository.insertZone({
          warehouseId: WAREHOUSE_ID,
          zoneCode: RETURNS_ZONE.code,
          zoneName: RETURNS_ZONE.name,
          description: RETURNS_ZONE.description,
          staging: stagingBinPlace(RETURNS_ZONE.code),
        });
        zoneId = (await repository.markReturnsZone(WAREHOUSE_ID, RETURNS_ZONE.code))!;
      }
      const bin = await repository.stagingBin(zoneId);
      if (!bin) {
        const zone = await repository.zone(zoneId);
        throw new DomainError(
          'conflict',
          UNIT_MESSAGES.noStagingBin(zone?.zoneCode ?? RETURNS_ZONE.code),
          { code: 'NO_BIN' },
        );
      }
      return bin;
    },
  };
}

export type BinLookup = ReturnType<typeof createBinLookup>;
