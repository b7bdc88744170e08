/**
 * The shop's e-mails. Every value placed in HTML is escaped: names come from customers.
 */
import { cardBrandLabel } from '@shop/contract';

export type MailContent = {
  kind: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
};

const SHOP = 'SecureVision Security';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

function layout(
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#212529;background:#f8f9fa;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0d6efd;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#6c757d;margin:0 0 8px">If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>
<p style="font-size:13px;color:#6c757d;margin:16px 0 0">${escapeHtml(footer)}</p>
</div></body></html>`;
}

export function verificationMail(firstName: string, link: string): MailContent {
  const intro = `Hello ${firstName},`;
  const lines = [
    intro,
    `Thank you for creating an account with ${SHOP}. Please confirm your e-mail address to finish signing up.`,
    'This link works once and expires in 24 hours.',
  ];
  const footer = 'If you did not create an account, you can ignore this message.';
  return {
    kind: 'verify_email',
    subject: `Verify your e-mail address for ${SHOP}`,
    text: `${lines.join('\n\n')}\n\nVerify your address: ${link}\n\n${footer}\n`,
    html: layout(
      'Verify your e-mail address',
      lines,
      { label: 'Verify e-mail address', url: link },
      footer,
    ),
    links: [link],
  };
}

export function passwordResetMail(firstName: string, link: string): MailContent {
  const lines = [
    `Hello ${firstName},`,
    `Someone asked to reset the password of your ${SHOP} account. Choose a new password with the link below.`,
    'This link works once and expires in 1 hour.',
  ];
  const footer =
    'If you did not ask for this, you can ignore this message: your password stays as it is.';
  return {
    kind: 'reset_password',
    subject: `Reset your ${SHOP} password`,
    text: `${lines.join('\n\n')}\n\nReset your password: ${link}\n\n${footer}\n`,
    html: layout(
      'Reset your password',
      lines,
      { label: 'Choose a new password', url: link },
      footer,
    ),
    links: [link],
  };
}

const usd = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

export type OrderMailInput = {
  firstName: string;
  orderNumber: string;
  createdAt: Date;
  items: { productName: string; packageName: string; quantity: number; lineTotalCents: number }[];
  subtotalCents: number;
  taxRate: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  shippingAddress: string;
  cardBrand: string | null;
  cardLast4: string | null;
  link: string;
};

/** The confirmation a buyer gets: the same facts as the confirmation page. */
export function orderConfirmationMail(o: OrderMailInput): MailContent {
  const paidWith = o.cardLast4 ? `${cardBrandLabel(o.cardBrand)} ending in ${o.cardLast4}` : 'card';
  const next = [
    'We are preparing your order now. You will get another e-mail with the tracking number when it ships.',
    'Questions about installation or your order? Reply to this e-mail or call us, and quote your order number.',
  ];
  const lines = o.items.map(
    (i) => `${i.quantity} x ${i.productName} (${i.packageName})  ${usd(i.lineTotalCents)}`,
  );
  const totals = [
    `Subtotal: ${usd(o.subtotalCents)}`,
    `Sales tax (${(o.taxRate * 100).toFixed(2)}%): ${usd(o.taxCents)}`,
    `Shipping: ${usd(o.shippingCents)}`,
    `Total paid: ${usd(o.totalCents)} (${paidWith})`,
  ];
  const text = [
    `Hello ${o.firstName},`,
    `Thank you for your order ${o.orderNumber}, placed ${o.createdAt.toUTCString()}.`,
    lines.join('\n'),
    totals.join('\n'),
    `Shipping to: ${o.shippingAddress}`,
    ...next,
    `View your order: ${o.link}`,
  ].join('\n\n');
  const row = (cells: string[], bold = false) =>
    `<tr>${cells
      .map(
        (c, i) =>
          `<td style="padding:6px 8px;border-bottom:1px solid #dee2e6;${i > 0 ? 'text-align:right;' : ''}${bold ? 'font-weight:bold;' : ''}">${escapeHtml(c)}</td>`,
      )
      .join('')}</tr>`;
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#212529;background:#f8f9fa;padding:24px">
<div style="max-width:600px;margin:auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">Thank you for your order</h1>
<p style="margin:0 0 16px">Hello ${escapeHtml(o.firstName)}, your order <strong>${escapeHtml(o.orderNumber)}</strong> is paid and confirmed.</p>
<table style="width:100%;border-collapse:collapse;margin:0 0 16px">
${o.items.map((i) => row([`${i.quantity} x ${i.productName} (${i.packageName})`, usd(i.lineTotalCents)])).join('\n')}
${row(['Subtotal', usd(o.subtotalCents)])}
${row([`Sales tax (${(o.taxRate * 100).toFixed(2)}%)`, usd(o.taxCents)])}
${row(['Shipping', usd(o.shippingCents)])}
${row(['Total paid', usd(o.totalCents)], true)}
</table>
<p style="margin:0 0 16px">Paid with ${escapeHtml(paidWith)}.<br>Shipping to: ${escapeHtml(o.shippingAddress)}</p>
${next.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('')}
<p style="margin:24px 0"><a href="${escapeHtml(o.link)}" style="background:#0d6efd;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">View your order</a></p>
</div></body></html>`;
  return {
    kind: 'order_confirmation',
    subject: `Your ${SHOP} order ${o.orderNumber}`,
    text,
    html,
    links: [o.link],
  };
}
