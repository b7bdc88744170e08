import { MAPPING_MESSAGES, type StatusMapping } from '@shop/contract';
import { uniqueClash } from '../../lib/errors.ts';
import type { WarehouseRepository } from './warehouse.repository.ts';
import { mappingNotFound, toMapping } from './warehouse.mappers.ts';
import type { WarehouseLayout } from './warehouse.layout.ts';

/** The status mappings: the zone each order status sends its units to, one per status. */
export function createStatusMappings({
  repository,
  zoneOrThrow,
}: {
  repository: WarehouseRepository;
  zoneOrThrow: WarehouseLayout['zoneOrThrow'];
}) {
  async function mapping(orderStatus: string): Promise<StatusMapping> {
    const row = await repository.mapping(orderStatus);
    if (!row) throw mappingNotFound();
    return toMapping(row);
  }

  return {
    async mappings(): Promise<StatusMapping[]> {
      return (await repository.mappings()).map(toMapping);
    },

    mapping,

    /** One mapping per order status (409 for a second); the zone must exist. */
    async createMapping(input: { order_status: string; zone_id: number; description: string }) {
      await zoneOrThrow(input.zone_id);
      await repository
        .insertMapping({
          orderStatus: input.order_status,
          zoneId: input.zone_id,
          description: input.description,
        })
        .catch(uniqueClash('order_status', MAPPING_MESSAGES.taken));
      return mapping(input.order_status);
    },

    async updateMapping(orderStatus: string, input: { zone_id: number; description: string }) {
      await zoneOrThrow(input.zone_id);
      const found = await repository.updateMapping(orderStatus, {
        zoneId: input.zone_id,
        description: input.description,
      });
      if (!found) throw mappingNotFound();
      return mapping(orderStatus);
    },

    async deleteMapping(orderStatus: string) {
      if (!(await repository.deleteMapping(orderStatus))) throw mappingNotFound();
      return { success: true as const, message: MAPPING_MESSAGES.deleted };
    },
  };
}
