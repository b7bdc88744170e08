import { eq, sql } from 'drizzle-orm';
import { idList, queryRows, schema, type ExecutorSource } from '@shop/db';
import type { PaymentIntentStatus } from '@shop/contract';

const { paymentIntents, webhookEvents } = schema;

/** A saved card as the shop keeps it (payment_methods). */
export type PaymentMethodRow = {
  id: number;
  userId: number;
  provider: string;
  ref: string;
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  createdAt: string;
  removedAt: string | null;
};
const METHOD_COLUMNS = sql`id, user_id as "userId", provider, ref, brand, last4,
  exp_month as "expMonth", exp_year as "expYear", created_at as "createdAt",
  removed_at as "removedAt"`;
export type PaymentIntentRow = typeof paymentIntents.$inferSelect;
export type NewPaymentIntentRow = typeof paymentIntents.$inferInsert;
/** What a payment intent's later writes may change. */
export type PaymentIntentChange = Partial<
  Pick<
    NewPaymentIntentRow,
    'status' | 'cardBrand' | 'cardLast4' | 'failureMessage' | 'refundedCents'
  >
>;

export function createPaymentsRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  async function customerRef(userId: number, provider: string): Promise<string | null> {
    const [row] = await queryRows<{ ref: string }>(
      database,
      sql`select ref from payment_customers where user_id = ${userId} and provider = ${provider}`,
    );
    return row?.ref ?? null;
  }
  return {
    /**
     * Records an intent unless its cart or quote already has one that can be paid (the
     * partial unique indexes of ADR 0009 decide, also between two requests at once): false
     * when it was not recorded.
     */
    async insertUnlessOpen(values: NewPaymentIntentRow): Promise<boolean> {
      const rows = await ex()
        .insert(paymentIntents)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: paymentIntents.id });
      return rows.length > 0;
    },

    /**
     * The payment of a customer's cart, of a quote, or of a subscription invoice by card form,
     * that can still be paid (at most one).
     */
    async openFor(target: { userId: number; quoteId: number | null; invoiceId?: number | null }) {
      const [row] = await ex()
        .select()
        .from(paymentIntents)
        .where(
          sql`${paymentIntents.status} in ('requires_payment_method', 'processing') and ${
            target.invoiceId != null
              ? sql`${paymentIntents.purpose} = 'invoice' and ${paymentIntents.invoiceId} = ${target.invoiceId}`
              : target.quoteId === null
                ? sql`${paymentIntents.purpose} = 'cart' and ${paymentIntents.userId} = ${target.userId}`
                : sql`${paymentIntents.purpose} = 'quote' and ${paymentIntents.quoteId} = ${target.quoteId}`
          }`,
        )
        .limit(1);
      return row;
    },

    /**
     * A saved card's charge as the provider answered it, recorded once: a second record of
     * the same charge (a resumed run) changes nothing.
     */
    async recordCharge(values: NewPaymentIntentRow): Promise<void> {
      await ex().insert(paymentIntents).values(values).onConflictDoNothing();
    },

    /** The test provider's charge for a key: the first one made with it. */
    async recordTestCharge(charge: {
      key: string;
      id: string;
      status: 'succeeded' | 'failed';
      amountCents: number;
      failureMessage: string | null;
    }) {
      await queryRows(
        database,
        sql`insert into test_provider_charges (key, id, status, amount_cents, failure_message)
          values (${charge.key}, ${charge.id}, ${charge.status}, ${charge.amountCents}, ${charge.failureMessage})
          on conflict (key) do nothing`,
      );
      const [row] = await queryRows<{
        id: string;
        status: 'succeeded' | 'failed';
        amountCents: number;
        failureMessage: string | null;
      }>(
        database,
        sql`select id, status, amount_cents as "amountCents", failure_message as "failureMessage"
          from test_provider_charges where key = ${charge.key}`,
      );
      return row!;
    },

    /** The customer's account at the provider, if one was made. */
    customerRef,

    /** Keeps the account made at the provider; the first one kept wins (two at once). */
    async keepCustomerRef(userId: number, provider: string, ref: string): Promise<string> {
      await queryRows(
        database,
        sql`insert into payment_customers (user_id, provider, ref) values (${userId}, ${provider}, ${ref})
          on conflict (user_id, provider) do nothing`,
      );
      return (await customerRef(userId, provider))!;
    },

    /**
     * A card saved, once: saving the same reference again answers the row kept, and so does,
     * with the test provider (which knows a card by its brand and last four digits only), the
     * same card typed again on another payment. Stripe gives each entry its own reference, and
     * two cards may share a brand, last four digits and expiry: only the reference counts there.
     */
    async saveMethod(
      card: Omit<PaymentMethodRow, 'id' | 'createdAt' | 'removedAt'>,
    ): Promise<PaymentMethodRow> {
      const [same] = await queryRows<PaymentMethodRow>(
        database,
        sql`select ${METHOD_COLUMNS} from payment_methods
          where user_id = ${card.userId} and provider = ${card.provider} and removed_at is null
            and (ref = ${card.ref} or (provider = 'test' and brand = ${card.brand}
              and last4 = ${card.last4}
              and exp_month is not distinct from ${card.expMonth}::smallint
              and exp_year is not distinct from ${card.expYear}::smallint))
          order by id limit 1`,
      );
      if (same) return same;
      await queryRows(
        database,
        sql`insert into payment_methods (user_id, provider, ref, brand, last4, exp_month, exp_year)
          values (${card.userId}, ${card.provider}, ${card.ref}, ${card.brand}, ${card.last4},
            ${card.expMonth}, ${card.expYear})
          on conflict (provider, ref) do nothing`,
      );
      const [row] = await queryRows<PaymentMethodRow>(
        database,
        sql`select ${METHOD_COLUMNS} from payment_methods where provider = ${card.provider} and ref = ${card.ref}`,
      );
      return row!;
    },

    async findMethod(id: number): Promise<PaymentMethodRow | undefined> {
      const [row] = await queryRows<PaymentMethodRow>(
        database,
        sql`select ${METHOD_COLUMNS} from payment_methods where id = ${id}`,
      );
      return row;
    },

    /** Many saved cards by id (a page of subscriptions), removed ones included. */
    methodsById(ids: readonly number[]): Promise<PaymentMethodRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return queryRows<PaymentMethodRow>(
        database,
        sql`select ${METHOD_COLUMNS} from payment_methods where id in ${idList(ids)}`,
      );
    },

    /** The customer's saved cards not removed, newest first. */
    methodsOf(userId: number): Promise<PaymentMethodRow[]> {
      return queryRows<PaymentMethodRow>(
        database,
        sql`select ${METHOD_COLUMNS} from payment_methods where user_id = ${userId} and removed_at is null
          order by id desc`,
      );
    },

    async removeMethod(id: number): Promise<boolean> {
      const rows = await queryRows(
        database,
        sql`update payment_methods set removed_at = now() where id = ${id} and removed_at is null returning id`,
      );
      return rows.length > 0;
    },

    /** Canceled unless it was paid in the meantime (the card form's transition is the other side). */
    async cancelUnpaid(id: string): Promise<boolean> {
      const rows = await ex()
        .update(paymentIntents)
        .set({ status: 'canceled', updatedAt: sql`now()` })
        .where(
          sql`${paymentIntents.id} = ${id} and ${paymentIntents.status} not in ('succeeded', 'refunded')`,
        )
        .returning({ id: paymentIntents.id });
      return rows.length > 0;
    },

    async find(id: string): Promise<PaymentIntentRow | undefined> {
      const [row] = await ex()
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.id, id))
        .limit(1);
      return row;
    },

    async update(id: string, values: PaymentIntentChange): Promise<void> {
      await ex()
        .update(paymentIntents)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(paymentIntents.id, id));
    },

    /**
     * Updates an intent and answers the status it had just before (the row is locked for
     * it), so that of two callers writing the same new status only one sees it change:
     * undefined when there is no such intent.
     */
    async updateFrom(
      id: string,
      values: PaymentIntentChange,
    ): Promise<PaymentIntentStatus | undefined> {
      const [row] = await ex()
        .update(paymentIntents)
        .set({ ...values, updatedAt: sql`now()` })
        .from(sql`(select id, status from payment_intents where id = ${id} for update) as before`)
        .where(sql`${paymentIntents.id} = before.id`)
        .returning({ previous: sql<PaymentIntentStatus>`before.status` });
      return row?.previous;
    },

    /** Moves an intent from one status to another only if it is still in the first (one winner). */
    async transition(
      id: string,
      from: PaymentIntentStatus,
      to: PaymentIntentStatus,
    ): Promise<boolean> {
      const rows = await ex()
        .update(paymentIntents)
        .set({ status: to, updatedAt: sql`now()` })
        .where(sql`${paymentIntents.id} = ${id} and ${paymentIntents.status} = ${from}`)
        .returning({ id: paymentIntents.id });
      return rows.length > 0;
    },

    /**
     * The one caller that may send this intent's refund to the provider: true for the first
     * to ask (until it gives the claim back), false for everyone after.
     */
    async claimRefund(id: string): Promise<boolean> {
      const rows = await queryRows(
        database,
        sql`update payment_intents set refund_started_at = now(), updated_at = now()
          where id = ${id} and refund_started_at is null and status <> 'refunded'
          returning id`,
      );
      return rows.length > 0;
    },

    /**
     * Part of the intent given back (an RMA's refund), added to what was refunded;
     * the intent is refunded once nothing is left. Answers the status it had before and has
     * now (undefined: no such intent).
     */
    async addRefunded(id: string, cents: number) {
      const [row] = await queryRows<{ before: PaymentIntentStatus; after: PaymentIntentStatus }>(
        database,
        sql`update payment_intents p set refunded_cents = p.refunded_cents + ${cents},
            status = case when p.refunded_cents + ${cents} >= p.amount_cents then 'refunded'
              else p.status end,
            updated_at = now()
          from (select id, status from payment_intents where id = ${id} for update) as b
          where p.id = b.id
          returning b.status as before, p.status as after`,
      );
      return row;
    },

    /** The provider refused the refund: another try may claim it again. */
    /** The claim back after a failed refund; one the provider refused counts an attempt. */
    async releaseRefundClaim(id: string, outcome: { declined: boolean }): Promise<void> {
      await ex().execute(sql`update payment_intents set refund_started_at = null,
          refund_attempt = refund_attempt + ${outcome.declined ? 1 : 0}
        where id = ${id}`);
    },

    /**
     * Intents that may have been paid without an order, or left open: not settled, older than
     * `minutes`, with no order (orders_directory), and not being looked at by another
     * instance. Oldest first.
     */
    async openWithoutOrder(minutes: number, limit: number): Promise<PaymentIntentRow[]> {
      return ex()
        .select()
        .from(paymentIntents)
        .where(
          sql`${paymentIntents.status} in ('requires_payment_method', 'processing', 'succeeded')
          and ${paymentIntents.recoveredAt} is null
          and ${paymentIntents.createdAt} < now() - make_interval(mins => ${minutes})
          and (${paymentIntents.recoveryClaimedUntil} is null
               or ${paymentIntents.recoveryClaimedUntil} < now())
          and not exists (select 1 from orders_directory o where o.payment_intent_id = ${paymentIntents.id})`,
        )
        .orderBy(paymentIntents.createdAt)
        .limit(limit);
    },

    /**
     * The customer's cart payments nobody has paid (or that failed) and not yet canceled. A
     * quote's or a balance's payment is not the cart's: leaving the cart's payment
     * never cancels it.
     */
    async unpaidOf(userId: number): Promise<PaymentIntentRow[]> {
      return ex()
        .select()
        .from(paymentIntents)
        .where(
          sql`${paymentIntents.userId} = ${userId} and ${paymentIntents.purpose} = 'cart'
            and ${paymentIntents.status} in ('requires_payment_method', 'failed')`,
        );
    },

    /** The balance payments an order received, oldest first. */
    async balancePaymentsOf(orderId: number): Promise<PaymentIntentRow[]> {
      return ex()
        .select()
        .from(paymentIntents)
        .where(
          sql`${paymentIntents.orderId} = ${orderId} and ${paymentIntents.purpose} = 'balance'
            and ${paymentIntents.status} in ('succeeded', 'refunded')`,
        )
        .orderBy(paymentIntents.createdAt);
    },

    /** This instance looks at the intent for `seconds`; false when another one already is. */
    async claimRecovery(id: string, seconds: number): Promise<boolean> {
      const rows = await ex()
        .update(paymentIntents)
        .set({ recoveryClaimedUntil: sql`now() + make_interval(secs => ${seconds})` })
        .where(
          sql`${paymentIntents.id} = ${id} and ${paymentIntents.recoveredAt} is null
            and (${paymentIntents.recoveryClaimedUntil} is null
                 or ${paymentIntents.recoveryClaimedUntil} < now())`,
        )
        .returning({ id: paymentIntents.id });
      return rows.length > 0;
    },

    /** Settled by the recovery job; `tell`: the customer hears of it on their next checkout. */
    async markRecovered(id: string, outcome: 'order' | 'refunded' | 'canceled', tell: boolean) {
      await ex()
        .update(paymentIntents)
        .set({
          recoveredAt: sql`now()`,
          recoveryOutcome: outcome,
          recoveryClaimedUntil: null,
          customerToldAt: tell ? null : sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(paymentIntents.id, id));
    },

    /** What the recovery job settled for the customer that they have not been told of. */
    async untoldRecoveries(userId: number) {
      return ex()
        .update(paymentIntents)
        .set({ customerToldAt: sql`now()` })
        .where(
          sql`${paymentIntents.userId} = ${userId} and ${paymentIntents.recoveredAt} is not null
            and ${paymentIntents.customerToldAt} is null`,
        )
        .returning({
          id: paymentIntents.id,
          outcome: paymentIntents.recoveryOutcome,
          amountCents: paymentIntents.amountCents,
          createdAt: paymentIntents.createdAt,
        });
    },

    /** The user's intents that never became an order (orders_directory, the orders' view). */
    async deleteUnusedOf(userId: number): Promise<void> {
      await ex().execute(sql`delete from payment_intents p where p.user_id = ${userId}
        and not exists (select 1 from orders_directory o where o.payment_intent_id = p.id)`);
    },

    /**
     * Records a webhook event; false when it was already recorded (applied once). A repeated
     * delivery still counts as received: received_at is the event's last delivery.
     */
    async recordEvent(id: string, provider: string, type: string): Promise<boolean> {
      const rows = await ex()
        .insert(webhookEvents)
        .values({ id, provider, type })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      if (rows.length > 0) return true;
      await ex()
        .update(webhookEvents)
        .set({ receivedAt: sql`now()` })
        .where(eq(webhookEvents.id, id));
      return false;
    },

    /** When the provider's last verified webhook came in; null when none ever did. */
    async lastEventAt(provider: string): Promise<Date | null> {
      const [row] = await ex()
        .select({ at: sql<Date | string | null>`max(${webhookEvents.receivedAt})` })
        .from(webhookEvents)
        .where(eq(webhookEvents.provider, provider));
      return row?.at ? new Date(row.at) : null;
    },
  };
}
