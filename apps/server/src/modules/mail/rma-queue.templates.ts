import { detailsMail, greeting, type MailContent, type MailShop } from './mail.templates.ts';

/** What an RMA's decision e-mail names (ADR 0048). */
export type RmaDecisionMailInput = {
  customerName: string;
  rmaNumber: string;
  productName: string;
  unitIdentifier: string;
  /** Staff's note on approval, or their reason for rejecting. */
  note: string;
  /** The customer's page of the RMA (where the return label is printed). */
  link: string;
};

/** To the customer: their RMA was approved, with how to send the unit back. */
export function rmaApprovedMail(shop: MailShop, m: RmaDecisionMailInput): MailContent {
  return detailsMail(shop, {
    kind: 'rma_approved',
    subject: `Your return ${m.rmaNumber} is approved: send the unit back`,
    title: `Return ${m.rmaNumber} approved`,
    paragraphs: [
      greeting(m.customerName),
      'We approved your request. To send the unit back:',
      [
        '1. Open your return page (the link below) and print the return label.',
        '2. Pack the unit with its accessories, in its box if you still have it.',
        '3. Stick the label on the outside of the parcel so its QR code can be scanned, and ship it to the address on the label.',
      ].join('\n'),
      'We check the unit as soon as it arrives and tell you what happens next.',
    ],
    rows: [
      ['Return', m.rmaNumber],
      ['Product', m.productName],
      ['Serial', m.unitIdentifier],
      ['Note from our team', m.note],
    ],
    action: { label: 'Open your return and print the label', url: m.link },
    footer: 'Reply to this e-mail if anything is unclear.',
  });
}

/**
 * To the customer: their RMA was rejected, with the reason; or, when it had been approved and
 * the unit never came back, closed (`afterApproval`).
 */
export function rmaRejectedMail(
  shop: MailShop,
  m: RmaDecisionMailInput & { afterApproval?: boolean },
): MailContent {
  return detailsMail(shop, {
    kind: 'rma_rejected',
    subject: m.afterApproval
      ? `Your return ${m.rmaNumber} was closed`
      : `Your return ${m.rmaNumber} was not approved`,
    title: m.afterApproval ? `Return ${m.rmaNumber} closed` : `Return ${m.rmaNumber} not approved`,
    paragraphs: [
      greeting(m.customerName),
      m.afterApproval
        ? 'We closed your return, for the reason below. Please do not send the unit now: if you still want to return it, reply to this e-mail first.'
        : 'We looked at your request and could not approve it, for the reason below. Please keep the unit.',
    ],
    rows: [
      ['Return', m.rmaNumber],
      ['Product', m.productName],
      ['Serial', m.unitIdentifier],
      ['Reason', m.note],
    ],
    action: { label: 'Open your return', url: m.link },
    footer: 'Reply to this e-mail if you would like us to look at it again.',
  });
}
