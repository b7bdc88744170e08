import { recurringPhrase, type Cents, type QuotePlan, type QuoteRecurring } from '@shop/contract';
import {
  LINE_COLUMNS,
  longDate,
  letterhead,
  newPdf,
  shopLongDate,
  table,
  totalsBlock,
  usd,
  type Seller,
} from './pdf.ts';

/** What the quote's paper prints: the quote as the staff screen shows it. */
export type QuotePdfInput = {
  quoteNumber: string;
  createdAt: Date;
  validUntil: string;
  customerName: string;
  customerCompany: string | null;
  customerEmail: string;
  customerPhone: string | null;
  site: { street: string; city: string; state: string; zip: string; country: string };
  lines: {
    kind: 'product' | 'labour';
    description: string;
    packageName: string;
    sku: string;
    quantity: number;
    unitPrice: Cents;
    lineTotal: Cents;
  }[];
  subtotal: Cents;
  discount: Cents;
  taxRate: number;
  tax: Cents;
  total: Cents;
  terms: string;
  /** Plans started when the quote is paid (ADR 0076), and what they bill per interval. */
  plans: QuotePlan[];
  recurring: QuoteRecurring;
  /** The quotes module's deposit policy decides it; both 0 when no deposit is offered. */
  deposit: { percent: number; cents: Cents };
};

/**
 * A quote as a PDF: seller, customer, site, lines (equipment and labour), discount, tax,
 * total, the deposit that secures the work, valid until and terms, from the quote's own data.
 */
export function renderQuotePdf(quote: QuotePdfInput, seller: Seller): Promise<Buffer> {
  const { doc, done, left, right, width } = newPdf(seller, {
    title: `Quote ${quote.quoteNumber}`,
    subject: `Quote ${quote.quoteNumber} for ${quote.customerName}`,
  });
  letterhead(doc, seller, 'QUOTE', left, width);
  const validUntil = longDate(new Date(`${quote.validUntil}T00:00:00Z`));
  doc.text(`Quote no. ${quote.quoteNumber}`, left, 82, { width, align: 'right' });
  doc.text(`Date: ${shopLongDate(quote.createdAt)}`, { width, align: 'right' });
  doc.text(`Valid until: ${validUntil}`, { width, align: 'right' });

  const blockTop = 150;
  const column = width / 2;
  doc.font('Helvetica-Bold').fontSize(10).text('Prepared for', left, blockTop);
  doc.font('Helvetica').fontSize(9);
  doc.text(quote.customerName, left, doc.y, { width: column - 10 });
  for (const line of [quote.customerCompany, quote.customerEmail, quote.customerPhone])
    if (line) doc.text(line, { width: column - 10 });

  const { site } = quote;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Installation site', left + column, blockTop);
  doc.font('Helvetica').fontSize(9);
  const cityLine = [site.city, [site.state, site.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const siteLines = [site.street, cityLine, site.country].filter(Boolean);
  doc.text(siteLines[0] ?? 'To be confirmed', left + column, doc.y, { width: column });
  for (const line of siteLines.slice(1)) doc.text(line, { width: column });

  const lines = table(
    doc,
    { left, y: 240, width },
    LINE_COLUMNS,
    quote.lines.map((l) => [
      l.kind === 'labour'
        ? `${l.description}\nInstallation labour`
        : `${l.description}\n${[l.packageName, l.sku ? `SKU ${l.sku}` : ''].filter(Boolean).join(' · ')}`,
      String(l.quantity),
      usd(l.unitPrice),
      usd(l.lineTotal),
    ]),
  );
  const { total, y: below } = totalsBlock(doc, { left, right, width }, lines, 110);
  total('Subtotal', usd(quote.subtotal));
  if (quote.discount > 0) total('Discount', `-${usd(quote.discount)}`);
  total(`Sales tax (${(quote.taxRate * 100).toFixed(2)}%)`, usd(quote.tax));
  total('Total', usd(quote.total), true);
  if (quote.deposit.cents > 0)
    total(`Deposit to book the work (${quote.deposit.percent}%)`, usd(quote.deposit.cents));

  let termsTop = below() + 12;
  if (quote.plans.length > 0) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#212529')
      .text(`Then ${recurringPhrase(quote.recurring, usd)}`, left, termsTop, { width });
    doc.font('Helvetica').fontSize(9).fillColor('#495057');
    doc.text('Plans that start when the quote is paid, billed to the card that pays it:', {
      width,
    });
    for (const p of quote.plans) {
      const details = [
        p.taxable ? `${usd(p.price)} + tax` : 'no tax',
        p.minTermMonths > 0 ? `${p.minTermMonths}-month minimum term` : 'no minimum term',
      ].join(', ');
      doc.text(`• ${p.planName}: ${usd(p.recurring)}/${p.interval} (${details})`, { width });
    }
    termsTop = doc.y + 12;
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#212529')
    .text('Terms', left, termsTop, { width });
  doc.font('Helvetica').fontSize(9).fillColor('#495057');
  doc.text(quote.terms || '-', { width });
  doc.moveDown();
  doc.text(
    `This quote is valid until ${validUntil}. Accept it online with the link we e-mailed you, or call us.`,
    { width },
  );
  doc.end();
  return done;
}
