import { idParam } from '../catalogue.ts';
import { adminCustomersQuery, adminCustomersResponse } from '../people.ts';
import { paymentIntentResponse } from '../checkout.ts';
import { successMessageSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  adminCancelSchema,
  adminStartSubscriptionSchema,
  adminSubscriptionResponse,
  adminSubscriptionsQuery,
  adminSubscriptionsResponse,
  cancellationResponse,
  cancelSubscriptionSchema,
  cardResponse,
  cardSetupDoneSchema,
  cardSetupResponse,
  changePlanSchema,
  changePreviewResponse,
  chargeInvoiceSchema,
  invoiceChargeResponse,
  invoiceParams,
  payInvoiceSchema,
  recurringRevenueResponse,
  paymentMethodsResponse,
  refundInvoiceSchema,
  startSubscriptionResponse,
  startSubscriptionSchema,
  subscriptionCardSchema,
  subscriptionDetailResponse,
  subscriptionPreviewResponse,
  subscriptionResponse,
  subscriptionSettingsResponse,
  subscriptionSettingsSchema,
  subscriptionsResponse,
  testCardSaveResponse,
  testCardSaveSchema,
  testClockSchema,
} from '../subscriptions.ts';

/**
 * A customer's plans and cards: their own only (anyone else's is 404). Subscribing, paying
 * and changing are refused to a read-only guest account, and to staff (403).
 */
const customer = { access: 'account', tags: ['subscriptions'], errors: [404, 409] } as const;

export const listMySubscriptions = defineEndpoint({
  ...customer,
  method: 'GET',
  path: '/customer/subscriptions',
  summary: "The customer's plans, newest first, each with its next bill and open invoice",
  reply: subscriptionsResponse,
});

export const previewSubscription = defineEndpoint({
  ...customer,
  method: 'POST',
  path: '/customer/subscriptions/preview',
  summary:
    'What subscribing to a plan at a site charges now, and each bill after (nothing written)',
  body: startSubscriptionSchema,
  reply: subscriptionPreviewResponse,
});

export const startSubscription = defineEndpoint({
  ...customer,
  method: 'POST',
  path: '/customer/subscriptions',
  summary:
    'Subscribe to a plan at a site: the subscription awaits its first invoice, whose card payment starts here (the card is kept)',
  body: startSubscriptionSchema,
  status: 201,
  reply: startSubscriptionResponse,
});

export const getMySubscription = defineEndpoint({
  ...customer,
  method: 'GET',
  path: '/customer/subscriptions/:id',
  summary: 'One of the customer\u2019s plans with its invoices',
  params: idParam(),
  reply: subscriptionDetailResponse,
});

export const startInvoicePayment = defineEndpoint({
  ...customer,
  method: 'POST',
  path: '/customer/subscriptions/:id/invoices/:invoiceId/payment-intent',
  summary: 'Pay an open invoice by card (the card is kept for the plan)',
  params: invoiceParams,
  reply: paymentIntentResponse,
});

export const payInvoice = defineEndpoint({
  ...customer,
  method: 'POST',
  path: '/customer/subscriptions/:id/invoices/:invoiceId/pay',
  summary: 'Record the card payment the browser confirmed: the invoice is paid once',
  params: invoiceParams,
  body: payInvoiceSchema,
  reply: subscriptionResponse,
});

export const chargeInvoiceNow = defineEndpoint({
  ...customer,
  method: 'POST',
  path: '/customer/subscriptions/:id/invoices/:invoiceId/charge',
  summary:
    'Charge an open invoice now to one of the customer\u2019s saved cards, which the plan keeps',
  params: invoiceParams,
  body: chargeInvoiceSchema,
  reply: invoiceChargeResponse,
});

export const setSubscriptionCard = defineEndpoint({
  ...customer,
  method: 'PUT',
  path: '/customer/subscriptions/:id/card',
  summary: 'Charge the plan to another of the customer\u2019s saved cards',
  params: idParam(),
  body: subscriptionCardSchema,
  reply: subscriptionResponse,
});

export const getCancellation = defineEndpoint({
  ...customer,
  method: 'GET',
  path: '/customer/subscriptions/:id/cancellation',
  summary: 'When a cancel asked now would take effect, and the minimum term it honours',
  params: idParam(),
  reply: cancellationResponse,
});

export const cancelMySubscription = defineEndpoint({
  ...customer,
  method: 'POST',
  path: '/customer/subscriptions/:id/cancel',
  summary: 'Cancel at the end of the period (or of the minimum term); confirmed by e-mail',
  params: idParam(),
  body: cancelSubscriptionSchema,
  reply: subscriptionResponse,
});

export const keepMySubscription = defineEndpoint({
  ...customer,
  method: 'POST',
  path: '/customer/subscriptions/:id/keep',
  summary: 'Take back a cancel before it takes effect',
  params: idParam(),
  reply: subscriptionResponse,
});

export const pauseMySubscription = defineEndpoint({
  ...customer,
  method: 'POST',
  path: '/customer/subscriptions/:id/pause',
  summary: 'Pause from the end of the period: nothing is billed while paused',
  params: idParam(),
  reply: subscriptionResponse,
});

export const resumeMySubscription = defineEndpoint({
  ...customer,
  method: 'POST',
  path: '/customer/subscriptions/:id/resume',
  summary: 'Take back a pause, or start a paused plan again (a new period, billed now)',
  params: idParam(),
  reply: subscriptionResponse,
});

export const previewPlanChange = defineEndpoint({
  ...customer,
  method: 'POST',
  path: '/customer/subscriptions/:id/change/preview',
  summary: 'What changing plan or interval now charges (prorated) or leaves as credit',
  params: idParam(),
  body: changePlanSchema,
  reply: changePreviewResponse,
});

export const changeMyPlan = defineEndpoint({
  ...customer,
  method: 'POST',
  path: '/customer/subscriptions/:id/change',
  summary:
    'Change plan or interval now, prorated: an upgrade is charged at once, a downgrade credited',
  params: idParam(),
  body: changePlanSchema,
  reply: subscriptionResponse,
});

export const listMyCards = defineEndpoint({
  ...customer,
  method: 'GET',
  path: '/customer/payment-methods',
  summary: "The customer's saved cards (brand, last 4 digits, expiry), newest first",
  reply: paymentMethodsResponse,
});

export const saveTestCard = defineEndpoint({
  ...customer,
  method: 'POST',
  path: '/customer/payment-methods/test-card',
  summary: 'The test provider\u2019s card form: save a test card (404 with Stripe)',
  body: testCardSaveSchema,
  status: 201,
  reply: testCardSaveResponse,
});

export const startCardSetup = defineEndpoint({
  ...customer,
  method: 'POST',
  path: '/customer/payment-methods/setup',
  summary: 'Stripe: a SetupIntent to save a card with Elements (404 with the test provider)',
  reply: cardSetupResponse,
});

export const finishCardSetup = defineEndpoint({
  ...customer,
  method: 'POST',
  path: '/customer/payment-methods',
  summary: 'Stripe: keep the card a confirmed SetupIntent saved',
  body: cardSetupDoneSchema,
  status: 201,
  reply: cardResponse,
});

export const removeMyCard = defineEndpoint({
  ...customer,
  method: 'DELETE',
  path: '/customer/payment-methods/:id',
  summary: 'Remove a saved card (409 while a plan is charged to it)',
  params: idParam(),
  reply: successMessageSchema,
});

/** Staff who manage orders run subscriptions. */
const staff = {
  access: { permission: 'canManageOrders' },
  tags: ['admin subscriptions'],
  errors: [404, 409],
} as const;

export const advanceTestClock = defineEndpoint({
  ...staff,
  errors: [403, 404, 409],
  method: 'POST',
  path: '/admin/subscriptions/:id/test-clock',
  summary:
    'Test payment mode only: move the subscription\u2019s clock forward and apply everything due until then (403 in live mode)',
  params: idParam(),
  body: testClockSchema,
  reply: adminSubscriptionResponse,
});

export const adminStartSubscription = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/subscriptions',
  summary:
    'Start a plan for a customer: it waits for the customer to confirm and pay its first invoice from the link they are e-mailed',
  body: adminStartSubscriptionSchema,
  status: 201,
  reply: adminSubscriptionResponse,
});

export const listAdminSubscriptions = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/subscriptions',
  summary: 'Subscriptions filtered by status, plan and past due, searched, newest first, paged',
  query: adminSubscriptionsQuery,
  reply: adminSubscriptionsResponse,
});

export const exportSuspendedCsv = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/subscriptions/suspended.csv',
  summary: 'The monitoring accounts to suspend (suspended plans with monitoring) as CSV',
  reply: { file: 'text/csv' },
});

export const getAdminSubscription = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/subscriptions/:id',
  summary: 'A subscription with its customer, site devices, invoices and history (who and when)',
  params: idParam(),
  reply: adminSubscriptionResponse,
});

export const adminCancelSubscription = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/subscriptions/:id/cancel',
  summary: 'Cancel at the end of the period (minimum term honoured) or at once',
  params: idParam(),
  body: adminCancelSchema,
  reply: adminSubscriptionResponse,
});

export const adminKeepSubscription = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/subscriptions/:id/keep',
  summary: 'Take back a cancel before it takes effect',
  params: idParam(),
  reply: adminSubscriptionResponse,
});

export const adminChangePlan = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/subscriptions/:id/change',
  summary: 'Change plan or interval now, prorated as for the customer',
  params: idParam(),
  body: changePlanSchema,
  reply: adminSubscriptionResponse,
});

export const adminPauseSubscription = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/subscriptions/:id/pause',
  summary: 'Pause from the end of the period',
  params: idParam(),
  reply: adminSubscriptionResponse,
});

export const adminResumeSubscription = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/subscriptions/:id/resume',
  summary: 'Take back a pause, or start a paused plan again (billed now)',
  params: idParam(),
  reply: adminSubscriptionResponse,
});

export const refundSubscriptionInvoice = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/subscriptions/:id/invoices/:invoiceId/refund',
  summary: 'Refund a paid invoice through its order, once',
  params: invoiceParams,
  body: refundInvoiceSchema,
  reply: adminSubscriptionResponse,
});

export const getRecurringRevenue = defineEndpoint({
  access: { permission: 'canViewReports' },
  tags: ['admin subscriptions'],
  method: 'GET',
  path: '/admin/recurring-revenue',
  summary:
    'The owner\u2019s recurring revenue: RMR now and for 12 months, new, expansion, contraction and churn, attrition, states, renewals due',
  reply: recurringRevenueResponse,
});

export const getMyInvoicePdf = defineEndpoint({
  ...customer,
  method: 'GET',
  path: '/customer/subscriptions/:id/invoices/:invoiceId/pdf',
  summary: 'One of the plan\u2019s invoices as a PDF',
  params: invoiceParams,
  reply: { file: 'application/pdf' },
});

export const getAdminInvoicePdf = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/subscriptions/:id/invoices/:invoiceId/pdf',
  summary: 'A subscription invoice as a PDF',
  params: invoiceParams,
  reply: { file: 'application/pdf' },
});

export const adminCancellation = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/subscriptions/:id/cancellation',
  summary: 'When a cancel at the period end would take effect, and the minimum term it honours',
  params: idParam(),
  reply: cancellationResponse,
});

export const adminPreviewPlanChange = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/subscriptions/:id/change/preview',
  summary: 'What changing plan or interval now charges (prorated) or leaves as credit',
  params: idParam(),
  body: changePlanSchema,
  reply: changePreviewResponse,
});

/**
 * The customers a plan may be started for, found by name or e-mail: the staff customers list
 * (its query and answer), for staff who manage orders and not users.
 */
export const findPlanCustomers = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/subscriptions/customers',
  summary: 'Customers to start a plan for, searched, sorted and paged as the customers list',
  query: adminCustomersQuery,
  reply: adminCustomersResponse,
});

/** The plan settings (when a suspended plan is cancelled): admins only, like the shop's settings. */
const settings = { access: { role: ['admin'] }, tags: ['settings'] } as const;

export const getSubscriptionSettings = defineEndpoint({
  ...settings,
  method: 'GET',
  path: '/admin/subscription-settings',
  summary: 'How many days after its suspension an unpaid plan is cancelled',
  reply: subscriptionSettingsResponse,
});

export const saveSubscriptionSettings = defineEndpoint({
  ...settings,
  method: 'PUT',
  path: '/admin/subscription-settings',
  summary:
    'Save how many days after its suspension an unpaid plan is cancelled; suspended plans are rescheduled',
  body: subscriptionSettingsSchema,
  reply: subscriptionSettingsResponse,
});
