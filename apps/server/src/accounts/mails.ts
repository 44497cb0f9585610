import type { Mail } from '../mail/index.js';

/** User input (the display name) goes into the HTML part escaped: it is never rendered as markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const url = escapeHtml(action.url);
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1f2933;">
<h2>Flowlane</h2>
${body}
<p><a href="${url}" style="display:inline-block;padding:10px 18px;background:#1e88e5;color:#fff;text-decoration:none;border-radius:4px;">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#616e7c;">If the button does not work, open this link: ${url}</p>
</body></html>`;
}

export function activationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/account/activate/${token}`;
}

export function resetPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl}/account/resetpass/${token}`;
}

export function activationMail(to: string, displayName: string, link: string): Mail {
  const subject = 'Activate your Flowlane account';
  const lines = [
    `Hello ${displayName},`,
    'Thank you for registering with Flowlane. Please confirm your e-mail address to activate your account.',
    'The link is valid for 7 days. If you did not register, you can ignore this mail.',
  ];
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\nActivate your account: ${link}\n\nFlowlane`,
    html: layout(subject, lines, { label: 'Activate account', url: link }),
  };
}

export function resetPasswordMail(to: string, displayName: string, link: string): Mail {
  const subject = 'Reset your Flowlane password';
  const lines = [
    `Hello ${displayName},`,
    'We received a request to reset the password of your Flowlane account.',
    'The link is valid for 1 hour and works once. If you did not ask for it, you can ignore this mail.',
  ];
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\nReset your password: ${link}\n\nFlowlane`,
    html: layout(subject, lines, { label: 'Reset password', url: link }),
  };
}
