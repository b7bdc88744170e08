import { MAPPING_MESSAGES, type StatusMapping } from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError, uniqueClash } from '../../../lib/errors.ts';
import type { BinLookup } from '../locations/bins.ts';
import { createStatusMappingsRepository, type MappingRow } from './status-mappings.repository.ts';

export type StatusMappingsService = ReturnType<typeof createStatusMappingsService>;

const iso = (value: string) => new Date(value).toISOString();

export function toMapping(row: MappingRow): StatusMapping {
  return {
    order_status: row.orderStatus,
    zone_id: row.zoneId,
    zone_code: row.zoneCode,
    zone_name: row.zoneName,
    description: row.description,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

const mappingNotFound = () => new DomainError('not_found', MAPPING_MESSAGES.notFound);

/** The status mappings: the zone each order status sends its units to, one per status. */
export function createStatusMappingsService({
  database,
  bins,
}: {
  database: DatabaseHandle;
  bins: Pick<BinLookup, 'zoneOrThrow'>;
}) {
  const repository = createStatusMappingsRepository(database);

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
      await bins.zoneOrThrow(input.zone_id);
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
      await bins.zoneOrThrow(input.zone_id);
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
