import type PDFDocument from 'pdfkit';
import { SHOP_TIME_ZONE, formatCents, type CompanyDetails } from '@shop/contract';
import { loadLater } from '../../lib/load-later.ts';

export const usd = formatCents;

/** A calendar day (held as a Date at UTC), "March 5, 2026": a ship date, a statement's period. */
export const longDate = (d: Date) =>
  d.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** A moment as the shop's day, "March 5, 2026": the order date the screens show too. */
export const shopLongDate = (at: Date) =>
  at.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  });

/** pdfkit and its fonts are loaded with the first document made, not at start. */
const pdfkit = loadLater<typeof PDFDocument>('pdfkit');

/**
 * Who issues a paper: the company of the shop's settings, or only the shop's host name while
 * its details are not filled in (nothing invented).
 */
export type Seller = { name: string; company: CompanyDetails | null };

/** The seller's address block: legal name, street, city line, phone and e-mail. */
export function sellerLines(seller: Seller): string[] {
  const c = seller.company;
  if (!c) return [seller.name];
  return [c.legalName || c.name, c.street, c.cityLine, c.phone, c.email].filter(Boolean);
}

/**
 * A letter-size PDF with pdfkit's built-in Helvetica (no font files) and the buffer it becomes
 * once `doc.end()` is called.
 */
export function newPdf(seller: Seller | null, info: { title: string; subject: string }) {
  const doc = new (pdfkit())({
    size: 'LETTER',
    margin: 54,
    info: {
      Title: info.title,
      ...(seller ? { Author: seller.name } : {}),
      Subject: info.subject,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  return { doc, done, left, right, width: right - left };
}

/** The company's letterhead on the left, the document's title on the right. */
export function letterhead(
  doc: PDFKit.PDFDocument,
  seller: Seller,
  title: string,
  left: number,
  width: number,
) {
  doc
    .fillColor('#0d6efd')
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(seller.name, left, 54, {
      width: width / 2,
    });
  doc.fillColor('#212529').font('Helvetica').fontSize(9);
  const c = seller.company;
  if (c) {
    if (c.legalName) doc.text(c.legalName);
    doc.text(c.street);
    doc.text(c.cityLine);
    doc.text(`${c.phone} · ${c.email}`);
  }
  doc.font('Helvetica-Bold').fontSize(20).text(title, left, 54, { width, align: 'right' });
  doc.font('Helvetica').fontSize(9);
}

/** An invoice's letterhead and, on the right below it, its number, its date and how it stands. */
export function invoiceHead(
  doc: PDFKit.PDFDocument,
  seller: Seller,
  box: { left: number; width: number },
  head: { number: string; date: string; state: string },
) {
  const { left, width } = box;
  letterhead(doc, seller, 'INVOICE', left, width);
  doc.text(`Invoice no. ${head.number}`, left, 82, { width, align: 'right' });
  doc.text(`Date: ${head.date}`, { width, align: 'right' });
  doc.text(head.state, { width, align: 'right' });
}

/** Whom to ask about an invoice, under it: the shop's e-mail and phone, once they are set. */
export function invoiceQuestions(doc: PDFKit.PDFDocument, seller: Seller, width: number) {
  if (!seller.company) return;
  const { email, phone } = seller.company;
  doc.text(`Questions about this invoice: ${email} or ${phone}.`, { width });
}

export type TableColumn = { header: string; width: number; align?: 'left' | 'right' };

/**
 * A simple table from y: a shaded header row, then rows that wrap and move to a new page
 * (with the header again) when the page is full. Answers the y below the table.
 */
export function table(
  doc: PDFKit.PDFDocument,
  at: { left: number; y: number; width: number },
  columns: TableColumn[],
  rows: string[][],
): number {
  let y = at.y;
  const xs: number[] = [];
  let x = at.left;
  for (const c of columns) {
    xs.push(x);
    x += c.width * at.width;
  }
  const header = () => {
    doc.rect(at.left, y - 4, at.width, 18).fill('#f1f3f5');
    doc.fillColor('#212529').font('Helvetica-Bold').fontSize(9);
    columns.forEach((c, i) =>
      doc.text(c.header, xs[i]! + 4, y, {
        width: c.width * at.width - 8,
        align: c.align ?? 'left',
      }),
    );
    y += 20;
    doc.font('Helvetica').fontSize(9);
  };
  header();
  for (const row of rows) {
    const height = Math.max(
      ...row.map((cell, i) =>
        doc.heightOfString(cell, { width: columns[i]!.width * at.width - 8 }),
      ),
    );
    if (y + height > doc.page.height - 72) {
      doc.addPage();
      y = 54;
      header();
    }
    row.forEach((cell, i) =>
      doc.text(cell, xs[i]! + 4, y, {
        width: columns[i]!.width * at.width - 8,
        align: columns[i]!.align ?? 'left',
      }),
    );
    y += height + 8;
    doc
      .moveTo(at.left, y - 4)
      .lineTo(at.left + at.width, y - 4)
      .strokeColor('#dee2e6')
      .lineWidth(0.5)
      .stroke();
  }
  return y;
}

/** The columns of a paper's lines (an invoice's, a quote's): item, quantity, price, amount. */
export const LINE_COLUMNS: TableColumn[] = [
  { header: 'Item', width: 0.58 },
  { header: 'Qty', width: 0.12, align: 'right' },
  { header: 'Unit price', width: 0.15, align: 'right' },
  { header: 'Amount', width: 0.15, align: 'right' },
];

/**
 * The totals under a paper's lines, from `y`: on a new page when the next `needed` points do
 * not fit. `total` writes one right-aligned label and amount; `y()` is where the next text goes.
 */
export function totalsBlock(
  doc: PDFKit.PDFDocument,
  at: { left: number; right: number; width: number },
  start: number,
  needed: number,
) {
  let y = start;
  if (y + needed > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    y = 54;
  }
  y += 6;
  const amountLeft = at.left + at.width * 0.85;
  return {
    total(label: string, value: string, bold = false) {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
      doc.text(label, at.left, y, { width: amountLeft - at.left - 8, align: 'right' });
      doc.text(value, amountLeft, y, { width: at.right - amountLeft - 4, align: 'right' });
      y += bold ? 18 : 14;
    },
    y: () => y,
  };
}
