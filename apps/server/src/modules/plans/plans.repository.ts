import { sql } from 'drizzle-orm';
import { queryRows, type ExecutorSource } from '@shop/db';
import type { PlanStatus, PlanUpdate, PlanWrite } from '@shop/contract';

/** A plan's row, amounts in cents. */
export type PlanRow = {
  id: number;
  name: string;
  description: string;
  monitoring: PlanWrite['monitoring'];
  maintenanceVisitsPerYear: number;
  responseHours: number | null;
  extendedWarranty: boolean;
  monthlyPriceCents: number;
  yearlyPriceCents: number | null;
  setupFeeCents: number;
  minTermMonths: number;
  taxable: boolean;
  status: PlanStatus;
  position: number;
  updatedAt: string;
};

const COLUMNS = sql`p.id, p.name, p.description, p.monitoring,
  p.maintenance_visits_per_year as "maintenanceVisitsPerYear", p.response_hours as "responseHours",
  p.extended_warranty as "extendedWarranty", p.monthly_price_cents as "monthlyPriceCents",
  p.yearly_price_cents as "yearlyPriceCents", p.setup_fee_cents as "setupFeeCents",
  p.min_term_months as "minTermMonths", p.taxable, p.status, p.position,
  p.updated_at as "updatedAt"`;

/** The SQL of the plans module's one table. */
export function createPlansRepository(database: ExecutorSource) {
  const all = <T>(query: Parameters<typeof queryRows>[1]) => queryRows<T>(database, query);
  return {
    list: (onlyActive: boolean) =>
      all<PlanRow>(sql`select ${COLUMNS} from plans p
        ${onlyActive ? sql`where p.status = 'active'` : sql``}
        order by p.position, p.id`),

    async find(id: number, options: { lock?: boolean } = {}) {
      const [row] = await all<PlanRow>(
        sql`select ${COLUMNS} from plans p where p.id = ${id} ${options.lock ? sql`for share` : sql``}`,
      );
      return row;
    },

    async count(): Promise<number> {
      const [row] = await all<{ n: number }>(sql`select count(*)::int as n from plans`);
      return row!.n;
    },

    async insert(v: PlanWrite): Promise<PlanRow> {
      const [row] = await all<PlanRow>(sql`
        insert into plans as p (name, description, monitoring, maintenance_visits_per_year,
          response_hours, extended_warranty, monthly_price_cents, yearly_price_cents,
          setup_fee_cents, min_term_months, taxable, status, position)
        values (${v.name}, ${v.description}, ${v.monitoring}, ${v.maintenanceVisitsPerYear},
          ${v.responseHours}, ${v.extendedWarranty}, ${v.monthlyPrice}, ${v.yearlyPrice},
          ${v.setupFee}, ${v.minTermMonths}, ${v.taxable}, ${v.status}, ${v.position})
        returning ${COLUMNS}`);
      return row!;
    },

    /** Only the fields given change; a yearly price or response time given as null is removed. */
    async update(id: number, v: PlanUpdate): Promise<PlanRow | undefined> {
      const has = (key: keyof PlanUpdate) => Object.prototype.hasOwnProperty.call(v, key);
      const [row] = await all<PlanRow>(sql`
        update plans as p set
          name = coalesce(${v.name ?? null}, name),
          description = coalesce(${v.description ?? null}, description),
          monitoring = coalesce(${v.monitoring ?? null}, monitoring),
          maintenance_visits_per_year = coalesce(${v.maintenanceVisitsPerYear ?? null}::int, maintenance_visits_per_year),
          response_hours = ${has('responseHours') ? sql`${v.responseHours ?? null}::int` : sql`response_hours`},
          extended_warranty = coalesce(${v.extendedWarranty ?? null}::boolean, extended_warranty),
          monthly_price_cents = coalesce(${v.monthlyPrice ?? null}::int, monthly_price_cents),
          yearly_price_cents = ${has('yearlyPrice') ? sql`${v.yearlyPrice ?? null}::int` : sql`yearly_price_cents`},
          setup_fee_cents = coalesce(${v.setupFee ?? null}::int, setup_fee_cents),
          min_term_months = coalesce(${v.minTermMonths ?? null}::int, min_term_months),
          taxable = coalesce(${v.taxable ?? null}::boolean, taxable),
          status = coalesce(${v.status ?? null}, status),
          position = coalesce(${v.position ?? null}::int, position),
          updated_at = now()
        where p.id = ${id}
        returning ${COLUMNS}`);
      return row;
    },
  };
}
