import { billOfLadingNumber, type AdminOrder } from '@shop/contract';
import {
  letterhead,
  longDate,
  newPdf,
  sellerLines,
  shopLongDate,
  table,
  type Seller,
} from './pdf.ts';

export const BOL_INSTRUCTIONS = {
  freight: 'Prepaid',
  service: 'Standard Ground',
  carrier: 'TBD',
  trackingPending: 'Will be provided',
} as const;
export const BOL_HANDLING = [
  'Fragile',
  'This Side Up',
  'Keep Dry',
  'Do Not Stack',
  'Handle With Care',
] as const;

const pounds = (n: number | null) => (n === null ? 'N/A' : `${n} lb`);

/**
 * The bill of lading of an order (docs/modules/documents.md#screens): shipper from the
 * company's settings, consignee, shipment table with weights when known, the fixed
 * instructions, handling boxes, signature blocks and a QR code of the order's public tracking
 * page (its link printed below it, for a reader without a camera).
 */
export async function renderBillOfLadingPdf(
  order: AdminOrder,
  options: { seller: Seller; shipDate: Date; qrPng: (value: string) => Promise<Buffer> },
): Promise<Buffer> {
  const bol = billOfLadingNumber(order.order_number);
  const { doc, done, left, right, width } = newPdf(options.seller, {
    title: `Bill of Lading ${bol}`,
    subject: `Bill of lading for order ${order.order_number}`,
  });
  letterhead(doc, options.seller, 'BILL OF LADING', left, width);
  doc.text(`BOL no. ${bol}`, left, 82, { width, align: 'right' });
  doc.text(`Order no. ${order.order_number}`, { width, align: 'right' });
  doc.text(`Ship date: ${longDate(options.shipDate)}`, { width, align: 'right' });
  doc.text(`Order date: ${shopLongDate(new Date(order.created_at))}`, { width, align: 'right' });

  const qr = await options.qrPng(order.tracking_url);

  const blockTop = 160;
  const column = (width - 110) / 2;
  doc.font('Helvetica-Bold').fontSize(10).text('Shipper', left, blockTop);
  doc.font('Helvetica').fontSize(9);
  for (const line of sellerLines(options.seller)) {
    doc.text(line, left, doc.y, { width: column - 10 });
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Consignee', left + column, blockTop);
  doc.font('Helvetica').fontSize(9);
  for (const line of [
    order.customer_name || order.customer_email,
    order.ship_to.address,
    `${order.ship_to.city}, ${order.ship_to.state} ${order.ship_to.zipCode}`,
    order.ship_to.country,
    ...(order.customer_phone ? [order.customer_phone] : []),
    order.customer_email,
  ]) {
    doc.text(line, left + column, doc.y, { width: column - 10 });
  }
  doc.image(qr, right - 100, blockTop - 4, { width: 100 });

  let y = table(
    doc,
    { left, y: 270, width },
    [
      { header: 'Description', width: 0.36 },
      { header: 'SKU', width: 0.16 },
      { header: 'Package', width: 0.16 },
      { header: 'Qty', width: 0.08, align: 'right' },
      { header: 'Weight each', width: 0.12, align: 'right' },
      { header: 'Weight', width: 0.12, align: 'right' },
    ],
    // Goods only: installation and discount lines ship nothing.
    order.items
      .filter((i) => i.product_id !== null)
      .map((i) => [
        i.product_name,
        i.sku,
        i.package_name || 'Standard',
        String(i.quantity),
        pounds(i.weight),
        pounds(i.weight === null ? null : Math.round(i.weight * i.quantity * 100) / 100),
      ]),
  );
  doc.font('Helvetica-Bold').fontSize(9);
  doc.text(
    `Total pieces: ${order.totalQuantity}    Total weight: ${pounds(order.total_weight)}`,
    left,
    y + 4,
    {
      width,
      align: 'right',
    },
  );
  y = doc.y + 14;

  if (y > doc.page.height - 260) {
    doc.addPage();
    y = 54;
  }
  doc.font('Helvetica-Bold').fontSize(10).text('Instructions', left, y);
  doc.font('Helvetica').fontSize(9);
  doc.text(`Freight charges: ${BOL_INSTRUCTIONS.freight}`);
  doc.text(`Service level: ${BOL_INSTRUCTIONS.service}`);
  doc.text(`Carrier: ${BOL_INSTRUCTIONS.carrier}`);
  doc.text(`Tracking number: ${order.tracking_number || BOL_INSTRUCTIONS.trackingPending}`);
  doc.text(`Track this shipment: ${order.tracking_url}`);
  y = doc.y + 12;

  doc.font('Helvetica-Bold').fontSize(10).text('Handling', left, y);
  y = doc.y + 4;
  doc.font('Helvetica').fontSize(9);
  let x = left;
  for (const label of BOL_HANDLING) {
    doc.rect(x, y, 9, 9).lineWidth(0.8).strokeColor('#212529').stroke();
    doc.text(label, x + 13, y + 1, { lineBreak: false });
    x += 13 + doc.widthOfString(label) + 18;
  }
  y += 30;

  const blockWidth = (width - 40) / 3;
  ['Shipper', 'Carrier', 'Consignee'].forEach((who, i) => {
    const bx = left + i * (blockWidth + 20);
    doc.font('Helvetica-Bold').fontSize(9).text(`${who} signature`, bx, y, { width: blockWidth });
    for (const [offset, label] of [
      [34, 'Signature'],
      [64, 'Printed name'],
      [94, 'Date'],
    ] as const) {
      doc
        .moveTo(bx, y + offset)
        .lineTo(bx + blockWidth, y + offset)
        .strokeColor('#212529')
        .lineWidth(0.5)
        .stroke();
      doc
        .font('Helvetica')
        .fontSize(8)
        .text(label, bx, y + offset + 3, { width: blockWidth });
    }
  });
  doc.end();
  return done;
}
