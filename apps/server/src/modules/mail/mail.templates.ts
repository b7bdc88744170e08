/**
 * The shop's e-mails. Every value placed in HTML is escaped: names come from customers.
 */
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
