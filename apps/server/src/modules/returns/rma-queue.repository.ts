import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type ExecutorSource } from '@shop/db';
import {
  OPEN_RMA_STATUSES,
  RMA_STATUSES,
  SHOP_TIME_ZONE,
  type AdminRmasQuery,
  type RmaStatus,
} from '@shop/contract';
import { likePattern } from '../../lib/sql.ts';

export type RmaListRow = {
  id: number;
  rmaNumber: string;
  status: RmaStatus;
  kind: string;
  customerId: number;
  customerName: string;
  customerEmail: string;
  productId: number;
  productName: string;
  unitId: number;
  unitIdentifier: string;
  orderId: number;
  orderNumber: string;
  preferredOutcome: string;
  createdAt: Date;
  daysOpen: number;
};

/** The names of who took each step, the resolution's order, and the order and customer now. */
export type RmaDetailExtras = {
  approvedByName: string | null;
  rejectedByName: string | null;
  receivedByName: string | null;
  inspectedByName: string | null;
  resolvedByName: string | null;
  resolutionOrderNumber: string | null;
  orderStatus: string;
  orderNumberNow: string;
  customerNameNow: string | null;
  customerEmailNow: string | null;
  daysOpen: number;
};

const inList = (statuses: readonly string[]) =>
  sql.raw(`(${statuses.map((s) => `'${s}'`).join(', ')})`);
const OPEN = inList(OPEN_RMA_STATUSES);

/** Whole days since filing; a closed RMA counts to the day it closed. */
const DAYS_OPEN = sql`floor(extract(epoch from (
    case when r.status in ${OPEN} then now()
      else coalesce(r.resolved_at, r.rejected_at, r.withdrawn_at, r.updated_at) end
    - r.created_at)) / 86400)::int`;

const LIST_COLUMNS = sql`r.id, r.rma_number as "rmaNumber", r.status, r.kind,
  r.customer_id as "customerId", r.customer_name as "customerName",
  r.customer_email as "customerEmail", r.product_id as "productId",
  r.product_name as "productName", r.unit_id as "unitId", r.unit_identifier as "unitIdentifier",
  r.order_id as "orderId", r.order_number as "orderNumber",
  r.preferred_outcome as "preferredOutcome", r.created_at as "createdAt",
  ${DAYS_OPEN} as "daysOpen"`;

/** The sorts; each ends on the id so a page boundary is stable. */
const ORDER: Record<AdminRmasQuery['sort'], SQL> = {
  newest: sql`r.created_at desc, r.id desc`,
  oldest: sql`r.created_at asc, r.id asc`,
  // The queue's order of work: requested first, then approved, received, inspected, closed.
  status: sql`array_position(${sql.raw(`array[${RMA_STATUSES.map((s) => `'${s}'`).join(', ')}]::text[]`)}, r.status), r.created_at desc, r.id desc`,
};

const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`;

export type RmaQueueFilters = Omit<AdminRmasQuery, 'page' | 'limit' | 'sort'>;

function filterWhere(f: RmaQueueFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.status === 'open') parts.push(sql`r.status in ${OPEN}`);
  else if (f.status) parts.push(sql`r.status = ${f.status}`);
  if (f.kind) parts.push(sql`r.kind = ${f.kind}`);
  // The generated, lower-cased search_text and its trigram index (ADR 0046).
  if (f.search) parts.push(sql`r.search_text like ${likePattern(f.search)}`);
  if (f.createdFrom) parts.push(sql`r.created_at >= ${dayStart(f.createdFrom)}`);
  if (f.createdTo) parts.push(sql`r.created_at < ${dayEnd(f.createdTo)}`);
  return sql.join(parts, sql` and `);
}

const person = (alias: string) =>
  sql.raw(`nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), '')`);

/**
 * The staff queue's SQL over the returns module's own tables (docs/data-ownership.md): the
 * list, the counts, an RMA's photos and how it is found by number or unit. Names of staff,
 * the order's status and the resolution order's number come through the published
 * users_directory and orders_directory views. Status changes are rma-steps.repository.ts's.
 */
export function createRmaQueueRepository(database: ExecutorSource) {
  const all = <T>(query: SQL) => queryRows<T>(database, query);
  return {
    /** One page of the filtered list, and how many match. */
    async list(
      filters: RmaQueueFilters,
      sort: AdminRmasQuery['sort'],
      limit: number,
      offset: number,
    ): Promise<{ rows: RmaListRow[]; total: number }> {
      const where = filterWhere(filters);
      const [rows, [count]] = await Promise.all([
        all<RmaListRow>(sql`
          select ${LIST_COLUMNS} from rmas r where ${where}
          order by ${ORDER[sort]}
          limit ${limit} offset ${offset}`),
        all<{ n: number }>(sql`select count(*)::int as n from rmas r where ${where}`),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** How many RMAs there are of each status, and open, in one statement. */
    async stats(): Promise<{ counts: Record<RmaStatus, number>; open: number }> {
      const rows = await all<{ status: RmaStatus; n: number }>(sql`
        select status, count(*)::int as n from rmas group by status`);
      const counts = Object.fromEntries(RMA_STATUSES.map((s) => [s, 0])) as Record<
        RmaStatus,
        number
      >;
      for (const r of rows) counts[r.status] = r.n;
      const open = OPEN_RMA_STATUSES.reduce((n, s) => n + counts[s], 0);
      return { counts, open };
    },

    /** What the detail shows beside the RMA's own row. */
    async extras(id: number): Promise<RmaDetailExtras | undefined> {
      const [row] = await all<RmaDetailExtras>(sql`
        select ${person('ap')} as "approvedByName", ${person('rj')} as "rejectedByName",
          ${person('rc')} as "receivedByName", ${person('ins')} as "inspectedByName",
          ${person('rs')} as "resolvedByName", ro.order_number as "resolutionOrderNumber",
          o.status as "orderStatus", o.order_number as "orderNumberNow",
          ${person('c')} as "customerNameNow", c.email as "customerEmailNow",
          ${DAYS_OPEN} as "daysOpen"
        from rmas r
        join orders_directory o on o.id = r.order_id
        left join orders_directory ro on ro.id = r.resolution_order_id
        left join users_directory c on c.id = r.customer_id
        left join users_directory ap on ap.id = r.approved_by
        left join users_directory rj on rj.id = r.rejected_by
        left join users_directory rc on rc.id = r.received_by
        left join users_directory ins on ins.id = r.inspected_by
        left join users_directory rs on rs.id = r.resolved_by
        where r.id = ${id}`);
      return row;
    },

    async photos(rmaId: number) {
      return all<{ position: number; width: number; height: number }>(sql`
        select position, width, height from rma_photos
        where rma_id = ${rmaId} order by position`);
    },

    /** The open RMA of this number (the return label's QR), if any. */
    async openByNumber(rmaNumber: string) {
      const [row] = await all<{ id: number; rmaNumber: string; status: RmaStatus }>(sql`
        select id, rma_number as "rmaNumber", status from rmas
        where rma_number = ${rmaNumber} and status in ${OPEN}`);
      return row;
    },

    /** The open RMAs of these units (at most one each), for the warehouse's hand changes. */
    async openByUnits(unitIds: number[]) {
      if (!unitIds.length) return [];
      return all<{ unitId: number; unitIdentifier: string; rmaNumber: string }>(sql`
        select unit_id as "unitId", unit_identifier as "unitIdentifier",
          rma_number as "rmaNumber" from rmas
        where unit_id in (${sql.join(
          unitIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and status in ${OPEN}
        order by unit_id`);
    },

    /** The open RMA of a unit (at most one: rmas_open_unit_key). */
    async openByUnit(unitId: number) {
      const [row] = await all<{ id: number; rmaNumber: string; status: RmaStatus }>(sql`
        select id, rma_number as "rmaNumber", status from rmas
        where unit_id = ${unitId} and status in ${OPEN}`);
      return row;
    },
  };
}

export type RmaQueueRepository = ReturnType<typeof createRmaQueueRepository>;
