import { detailsMail, type MailContent, type MailShop } from './mail.templates.ts';

/** To staff: a customer declined a quote through its link, with their reason. */
export function quoteDeclinedStaffMail(
  shop: MailShop,
  q: { quoteNumber: string; customerName: string; reason: string | null; adminUrl: string },
): MailContent {
  return detailsMail(shop, {
    kind: 'quote_declined',
    subject: `Quote ${q.quoteNumber} was declined by ${q.customerName}`,
    title: 'A quote was declined',
    paragraphs: [`${q.customerName} declined quote ${q.quoteNumber} through its link.`],
    rows: [
      ['Quote', q.quoteNumber],
      ['Customer', q.customerName],
      ['Reason', q.reason ?? ''],
    ],
    action: { label: 'Open the quote', url: q.adminUrl },
    footer: 'You receive this because you are on the shop\u2019s staff list.',
  });
}
