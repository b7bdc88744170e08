import type { MailService } from '../mail/mail.service.ts';
import { orderConfirmationMail } from '../mail/mail.templates.ts';
import type { PaidOrderLine } from '../orders/orders.checkout.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PricedTotals } from '../payments/payments.service.ts';
import type { UsersService } from '../users/users.service.ts';

/**
 * The buyer's confirmation of an order just made, queued in the order's transaction (the
 * outbox sends it after the commit): the same for a cart's order and a quote's (issue 21),
 * with the balance still owed when a quote was paid by deposit.
 */
export async function queueOrderConfirmation(
  deps: {
    mail: Pick<MailService, 'queue'>;
    users: Pick<UsersService, 'findById'>;
    orders: Pick<OrdersService, 'get'>;
    publicUrl: string;
  },
  input: {
    orderId: number;
    customerId: number;
    lines: readonly PaidOrderLine[];
    totals: PricedTotals;
    card: { brand: string | null; last4: string | null };
    balanceDueCents?: number;
  },
): Promise<void> {
  const user = await deps.users.findById(input.customerId);
  if (!user) return;
  const order = await deps.orders.get(input.orderId);
  await deps.mail.queue(user.email, (shop) =>
    orderConfirmationMail(shop, {
      firstName: user.firstName,
      orderNumber: order.order_number,
      createdAt: new Date(order.created_at),
      items: input.lines.map((l) => ({
        productName: l.productName,
        packageName: l.packageName ?? '',
        quantity: l.quantity,
        lineTotalCents: l.unitPriceCents * l.quantity,
      })),
      ...input.totals,
      ...(input.balanceDueCents ? { balanceDueCents: input.balanceDueCents } : {}),
      shippingAddress: order.shipping_address,
      cardBrand: input.card.brand,
      cardLast4: input.card.last4,
      link: `${deps.publicUrl}/order-confirmation/${encodeURIComponent(order.order_number)}`,
    }),
  );
}
