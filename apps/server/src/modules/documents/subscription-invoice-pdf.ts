import { asCents, cardBrandLabel, INVOICE_STATUS_LABELS, type InvoiceStatus } from '@shop/contract';
import {
  LINE_COLUMNS,
  invoiceHead,
  invoiceQuestions,
  newPdf,
  shopLongDate,
  table,
  totalsBlock,
  usd,
  type Seller,
} from './pdf.ts';

/** What a subscription invoice's paper shows: the invoice, its plan and site, who it bills. */
export type SubscriptionInvoicePaper = {
  number: string;
  status: InvoiceStatus;
  issuedAt: Date;
  periodStart: Date;
  periodEnd: Date;
  lines: { description: string; amountCents: number }[];
  subtotalCents: number;
  taxRate: number;
  taxCents: number;
  totalCents: number;
  paidAt: Date | null;
  card: { brand: string | null; last4: string | null } | null;
  orderNumber: string | null;
  subscriptionNumber: string;
  planName: string;
  billTo: { name: string; email: string; company: string | null };
  site: { name: string; street: string; city: string; state: string; zip: string };
};

/**
 * A subscription invoice as a PDF (ADR 0075): the seller, who it bills, the site the plan
 * covers, the period, its lines, tax and total, and whether it is paid (by which card, on
 * which day, as which order) or still due. Open invoices print too: the customer can file one.
 */
export function renderSubscriptionInvoicePdf(
  invoice: SubscriptionInvoicePaper,
  seller: Seller,
): Promise<Buffer> {
  const { doc, done, left, right, width } = newPdf(seller, {
    title: `Invoice ${invoice.number}`,
    subject: `Invoice ${invoice.number} for plan ${invoice.subscriptionNumber}`,
  });
  invoiceHead(
    doc,
    seller,
    { left, width },
    {
      number: invoice.number,
      date: shopLongDate(invoice.issuedAt),
      state: `Status: ${INVOICE_STATUS_LABELS[invoice.status]}`,
    },
  );

  const blockTop = 150;
  const column = width / 2;
  doc.font('Helvetica-Bold').fontSize(10).text('Bill to', left, blockTop);
  doc.font('Helvetica').fontSize(9);
  doc.text(invoice.billTo.name || 'Customer', left, doc.y, { width: column - 10 });
  if (invoice.billTo.company) doc.text(invoice.billTo.company, { width: column - 10 });
  doc.text(invoice.billTo.email, { width: column - 10 });

  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Site covered', left + column, blockTop);
  doc.font('Helvetica').fontSize(9);
  if (invoice.site.name) doc.text(invoice.site.name, left + column, doc.y, { width: column });
  doc.text(invoice.site.street, left + column, doc.y, { width: column });
  doc.text(`${invoice.site.city}, ${invoice.site.state} ${invoice.site.zip}`, { width: column });
  doc.text(`Plan ${invoice.planName} (${invoice.subscriptionNumber})`, { width: column });
  doc.text(`Period ${shopLongDate(invoice.periodStart)} to ${shopLongDate(invoice.periodEnd)}`, {
    width: column,
  });

  const lines = table(
    doc,
    { left, y: 240, width },
    LINE_COLUMNS,
    invoice.lines.map((line) => [
      line.description,
      '1',
      usd(asCents(line.amountCents)),
      usd(asCents(line.amountCents)),
    ]),
  );
  const { total, y: below } = totalsBlock(doc, { left, right, width }, lines, 84);
  total('Subtotal', usd(asCents(invoice.subtotalCents)));
  total(`Sales tax (${(invoice.taxRate * 100).toFixed(2)}%)`, usd(asCents(invoice.taxCents)));
  total('Total', usd(asCents(invoice.totalCents)), true);

  const y = below() + 10;
  doc.font('Helvetica').fontSize(9).fillColor('#495057');
  const card = invoice.card?.last4
    ? `${cardBrandLabel(invoice.card.brand)} ending in ${invoice.card.last4}`
    : 'credit on the plan';
  const outcome =
    invoice.status === 'paid' && invoice.paidAt
      ? `Paid by ${card} on ${shopLongDate(invoice.paidAt)}${invoice.orderNumber ? ` (order ${invoice.orderNumber})` : ''}. Thank you.`
      : invoice.status === 'refunded'
        ? `Paid, then refunded${invoice.orderNumber ? ` (order ${invoice.orderNumber})` : ''}.`
        : invoice.status === 'void'
          ? 'Void: nothing is owed on this invoice.'
          : `Amount due: ${usd(asCents(invoice.totalCents))}. Pay it from your account's plan page.`;
  doc.text(outcome, left, y, { width });
  invoiceQuestions(doc, seller, width);
  doc.end();
  return done;
}
