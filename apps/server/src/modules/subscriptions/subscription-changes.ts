import {
  SUBSCRIPTION_MESSAGES,
  asCents,
  formatCents,
  formatShopDateTime,
  type BillingInterval,
} from '@shop/contract';
import { DomainError } from '../../lib/errors.ts';
import { subscriptionCancelMail } from '../mail/subscription.templates.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { PlanRow, PlansService } from '../plans/plans.service.ts';
import { addMonths, cancelTakesEffect, MONTHS_IN, prorate } from './billing-periods.ts';
import { changeLines, invoiceFigures } from './invoice-lines.ts';
import { clockOf, type BillingDeps, type SubscriptionBilling } from './subscription-billing.ts';
import { priceFor } from './subscription-rules.ts';
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository.ts';

const conflict = (message: string, code: string) => new DomainError('conflict', message, { code });
const cardNotFound = () =>
  new DomainError('not_found', SUBSCRIPTION_MESSAGES.cardNotFound, { code: 'CARD_NOT_FOUND' });

/**
 * What a subscription's customer and staff change (ADR 0075): the card, the plan (prorated),
 * a pause, a cancel (at the period's end, the minimum term honoured) and, in test mode, the
 * test clock. Each change is one transaction with its history entry; charges follow it.
 */
export function createSubscriptionChanges(
  deps: Omit<BillingDeps, 'plans' | 'payments'> & {
    repository: SubscriptionsRepository;
    billing: SubscriptionBilling;
    plans: Pick<PlansService, 'find' | 'onSale'>;
    payments: Pick<PaymentsService, 'cardOf' | 'mode'>;
  },
) {
  const { database, repository, billing } = deps;
  const locked = async (id: number) => {
    const row = await repository.find(id, 'update');
    if (!row) throw new DomainError('not_found', SUBSCRIPTION_MESSAGES.notFound);
    return row;
  };

  /** What a plan change now is worth: the lines of its invoice, the new price and period. */
  async function changeFigures(row: SubscriptionRow, plan: PlanRow, interval: BillingInterval) {
    if (row.status !== 'active' || !row.currentPeriodStart || !row.currentPeriodEnd) {
      throw conflict(SUBSCRIPTION_MESSAGES.notActive, 'NOT_ACTIVE');
    }
    if (plan.id === row.planId && interval === row.interval) {
      throw conflict(SUBSCRIPTION_MESSAGES.samePlan, 'SAME_PLAN');
    }
    const now = clockOf(row, deps.now());
    const newPriceCents = priceFor(plan, interval);
    const sameInterval = interval === row.interval;
    const periodEnd = sameInterval
      ? new Date(row.currentPeriodEnd)
      : addMonths(now, MONTHS_IN[interval]);
    const { creditCents, chargeCents } = prorate({
      now,
      periodStart: new Date(row.currentPeriodStart),
      periodEnd: new Date(row.currentPeriodEnd),
      oldPriceCents: row.priceCents,
      newPriceCents,
      sameInterval,
    });
    const from = await billing.planOf(row);
    const lines = changeLines({
      fromName: from.name,
      toName: plan.name,
      toInterval: interval,
      creditCents,
      chargeCents,
      from: now,
      to: periodEnd,
    });
    const netCents = chargeCents - creditCents;
    const figures = invoiceFigures({
      charges: lines,
      creditCents: netCents > 0 ? row.creditCents : 0,
      taxable: plan.taxable,
      taxRate: plan.taxable ? (await deps.tax.rateForZip(row.siteZip)).taxRate : 0,
    });
    return { now, newPriceCents, sameInterval, periodEnd, netCents, lines, figures, from };
  }

  /** When a cancel asked now takes effect, and the minimum term it honours. */
  function cancellation(row: SubscriptionRow) {
    const now = clockOf(row, deps.now());
    const running =
      (row.status === 'active' || row.status === 'past_due') && row.currentPeriodEnd !== null;
    const endsAt = running
      ? cancelTakesEffect({
          anchor: new Date(row.billingAnchorAt ?? row.startedAt!),
          interval: row.interval,
          periodEnd: new Date(row.currentPeriodEnd!),
          minTermEndsAt: row.minTermEndsAt ? new Date(row.minTermEndsAt) : null,
        })
      : now;
    return {
      endsAt: endsAt.toISOString(),
      minTermEndsAt: row.minTermEndsAt ? new Date(row.minTermEndsAt).toISOString() : null,
      immediate: !running,
    };
  }

  return {
    /** The plan's card becomes this saved card of the customer's (in its own transaction). */
    async useCard(row: SubscriptionRow, cardId: number, actorId: number) {
      const card = await deps.payments.cardOf(row.customerId, cardId);
      if (!card) throw cardNotFound();
      await database.transaction(async () => {
        const fresh = await locked(row.id);
        if (fresh.paymentMethodId === card.id) return;
        await repository.update(fresh.id, { paymentMethodId: card.id });
        await billing.event(
          fresh,
          'card_changed',
          clockOf(fresh, deps.now()),
          `${card.brand} ${card.last4}`,
          {
            actorId,
          },
        );
      });
    },

    cancellation,

    /**
     * A cancel: at the end of the period under way (or of the minimum term), or at once for
     * a plan not running (unpaid, suspended, paused) or when staff say so. The customer gets
     * the confirmation.
     */
    async cancel(id: number, actorId: number, options: { now?: boolean; reason?: string } = {}) {
      await database.transaction(async () => {
        const row = await locked(id);
        if (row.status === 'cancelled' || row.cancelAt) {
          throw conflict(SUBSCRIPTION_MESSAGES.alreadyCancelled, 'ALREADY_CANCELLED');
        }
        const at = clockOf(row, deps.now());
        const reason = options.reason?.trim() || null;
        const plan = cancellation(row);
        if (options.now || plan.immediate) {
          if (reason) await repository.update(row.id, { cancelReason: reason });
          await billing.event(row, 'cancel_scheduled', at, reason ?? '', { actorId });
          await billing.cancelNow({ ...row, cancelReason: reason }, at, 'Cancelled');
          return;
        }
        const endsAt = new Date(plan.endsAt);
        const updated = await repository.update(row.id, {
          cancelAt: endsAt,
          pauseAt: null,
          cancelReason: reason,
        });
        await billing.event(
          row,
          'cancel_scheduled',
          at,
          `Ends ${formatShopDateTime(plan.endsAt)}${reason ? `: ${reason}` : ''}`,
          {
            actorId,
          },
        );
        await billing.scheduleNext(updated, at);
        const to = await billing.mailBase(row, await billing.planOf(row));
        if (to) {
          await deps.mail.queue(to.email, (shop) =>
            subscriptionCancelMail(shop, { ...to.base, endsAt, ended: false, reason }),
          );
        }
      });
      void deps.mail.kick();
    },

    /** A cancel taken back before it took effect: the plan renews as before. */
    async keep(id: number, actorId: number) {
      await database.transaction(async () => {
        const row = await locked(id);
        if (row.status === 'cancelled' || !row.cancelAt) {
          throw conflict(SUBSCRIPTION_MESSAGES.notCancelling, 'NOT_CANCELLING');
        }
        const at = clockOf(row, deps.now());
        const updated = await repository.update(row.id, { cancelAt: null, cancelReason: null });
        await billing.event(row, 'cancel_withdrawn', at, '', { actorId });
        await billing.scheduleNext(updated, at);
      });
    },

    /** A pause from the end of the period under way: nothing is billed until it resumes. */
    async pause(id: number, actorId: number) {
      await database.transaction(async () => {
        const row = await locked(id);
        if (row.status !== 'active' || row.cancelAt || row.pauseAt) {
          throw conflict(SUBSCRIPTION_MESSAGES.notPausable, 'NOT_PAUSABLE');
        }
        const at = clockOf(row, deps.now());
        const pauseAt = new Date(row.currentPeriodEnd!);
        const updated = await repository.update(row.id, { pauseAt });
        await billing.event(row, 'paused', at, `From ${formatShopDateTime(pauseAt)}`, { actorId });
        await billing.scheduleNext(updated, at);
      });
    },

    /**
     * A pause taken back, or a paused plan started again: a new period from now, billed now
     * (the period's day of the month is the resumption's).
     */
    async resume(id: number, actorId: number) {
      const charge = await database.transaction(async () => {
        const row = await locked(id);
        const at = clockOf(row, deps.now());
        if (row.pauseAt && row.status !== 'paused') {
          const updated = await repository.update(row.id, { pauseAt: null });
          await billing.event(row, 'resumed', at, 'Pause withdrawn', { actorId });
          await billing.scheduleNext(updated, at);
          return null;
        }
        if (row.status !== 'paused') throw conflict(SUBSCRIPTION_MESSAGES.notPaused, 'NOT_PAUSED');
        await billing.event(row, 'resumed', at, '', { actorId });
        return billing.billPeriod(row, at, addMonths(at, MONTHS_IN[row.interval]), at, {
          status: 'active',
          pausedAt: null,
          billingAnchorAt: at,
          renewalNoticeFor: null,
        });
      });
      if (charge !== null) await billing.advance(id);
    },

    /** What changing to a plan (and interval) charges now, or credits, before it is done. */
    async changePreview(row: SubscriptionRow, planId: number, interval: BillingInterval) {
      const plan = await deps.plans.onSale(planId);
      const f = await changeFigures(row, plan, interval);
      return {
        lines: f.figures.lines.map((l) => ({
          description: l.description,
          amount: asCents(l.amountCents),
        })),
        dueNow: asCents(f.netCents > 0 ? f.figures.totalCents : 0),
        credit: asCents(f.netCents < 0 ? -f.netCents : 0),
        newPrice: asCents(f.newPriceCents),
        interval,
        periodEnd: f.periodEnd.toISOString(),
      };
    },

    /**
     * A plan change (ADR 0075), from now: the unused time of the old plan given back and the
     * new plan's time charged, the difference invoiced and charged at once (an upgrade) or
     * kept as credit for the next bills (a downgrade). A new interval starts a new period.
     */
    async changePlan(id: number, planId: number, interval: BillingInterval, actorId: number) {
      const invoiceId = await database.transaction(async () => {
        const row = await locked(id);
        const plan = await deps.plans.onSale(planId);
        const f = await changeFigures(row, plan, interval);
        const change = {
          planId: plan.id,
          interval,
          priceCents: f.newPriceCents,
          taxable: plan.taxable,
          ...(f.sameInterval
            ? {}
            : {
                billingAnchorAt: f.now,
                currentPeriodStart: f.now,
                currentPeriodEnd: f.periodEnd,
                renewalNoticeFor: null,
              }),
        };
        const note = `${f.from.name} (${formatCents(asCents(row.priceCents))}/${row.interval}) to ${plan.name} (${formatCents(asCents(f.newPriceCents))}/${interval})`;
        await billing.event(row, 'plan_changed', f.now, note, { actorId });
        if (f.netCents <= 0) {
          const updated = await repository.update(row.id, {
            ...change,
            creditCents: row.creditCents - f.netCents,
          });
          await billing.scheduleNext(updated, f.now);
          return null;
        }
        const invoice = await repository.insertInvoice({
          subscriptionId: row.id,
          customerId: row.customerId,
          kind: 'proration',
          periodStart: f.now,
          periodEnd: f.periodEnd,
          issuedAt: f.now,
          lines: f.figures.lines,
          subtotalCents: f.figures.subtotalCents,
          creditUsedCents: f.figures.creditUsedCents,
          taxRate: f.figures.taxRate.toFixed(5),
          taxCents: f.figures.taxCents,
          totalCents: f.figures.totalCents,
          nextAttemptAt: f.now,
        });
        const updated = await repository.update(row.id, {
          ...change,
          creditCents: row.creditCents - f.figures.creditUsedCents,
        });
        await billing.scheduleNext(updated, f.now);
        return invoice!.id;
      });
      if (invoiceId !== null) await billing.advance(id);
    },

    /**
     * Test payment mode only (ADR 0075): the subscription's clock moved forward to `to`, and
     * everything due until then applied at once (renewals, charges, retries, suspension,
     * cancellation). Live mode refuses it.
     */
    async advanceClock(id: number, to: Date, actorId: number) {
      if (deps.payments.mode !== 'test') {
        throw new DomainError('forbidden', SUBSCRIPTION_MESSAGES.testClockLive, {
          code: 'TEST_CLOCK_LIVE',
        });
      }
      await database.transaction(async () => {
        const row = await locked(id);
        const from = clockOf(row, deps.now());
        if (to <= from) {
          throw new DomainError('validation', SUBSCRIPTION_MESSAGES.testClockBackwards, {
            fields: { to: SUBSCRIPTION_MESSAGES.testClockBackwards },
          });
        }
        await repository.update(row.id, { testClockAt: to });
        await billing.event(row, 'clock_advanced', from, `To ${formatShopDateTime(to)}`, {
          actorId,
        });
      });
      await billing.advance(id);
    },
  };
}
