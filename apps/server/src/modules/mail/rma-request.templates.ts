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
  /** Where the unit is sent back: the shop's address lines, or none while unset. */
  returnAddress: string[];
  /** The RMA's page in the account, where the return label is printed. */
  link: string;
  /** The printable return label (PDF, with the RMA's QR), served to the signed-in customer. */
  labelLink: string;
};

/**
 * To the customer when they file a return or a warranty claim (issue 22): the RMA number, the
 * return instructions with the link to the printable return label (its QR is the RMA number
 * the returns desk scans), what happens next, and the link to the RMA's page. The customer's
 * own description is not repeated: the page shows it.
 */
export function rmaRequestedMail(shop: MailShop, m: RmaRequestMailInput): MailContent {
  const address = m.returnAddress.length
    ? m.returnAddress.join(', ')
    : 'the address printed on the return label';
  const content = detailsMail(shop, {
    kind: 'rma_requested',
    subject: `We received your ${RMA_KIND_LABELS[m.kind].toLowerCase()} ${m.rmaNumber} - ${shop.name}`,
    title: `Your request ${m.rmaNumber}`,
    paragraphs: [
      `Hello ${m.firstName},`,
      `We received your ${RMA_KIND_LABELS[m.kind].toLowerCase()} for ${m.productName} (serial ${m.serial}). Its number is ${m.rmaNumber}.`,
      `How to send it back: print your return label (${m.labelLink}, also on your request's page), write ${m.rmaNumber} on the box, pack the device with its accessories, stick the label on the outside of the parcel and send it to ${address}.`,
      'What happens next: we review your request and e-mail you our decision, then check the device once it arrives and tell you how we resolve it.',
    ],
    rows: [
      ['RMA number', m.rmaNumber],
      ['Device', `${m.productName} (serial ${m.serial})`],
      ['Request', RMA_KIND_LABELS[m.kind]],
      ['Reason', RMA_REASON_LABELS[m.reason]],
      ['You would like', RMA_OUTCOME_LABELS[m.preferredOutcome]],
      ['Return label', m.labelLink],
    ],
    action: { label: 'See your request', url: m.link },
    footer: `Questions? Reply to this e-mail and quote ${m.rmaNumber}.`,
  });
  return { ...content, links: [...content.links, m.labelLink] };
}
