import type { BillingInterval } from '@shop/contract';

/** The subscribe page for a plan, billed as chosen (signed in). */
export const subscribePath = (planId: number, interval: BillingInterval) =>
  `/subscribe/${planId}?interval=${interval}`;

/** One of the customer's plans: its page, which the plan's e-mails link to as well. */
export const planPath = (id: number) => `/dashboard/plans/${id}`;

/** The dashboard's Plans tab: the customer's plans and saved cards. */
export const PLANS_TAB = '/dashboard?tab=plans';
