import { asCents, cardBrandLabel, formatCents } from '@shop/contract';
import { dateFormat } from '@shop/contract/date-format';
import { detailsMail, greeting, type MailContent, type MailShop } from './mail.templates.ts';

/** A day as the customer reads it: "May 10, 2026", on the shop's calendar. */
const day = dateFormat('en-US', {
  dateStyle: 'long',
  timeZone: 'America/Los_Angeles',
});
const mailDay = (d: Date) => day.format(d);
const money = (cents: number) => formatCents(asCents(cents));

export type SubscriptionMailBase = {
  firstName: string;
  subscriptionNumber: string;
  planName: string;
  site: string;
  /** The subscription's page in the customer's account. */
  link: string;
};

const FOOTER = 'You receive this because you have a plan with us.';

/**
 * A plan's mail: the customer greeted first, the action opening the plan's page in their
 * account, and the plan footer unless another is given.
 */
function planMail(
  shop: MailShop,
  m: SubscriptionMailBase,
  mail: {
    kind: string;
    subject: string;
    title: string;
    paragraphs: string[];
    rows: [string, string][];
    action: string;
    footer?: string;
  },
): MailContent {
  return detailsMail(shop, {
    ...mail,
    paragraphs: [greeting(m.firstName), ...mail.paragraphs],
    action: { label: mail.action, url: m.link },
    footer: mail.footer ?? FOOTER,
  });
}

/** The row every plan mail names its plan by. */
const planRow = (m: SubscriptionMailBase): [string, string] => [
  'Plan',
  `${m.planName} (${m.subscriptionNumber})`,
];

/** A card as the mails name it: "Visa ending in 4242". */
const cardName = (card: { brand: string | null; last4: string | null }) =>
  `${cardBrandLabel(card.brand)} ending in ${card.last4 ?? '----'}`;

/** To the customer once the first invoice is paid: what runs from now, and the next bill. */
export function subscriptionStartedMail(
  shop: MailShop,
  m: SubscriptionMailBase & {
    paidCents: number;
    invoiceNumber: string;
    card: { brand: string | null; last4: string | null };
    nextBillAt: Date;
    nextBillCents: number;
    interval: 'month' | 'year';
    minTermEndsAt: Date | null;
  },
): MailContent {
  return planMail(shop, m, {
    kind: 'subscription_started',
    subject: `Your ${m.planName} plan has started (${m.subscriptionNumber})`,
    title: 'Your plan has started',
    paragraphs: [
      `Thank you: your ${m.planName} plan for ${m.site} runs from today. We charged ${money(m.paidCents)} to your ${cardName(m.card)} and keep the card for the bills to come.`,
    ],
    rows: [
      planRow(m),
      ['Site', m.site],
      ['Invoice', `${m.invoiceNumber}: ${money(m.paidCents)}`],
      [
        'Next bill',
        `${money(m.nextBillCents)} on ${mailDay(m.nextBillAt)}, then every ${m.interval}`,
      ],
      ['Minimum term', m.minTermEndsAt ? `Until ${mailDay(m.minTermEndsAt)}` : ''],
    ],
    action: 'See your plan',
  });
}

/** To the customer when a renewal or another invoice is paid. */
export function invoicePaidMail(
  shop: MailShop,
  m: SubscriptionMailBase & {
    invoiceNumber: string;
    paidCents: number;
    card: { brand: string | null; last4: string | null };
    periodEnd: Date;
  },
): MailContent {
  return planMail(shop, m, {
    kind: 'subscription_invoice_paid',
    subject: `Receipt for invoice ${m.invoiceNumber}`,
    title: 'Payment received',
    paragraphs: [
      `We charged ${money(m.paidCents)} to your ${cardName(m.card)} for your ${m.planName} plan. The invoice is in your account.`,
    ],
    rows: [['Invoice', m.invoiceNumber], planRow(m), ['Paid through', mailDay(m.periodEnd)]],
    action: 'See your invoices',
  });
}

/** To the customer when a charge failed: a link to pay or change the card, and what follows. */
export function paymentFailedMail(
  shop: MailShop,
  m: SubscriptionMailBase & {
    invoiceNumber: string;
    amountCents: number;
    reason: string;
    nextAttemptAt: Date | null;
  },
): MailContent {
  const next = m.nextAttemptAt
    ? `We will try the card again on ${mailDay(m.nextAttemptAt)}. You can pay now, or choose another card, from the link below.`
    : 'Please pay now, or choose another card, from the link below.';
  return planMail(shop, m, {
    kind: 'subscription_payment_failed',
    subject: `We could not charge your card for ${m.planName}`,
    title: 'Your payment did not go through',
    paragraphs: [
      `We could not charge ${money(m.amountCents)} for invoice ${m.invoiceNumber} of your ${m.planName} plan: ${m.reason}`,
      next,
    ],
    rows: [
      ['Invoice', `${m.invoiceNumber}: ${money(m.amountCents)}`],
      planRow(m),
      ['Site', m.site],
    ],
    action: 'Pay or change the card',
  });
}

/** To the customer when the retries ran out: the plan is suspended until the invoice is paid. */
export function subscriptionSuspendedMail(
  shop: MailShop,
  m: SubscriptionMailBase & {
    invoiceNumber: string;
    amountCents: number;
    cancelAt: Date;
    /** The plan has a monitoring service, which stops. */
    monitored: boolean;
  },
): MailContent {
  return planMail(shop, m, {
    kind: 'subscription_suspended',
    subject: `Your ${m.planName} plan is suspended`,
    title: 'Your plan is suspended',
    paragraphs: [
      `We tried to charge your card for invoice ${m.invoiceNumber} several times without success, so your ${m.planName} plan for ${m.site} is suspended: ${m.monitored ? 'the site is not monitored' : 'its services are on hold'} until the invoice is paid.`,
      `Paying the invoice restores the plan at once. Unpaid, the plan is cancelled on ${mailDay(m.cancelAt)}.`,
    ],
    rows: [['Invoice', `${m.invoiceNumber}: ${money(m.amountCents)}`], planRow(m)],
    action: 'Pay the invoice',
  });
}

/** To the customer when their cancel is recorded, or when the plan has ended. */
export function subscriptionCancelMail(
  shop: MailShop,
  m: SubscriptionMailBase & { endsAt: Date; ended: boolean; reason: string | null },
): MailContent {
  return planMail(shop, m, {
    kind: m.ended ? 'subscription_cancelled' : 'subscription_cancel_scheduled',
    subject: m.ended
      ? `Your ${m.planName} plan has ended`
      : `Your ${m.planName} plan ends on ${mailDay(m.endsAt)}`,
    title: m.ended ? 'Your plan has ended' : 'Your cancellation is confirmed',
    paragraphs: [
      m.ended
        ? `Your ${m.planName} plan for ${m.site} ended on ${mailDay(m.endsAt)}${m.reason ? ` (${m.reason})` : ''}. Nothing more will be charged.`
        : `Your ${m.planName} plan for ${m.site} runs until ${mailDay(m.endsAt)} and then ends. Nothing more will be charged. You can keep it from your account until then.`,
    ],
    rows: [planRow(m), [m.ended ? 'Ended' : 'Ends', mailDay(m.endsAt)]],
    action: 'See your plan',
  });
}

/** To the customer 30 days before a yearly plan renews. */
export function renewalNoticeMail(
  shop: MailShop,
  m: SubscriptionMailBase & {
    renewsAt: Date;
    amountCents: number;
    card: { brand: string | null; last4: string | null } | null;
  },
): MailContent {
  return planMail(shop, m, {
    kind: 'subscription_renewal_notice',
    subject: `Your ${m.planName} plan renews on ${mailDay(m.renewsAt)}`,
    title: 'Your yearly plan renews soon',
    paragraphs: [
      `Your ${m.planName} plan for ${m.site} renews for another year on ${mailDay(m.renewsAt)}. We will charge ${money(m.amountCents)} to ${m.card ? `your ${cardName(m.card)}` : 'your card on file'}.`,
      'Nothing to do if you wish to keep it. To change or cancel it, use the link below before that day.',
    ],
    rows: [planRow(m), ['Renews', mailDay(m.renewsAt)], ['Amount', money(m.amountCents)]],
    action: 'Manage your plan',
  });
}

/** To the customer when staff set up a plan for them: confirm it by paying its first invoice. */
export function subscriptionOfferedMail(
  shop: MailShop,
  m: SubscriptionMailBase & {
    firstCents: number;
    recurringCents: number;
    interval: 'month' | 'year';
    minTermMonths: number;
  },
): MailContent {
  return planMail(shop, m, {
    kind: 'subscription_offered',
    subject: `Your ${m.planName} plan is ready to confirm`,
    title: 'Your plan is ready',
    paragraphs: [
      `We have set up a ${m.planName} plan for ${m.site}. It starts when you confirm it by paying its first invoice: open the link below, sign in, and pay by card. The card is kept for the bills to come.`,
    ],
    rows: [
      planRow(m),
      ['Site', m.site],
      ['Due now', money(m.firstCents)],
      ['Then', `${money(m.recurringCents)} every ${m.interval}`],
      ['Minimum term', m.minTermMonths > 0 ? `${m.minTermMonths} months` : ''],
    ],
    action: 'Confirm and pay',
    footer: 'You receive this because our staff set up a plan for your account.',
  });
}
