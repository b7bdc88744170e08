import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { idList, queryRows, schema, type ExecutorSource } from '@shop/db';
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
export type EventRow = typeof subscriptionEvents.$inferSelect & { kind: SubscriptionEventKind };

/** A subscription's number: SUB- and its id, six digits at least (read out over the phone). */
const subscriptionNumber = (id: SQL) => sql`'SUB-' || lpad((${id})::text, 6, '0')`;
/** An invoice's number: INV-, the year it was issued, and its id. */
const invoiceNumber = (id: SQL, issuedAt: Date) =>
  sql`'INV-' || ${String(issuedAt.getUTCFullYear())} || '-' || lpad((${id})::text, 6, '0')`;

/** The SQL of the subscriptions module's tables (docs/data-ownership.md). */
export function createSubscriptionsRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  const all = <T>(query: SQL) => queryRows<T>(database, query);

  return {
    async insert(values: NewSubscriptionRow): Promise<SubscriptionRow> {
      const [{ id }] = (await all<{ id: number }>(
        sql`select nextval(pg_get_serial_sequence('subscriptions', 'id'))::int as id`,
      )) as [{ id: number }];
      const [row] = await ex()
        .insert(subscriptions)
        .values({ ...values, id, number: sql`${subscriptionNumber(sql`${id}`)}` })
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
        .set({ ...change, updatedAt: sql`now()` })
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

    /** A subscription's history, newest first. */
    async eventsOf(subscriptionId: number): Promise<EventRow[]> {
      return (await ex()
        .select()
        .from(subscriptionEvents)
        .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
        .orderBy(desc(subscriptionEvents.id))) as EventRow[];
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
