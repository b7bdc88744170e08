import { sql } from 'drizzle-orm';
import { queryRows, type ExecutorSource } from '@shop/db';
import type { LabourPrice, LabourPriceUpdate, LabourPriceWrite } from '@shop/contract';

const COLUMNS = sql`id, name, unit, price_cents as "price", active, position`;

/**
 * The SQL that writes the labour price list (the installations module's table), apart from
 * installations.repository.ts, which reads it for quotes and the shop.
 */
export function createLabourPricesRepository(database: ExecutorSource) {
  const all = <T>(query: Parameters<typeof queryRows>[1]) => queryRows<T>(database, query);
  return {
    list: () => all<LabourPrice>(sql`select ${COLUMNS} from labour_prices order by position, id`),

    async insert(v: LabourPriceWrite, userId: number): Promise<LabourPrice> {
      const [row] = await all<LabourPrice>(sql`
        insert into labour_prices (name, unit, price_cents, active, position, updated_by)
        values (${v.name}, ${v.unit}, ${v.price}, ${v.active}, ${v.position}, ${userId})
        returning ${COLUMNS}`);
      return row!;
    },

    async update(id: number, v: LabourPriceUpdate, userId: number) {
      const [row] = await all<LabourPrice>(sql`
        update labour_prices set
          name = coalesce(${v.name ?? null}, name),
          unit = coalesce(${v.unit ?? null}, unit),
          price_cents = coalesce(${v.price ?? null}::int, price_cents),
          active = coalesce(${v.active ?? null}::boolean, active),
          position = coalesce(${v.position ?? null}::int, position),
          updated_by = ${userId}, updated_at = now()
        where id = ${id}
        returning ${COLUMNS}`);
      return row;
    },

    async remove(id: number): Promise<boolean> {
      const rows = await all<{ id: number }>(
        sql`delete from labour_prices where id = ${id} returning id`,
      );
      return rows.length === 1;
    },
  };
}
