import {
  asCents,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  shopDay,
  type OrderStatus,
  type PaymentStatus,
} from '@shop/contract';
import type { OrderRow } from '../orders/orders.service.ts';
import { letterhead, longDate, newPdf, shopLongDate, table, usd, type Seller } from './pdf.ts';

/**
 * An account statement: the orders placed in the period with what was charged and what came
 * back, and the totals. Charged = orders paid (or later refunded); refunded = those refunded.
 */
export function renderStatementPdf(input: {
  seller: Seller;
  holder: { name: string; email: string; companyName: string | null };
  from: string;
  to: string;
  orders: OrderRow[];
}): Promise<Buffer> {
  const { doc, done, left, width } = newPdf(input.seller, {
    title: `Account statement ${input.from} to ${input.to}`,
    subject: `Orders and payments of ${input.holder.email}`,
  });
  letterhead(doc, input.seller, 'STATEMENT', left, width);
  const day = (iso: string) => longDate(new Date(`${iso}T00:00:00Z`));
  doc.text(`Period: ${day(input.from)} to ${day(input.to)}`, left, 82, { width, align: 'right' });
  doc.text(`Issued: ${shopLongDate(new Date())}`, { width, align: 'right' });

  doc.font('Helvetica-Bold').fontSize(10).text('Account', left, 150);
  doc.font('Helvetica').fontSize(9);
  doc.text(input.holder.name);
  if (input.holder.companyName) doc.text(input.holder.companyName);
  doc.text(input.holder.email);

  const charged = input.orders.filter(
    (o) => o.paymentStatus === 'paid' || o.paymentStatus === 'refunded',
  );
  const refunded = input.orders.filter((o) => o.paymentStatus === 'refunded');
  const sum = (list: OrderRow[]) => list.reduce((n, o) => n + o.totalCents, 0);

  let y = 220;
  if (!input.orders.length) {
    doc.text('No orders were placed in this period.', left, y);
    y = doc.y + 10;
  } else {
    y = table(
      doc,
      { left, y, width },
      [
        { header: 'Date', width: 0.18 },
        { header: 'Order', width: 0.22 },
        { header: 'Status', width: 0.14 },
        { header: 'Payment', width: 0.14 },
        { header: 'Charged', width: 0.16, align: 'right' },
        { header: 'Refunded', width: 0.16, align: 'right' },
      ],
      input.orders.map((o) => [
        shopDay(o.createdAt),
        o.orderNumber,
        ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status,
        PAYMENT_STATUS_LABELS[o.paymentStatus as PaymentStatus] ?? o.paymentStatus,
        o.paymentStatus === 'paid' || o.paymentStatus === 'refunded'
          ? usd(asCents(o.totalCents))
          : '-',
        o.paymentStatus === 'refunded' ? usd(asCents(o.totalCents)) : '-',
      ]),
    );
  }
  doc.font('Helvetica').fontSize(9);
  const line = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, left, y, { width: width * 0.8, align: 'right' });
    doc.text(value, left + width * 0.8, y, { width: width * 0.2 - 4, align: 'right' });
    y += 14;
  };
  y += 6;
  line('Orders placed', String(input.orders.length));
  line('Total charged', usd(asCents(sum(charged))));
  line('Total refunded', usd(asCents(sum(refunded))));
  line('Net paid', usd(asCents(sum(charged) - sum(refunded))), true);
  doc.end();
  return done;
}
