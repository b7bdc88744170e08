import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { idList, queryRows, schema, type ExecutorSource } from '@shop/db';
import { likePattern } from '../../lib/sql.ts';
import type {
  BillingInterval,
  InvoiceKind,
  SubscriptionEventKind,
  SubscriptionStatus,
} from '@shop/contract';

const { subscriptions, subscriptionInvoices, subscriptionEvents } = schema;

export type SubscriptionRow = typeof subscriptions.$inferSelect & {
  interval: BillingInterval;
  status: SubscriptionStatus;
};
export type NewSubscriptionRow = Omit<typeof subscriptions.$inferInsert, 'id' | 'number'>;
export type SubscriptionChange = Partial<Omit<NewSubscriptionRow, 'customerId' | 'createdAt'>>;
export type InvoiceRow = typeof subscriptionInvoices.$inferSelect & { kind: InvoiceKind };
export type NewInvoiceRow = Omit<typeof subscriptionInvoices.$inferInsert, 'id' | 'number'>;
export type InvoiceChange = Partial<
  Omit<NewInvoiceRow, 'subscriptionId' | 'customerId' | 'kind' | 'createdAt'>
>;

/** A row of the staff's list, with its customer and what it owes. */
export type AdminListRow = SubscriptionRow & {
  customerName: string;
  customerEmail: string;
  owedCents: number;
};

/** The staff's list filters, in SQL. */
export type AdminListFilter = {
  status?: SubscriptionStatus | undefined;
  planId?: number | undefined;
  pastDue?: boolean | undefined;
  search?: string | undefined;
};

function adminWhere(f: AdminListFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.status) parts.push(sql`s.status = ${f.status}`);
  if (f.planId) parts.push(sql`s.plan_id = ${f.planId}`);
  if (f.pastDue === true) parts.push(sql`s.status in ('past_due', 'suspended')`);
  if (f.pastDue === false) parts.push(sql`s.status not in ('past_due', 'suspended')`);
  if (f.search) {
    const like = likePattern(f.search);
    // Two indexed lookups joined: the customers through the users' trigram index
    // (users_directory is a plain view over users), and the subscription's own number, street
    // and ZIP through subscriptions_search_idx.
    parts.push(sql`s.id in (
      select m.id from subscriptions m where m.customer_id in (select u.id from users_directory u
        where lower(u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || coalesce(u.phone, '')) like ${like})
      union
      select m.id from subscriptions m
        where lower(m.number || ' ' || m.site_street || ' ' || m.site_zip) like ${like})`);
  }
  return sql.join(parts, sql` and `);
}

/** A subscription's number: SUB- and its id, six digits at least (read out over the phone). */
const subscriptionNumber = (id: SQL) => sql`'SUB-' || lpad((${id})::text, 6, '0')`;
/** An invoice's number: INV-, the year it was issued, and its id. */
const invoiceNumber = (id: SQL, issuedAt: Date) =>
  sql`'INV-' || ${String(issuedAt.getUTCFullYear())} || '-' || lpad((${id})::text, 6, '0')`;

/**
 * The SQL of the subscriptions module's tables (docs/data-ownership.md). `now` is the
 * billing's clock: a subscription's updated_at is stamped with its own time (its test clock,
 * else `now`), which the RMR trigger dates each change by.
 */
export function createSubscriptionsRepository(database: ExecutorSource, now: () => Date) {
  const ex = () => database.executor();
  const all = <T>(query: SQL) => queryRows<T>(database, query);

  return {
    async insert(values: NewSubscriptionRow): Promise<SubscriptionRow> {
      const [{ id }] = (await all<{ id: number }>(
        sql`select nextval(pg_get_serial_sequence('subscriptions', 'id'))::int as id`,
      )) as [{ id: number }];
      const [row] = await ex()
        .insert(subscriptions)
        .values({
          ...values,
          id,
          number: sql`${subscriptionNumber(sql`${id}`)}`,
          createdAt: now(),
          updatedAt: now(),
        })
        .returning();
      return row as SubscriptionRow;
    },

    /**
     * A subscription; `lock` 'update' waits for its row, 'skip' answers undefined when another
     * transaction holds it (the billing run of another instance).
     */
    async find(id: number, lock?: 'update' | 'skip'): Promise<SubscriptionRow | undefined> {
      const query = ex().select().from(subscriptions).where(eq(subscriptions.id, id));
      const [row] = await (lock === 'update'
        ? query.for('update')
        : lock === 'skip'
          ? query.for('update', { skipLocked: true })
          : query);
      return row as SubscriptionRow | undefined;
    },

    /** The customer's unpaid start of the same plan at the same site (a second click). */
    async incompleteTwin(v: {
      customerId: number;
      planId: number;
      interval: BillingInterval;
      siteStreet: string;
      siteZip: string;
    }): Promise<SubscriptionRow | undefined> {
      const [row] = await ex()
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.customerId, v.customerId),
            eq(subscriptions.planId, v.planId),
            eq(subscriptions.interval, v.interval),
            eq(subscriptions.status, 'incomplete'),
            sql`lower(${subscriptions.siteStreet}) = lower(${v.siteStreet})`,
            eq(subscriptions.siteZip, v.siteZip),
          ),
        )
        .limit(1);
      return row as SubscriptionRow | undefined;
    },

    async update(id: number, change: SubscriptionChange): Promise<SubscriptionRow> {
      const [row] = await ex()
        .update(subscriptions)
        .set({
          ...change,
          updatedAt: sql`coalesce(${
            change.testClockAt !== undefined
              ? change.testClockAt
              : sql`${subscriptions.testClockAt}`
          }, ${now()}::timestamptz)`,
        })
        .where(eq(subscriptions.id, id))
        .returning();
      return row as SubscriptionRow;
    },

    /** The customer's subscriptions, newest first. */
    async ofCustomer(customerId: number): Promise<SubscriptionRow[]> {
      return (await ex()
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.customerId, customerId))
        .orderBy(desc(subscriptions.id))) as SubscriptionRow[];
    },

    /** Subscriptions the billing run has something to do with now (real clock), soonest first. */
    async due(limit: number, now: Date): Promise<number[]> {
      const rows = await all<{ id: number }>(sql`select id from subscriptions
        where next_run_at <= ${now} and test_clock_at is null
        order by next_run_at limit ${limit}`);
      return rows.map((r) => r.id);
    },

    /** Subscriptions not cancelled, per plan. */
    async countsByPlan(): Promise<Map<number, number>> {
      const rows = await all<{ planId: number; n: number }>(
        sql`select plan_id as "planId", count(*)::int as n from subscriptions
          where status <> 'cancelled' group by plan_id`,
      );
      return new Map(rows.map((r) => [r.planId, r.n]));
    },

    /** Whether a running subscription of the customer is charged to this card. */
    async cardInUse(customerId: number, paymentMethodId: number): Promise<boolean> {
      const rows = await all(sql`select 1 from subscriptions where customer_id = ${customerId}
        and payment_method_id = ${paymentMethodId} and status <> 'cancelled' limit 1`);
      return rows.length > 0;
    },

    /**
     * An invoice written once: a first or renewal invoice for a period that already has one
     * writes nothing (undefined), however often the run is replayed.
     */
    async insertInvoice(values: NewInvoiceRow): Promise<InvoiceRow | undefined> {
      const [{ id }] = (await all<{ id: number }>(
        sql`select nextval(pg_get_serial_sequence('subscription_invoices', 'id'))::int as id`,
      )) as [{ id: number }];
      const issuedAt = values.issuedAt as Date;
      const [row] = await ex()
        .insert(subscriptionInvoices)
        .values({ ...values, id, number: sql`${invoiceNumber(sql`${id}`, issuedAt)}` })
        .onConflictDoNothing()
        .returning();
      return row as InvoiceRow | undefined;
    },

    async findInvoice(id: number, lock?: 'update'): Promise<InvoiceRow | undefined> {
      const query = ex().select().from(subscriptionInvoices).where(eq(subscriptionInvoices.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row as InvoiceRow | undefined;
    },

    async updateInvoice(id: number, change: InvoiceChange): Promise<InvoiceRow> {
      const [row] = await ex()
        .update(subscriptionInvoices)
        .set(change)
        .where(eq(subscriptionInvoices.id, id))
        .returning();
      return row as InvoiceRow;
    },

    /** A subscription's invoices, newest first. */
    async invoicesOf(subscriptionId: number): Promise<InvoiceRow[]> {
      return (await ex()
        .select()
        .from(subscriptionInvoices)
        .where(eq(subscriptionInvoices.subscriptionId, subscriptionId))
        .orderBy(desc(subscriptionInvoices.id))) as InvoiceRow[];
    },

    /** A subscription's open invoices, oldest first. */
    async openInvoicesOf(subscriptionId: number): Promise<InvoiceRow[]> {
      return (await ex()
        .select()
        .from(subscriptionInvoices)
        .where(
          and(
            eq(subscriptionInvoices.subscriptionId, subscriptionId),
            eq(subscriptionInvoices.status, 'open'),
          ),
        )
        .orderBy(subscriptionInvoices.id)) as InvoiceRow[];
    },

    /** The open invoices of many subscriptions (a page of them). */
    async openInvoicesOfMany(ids: readonly number[]): Promise<InvoiceRow[]> {
      if (ids.length === 0) return [];
      return (await ex()
        .select()
        .from(subscriptionInvoices)
        .where(
          sql`${subscriptionInvoices.subscriptionId} in ${idList(ids)} and ${subscriptionInvoices.status} = 'open'`,
        )
        .orderBy(subscriptionInvoices.id)) as InvoiceRow[];
    },

    /**
     * Claims the invoice's next charge attempt for this run (ADR 0075): a new attempt when the
     * last one finished, the same attempt again when a run stopped inside it and its lease
     * ran out; nothing (undefined) while another run holds it or when it is no longer open.
     * `now` is the billing's real clock (the process's), the one the lease is read with.
     */
    async claimAttempt(id: number, leaseSeconds: number, now: Date) {
      const [row] = await all<{ attempt: number; resumed: boolean }>(sql`
        update subscription_invoices i set
          attempt = case when i.attempt_finished then i.attempt + 1 else i.attempt end,
          attempt_finished = false,
          attempt_lease_until = ${now}::timestamptz + make_interval(secs => ${leaseSeconds})
        from (select id, attempt_finished from subscription_invoices where id = ${id} for update) as before
        where i.id = before.id and i.status = 'open'
          and (before.attempt_finished or i.attempt_lease_until < ${now}::timestamptz)
        returning i.attempt, not before.attempt_finished as resumed`);
      return row;
    },

    async insertEvent(values: {
      subscriptionId: number;
      kind: SubscriptionEventKind;
      at: Date;
      note?: string;
      invoiceId?: number | null;
      actorId?: number | null;
    }): Promise<void> {
      await ex().insert(subscriptionEvents).values(values);
    },

    /**
     * A page of the staff's list, newest first, and how many match: one statement for the
     * page (its customers from users_directory, what each owes from its open invoices), one
     * count.
     */
    async adminPage(filter: AdminListFilter, limit: number, offset: number) {
      const where = adminWhere(filter);
      const rows = await all<Record<string, unknown>>(sql`
        select s.id, u.first_name || ' ' || u.last_name as "customerName", u.email as "customerEmail",
          (select coalesce(sum(i.total_cents), 0)::int from subscription_invoices i
            where i.subscription_id = s.id and i.status = 'open') as "owedCents"
        from subscriptions s join users_directory u on u.id = s.customer_id
        where ${where}
        order by s.id desc limit ${limit} offset ${offset}`);
      const [{ total }] = (await all<{ total: number }>(
        sql`select count(*)::int as total from subscriptions s where ${where}`,
      )) as [{ total: number }];
      const ids = rows.map((r) => r.id as number);
      const full = ids.length
        ? ((await ex()
            .select()
            .from(subscriptions)
            .where(sql`${subscriptions.id} in ${idList(ids)}`)) as SubscriptionRow[])
        : [];
      const byId = new Map(full.map((r) => [r.id, r]));
      return {
        total,
        rows: rows.map((r) => ({
          ...byId.get(r.id as number)!,
          customerName: r.customerName as string,
          customerEmail: r.customerEmail as string,
          owedCents: r.owedCents as number,
        })) as AdminListRow[],
      };
    },

    /** The suspended subscriptions of these plans (monitoring ones), oldest suspension first. */
    async suspendedOf(planIds: readonly number[], limit: number, afterId: number) {
      if (planIds.length === 0) return [];
      return all<{
        id: number;
        number: string;
        planId: number;
        customerName: string;
        email: string;
        phone: string | null;
        siteName: string;
        siteStreet: string;
        siteCity: string;
        siteState: string;
        siteZip: string;
        suspendedAt: Date;
        owedCents: number;
      }>(sql`
        select s.id, s.number, s.plan_id as "planId", u.first_name || ' ' || u.last_name as "customerName",
          u.email, u.phone, s.site_name as "siteName", s.site_street as "siteStreet",
          s.site_city as "siteCity", s.site_state as "siteState", s.site_zip as "siteZip",
          s.suspended_at as "suspendedAt",
          (select coalesce(sum(i.total_cents), 0)::int from subscription_invoices i
            where i.subscription_id = s.id and i.status = 'open') as "owedCents"
        from subscriptions s join users_directory u on u.id = s.customer_id
        where s.status = 'suspended' and s.plan_id in ${idList(planIds)} and s.id > ${afterId}
        order by s.id limit ${limit}`);
    },

    /** The invoice an order paid, if any (an order refunded from the orders screen). */
    async invoiceOfOrder(orderId: number): Promise<InvoiceRow | undefined> {
      const [row] = await ex()
        .select()
        .from(subscriptionInvoices)
        .where(eq(subscriptionInvoices.orderId, orderId));
      return row as InvoiceRow | undefined;
    },

    /** A subscription's history with who did each step and the invoice's number, newest first. */
    historyOf(subscriptionId: number) {
      return all<{
        id: number;
        kind: SubscriptionEventKind;
        at: Date;
        note: string;
        invoiceNumber: string | null;
        by: string | null;
        recordedAt: Date;
      }>(sql`
        select e.id, e.kind, e.at, e.note, i.number as "invoiceNumber",
          case when u.id is null then null else u.first_name || ' ' || u.last_name end as by,
          e.created_at as "recordedAt"
        from subscription_events e
        left join subscription_invoices i on i.id = e.invoice_id
        left join users_directory u on u.id = e.actor_id
        where e.subscription_id = ${subscriptionId}
        order by e.id desc`);
    },

    /** The kept RMR sums of the months from `fromMonth` (YYYY-MM), and of all before it. */
    async rmrMonths(fromMonth: string) {
      const start = `${fromMonth}-01`;
      const rows = await all<{
        month: string;
        newCents: string | number;
        expansionCents: string | number;
        contractionCents: string | number;
        churnedCents: string | number;
      }>(sql`select to_char(month, 'YYYY-MM') as month, new_cents as "newCents",
          expansion_cents as "expansionCents", contraction_cents as "contractionCents",
          churned_cents as "churnedCents"
        from rmr_months where month >= ${start}::date order by month`);
      const [before] = await all<{ cents: string | number | null }>(
        sql`select sum(new_cents + expansion_cents + contraction_cents + churned_cents) as cents
          from rmr_months where month < ${start}::date`,
      );
      return {
        beforeCents: Number(before?.cents ?? 0),
        rows: rows.map((r) => ({
          month: r.month,
          newCents: Number(r.newCents),
          expansionCents: Number(r.expansionCents),
          contractionCents: Number(r.contractionCents),
          churnedCents: Number(r.churnedCents),
        })),
      };
    },

    /** Subscriptions per status, as the trigger keeps them (subscription-counts.sql). */
    async countsByStatus(): Promise<Map<string, number>> {
      const rows = await all<{ status: string; n: number }>(
        sql`select status, n from subscription_counts`,
      );
      return new Map(rows.map((r) => [r.status, r.n]));
    },

    /** Yearly plans that renew between `from` and `to` and are not set to end or pause. */
    async renewalsDue(from: Date, to: Date) {
      const [row] = await all<{ count: number; cents: string | number }>(sql`
        select count(*)::int as count, coalesce(sum(price_cents), 0)::bigint as cents
        from subscriptions
        where interval = 'year' and status in ('active', 'past_due')
          and current_period_end >= ${from} and current_period_end < ${to}
          and cancel_at is null and pause_at is null`);
      return { count: row?.count ?? 0, cents: Number(row?.cents ?? 0) };
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
