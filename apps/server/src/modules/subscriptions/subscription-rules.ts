import { SUBSCRIPTION_MESSAGES, type BillingInterval, type Role } from '@shop/contract';
import { DomainError } from '../../lib/errors.ts';
import { planPriceAt } from '../plans/plan-price.ts';
import type { PlanRow } from '../plans/plans.service.ts';

/**
 * Plans and saved cards are a customer's: a member of staff subscribes nobody and keeps no
 * card by acting as one (staff start a plan for a customer's account instead).
 */
export function assertCustomer(user: { role: Role }) {
  if (user.role !== 'customer') {
    throw new DomainError('forbidden', SUBSCRIPTION_MESSAGES.staffCannotSubscribe, {
      code: 'STAFF_CANNOT_SUBSCRIBE',
    });
  }
}

/** The price a plan is sold at for an interval; a yearly price the plan does not have is refused. */
export function priceFor(plan: PlanRow, interval: BillingInterval): number {
  const cents = planPriceAt(plan, interval);
  if (cents === null) {
    throw new DomainError('validation', SUBSCRIPTION_MESSAGES.noYearly, {
      fields: { interval: SUBSCRIPTION_MESSAGES.noYearly },
    });
  }
  return cents;
}
