import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type ExecutorSource } from '@shop/db';

export type MappingRow = {
  orderStatus: string;
  zoneId: number;
  zoneCode: string;
  zoneName: string;
  description: string;
  createdAt: string;
  updatedAt: string;
};

const MAPPING_SELECT = sql`select m.order_status as "orderStatus", m.zone_id as "zoneId",
  z.zone_code as "zoneCode", z.zone_name as "zoneName", m.description,
  m.created_at as "createdAt", m.updated_at as "updatedAt"
  from status_mappings m join warehouse_zones z on z.id = m.zone_id`;

export type StatusMappingsRepository = ReturnType<typeof createStatusMappingsRepository>;

/** The status mappings: the zone each order status sends its units to, one per status. */
export function createStatusMappingsRepository(database: ExecutorSource) {
  const all = <T>(query: SQL) => queryRows<T>(database, query);
  return {
    async mappings(): Promise<MappingRow[]> {
      return all<MappingRow>(sql`${MAPPING_SELECT} order by m.order_status`);
    },

    async mapping(orderStatus: string): Promise<MappingRow | undefined> {
      const [row] = await all<MappingRow>(
        sql`${MAPPING_SELECT} where m.order_status = ${orderStatus}`,
      );
      return row;
    },

    async insertMapping(values: { orderStatus: string; zoneId: number; description: string }) {
      await all(sql`
        insert into status_mappings (order_status, zone_id, description)
        values (${values.orderStatus}, ${values.zoneId}, ${values.description})`);
    },

    async updateMapping(orderStatus: string, values: { zoneId: number; description: string }) {
      const rows = await all(sql`
        update status_mappings set zone_id = ${values.zoneId}, description = ${values.description},
          updated_at = now()
        where order_status = ${orderStatus} returning order_status`);
      return rows.length > 0;
    },

    async deleteMapping(orderStatus: string): Promise<boolean> {
      const rows = await all(
        sql`delete from status_mappings where order_status = ${orderStatus} returning order_status`,
      );
      return rows.length > 0;
    },
  };
}
