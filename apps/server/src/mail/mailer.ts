import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { type Db, mailOutboxRepository } from '../db/index.js';

/**
 * A mail of the platform. `to` and `cc` are headers everyone reads; `bcc` is envelope only, in no header.
 * The From address is always the platform's (its domain is the one allowed to send); a step's own sender
 * goes in Reply-To, so answers reach it.
 */
export type Mail = {
  to: string;
  cc?: string;
  bcc?: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
};

export type Mailer = {
  mode: 'outbox' | 'smtp';
  send(mail: Mail): Promise<void>;
  close(): void;
};

export const MAIL_FROM = 'Flowlane <no-reply@flowlane.app>';

/** SMTP when SMTP_URL is set; otherwise the outbox table, so an embedded install needs no mail server. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  db: Db;
  logger: FastifyBaseLogger;
}): Mailer {
  const smtpUrl = options.smtpUrl;
  if (smtpUrl) {
    // nodemailer loads with the first mail sent, not at every server start.
    let transport: Promise<Transporter> | undefined;
    const open = () =>
      (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      ));
    return {
      mode: 'smtp',
      async send(mail) {
        // nodemailer puts bcc in the envelope only, never in a header.
        await (await open()).sendMail({ from: MAIL_FROM, ...mail });
      },
      close: () => {
        void transport?.then((t) => t.close());
      },
    };
  }
  const outbox = mailOutboxRepository(options.db);
  return {
    mode: 'outbox',
    async send(mail) {
      const { subject, text, html } = mail;
      // One outbox row per delivery as its recipients would get it: the visible ones share a copy, each
      // blind copy has its own, so the outbox never shows a bcc address beside the others.
      const deliveries = [[mail.to, mail.cc].filter(Boolean).join(', '), ...splitAddresses(mail.bcc)];
      for (const to of deliveries) {
        const stored = await outbox.add({ from: MAIL_FROM, to, subject, text, html });
        options.logger.info({ mailId: stored.id, to, subject }, `outbox mail:\n${text}`);
      }
    },
    close: () => {},
  };
}

function splitAddresses(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}
