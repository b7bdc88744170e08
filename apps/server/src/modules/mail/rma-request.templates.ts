import {
  RMA_KIND_LABELS,
  RMA_OUTCOME_LABELS,
  RMA_REASON_LABELS,
  type RmaKind,
  type RmaOutcome,
  type RmaReason,
} from '@shop/contract';
import { detailsMail, type MailContent, type MailShop } from './mail.templates.ts';

export type RmaRequestMailInput = {
  firstName: string;
  rmaNumber: string;
  kind: RmaKind;
  reason: RmaReason;
  preferredOutcome: RmaOutcome;
  productName: string;
  serial: string;
  /** The RMA's page in the account (the return label is printed there once approved). */
  link: string;
};

/**
 * To the customer when they file a return or a warranty claim: the RMA number, what
 * happens next, and the link to the RMA's page. Nothing about sending the device: it waits
 * for the approval, whose e-mail says how. The customer's own description is not
 * repeated: the page shows it.
 */
export function rmaRequestedMail(shop: MailShop, m: RmaRequestMailInput): MailContent {
  return detailsMail(shop, {
    kind: 'rma_requested',
    subject: `We received your ${RMA_KIND_LABELS[m.kind].toLowerCase()} ${m.rmaNumber} - ${shop.name}`,
    title: `Your request ${m.rmaNumber}`,
    paragraphs: [
      `Hello ${m.firstName},`,
      `We received your ${RMA_KIND_LABELS[m.kind].toLowerCase()} for ${m.productName} (serial ${m.serial}). Its number is ${m.rmaNumber}.`,
      'What happens next: we review your request and e-mail you our decision. Please keep the device until we have approved the request: the approval tells you how to send it, with the return label; we then check the device once it arrives and tell you how we resolve it.',
    ],
    rows: [
      ['RMA number', m.rmaNumber],
      ['Device', `${m.productName} (serial ${m.serial})`],
      ['Request', RMA_KIND_LABELS[m.kind]],
      ['Reason', RMA_REASON_LABELS[m.reason]],
      ['You would like', RMA_OUTCOME_LABELS[m.preferredOutcome]],
    ],
    action: { label: 'See your request', url: m.link },
    footer: `Questions? Reply to this e-mail and quote ${m.rmaNumber}.`,
  });
}
