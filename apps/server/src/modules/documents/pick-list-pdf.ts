import {
  compareBinPath,
  ORDER_STATUS_LABELS,
  unitPlaceLabel,
  unitsAssignedText,
  unitsByItem,
  type AdminOrder,
  type OrderUnit,
} from '@shop/contract';
import { letterhead, newPdf, shopLongDate, type Seller } from './pdf.ts';

/** One thing to take off a shelf: a serial in its bin, or a line without one. */
export type PickLine = {
  bin: string;
  product: string;
  sku: string;
  /** The unit's identifier (its QR holds the same text); null: no unit to scan. */
  serial: string | null;
  /** What stands in the serial's place when there is none. */
  note: string;
  unit: OrderUnit | null;
};

export const NOT_ASSIGNED = 'not assigned';
export const noSerials = (quantity: number) => `${quantity} to take, no serials kept`;

/**
 * An order's pick lines in walking order (ADR 0036): its units sorted by bin path (zone, aisle,
 * rack, shelf, numbers as numbers); then one "not assigned" line per unit a line still misses
 * and one line per product the shop keeps no units of, each at the product's default location
 * (stamped when the order was paid) as the place to look.
 */
export function pickLines(order: AdminOrder): PickLine[] {
  // Labour and discount lines are not picked: only products leave the shelves.
  const products = order.items.flatMap((i) =>
    i.product_id === null ? [] : [{ ...i, product_id: i.product_id }],
  );
  const held = unitsByItem(products, order.units);
  const placed: PickLine[] = [];
  const rest: PickLine[] = [];
  for (const item of products) {
    const product = item.package_name
      ? `${item.product_name} (${item.package_name})`
      : item.product_name;
    const line = { product, sku: item.sku };
    const lookHere = item.location_code ?? '-';
    if (!order.tracked_product_ids.includes(item.product_id)) {
      rest.push({
        ...line,
        bin: lookHere,
        serial: null,
        note: noSerials(item.quantity),
        unit: null,
      });
      continue;
    }
    const { units, missing } = held.get(item.id)!;
    for (const unit of units) {
      const bin = unitPlaceLabel(unit) ?? 'No place';
      placed.push({ ...line, bin, serial: unit.unit_identifier, note: '', unit });
    }
    for (let n = 0; n < missing; n++) {
      rest.push({ ...line, bin: lookHere, serial: null, note: NOT_ASSIGNED, unit: null });
    }
  }
  placed.sort((a, b) => compareBinPath(a.unit!, b.unit!) || a.serial!.localeCompare(b.serial!));
  return [...placed, ...rest];
}

const COLUMNS = [
  { header: '', width: 0.04 },
  { header: 'Bin', width: 0.15 },
  { header: 'Product', width: 0.28 },
  { header: 'SKU', width: 0.2 },
  { header: 'Serial', width: 0.21 },
  { header: 'QR', width: 0.12 },
] as const;
const QR_SIZE = 44;

/**
 * The pick list of one or more orders, each on its own pages: the order number and its QR (the
 * spec's order QR payload), who and when, how many units are assigned when some are missing,
 * then a row per unit with a box to tick, its bin, product, SKU, serial and the serial's QR.
 */
export async function renderPickListPdf(
  orders: AdminOrder[],
  options: { seller: Seller; qrPng: (value: string) => Promise<Buffer> },
): Promise<Buffer> {
  const numbers = orders.map((o) => o.order_number).join(', ');
  const { doc, done, left, right, width } = newPdf(options.seller, {
    title: `Pick list ${numbers}`,
    subject: `Pick list for order${orders.length === 1 ? '' : 's'} ${numbers}`,
  });
  const bottom = doc.page.height - doc.page.margins.bottom;
  const xs: number[] = [];
  let x = left;
  for (const c of COLUMNS) {
    xs.push(x);
    x += c.width * width;
  }
  const cellWidth = (i: number) => COLUMNS[i]!.width * width - 8;

  for (const [index, order] of orders.entries()) {
    if (index > 0) doc.addPage();
    letterhead(doc, options.seller, 'PICK LIST', left, width);
    const qrTop = 84;
    doc.image(await options.qrPng(order.order_number), right - 80, qrTop, { width: 80 });
    doc.font('Helvetica-Bold').fontSize(14).text(`Order ${order.order_number}`, left, 130);
    doc.font('Helvetica').fontSize(9);
    doc.text(`Order date: ${shopLongDate(new Date(order.created_at))}`);
    doc.text(`Customer: ${order.customer_name || order.customer_email}`);
    doc.text(`Status: ${ORDER_STATUS_LABELS[order.status]}`);
    if (order.units_needed > 0) {
      doc
        .font('Helvetica-Bold')
        .fillColor(order.units_missing ? '#b02a37' : '#212529')
        .text(unitsAssignedText(order.units_assigned, order.units_needed))
        .fillColor('#212529')
        .font('Helvetica');
    }

    let y = Math.max(doc.y, qrTop + 80) + 16;
    const header = () => {
      doc.rect(left, y - 4, width, 18).fill('#f1f3f5');
      doc.fillColor('#212529').font('Helvetica-Bold').fontSize(9);
      COLUMNS.forEach((c, i) => doc.text(c.header, xs[i]! + 4, y, { width: cellWidth(i) }));
      y += 20;
      doc.font('Helvetica').fontSize(9);
    };
    header();
    const lines = pickLines(order);
    for (const line of lines) {
      const cells = [line.bin, line.product, line.sku, line.serial ?? line.note];
      const height = Math.max(
        line.serial ? QR_SIZE : 12,
        ...cells.map((cell, i) => doc.heightOfString(cell, { width: cellWidth(i + 1) })),
      );
      if (y + height > bottom) {
        doc.addPage();
        y = doc.page.margins.top;
        header();
      }
      doc
        .rect(xs[0]! + 4, y, 9, 9)
        .lineWidth(0.8)
        .strokeColor('#212529')
        .stroke();
      cells.forEach((cell, i) => {
        doc
          .font(i === 0 || (i === 3 && line.serial) ? 'Helvetica-Bold' : 'Helvetica')
          .fillColor(line.note === NOT_ASSIGNED ? '#b02a37' : '#212529')
          .text(cell, xs[i + 1]! + 4, y, { width: cellWidth(i + 1) });
      });
      doc.fillColor('#212529');
      if (line.serial) {
        doc.image(await options.qrPng(line.serial), xs[5]! + 4, y - 2, { width: QR_SIZE });
      }
      y += height + 8;
      doc
        .moveTo(left, y - 4)
        .lineTo(right, y - 4)
        .strokeColor('#dee2e6')
        .lineWidth(0.5)
        .stroke();
    }
    if (!lines.length) doc.font('Helvetica').fontSize(10).text('This order has no lines.', left, y);
  }
  doc.end();
  return done;
}
