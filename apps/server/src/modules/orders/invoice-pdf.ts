import PDFDocument from 'pdfkit';
import { cardBrandLabel, COMPANY_DETAILS } from '@shop/contract';
import type { OrderRow } from './orders.repository.ts';

const usd = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

export type InvoiceBuyer = {
  name: string;
  companyName: string | null;
  email: string;
  phone: string | null;
};

/**
 * The invoice of an order as a PDF (pdfkit's built-in Helvetica, so no font files): seller,
 * buyer, ship-to, lines, tax, shipping, total and payment. Every figure is the order's own
 * snapshot, so the invoice never changes when the catalogue does.
 */
export function renderInvoicePdf(order: OrderRow, buyer: InvoiceBuyer): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: {
      Title: `Invoice ${order.orderNumber}`,
      Author: COMPANY_DETAILS.name,
      Subject: `Invoice for order ${order.orderNumber}`,
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
  const width = right - left;

  doc.fillColor('#0d6efd').font('Helvetica-Bold').fontSize(20).text(COMPANY_DETAILS.name, left, 54);
  doc.fillColor('#212529').font('Helvetica').fontSize(9);
  doc.text(COMPANY_DETAILS.legalName);
  doc.text(COMPANY_DETAILS.street);
  doc.text(COMPANY_DETAILS.cityLine);
  doc.text(`${COMPANY_DETAILS.phone} · ${COMPANY_DETAILS.email}`);

  doc.font('Helvetica-Bold').fontSize(22).text('INVOICE', left, 54, { width, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  const issued = order.createdAt.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  doc.text(`Invoice no. ${order.orderNumber}`, left, 82, { width, align: 'right' });
  doc.text(`Date: ${issued}`, { width, align: 'right' });
  doc.text(`Payment: ${order.paymentStatus === 'paid' ? 'Paid' : order.paymentStatus}`, {
    width,
    align: 'right',
  });

  const blockTop = 150;
  const column = width / 2;
  doc.font('Helvetica-Bold').fontSize(10).text('Bill to', left, blockTop);
  doc.font('Helvetica').fontSize(9);
  doc.text(buyer.name, left, doc.y, { width: column - 10 });
  if (buyer.companyName) doc.text(buyer.companyName, { width: column - 10 });
  doc.text(buyer.email, { width: column - 10 });
  if (buyer.phone) doc.text(buyer.phone, { width: column - 10 });

  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Ship to', left + column, blockTop);
  doc.font('Helvetica').fontSize(9);
  doc.text(order.shipStreet, left + column, doc.y, { width: column });
  doc.text(`${order.shipCity}, ${order.shipState} ${order.shipZip}`, { width: column });
  doc.text(order.shipCountry, { width: column });

  // The lines.
  let y = 240;
  const cols = {
    item: left,
    qty: left + width * 0.58,
    unit: left + width * 0.7,
    total: left + width * 0.85,
  };
  const header = () => {
    doc.rect(left, y - 4, width, 18).fill('#f1f3f5');
    doc.fillColor('#212529').font('Helvetica-Bold').fontSize(9);
    doc.text('Item', cols.item + 4, y, { width: cols.qty - cols.item - 8 });
    doc.text('Qty', cols.qty, y, { width: cols.unit - cols.qty - 8, align: 'right' });
    doc.text('Unit price', cols.unit, y, { width: cols.total - cols.unit - 8, align: 'right' });
    doc.text('Amount', cols.total, y, { width: right - cols.total - 4, align: 'right' });
    y += 20;
    doc.font('Helvetica').fontSize(9);
  };
  header();
  for (const item of order.items) {
    const label = `${item.productName}\n${item.packageName} · SKU ${item.sku}`;
    const height = doc.heightOfString(label, { width: cols.qty - cols.item - 8 });
    if (y + height > doc.page.height - 160) {
      doc.addPage();
      y = 54;
      header();
    }
    doc.text(label, cols.item + 4, y, { width: cols.qty - cols.item - 8 });
    doc.text(String(item.quantity), cols.qty, y, {
      width: cols.unit - cols.qty - 8,
      align: 'right',
    });
    doc.text(usd(item.unitPriceCents), cols.unit, y, {
      width: cols.total - cols.unit - 8,
      align: 'right',
    });
    doc.text(usd(item.lineTotalCents), cols.total, y, {
      width: right - cols.total - 4,
      align: 'right',
    });
    y += height + 8;
    doc
      .moveTo(left, y - 4)
      .lineTo(right, y - 4)
      .strokeColor('#dee2e6')
      .lineWidth(0.5)
      .stroke();
  }

  // The totals.
  y += 6;
  const total = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
    doc.text(label, cols.unit - 60, y, { width: cols.total - cols.unit + 52, align: 'right' });
    doc.text(value, cols.total, y, { width: right - cols.total - 4, align: 'right' });
    y += bold ? 18 : 14;
  };
  total('Subtotal', usd(order.subtotalCents));
  total(`Sales tax (${(Number(order.taxRate) * 100).toFixed(2)}%)`, usd(order.taxCents));
  total('Shipping', usd(order.shippingCents));
  total('Total', usd(order.totalCents), true);

  y += 10;
  doc.font('Helvetica').fontSize(9).fillColor('#495057');
  const card = order.cardLast4
    ? `${cardBrandLabel(order.cardBrand)} ending in ${order.cardLast4}`
    : 'card';
  doc.text(
    order.paymentStatus === 'paid'
      ? `Paid in full by ${card} on ${issued}. Thank you for your business.`
      : `Payment status: ${order.paymentStatus}.`,
    left,
    y,
    { width },
  );
  doc.text(`Questions about this invoice: ${COMPANY_DETAILS.email} or ${COMPANY_DETAILS.phone}.`, {
    width,
  });
  doc.end();
  return done;
}
