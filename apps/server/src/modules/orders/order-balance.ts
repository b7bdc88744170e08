import {
  asCents,
  CLOSED_ORDER_STATUSES,
  QUOTE_LINK_MESSAGES,
  formatCents,
  type OrderStatus,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../lib/errors.ts';
import { notFound } from './orders.mappers.ts';
import type { OrdersRepository } from './orders.repository.ts';

/**
 * The balance of an order paid by deposit (ADR 0043): what the customer owes on
 * their own order, and its payment settled once (payment status paid, balance 0, a history
 * entry naming the payment). Mark as Paid settles it too (orders.repository's setStatus).
 */
export function createOrderBalance({
  database,
  repository,
}: {
  database: DatabaseHandle;
  repository: OrdersRepository;
}) {
  return {
    /**
     * The customer's own open order that owes a balance: someone else's is "not found"; one
     * that owes nothing (paid in full, settled, closed) is a 409.
     */
    async balanceOwed(customerId: number, orderId: number) {
      const row = await repository.find(orderId);
      if (!row || row.customerId !== customerId) throw notFound();
      if (
        row.paymentStatus !== 'partial' ||
        row.balanceDueCents <= 0 ||
        CLOSED_ORDER_STATUSES.includes(row.status as OrderStatus)
      ) {
        throw new DomainError('conflict', QUOTE_LINK_MESSAGES.noBalance, { code: 'NO_BALANCE' });
      }
      return row;
    },

    /**
     * Inside the caller's transaction (the payment's lock held): settles the balance this
     * payment paid. 'already' when this payment settled it before (a repeat); 'refused' when
     * the order no longer owes exactly this amount (the payment is then refunded).
     */
    async settleBalance(input: {
      orderId: number;
      customerId: number;
      paymentIntentId: string;
      amountCents: number;
    }): Promise<'settled' | 'already' | 'refused'> {
      return database.transaction(async () => {
        const row = await repository.balanceOf(input.orderId, true);
        if (!row || row.customerId !== input.customerId) return 'refused';
        if (await repository.historyMentions(row.id, input.paymentIntentId)) return 'already';
        if (
          row.paymentStatus !== 'partial' ||
          row.balanceDueCents !== input.amountCents ||
          CLOSED_ORDER_STATUSES.includes(row.status)
        ) {
          return 'refused';
        }
        await repository.setStatus(row.id, { paymentStatus: 'paid' });
        await repository.insertHistory({
          orderId: row.id,
          status: row.status,
          paymentStatus: 'paid',
          fromStatus: row.status,
          fromPaymentStatus: row.paymentStatus,
          note: `Balance of ${formatCents(asCents(input.amountCents))} paid by card (${input.paymentIntentId})`,
          changedBy: null,
        });
        return 'settled';
      });
    },
  };
}
