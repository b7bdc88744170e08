import {
  SUBSCRIPTION_MESSAGES,
  asCents,
  monthlyValueCents,
  paginationOf,
  warrantyEndDay,
  type AdminSubscriptionDetail,
  type AdminSubscriptionRow,
  type AdminSubscriptionsFilter,
  type Subscription,
} from '@shop/contract';
import { DomainError } from '../../lib/errors.ts';
import type { CsvColumn } from '../../lib/csv.ts';
import type { OrderFollower } from '../orders/orders.admin.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { PlanRow, PlansService } from '../plans/plans.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { UnitsService } from '../warehouse/units/units.service.ts';
import { clockOf, type SubscriptionBilling } from './subscription-billing.ts';
import { toInvoice } from './subscription-views.ts';
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository.ts';

const notFound = () =>
  new DomainError('not_found', SUBSCRIPTION_MESSAGES.notFound, { code: 'NOT_FOUND' });

/** A suspended monitoring account, as the CSV for the monitoring centre lists it. */
export type SuspendedAccount = Awaited<ReturnType<SubscriptionsRepository['suspendedOf']>>[number];

/** The monitoring accounts to suspend: who, where, which plan, since when, what is owed. */
function suspendedColumns(planName: (id: number) => string): CsvColumn<SuspendedAccount>[] {
  return [
    { header: 'Subscription', value: (r) => r.number },
    { header: 'Customer', value: (r) => r.customerName },
    { header: 'E-mail', value: (r) => r.email },
    { header: 'Phone', value: (r) => r.phone },
    { header: 'Site', value: (r) => r.siteName },
    { header: 'Street', value: (r) => r.siteStreet },
    { header: 'City', value: (r) => r.siteCity },
    { header: 'State', value: (r) => r.siteState },
    { header: 'ZIP', value: (r) => r.siteZip },
    { header: 'Plan', value: (r) => planName(r.planId) },
    { header: 'Suspended at', value: (r) => new Date(r.suspendedAt) },
    { header: 'Owed (USD)', value: (r) => (r.owedCents / 100).toFixed(2) },
  ];
}

/**
 * The staff's side of subscriptions (ADR 0075): the list with its filters, one subscription
 * with its site's devices, invoices and history, refunds of invoices through their orders,
 * and the monitoring accounts to suspend.
 */
export function createSubscriptionsAdmin(deps: {
  repository: SubscriptionsRepository;
  billing: SubscriptionBilling;
  plans: Pick<PlansService, 'rows'>;
  payments: Pick<PaymentsService, 'mode'>;
  orders: Pick<OrdersService, 'changeStatus' | 'numbersOf'>;
  users: Pick<UsersService, 'findById'>;
  units: Pick<UnitsService, 'siteDevices'>;
  view: (row: SubscriptionRow) => Promise<Subscription>;
  now: () => Date;
}) {
  const { repository, billing } = deps;

  async function plansById(): Promise<Map<number, PlanRow>> {
    return new Map((await deps.plans.rows()).map((r) => [r.id, r]));
  }

  async function detail(id: number): Promise<Omit<AdminSubscriptionDetail, 'success'>> {
    const row = await repository.find(id);
    if (!row) throw notFound();
    const [user, invoices, history, units] = await Promise.all([
      deps.users.findById(row.customerId),
      repository.invoicesOf(row.id),
      repository.historyOf(row.id),
      deps.units.siteDevices(row.customerId, { street: row.siteStreet, zip: row.siteZip }),
    ]);
    const numbers = await deps.orders.numbersOf(
      invoices.flatMap((i) => (i.orderId === null ? [] : [i.orderId])),
    );
    return {
      subscription: await deps.view(row),
      customer: {
        id: row.customerId,
        name: user ? `${user.firstName} ${user.lastName}`.trim() : `#${row.customerId}`,
        email: user?.email ?? '',
        phone: user?.phone ?? null,
      },
      invoices: invoices.map((i) =>
        toInvoice(i, i.orderId ? (numbers.get(i.orderId) ?? null) : null),
      ),
      events: history.map((e) => ({
        id: e.id,
        kind: e.kind,
        at: new Date(e.at).toISOString(),
        note: e.note,
        invoiceNumber: e.invoiceNumber,
        by: e.by,
        recordedAt: new Date(e.recordedAt).toISOString(),
      })),
      devices: units.map((u) => {
        const start = u.deliveredOn ?? u.shippedOn;
        return {
          unitId: u.id,
          serial: u.serial,
          productName: u.productName,
          orderNumber: u.orderNumber ?? '',
          installed: u.status === 'installed',
          deliveredOn: u.deliveredOn,
          warrantyEndsOn:
            start && u.warrantyMonths ? warrantyEndDay(start, u.warrantyMonths) : null,
        };
      }),
      testMode: deps.payments.mode === 'test',
    };
  }

  /** The invoice of a paid order, marked as its order is refunded or revived (any screen). */
  const follower: OrderFollower = {
    async cancelForOrder(orderId, actorId) {
      const invoice = await repository.invoiceOfOrder(orderId);
      if (!invoice || invoice.status !== 'paid') return;
      const row = (await repository.find(invoice.subscriptionId, 'update'))!;
      const at = clockOf(row, deps.now());
      await repository.updateInvoice(invoice.id, {
        status: 'refunded',
        refundedAt: at,
        refundedBy: actorId,
      });
      await billing.event(row, 'invoice_refunded', at, invoice.number, {
        invoiceId: invoice.id,
        actorId,
      });
    },
    async reviveForOrder(orderId, actorId) {
      const invoice = await repository.invoiceOfOrder(orderId);
      if (!invoice || invoice.status !== 'refunded') return;
      const row = (await repository.find(invoice.subscriptionId, 'update'))!;
      const at = clockOf(row, deps.now());
      await repository.updateInvoice(invoice.id, {
        status: 'paid',
        refundedAt: null,
        refundedBy: null,
      });
      await billing.event(row, 'invoice_paid', at, `${invoice.number}: its order reopened`, {
        invoiceId: invoice.id,
        actorId,
      });
    },
  };

  return {
    detail,
    follower,

    async list(q: AdminSubscriptionsFilter) {
      const plans = await plansById();
      const { total, rows } = await repository.adminPage(
        {
          status: q.status,
          planId: q.planId,
          pastDue: q.pastDue as boolean | undefined,
          search: q.search,
        },
        q.limit,
        (q.page - 1) * q.limit,
      );
      const subscriptions: AdminSubscriptionRow[] = rows.map((r) => {
        const plan = plans.get(r.planId);
        const billingNow = r.status === 'active' || r.status === 'past_due';
        return {
          id: r.id,
          number: r.number,
          status: r.status,
          customer: { id: r.customerId, name: r.customerName, email: r.customerEmail },
          plan: {
            id: r.planId,
            name: plan?.name ?? `Plan ${r.planId}`,
            monitoring: plan?.monitoring ?? 'none',
          },
          interval: r.interval,
          price: asCents(r.priceCents),
          rmr: asCents(billingNow ? monthlyValueCents(r.interval, r.priceCents) : 0),
          site: `${r.siteStreet}, ${r.siteCity}, ${r.siteState} ${r.siteZip}`,
          currentPeriodEnd: r.currentPeriodEnd ? new Date(r.currentPeriodEnd).toISOString() : null,
          cancelAt: r.cancelAt ? new Date(r.cancelAt).toISOString() : null,
          pastDueSince: r.pastDueSince ? new Date(r.pastDueSince).toISOString() : null,
          suspendedAt: r.suspendedAt ? new Date(r.suspendedAt).toISOString() : null,
          owed: asCents(r.owedCents),
          createdAt: new Date(r.createdAt).toISOString(),
        };
      });
      return { subscriptions, pagination: paginationOf(q.page, q.limit, total) };
    },

    /**
     * A paid invoice refunded through its order (the provider gives the payment back, once:
     * the order's refund claim and its closed status refuse a second), recorded on the invoice
     * with who did it by the order's follower.
     */
    async refund(actorId: number, id: number, invoiceId: number, note: string) {
      const invoice = await repository.findInvoice(invoiceId);
      if (!invoice || invoice.subscriptionId !== id) {
        throw new DomainError('not_found', SUBSCRIPTION_MESSAGES.invoiceNotFound);
      }
      if (invoice.status === 'refunded') {
        throw new DomainError('conflict', SUBSCRIPTION_MESSAGES.refundOnce, {
          code: 'ALREADY_REFUNDED',
        });
      }
      if (invoice.status !== 'paid' || invoice.orderId === null) {
        throw new DomainError('conflict', SUBSCRIPTION_MESSAGES.refundUnpaid, {
          code: 'NOT_PAID',
        });
      }
      await deps.orders.changeStatus(actorId, invoice.orderId, {
        status: 'refunded',
        note: note || `Invoice ${invoice.number} refunded`,
      });
      return detail(id);
    },

    /** The monitoring accounts to suspend, a batch at a time (the CSV). */
    async suspended() {
      const plans = await plansById();
      const monitored = [...plans.values()].filter((p) => p.monitoring !== 'none');
      const name = (id: number) => plans.get(id)?.name ?? `Plan ${id}`;
      async function* batches() {
        let after = 0;
        for (;;) {
          const rows = await repository.suspendedOf(
            monitored.map((p) => p.id),
            500,
            after,
          );
          if (rows.length === 0) return;
          yield rows;
          after = rows[rows.length - 1]!.id;
        }
      }
      return { columns: suspendedColumns(name), batches: batches() };
    },
  };
}
