import { asCents, cardBrandLabel } from '@shop/contract';
import type { OrderRow } from '../orders/orders.service.ts';
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

/**
 * The invoice of an order as a PDF: seller, bill-to, ship-to, lines, tax, shipping, total and
 * payment. Every figure and name is the order's own snapshot, so the invoice never changes
 * when the catalogue or the account does: it is a document of record.
 */
export function renderInvoicePdf(order: OrderRow, seller: Seller): Promise<Buffer> {
  const { doc, done, left, right, width } = newPdf(seller, {
    title: `Invoice ${order.orderNumber}`,
    subject: `Invoice for order ${order.orderNumber}`,
  });
  const issued = shopLongDate(order.createdAt);
  invoiceHead(
    doc,
    seller,
    { left, width },
    {
      number: order.orderNumber,
      date: issued,
      state: `Payment: ${order.paymentStatus === 'paid' ? 'Paid' : order.paymentStatus}`,
    },
  );

  const blockTop = 150;
  const column = width / 2;
  doc.font('Helvetica-Bold').fontSize(10).text('Bill to', left, blockTop);
  doc.font('Helvetica').fontSize(9);
  const billTo = [
    order.customerName || 'Customer',
    order.billToCompany,
    order.billToAddress,
    order.billToAddress
      ? `${order.billToCity ?? ''}, ${order.billToState ?? ''} ${order.billToZipCode ?? ''}`
      : null,
    order.billToAddress ? order.billToCountry : null,
    order.customerEmail,
    order.billToPhone,
  ];
  doc.text(billTo[0]!, left, doc.y, { width: column - 10 });
  for (const line of billTo.slice(1)) if (line) doc.text(line, { width: column - 10 });

  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Ship to', left + column, blockTop);
  doc.font('Helvetica').fontSize(9);
  doc.text(order.shipStreet, left + column, doc.y, { width: column });
  doc.text(`${order.shipCity}, ${order.shipState} ${order.shipZip}`, { width: column });
  doc.text(order.shipCountry, { width: column });

  const lines = table(
    doc,
    { left, y: 240, width },
    LINE_COLUMNS,
    order.items.map((item) => [
      // A labour or discount line has no package or SKU to print.
      item.kind === 'product'
        ? `${item.productName}\n${item.packageName} · SKU ${item.sku}`
        : item.kind === 'labour'
          ? `${item.productName}\nInstallation`
          : item.productName,
      String(item.quantity),
      usd(asCents(item.unitPriceCents)),
      usd(asCents(item.lineTotalCents)),
    ]),
  );
  // The totals and the payment lines (98pt) go together, after the last line.
  const { total, y: below } = totalsBlock(
    doc,
    { left, right, width },
    lines,
    98 + (order.balanceDueCents > 0 ? 28 : 0),
  );
  total('Subtotal', usd(asCents(order.subtotalCents)));
  total(`Sales tax (${(Number(order.taxRate) * 100).toFixed(2)}%)`, usd(asCents(order.taxCents)));
  total('Shipping', usd(asCents(order.shippingCents)));
  total('Total', usd(asCents(order.totalCents)), true);
  if (order.balanceDueCents > 0) {
    total('Paid', usd(asCents(order.totalCents - order.balanceDueCents)));
    total('Balance due', usd(asCents(order.balanceDueCents)), true);
  }

  const y = below() + 10;
  doc.font('Helvetica').fontSize(9).fillColor('#495057');
  const card = order.cardLast4
    ? `${cardBrandLabel(order.cardBrand)} ending in ${order.cardLast4}`
    : 'card';
  doc.text(
    order.paymentStatus === 'paid'
      ? `Paid in full by ${card} on ${issued}. Thank you for your business.`
      : order.paymentStatus === 'partial'
        ? `Deposit paid by ${card}. Balance due: ${usd(asCents(order.balanceDueCents))}.`
        : `Payment status: ${order.paymentStatus}.`,
    left,
    y,
    { width },
  );
  invoiceQuestions(doc, seller, width);
  doc.end();
  return done;
}
