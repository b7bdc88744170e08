import {
  asCents,
  type CardOnFile,
  type Subscription,
  type SubscriptionInvoice,
} from '@shop/contract';
import type { PlanRow } from '../plans/plans.service.ts';
import type { InvoiceRow, SubscriptionRow } from './subscriptions.repository.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** An invoice as the customer and staff see it. */
export function toInvoice(row: InvoiceRow, orderNumber: string | null): SubscriptionInvoice {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status as SubscriptionInvoice['status'],
    periodStart: iso(row.periodStart)!,
    periodEnd: iso(row.periodEnd)!,
    issuedAt: iso(row.issuedAt)!,
    lines: row.lines.map((l) => ({ description: l.description, amount: asCents(l.amountCents) })),
    subtotal: asCents(row.subtotalCents),
    taxRate: Number(row.taxRate),
    tax: asCents(row.taxCents),
    total: asCents(row.totalCents),
    paidAt: iso(row.paidAt),
    attempts: row.attempt,
    nextAttemptAt: iso(row.nextAttemptAt),
    lastError: row.lastError,
    orderNumber,
    refundedAt: iso(row.refundedAt),
  };
}

/** A subscription with what it is read with: its plan, card, next bill and open invoice. */
export function toSubscription(
  row: SubscriptionRow,
  extra: {
    plan: PlanRow;
    card: CardOnFile | null;
    nextBill: { at: Date; amountCents: number } | null;
    openInvoice: SubscriptionInvoice | null;
  },
): Subscription {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    plan: {
      id: extra.plan.id,
      name: extra.plan.name,
      monitoring: extra.plan.monitoring,
      maintenanceVisitsPerYear: extra.plan.maintenanceVisitsPerYear,
      responseHours: extra.plan.responseHours,
      extendedWarranty: extra.plan.extendedWarranty,
    },
    interval: row.interval,
    price: asCents(row.priceCents),
    setupFee: asCents(row.setupFeeCents),
    minTermMonths: row.minTermMonths,
    taxable: row.taxable,
    siteName: row.siteName,
    site: {
      address: row.siteStreet,
      city: row.siteCity,
      state: row.siteState,
      zipCode: row.siteZip,
      country: row.siteCountry,
    },
    card: extra.card,
    startedAt: iso(row.startedAt),
    currentPeriodStart: iso(row.currentPeriodStart),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    minTermEndsAt: iso(row.minTermEndsAt),
    cancelAt: iso(row.cancelAt),
    cancelledAt: iso(row.cancelledAt),
    pauseAt: iso(row.pauseAt),
    pausedAt: iso(row.pausedAt),
    pastDueSince: iso(row.pastDueSince),
    suspendedAt: iso(row.suspendedAt),
    credit: asCents(row.creditCents),
    nextBill: extra.nextBill
      ? { at: extra.nextBill.at.toISOString(), amount: asCents(extra.nextBill.amountCents) }
      : null,
    openInvoice: extra.openInvoice,
    testClockAt: iso(row.testClockAt),
    createdAt: iso(row.createdAt)!,
  };
}
