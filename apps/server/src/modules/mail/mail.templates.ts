/**
 * The shop's e-mails. Every value placed in HTML is escaped: names come from customers.
 */
import {
  asCents,
  buildingCountLabel,
  cardBrandLabel,
  CONTACT_PROPERTY_TYPE_LABELS,
  formatCents,
  formatWholeUsd,
  recurringPhrase,
  SERVICE_TYPE_LABELS,
  SURVEY_PROPERTY_TYPE_LABELS,
  SURVEY_TYPE_LABELS,
  TIMEFRAME_LABELS,
  type Cents,
  type ContactPropertyType,
  type QuoteRecurring,
  type ServiceType,
  type SurveyPropertyType,
  type SurveyType,
  type Timeframe,
} from '@shop/contract';

export type MailContent = {
  kind: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
};

/**
 * Who a message is from: the shop's name and how to reach it, from the shop's settings
 * (ADR 0030). Without company details the name is the shop's host name and contact is empty.
 */
export type MailShop = { name: string; contact: string };

/** The line under every message: the shop and how to reach it. */
function signature(shop: MailShop): string {
  return shop.contact ? `${shop.name} · ${shop.contact}` : shop.name;
}

function signatureHtml(shop: MailShop): string {
  return `<p style="font-size:12px;color:#6c757d;margin:16px 0 0;border-top:1px solid #dee2e6;padding-top:12px">${escapeHtml(signature(shop))}</p>`;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

function layout(
  shop: MailShop,
  title: string,
  paragraphs: string[],
  action: { label: string; url: string } | null,
  footer: string,
  /** HTML placed after the paragraphs (a details table), already escaped. */
  details = '',
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0d6efd;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#6c757d;margin:0 0 8px">If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#212529;background:#f8f9fa;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${details}
${button}
<p style="font-size:13px;color:#6c757d;margin:16px 0 0">${escapeHtml(footer)}</p>
${signatureHtml(shop)}
</div></body></html>`;
}

export function verificationMail(shop: MailShop, firstName: string, link: string): MailContent {
  const intro = `Hello ${firstName},`;
  const lines = [
    intro,
    `Thank you for creating an account with ${shop.name}. Please confirm your e-mail address to finish signing up.`,
    'This link works once and expires in 24 hours.',
  ];
  const footer = 'If you did not create an account, you can ignore this message.';
  return {
    kind: 'verify_email',
    subject: `Verify your e-mail address for ${shop.name}`,
    text: `${lines.join('\n\n')}\n\nVerify your address: ${link}\n\n${footer}\n\n${signature(shop)}\n`,
    html: layout(
      shop,
      'Verify your e-mail address',
      lines,
      { label: 'Verify e-mail address', url: link },
      footer,
    ),
    links: [link],
  };
}

export function passwordResetMail(shop: MailShop, firstName: string, link: string): MailContent {
  const lines = [
    `Hello ${firstName},`,
    `Someone asked to reset the password of your ${shop.name} account. Choose a new password with the link below.`,
    'This link works once and expires in 1 hour.',
  ];
  const footer =
    'If you did not ask for this, you can ignore this message: your password stays as it is.';
  return {
    kind: 'reset_password',
    subject: `Reset your ${shop.name} password`,
    text: `${lines.join('\n\n')}\n\nReset your password: ${link}\n\n${footer}\n\n${signature(shop)}\n`,
    html: layout(
      shop,
      'Reset your password',
      lines,
      { label: 'Choose a new password', url: link },
      footer,
    ),
    links: [link],
  };
}

const usd = formatCents;

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
  /** What is still owed after this payment (a quote paid by deposit); 0 or absent: none. */
  balanceDueCents?: number;
};

/** "(Box of 4)" after a line's name; nothing for a line without a package (labour, discount). */
const packageOf = (name: string) => (name ? ` (${name})` : '');

/** The confirmation a buyer gets: the same facts as the confirmation page. */
export function orderConfirmationMail(shop: MailShop, o: OrderMailInput): MailContent {
  const paidWith = o.cardLast4 ? `${cardBrandLabel(o.cardBrand)} ending in ${o.cardLast4}` : 'card';
  const next = [
    'We are preparing your order now. You will get another e-mail with the tracking number when it ships.',
    'Questions about installation or your order? Reply to this e-mail or call us, and quote your order number.',
  ];
  const lines = o.items.map(
    (i) =>
      `${i.quantity} x ${i.productName}${packageOf(i.packageName)}  ${usd(asCents(i.lineTotalCents))}`,
  );
  const balance = o.balanceDueCents ?? 0;
  const paidRows: [string, string][] =
    balance > 0
      ? [
          ['Total', usd(asCents(o.totalCents))],
          ['Paid now', usd(asCents(o.totalCents - balance))],
          ['Balance due', usd(asCents(balance))],
        ]
      : [['Total paid', usd(asCents(o.totalCents))]];
  const totals = [
    `Subtotal: ${usd(asCents(o.subtotalCents))}`,
    `Sales tax (${(o.taxRate * 100).toFixed(2)}%): ${usd(asCents(o.taxCents))}`,
    `Shipping: ${usd(asCents(o.shippingCents))}`,
    ...paidRows.map(([label, value], n) =>
      n === paidRows.length - 1 && balance === 0
        ? `${label}: ${value} (${paidWith})`
        : `${label}: ${value}`,
    ),
  ];
  const text = [
    `Hello ${o.firstName},`,
    `Thank you for your order ${o.orderNumber}, placed ${o.createdAt.toUTCString()}.`,
    lines.join('\n'),
    totals.join('\n'),
    `Shipping to: ${o.shippingAddress}`,
    ...next,
    `View your order: ${o.link}`,
    signature(shop),
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
${o.items.map((i) => row([`${i.quantity} x ${i.productName}${packageOf(i.packageName)}`, usd(asCents(i.lineTotalCents))])).join('\n')}
${row(['Subtotal', usd(asCents(o.subtotalCents))])}
${row([`Sales tax (${(o.taxRate * 100).toFixed(2)}%)`, usd(asCents(o.taxCents))])}
${row(['Shipping', usd(asCents(o.shippingCents))])}
${paidRows.map(([label, value]) => row([label, value], true)).join('\n')}
</table>
<p style="margin:0 0 16px">Paid with ${escapeHtml(paidWith)}.<br>Shipping to: ${escapeHtml(o.shippingAddress)}</p>
${next.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('')}
<p style="margin:24px 0"><a href="${escapeHtml(o.link)}" style="background:#0d6efd;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">View your order</a></p>
${signatureHtml(shop)}
</div></body></html>`;
  return {
    kind: 'order_confirmation',
    subject: `Your ${shop.name} order ${o.orderNumber}`,
    text,
    html,
    links: [o.link],
  };
}

/**
 * A message with a table of label / value rows (what a customer sent us). Without an action it
 * carries no link at all: what goes to an address a visitor typed.
 */
export function detailsMail(
  shop: MailShop,
  m: {
    kind: string;
    subject: string;
    title: string;
    paragraphs: string[];
    rows: [string, string][];
    action: { label: string; url: string } | null;
    footer: string;
  },
): MailContent {
  const rows = m.rows.filter(([, value]) => value.trim() !== '');
  const text = [
    ...m.paragraphs,
    rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...(m.action ? [`${m.action.label}: ${m.action.url}`] : []),
    m.footer,
  ].join('\n\n');
  const table = `<table style="width:100%;border-collapse:collapse;margin:0 0 16px">${rows
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:6px 8px;border-bottom:1px solid #dee2e6;width:35%">${escapeHtml(label)}</th><td style="padding:6px 8px;border-bottom:1px solid #dee2e6;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;
  const html = layout(shop, m.title, m.paragraphs, m.action, m.footer, table);
  return {
    kind: m.kind,
    subject: m.subject,
    text: `${text}\n\n${signature(shop)}\n`,
    html,
    links: m.action ? [m.action.url] : [],
  };
}

/**
 * "Hello Dana," to the address a visitor typed, or "Hello," when the name could carry a link
 * or an address (a dot before a letter, a slash, a colon, an at sign): the confirmations must
 * not carry anyone's advertising to someone else's inbox.
 */
export function greeting(name: string): string {
  const linkLike = /[/:@\\]|\.[\p{L}\d]|www/iu.test(name);
  return linkLike || name.trim() === '' ? 'Hello,' : `Hello ${name.trim()},`;
}

export type ContactMailInput = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  propertyType: ContactPropertyType;
  serviceType: ServiceType | null;
  message: string;
};

const contactRows = (c: ContactMailInput): [string, string][] => [
  ['Name', c.name],
  ['E-mail', c.email],
  ['Phone', c.phone ?? ''],
  ['Subject', c.subject ?? ''],
  ['Property type', CONTACT_PROPERTY_TYPE_LABELS[c.propertyType]],
  ['Service', c.serviceType ? SERVICE_TYPE_LABELS[c.serviceType] : ''],
  ['Message', c.message],
];

/**
 * To the address typed into the contact form: a summary in the shop's own words (the reference,
 * the fixed labels of what was asked about), never the visitor's free text and no link, so the
 * form cannot relay anyone's message. Staff get everything (contactStaffMail).
 */
export function contactConfirmationMail(shop: MailShop, c: ContactMailInput): MailContent {
  return detailsMail(shop, {
    kind: 'contact_confirmation',
    subject: `We received your request (#${c.id}) - ${shop.name}`,
    title: 'Thank you for contacting us',
    paragraphs: [
      greeting(c.name),
      `Thank you for your message. A member of our team will reply within 24 hours. Your request number is #${c.id}.`,
    ],
    rows: [
      ['Request number', `#${c.id}`],
      ['About', c.serviceType ? SERVICE_TYPE_LABELS[c.serviceType] : 'General enquiry'],
      ['Property type', CONTACT_PROPERTY_TYPE_LABELS[c.propertyType]],
    ],
    action: null,
    footer: 'If you did not send this request, you can ignore this message.',
  });
}

/** To staff: a new contact request, with a link to it in the back office. */
export function contactStaffMail(
  shop: MailShop,
  c: ContactMailInput,
  adminUrl: string,
): MailContent {
  return detailsMail(shop, {
    kind: 'contact_staff',
    subject: `New contact request #${c.id} from ${c.name}`,
    title: 'New contact request',
    paragraphs: [`${c.name} sent a contact request. We promised a reply within 24 hours.`],
    rows: contactRows(c),
    action: { label: 'Open the request', url: adminUrl },
    footer: 'You receive this because you handle the shop\u2019s leads.',
  });
}

export type SurveyMailInput = {
  id: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  customerCompany: string | null;
  /** The site, when the survey gave one (staff only: it is text the visitor typed). */
  siteAddress: { address: string; city: string; state: string; zipCode: string } | null;
  propertyType: SurveyPropertyType;
  surveyType: SurveyType;
  buildingCount: number;
  timeframe: Timeframe;
  estimatedCameras: number;
  estimatedValue: number;
  notes: string | null;
};

/** The survey in the shop's own words: fixed labels and the estimate, nothing typed. */
const surveyProjectRows = (s: SurveyMailInput): [string, string][] => [
  ['Property type', SURVEY_PROPERTY_TYPE_LABELS[s.propertyType]],
  ['Project', SURVEY_TYPE_LABELS[s.surveyType]],
  ['Buildings', buildingCountLabel(s.buildingCount)],
  ['Timeframe', TIMEFRAME_LABELS[s.timeframe]],
  ['Estimated cameras', String(s.estimatedCameras)],
  ['Estimated value', formatWholeUsd(s.estimatedValue)],
];

const surveyRows = (s: SurveyMailInput): [string, string][] => [
  ['Name', s.customerName],
  ['E-mail', s.customerEmail],
  ['Phone', s.customerPhone ?? ''],
  ['Company', s.customerCompany ?? ''],
  [
    'Site',
    s.siteAddress
      ? `${s.siteAddress.address}, ${s.siteAddress.city}, ${s.siteAddress.state} ${s.siteAddress.zipCode}`
      : '',
  ],
  ...surveyProjectRows(s),
  ['Notes', s.notes ?? ''],
];

/**
 * To the address typed into the survey: the reference, the project by its fixed labels and the
 * estimate; not the notes, the company or any link (as contactConfirmationMail).
 */
export function surveyConfirmationMail(shop: MailShop, s: SurveyMailInput): MailContent {
  return detailsMail(shop, {
    kind: 'survey_confirmation',
    subject: `Your free site survey (#${s.id}) - ${shop.name}`,
    title: 'Thank you for your site survey',
    paragraphs: [
      greeting(s.customerName),
      `Thank you for completing our free site survey. Your survey number is #${s.id}. A security specialist will review it and contact you within 24-48 hours with a detailed quote. The estimate below is a first indication, not a quote.`,
    ],
    rows: [['Survey number', `#${s.id}`], ...surveyProjectRows(s)],
    action: null,
    footer: 'If you did not fill in this survey, you can ignore this message.',
  });
}

export function surveyStaffMail(shop: MailShop, s: SurveyMailInput, adminUrl: string): MailContent {
  return detailsMail(shop, {
    kind: 'survey_staff',
    subject: `New site survey #${s.id} from ${s.customerName}`,
    title: 'New site survey',
    paragraphs: [
      `${s.customerName} completed the free site survey. We promised a reply within 24-48 hours.`,
    ],
    rows: surveyRows(s),
    action: { label: 'Open the survey', url: adminUrl },
    footer: 'You receive this because you handle the shop\u2019s leads.',
  });
}

export type LeadAssignedMailInput = {
  /** "contact request" or "site survey". */
  kindLabel: string;
  id: number;
  /** Who sent the lead. */
  customerName: string;
  assigneeFirstName: string;
  /** Who assigned it. */
  assignedBy: string | null;
  adminUrl: string;
};

/** To a staff member given a lead by someone else: which lead, and where it is. */
export function leadAssignedMail(shop: MailShop, m: LeadAssignedMailInput): MailContent {
  const by = m.assignedBy ? ` by ${m.assignedBy}` : '';
  return detailsMail(shop, {
    kind: 'lead_assigned',
    subject: `You were assigned ${m.kindLabel} #${m.id} from ${m.customerName}`,
    title: `A ${m.kindLabel} for you`,
    paragraphs: [greeting(m.assigneeFirstName), `You were assigned ${m.kindLabel} #${m.id}${by}.`],
    rows: [
      ['Lead', `${m.kindLabel} #${m.id}`],
      ['From', m.customerName],
    ],
    action: { label: `Open the ${m.kindLabel}`, url: m.adminUrl },
    footer: 'You receive this because a lead was assigned to you.',
  });
}

export type ShippedMailInput = {
  firstName: string;
  orderNumber: string;
  trackingNumber: string;
  items: { productName: string; packageName: string; quantity: number }[];
  shippingAddress: string;
  link: string;
};

/** To the buyer when staff mark the order shipped with a tracking number. */
export function orderShippedMail(shop: MailShop, o: ShippedMailInput): MailContent {
  const lines = [
    `Hello ${o.firstName},`,
    `Good news: your order ${o.orderNumber} has shipped by Standard Ground.`,
    `Tracking number: ${o.trackingNumber}`,
    `On its way to: ${o.shippingAddress}`,
    `In the parcel: ${o.items.map((i) => `${i.quantity} x ${i.productName} (${i.packageName})`).join('; ')}`,
  ];
  const footer = 'Questions about your delivery? Reply to this e-mail and quote your order number.';
  return {
    kind: 'order_shipped',
    subject: `Your order ${o.orderNumber} has shipped - ${shop.name}`,
    text: `${lines.join('\n\n')}\n\nView your order: ${o.link}\n\n${footer}\n\n${signature(shop)}\n`,
    html: layout(
      shop,
      'Your order has shipped',
      lines,
      { label: 'View your order', url: o.link },
      footer,
    ),
    links: [o.link],
  };
}

export type InstallationMailInput = {
  firstName: string;
  orderNumber: string;
  /** "Tuesday, December 1, 2026 at 08:00" (the shop's time). */
  when: string;
  siteAddress: string;
  /** true: an earlier booking was moved (by the customer or by staff). */
  moved: boolean;
  link: string;
};

/** To the customer when their installation is booked or moved. */
export function installationBookedMail(shop: MailShop, m: InstallationMailInput): MailContent {
  const lines = [
    `Hello ${m.firstName},`,
    m.moved
      ? `Your installation for order ${m.orderNumber} has been moved. The new time is ${m.when}.`
      : `Your installation for order ${m.orderNumber} is booked for ${m.when}.`,
    `Where: ${m.siteAddress}`,
    'You can move it from your account up to 48 hours before it starts.',
  ];
  const footer = 'Need to talk to us about it? Reply to this e-mail and quote your order number.';
  const subject = m.moved
    ? `Your installation has moved to ${m.when} - ${shop.name}`
    : `Your installation is booked for ${m.when} - ${shop.name}`;
  return {
    kind: m.moved ? 'installation_moved' : 'installation_booked',
    subject,
    text: `${lines.join('\n\n')}\n\nSee your installation: ${m.link}\n\n${footer}\n\n${signature(shop)}\n`,
    html: layout(
      shop,
      m.moved ? 'Your installation has moved' : 'Your installation is booked',
      lines,
      { label: 'See your installation', url: m.link },
      footer,
    ),
    links: [m.link],
  };
}

/** To the new address: the link that makes the change of e-mail take effect. */
export function emailChangeMail(
  shop: MailShop,
  firstName: string,
  newEmail: string,
  link: string,
): MailContent {
  const lines = [
    `Hello ${firstName},`,
    `You asked to change the e-mail address of your ${shop.name} account to ${newEmail}. Confirm it with the link below; until then your current address stays in use.`,
    'This link works once and expires in 24 hours.',
  ];
  const footer = 'If you did not ask for this, ignore this message: nothing changes.';
  return {
    kind: 'change_email',
    subject: `Confirm your new e-mail address for ${shop.name}`,
    text: `${lines.join('\n\n')}\n\nConfirm the new address: ${link}\n\n${footer}\n\n${signature(shop)}\n`,
    html: layout(
      shop,
      'Confirm your new e-mail address',
      lines,
      { label: 'Confirm new address', url: link },
      footer,
    ),
    links: [link],
  };
}

/** To the old address: a warning that someone asked to move the account elsewhere. */
export function emailChangeNoticeMail(
  shop: MailShop,
  firstName: string,
  newEmail: string,
  shopUrl: string,
): MailContent {
  const lines = [
    `Hello ${firstName},`,
    `Someone signed in to your ${shop.name} account asked to change its e-mail address to ${newEmail}. The change happens only when the link sent to that address is opened.`,
    'If this was not you, change your password now and contact us.',
  ];
  const footer = 'This message was sent to the address currently on your account.';
  return {
    kind: 'change_email_notice',
    subject: `A change of e-mail address was requested - ${shop.name}`,
    text: `${lines.join('\n\n')}\n\n${shopUrl}\n\n${footer}\n\n${signature(shop)}\n`,
    html: layout(
      shop,
      'E-mail change requested',
      lines,
      { label: `Visit ${shop.name}`, url: shopUrl },
      footer,
    ),
    links: [],
  };
}

export type QuoteMailInput = {
  customerName: string;
  quoteNumber: string;
  total: Cents;
  /** What the quote's plans bill after it is paid (ADR 0076); empty without plans. */
  recurring: QuoteRecurring;
  /** The quote's last valid day, "December 26, 2026". */
  validUntil: string;
  /** The signed link to the quote's page (its token is in no other place). */
  link: string;
};

/** To the customer when staff send a quote: what it costs, until when, the link. */
export function quoteMail(shop: MailShop, q: QuoteMailInput): MailContent {
  return detailsMail(shop, {
    kind: 'quote_sent',
    subject: `Your quote ${q.quoteNumber} from ${shop.name}`,
    title: `Your quote ${q.quoteNumber}`,
    paragraphs: [
      greeting(q.customerName),
      'Thank you for your interest. Your quote is ready: open it to see every line, then accept it and pay online, or decline it.',
    ],
    rows: [
      ['Quote', q.quoteNumber],
      ['Total', usd(q.total)],
      ['Then', recurringPhrase(q.recurring, usd)],
      ['Valid until', q.validUntil],
    ],
    action: { label: 'View your quote', url: q.link },
    footer:
      'This link is personal: anyone with it can see the quote. It stops working when the quote expires or is answered.',
  });
}
