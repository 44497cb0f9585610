import type { Mail } from '../mail/index.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "Your trial ends soon": sent to the team's admins a few days before the trial ends. */
export function trialEndingMail(input: {
  to: string;
  displayName: string;
  trialEnd: Date;
  pricingUrl: string;
}): Mail {
  const subject = 'Your Flowlane trial ends soon';
  const date = input.trialEnd.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const lines = [
    `Hello ${input.displayName},`,
    `Your team's Flowlane Free Trial ends on ${date} (UTC).`,
    'Choose a plan before then to keep your limits. Without a paid plan the team moves to Flow Free: 1 hour of processing a month, schedules every 30 minutes, no webhooks.',
  ];
  const url = escapeHtml(input.pricingUrl);
  return {
    to: input.to,
    subject,
    text: `${lines.join('\n\n')}\n\nChoose a plan: ${input.pricingUrl}\n\nFlowlane`,
    html: `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1f2933;"><h2>Flowlane</h2>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${url}" style="display:inline-block;padding:10px 18px;background:#1e88e5;color:#fff;text-decoration:none;border-radius:4px;">Choose a plan</a></p>
</body></html>`,
  };
}
