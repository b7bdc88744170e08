import { sql } from 'drizzle-orm';
import { idList, queryRows, type ExecutorSource } from '@shop/db';
import type { InstallationSettings, LabourUnit } from '@shop/contract';
import { createBookingQueries } from './booking.repository.ts';

export type LabourPriceRow = {
  id: number;
  name: string;
  unit: LabourUnit;
  priceCents: number;
  active: boolean;
  position: number;
};

export type NewJob = {
  orderId: number;
  quoteId: number | null;
  customerId: number;
  siteAddress: string;
  siteZip: string;
};

export type HistoryWrite = {
  jobId: number;
  fromStatus: string | null;
  toStatus: string;
  fromTechnicianId?: number | null;
  toTechnicianId?: number | null;
  fromDay?: string | null;
  toDay?: string | null;
  fromSlot?: number | null;
  toSlot?: number | null;
  note: string | null;
  byCustomer: boolean;
  userId: number | null;
  userName: string | null;
};

const LABOUR_COLUMNS = sql`id, name, unit, price_cents as "priceCents", active, position`;

/**
 * The SQL of the installations module's tables (docs/data-ownership.md): the labour price
 * list, technicians, blackouts, jobs and their history, and the installation settings.
 * Queries run on the caller's open transaction, if any.
 */
export function createInstallationsRepository(database: ExecutorSource) {
  const all = <T>(query: Parameters<typeof queryRows>[1]) => queryRows<T>(database, query);
  return {
    async labourPrices(): Promise<LabourPriceRow[]> {
      return all<LabourPriceRow>(
        sql`select ${LABOUR_COLUMNS} from labour_prices order by position, id`,
      );
    },

    async labourPricesByIds(ids: readonly number[]): Promise<LabourPriceRow[]> {
      if (ids.length === 0) return [];
      return all<LabourPriceRow>(
        sql`select ${LABOUR_COLUMNS} from labour_prices where id in ${idList(ids)} order by position, id`,
      );
    },

    /** A job for the order, once (its unique key): undefined when the order has one already. */
    async insertJob(job: NewJob): Promise<number | undefined> {
      const [row] = await all<{ id: number }>(sql`
        insert into installation_jobs (order_id, quote_id, customer_id, site_address, site_zip)
        values (${job.orderId}, ${job.quoteId}, ${job.customerId}, ${job.siteAddress}, ${job.siteZip})
        on conflict (order_id) do nothing
        returning id`);
      return row?.id;
    },

    async insertHistory(entry: HistoryWrite): Promise<void> {
      await all(sql`
        insert into installation_job_history
          (job_id, from_status, to_status, from_technician_id, to_technician_id, from_day, to_day,
           from_slot, to_slot, note, by_customer, user_id, user_name)
        values (${entry.jobId}, ${entry.fromStatus}, ${entry.toStatus},
          ${entry.fromTechnicianId ?? null}, ${entry.toTechnicianId ?? null},
          ${entry.fromDay ?? null}::date, ${entry.toDay ?? null}::date,
          ${entry.fromSlot ?? null}, ${entry.toSlot ?? null}, ${entry.note},
          ${entry.byCustomer}, ${entry.userId}, ${entry.userName})`);
    },

    ...createBookingQueries(all),

    async settings(): Promise<InstallationSettings | undefined> {
      const [row] = await all<InstallationSettings>(sql`
        select deposit_percent as "depositPercent", slot_times as "slotTimes",
          open_holidays as "openHolidays"
        from installation_settings where id = 1`);
      return row;
    },
  };
}

export type InstallationsRepository = ReturnType<typeof createInstallationsRepository>;
