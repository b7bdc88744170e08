// The rules of this module, in words: docs/modules/warehouse.md
import type { DatabaseHandle } from '@shop/db';
import { createWarehouseRepository } from './warehouse.repository.ts';
import { createWarehouseLayout } from './warehouse.layout.ts';
import { createBinLists } from './warehouse.lists.ts';
import { createStatusMappings } from './warehouse.mappings.ts';
import { createLayoutRepository } from './layout.repository.ts';
import { createLayoutCorrections } from './warehouse.corrections.ts';

export type WarehouseService = ReturnType<typeof createWarehouseService>;

/**
 * Zones and bins (issue 8 item 1; warehouse-and-leads.md sections 5 and 7): a zone with its
 * grid in one transaction, single bins, the lists and the cascading options of the unit
 * location form. Units and their movements live in units.service.ts.
 * Three parts by responsibility: the layout (warehouse.layout.ts: zones, bins, the form's
 * options), the bin lists (warehouse.lists.ts) and the status mappings
 * (warehouse.mappings.ts), and the corrections of the layout with their history
 * (warehouse.corrections.ts); how they are answered is warehouse.mappers.ts.
 */
export function createWarehouseService({ database }: { database: DatabaseHandle }) {
  const repository = createWarehouseRepository(database);
  const { zoneOrThrow, ...layout } = createWarehouseLayout({ database, repository });
  return {
    ...layout,
    ...createBinLists({ repository, location: layout.location }),
    ...createStatusMappings({ repository, zoneOrThrow }),
    ...createLayoutCorrections({
      database,
      layoutRepository: createLayoutRepository(database),
      zone: layout.zone,
      location: layout.location,
    }),
  };
}
