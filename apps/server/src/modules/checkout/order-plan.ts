import { addressLine, type ShippingAddress } from '@shop/contract';
import type { InstallationsService } from '../installations/installations.service.ts';
import type { OrderFollowUp, OrderPlan, SettledPayment } from '../orders/place-order.ts';
import type { PaymentIntentRow } from '../payments/payments.service.ts';
import type { UsersService } from '../users/users.service.ts';

/**
 * What a cart's order and a quote's share in their plans (ADR 0062): the payment they settle,
 * who gets the confirmation, and the installation job of an order with labour lines.
 */
export const paymentOf = (
  intent: PaymentIntentRow,
  card: SettledPayment['card'],
): SettledPayment => ({ key: intent.id, provider: intent.provider, card });

/** The customer's confirmation goes to their account's address; none without an account. */
export async function confirmationTo(
  users: Pick<UsersService, 'findById'>,
  customerId: number,
): Promise<OrderPlan['confirmTo']> {
  const user = await users.findById(customerId);
  return user ? { email: user.email, firstName: user.firstName } : null;
}

/** The order's installation job, at the order's address, in its transaction. */
export function installationJob(
  installations: Pick<InstallationsService, 'createJobForOrder'>,
  job: { quoteId: number | null; customerId: number; shipTo: ShippingAddress },
): OrderFollowUp {
  return async (order) => {
    await installations.createJobForOrder({
      orderId: order.id,
      quoteId: job.quoteId,
      customerId: job.customerId,
      siteAddress: addressLine(job.shipTo),
      siteZip: job.shipTo.zipCode,
    });
  };
}
