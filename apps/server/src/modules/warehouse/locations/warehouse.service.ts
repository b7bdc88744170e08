// The rules of this module, in words: docs/modules/warehouse.md
import type { DatabaseHandle } from '@shop/db';
import { createWarehouseRepository } from './warehouse.repository.ts';
import { createWarehouseLayout } from './warehouse.layout.ts';
import { createBinLists } from './warehouse.lists.ts';
import { createLayoutRepository } from './layout.repository.ts';
import { createLayoutCorrections } from './warehouse.corrections.ts';
import { createBinLookup } from './bins.ts';

export type WarehouseService = ReturnType<typeof createWarehouseService>;
export type SeedingProduct = { id: number; sku: string; stock: number; categorySlug: string };

/**
 * Zones and bins (docs/modules/warehouse.md): a zone with its
 * grid in one transaction, single bins, the lists and the cascading options of the unit
 * location form. Units and their movements live in units/units.service.ts.
 * Four parts by responsibility, each member below named from its part: the layout
 * (warehouse.layout.ts: zones, bins, the form's options), the bin lists (warehouse.lists.ts),
 * the corrections of the layout with their history (warehouse.corrections.ts), and the bins
 * as the other areas place things in them (bins.ts); how they are answered is
 * warehouse.mappers.ts.
 */
export function createWarehouseService({ database }: { database: DatabaseHandle }) {
  const repository = createWarehouseRepository(database);
  const layout = createWarehouseLayout({ database, repository });
  const lists = createBinLists({ repository, location: layout.location });
  const corrections = createLayoutCorrections({
    database,
    layoutRepository: createLayoutRepository(database),
    zone: layout.zone,
    location: layout.location,
  });

  /**
   * Fills an empty warehouse once (the demo's), also when two instances start together: `fill`
   * runs in one transaction under the seeding lock, handed the products on sale in the shop's
   * order, only while there is no unit and no zone but the returns zone every shop has from
   * its migrations (with only its staging bin). Answers fill's answer, or null when the
   * warehouse is in use.
   */
  async function seedEmpty<T>(fill: (products: SeedingProduct[]) => Promise<T>) {
    return database.transaction(async (): Promise<T | null> => {
      await repository.lockForSeeding();
      if (!(await repository.isEmptyForSeeding())) return null;
      return fill(await repository.productsForSeeding());
    });
  }

  return {
    seedEmpty,
    /** Rows of zones and bins for the units, default locations and status mappings. */
    bins: createBinLookup({ repository, zoneOrThrow: layout.zoneOrThrow }),
    // The layout (warehouse.layout.ts).
    zones: layout.zones,
    zone: layout.zone,
    createZone: layout.createZone,
    createLocation: layout.createLocation,
    location: layout.location,
    binByLabel: layout.binByLabel,
    aisles: layout.aisles,
    racks: layout.racks,
    shelves: layout.shelves,
    // The bin lists (warehouse.lists.ts).
    locations: lists.locations,
    locationsAnswer: lists.locationsAnswer,
    locationStats: lists.locationStats,
    searchLocations: lists.searchLocations,
    mapData: lists.mapData,
    // The corrections and their history (warehouse.corrections.ts).
    updateZone: corrections.updateZone,
    deleteZone: corrections.deleteZone,
    updateLocation: corrections.updateLocation,
    deleteLocation: corrections.deleteLocation,
    zoneHistory: corrections.zoneHistory,
    locationHistory: corrections.locationHistory,
  };
}
