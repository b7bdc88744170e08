import { sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE, type InstallationJobStatus } from '@shop/contract';

type All = <T>(query: SQL) => Promise<T[]>;

export type TechnicianRow = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  workingDays: number[];
  slotsPerDay: number;
  active: boolean;
  bookedJobs: number;
};

export type BlackoutRow = {
  id: number;
  day: string;
  technicianId: number | null;
  technicianName: string | null;
  reason: string;
};

export type CapacityRow = {
  day: string;
  slot: number;
  startTime: string;
  technicianId: number;
  technicianName: string;
  startsAt: Date | string;
};

export type JobRow = {
  id: number;
  orderId: number;
  quoteId: number | null;
  customerId: number;
  orderNumber: string;
  customerName: string;
  customerFirstName: string;
  status: InstallationJobStatus;
  technicianId: number | null;
  technicianName: string | null;
  day: string | null;
  slot: number | null;
  siteAddress: string;
  siteZip: string;
  completionNotes: string | null;
  completedAt: Date | string | null;
  createdAt: Date | string;
};

export type HistoryRow = {
  id: number;
  fromStatus: string | null;
  toStatus: string;
  fromDay: string | null;
  toDay: string | null;
  fromSlot: number | null;
  toSlot: number | null;
  fromTechnician: string | null;
  toTechnician: string | null;
  note: string | null;
  byCustomer: boolean;
  userName: string | null;
  createdAt: Date | string;
};

/** What a capacity question is about: the days, the shop's slot times, and what to leave out. */
export type CapacityQuery = {
  from: string;
  to: string;
  slotTimes: readonly string[];
  /** Days nobody installs on besides the blackouts: the federal holidays not opened. */
  closedDays: readonly string[];
  /** Slots starting before this instant are not offered (the customer's lead time); null: none. */
  earliest: Date | null;
  technicianId?: number | undefined;
  /** The job being moved: its own slot does not count as taken. */
  excludeJobId?: number | undefined;
  /** false: every slot a technician works, booked or not (is the slot offered at all?). */
  freeOnly: boolean;
};

const TZ = sql.raw(`'${SHOP_TIME_ZONE}'`);

const TECHNICIAN_COLUMNS = sql`t.id, t.name, t.email, t.phone, t.working_days as "workingDays",
  t.slots_per_day as "slotsPerDay", t.active,
  (select count(*)::int from installation_jobs b
    where b.technician_id = t.id and b.status = 'booked') as "bookedJobs"`;

/** A technician working that day and slot, not blacked out (the shop or them). */
const works = (day: SQL, slot: SQL) => sql`t.active and ${slot} <= t.slots_per_day
  and t.working_days @> to_jsonb(extract(isodow from ${day})::int)
  and not exists (select 1 from installation_blackouts x
    where x.day = ${day} and (x.technician_id is null or x.technician_id = t.id))`;

/** No booked job (other than the one being moved) holds the technician's slot. */
const free = (day: SQL, slot: SQL, excludeJobId: number | undefined) => sql`not exists (
  select 1 from installation_jobs h where h.status = 'booked' and h.technician_id = t.id
    and h.day = ${day} and h.slot = ${slot} and h.id <> ${excludeJobId ?? 0})`;

const JOB_COLUMNS = sql`j.id, j.order_id as "orderId", j.quote_id as "quoteId",
  j.customer_id as "customerId", o.order_number as "orderNumber",
  coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) as "customerName",
  coalesce(u.first_name, '') as "customerFirstName",
  j.status, j.technician_id as "technicianId", t.name as "technicianName", j.day::text as day,
  j.slot, j.site_address as "siteAddress", j.site_zip as "siteZip",
  j.completion_notes as "completionNotes", j.completed_at as "completedAt",
  j.created_at as "createdAt"`;

const JOB_FROM = sql`from installation_jobs j
  join orders_directory o on o.id = j.order_id
  join users_directory u on u.id = j.customer_id
  left join technicians t on t.id = j.technician_id`;

/**
 * The SQL of booking (ADR 0045): technicians, blackouts, capacity and the jobs' slots. Part of
 * the installations repository; each query runs on the caller's open transaction, if any.
 */
export function createBookingQueries(all: All) {
  return {
    async technicians(): Promise<TechnicianRow[]> {
      return all<TechnicianRow>(
        sql`select ${TECHNICIAN_COLUMNS} from technicians t order by t.active desc, t.name, t.id`,
      );
    },

    async technician(id: number, lock = false): Promise<TechnicianRow | undefined> {
      const [row] = await all<TechnicianRow>(sql`select ${TECHNICIAN_COLUMNS} from technicians t
        where t.id = ${id} ${lock ? sql`for update of t` : sql``}`);
      return row;
    },

    async insertTechnician(
      t: Omit<TechnicianRow, 'id' | 'active' | 'bookedJobs'>,
    ): Promise<number> {
      const [row] = await all<{ id: number }>(sql`
        insert into technicians (name, email, phone, working_days, slots_per_day)
        values (${t.name}, ${t.email}, ${t.phone}, ${JSON.stringify(t.workingDays)}::jsonb,
          ${t.slotsPerDay})
        returning id`);
      return row!.id;
    },

    async updateTechnician(id: number, t: Omit<TechnicianRow, 'id' | 'bookedJobs'>): Promise<void> {
      await all(sql`update technicians set name = ${t.name}, email = ${t.email},
        phone = ${t.phone}, working_days = ${JSON.stringify(t.workingDays)}::jsonb,
        slots_per_day = ${t.slotsPerDay}, active = ${t.active}, updated_at = now()
        where id = ${id}`);
    },

    /** Booked jobs of the technician that the new days or slots per day would not hold. */
    async bookedOutside(id: number, workingDays: number[], slotsPerDay: number): Promise<number> {
      const [row] = await all<{ n: number }>(sql`
        select count(*)::int as n from installation_jobs j
        where j.technician_id = ${id} and j.status = 'booked'
          and (j.slot > ${slotsPerDay}
            or not (${JSON.stringify(workingDays)}::jsonb @> to_jsonb(extract(isodow from j.day)::int)))`);
      return row!.n;
    },

    async blackouts(from: string, to: string): Promise<BlackoutRow[]> {
      return all<BlackoutRow>(sql`
        select b.id, b.day::text as day, b.technician_id as "technicianId",
          t.name as "technicianName", b.reason
        from installation_blackouts b left join technicians t on t.id = b.technician_id
        where b.day between ${from}::date and ${to}::date
        order by b.day, b.technician_id nulls first, b.id`);
    },

    async insertBlackout(b: {
      day: string;
      technicianId: number | null;
      reason: string;
      createdBy: number;
    }): Promise<number> {
      const [row] = await all<{ id: number }>(sql`
        insert into installation_blackouts (day, technician_id, reason, created_by)
        values (${b.day}::date, ${b.technicianId}, ${b.reason}, ${b.createdBy})
        returning id`);
      return row!.id;
    },

    async deleteBlackout(id: number): Promise<boolean> {
      const rows = await all<{ id: number }>(
        sql`delete from installation_blackouts where id = ${id} returning id`,
      );
      return rows.length > 0;
    },

    /** Order numbers of the jobs booked that day (for one technician, or anyone's). */
    async bookedOn(day: string, technicianId: number | null): Promise<string[]> {
      const rows = await all<{ n: string }>(sql`
        select o.order_number as n from installation_jobs j
        join orders_directory o on o.id = j.order_id
        where j.status = 'booked' and j.day = ${day}::date
          ${technicianId === null ? sql`` : sql`and j.technician_id = ${technicianId}`}
        order by j.slot, j.id`);
      return rows.map((r) => r.n);
    },

    /** Booked jobs in a slot past the first `slots` slot times. */
    async bookedBeyondSlot(slots: number): Promise<number> {
      const [row] = await all<{ n: number }>(sql`select count(*)::int as n
        from installation_jobs where status = 'booked' and slot > ${slots}`);
      return row!.n;
    },

    async saveSettings(
      s: { depositPercent: number; slotTimes: string[]; openHolidays: string[] },
      userId: number,
    ) {
      await all(sql`
        insert into installation_settings
          (id, deposit_percent, slot_times, open_holidays, updated_by)
        values (1, ${s.depositPercent}, ${JSON.stringify(s.slotTimes)}::jsonb,
          ${JSON.stringify(s.openHolidays)}::jsonb, ${userId})
        on conflict (id) do update set deposit_percent = excluded.deposit_percent,
          slot_times = excluded.slot_times, open_holidays = excluded.open_holidays,
          updated_by = excluded.updated_by, updated_at = now()`);
    },

    /**
     * Capacity in one statement: every day of the range (generate_series) times every slot
     * time times every active technician working that weekday with that many slots, less the
     * closed days (federal holidays not opened), the blackouts (the shop's or theirs) and,
     * when asked, the booked slots. Slot starts are
     * the shop's local times (America/Los_Angeles), so the lead time is measured in instants.
     */
    async capacity(q: CapacityQuery): Promise<CapacityRow[]> {
      const day = sql`g.d::date`;
      const slot = sql`s.slot::int`;
      return all<CapacityRow>(sql`
        select ${day}::text as day, ${slot} as slot, s.start as "startTime",
          t.id as "technicianId", t.name as "technicianName",
          ((${day} + s.start::time) at time zone ${TZ}) as "startsAt"
        from generate_series(${q.from}::date, ${q.to}::date, interval '1 day') as g(d)
        cross join jsonb_array_elements_text(${JSON.stringify(q.slotTimes)}::jsonb)
          with ordinality as s(start, slot)
        join technicians t on ${works(day, slot)}
        where not (${JSON.stringify(q.closedDays)}::jsonb @> to_jsonb(${day}::text))
          ${q.earliest ? sql`and ((${day} + s.start::time) at time zone ${TZ}) >= ${q.earliest.toISOString()}::timestamptz` : sql``}
          ${q.technicianId !== undefined ? sql`and t.id = ${q.technicianId}` : sql``}
          ${q.freeOnly ? sql`and ${free(day, slot, q.excludeJobId)}` : sql``}
        order by 1, 2, t.name, t.id`);
    },

    /**
     * Books the job into the day and slot with the technician chosen in the same statement:
     * a free one, the fewest booked jobs that week first, then the lowest id. Two bookings
     * racing for the last free technician both pick them; the partial unique index lets one
     * commit and the other fails with a unique violation. Answers the technician, or
     * undefined when nobody is free.
     */
    async bookWithPick(jobId: number, day: string, slot: number): Promise<number | undefined> {
      const d = sql`${day}::date`;
      const s = sql`${slot}::int`;
      const [row] = await all<{ technicianId: number }>(sql`
        with pick as (
          select t.id from technicians t
          where ${works(d, s)} and ${free(d, s, jobId)}
          order by (select count(*) from installation_jobs w
              where w.status = 'booked' and w.technician_id = t.id and w.id <> ${jobId}
                and w.day >= date_trunc('week', ${d})::date
                and w.day < date_trunc('week', ${d})::date + 7), t.id
          limit 1)
        update installation_jobs j set status = 'booked', technician_id = pick.id,
          day = ${d}, slot = ${s}, updated_at = now()
        from pick where j.id = ${jobId}
        returning pick.id as "technicianId"`);
      return row?.technicianId;
    },

    async setBooking(
      jobId: number,
      b: { technicianId: number; day: string; slot: number },
    ): Promise<void> {
      await all(sql`update installation_jobs set status = 'booked',
        technician_id = ${b.technicianId}, day = ${b.day}::date, slot = ${b.slot},
        updated_at = now() where id = ${jobId}`);
    },

    async setStatus(
      jobId: number,
      status: InstallationJobStatus,
      completion?: { notes: string; by: number },
    ): Promise<void> {
      await all(sql`update installation_jobs set status = ${status}, updated_at = now()
        ${completion ? sql`, completion_notes = ${completion.notes}, completed_at = now(), completed_by = ${completion.by}` : sql``}
        where id = ${jobId}`);
    },

    async job(id: number): Promise<JobRow | undefined> {
      const [row] = await all<JobRow>(sql`select ${JOB_COLUMNS} ${JOB_FROM} where j.id = ${id}`);
      return row;
    },

    async lockJob(id: number): Promise<JobRow | undefined> {
      const [row] = await all<JobRow>(
        sql`select ${JOB_COLUMNS} ${JOB_FROM} where j.id = ${id} for update of j`,
      );
      return row;
    },

    async lockJobOfOrder(orderId: number): Promise<JobRow | undefined> {
      const [row] = await all<JobRow>(
        sql`select ${JOB_COLUMNS} ${JOB_FROM} where j.order_id = ${orderId} for update of j`,
      );
      return row;
    },

    async jobsOfCustomer(customerId: number): Promise<JobRow[]> {
      return all<JobRow>(sql`select ${JOB_COLUMNS} ${JOB_FROM}
        where j.customer_id = ${customerId} order by j.created_at desc, j.id desc`);
    },

    /** Booked and completed jobs of the days, one technician's or everyone's. */
    async jobsBetween(from: string, to: string, technicianId?: number): Promise<JobRow[]> {
      return all<JobRow>(sql`select ${JOB_COLUMNS} ${JOB_FROM}
        where j.day between ${from}::date and ${to}::date and j.status in ('booked', 'completed')
          ${technicianId !== undefined ? sql`and j.technician_id = ${technicianId}` : sql``}
        order by j.day, j.slot, t.name, j.id`);
    },

    /** Jobs waiting for a slot, oldest first. */
    async jobsToBook(limit: number): Promise<JobRow[]> {
      return all<JobRow>(sql`select ${JOB_COLUMNS} ${JOB_FROM}
        where j.status = 'to_book' order by j.created_at, j.id limit ${limit}`);
    },

    async history(jobId: number): Promise<HistoryRow[]> {
      return all<HistoryRow>(sql`
        select h.id, h.from_status as "fromStatus", h.to_status as "toStatus",
          h.from_day::text as "fromDay", h.to_day::text as "toDay",
          h.from_slot as "fromSlot", h.to_slot as "toSlot",
          ft.name as "fromTechnician", tt.name as "toTechnician", h.note,
          h.by_customer as "byCustomer", h.user_name as "userName", h.created_at as "createdAt"
        from installation_job_history h
        left join technicians ft on ft.id = h.from_technician_id
        left join technicians tt on tt.id = h.to_technician_id
        where h.job_id = ${jobId} order by h.id`);
    },

    /** The shop's today as YYYY-MM-DD. */
    async shopToday(): Promise<string> {
      const [row] = await all<{ d: string }>(
        sql`select ((now() at time zone ${TZ})::date)::text as d`,
      );
      return row!.d;
    },
  };
}
