import { asCents, formatCents } from '@shop/contract';
import { detailsMail, greeting, type MailContent, type MailShop } from './mail.templates.ts';

export type RmaResolvedMailInput = {
  customerName: string;
  rmaNumber: string;
  productName: string;
  serial: string;
  /** The RMA's page in the customer's account, like every other RMA e-mail. */
  link: string;
  note: string | null;
} & (
  | { resolution: 'refund'; amountCents: number; taxCents: number }
  | { resolution: 'replace' | 'repair'; orderNumber: string }
);

/**
 * To the customer when staff resolve their RMA: the amount refunded, or the
 * replacement or repair order that ships it and that it ships soon. Staff's note is shown as
 * text (the template escapes every value).
 */
export function rmaResolvedMail(shop: MailShop, m: RmaResolvedMailInput): MailContent {
  const device = `${m.productName} (serial ${m.serial})`;
  const outcome =
    m.resolution === 'refund'
      ? `We refunded ${formatCents(asCents(m.amountCents))} for your ${device}, including ${formatCents(asCents(m.taxCents))} of tax. It goes back to the card you paid with and usually shows within 5 to 10 business days.`
      : m.resolution === 'replace'
        ? `We are sending you a new ${m.productName} in place of serial ${m.serial}, at no charge, on order ${m.orderNumber}. It ships soon: you will get its tracking number by e-mail.`
        : `Your ${device} was repaired and ships back to you at no charge on order ${m.orderNumber}. It ships soon: you will get its tracking number by e-mail.`;
  const rows: [string, string][] = [
    ['RMA', m.rmaNumber],
    ['Device', device],
    m.resolution === 'refund'
      ? ['Refunded', formatCents(asCents(m.amountCents))]
      : ['Order', m.orderNumber],
    ['Note from our team', m.note ?? ''],
  ];
  return detailsMail(shop, {
    kind: 'rma_resolved',
    subject: `${m.rmaNumber} is resolved - ${shop.name}`,
    title: 'Your return is resolved',
    paragraphs: [greeting(m.customerName.split(' ')[0] ?? ''), outcome],
    rows,
    action: { label: 'See your return', url: m.link },
    footer: 'Questions? Reply to this e-mail and quote your RMA number.',
  });
}
