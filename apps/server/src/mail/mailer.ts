import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { type Db, mailOutboxRepository } from '../db/index.js';

export type Mail = { to: string; subject: string; text: string; html: string };

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
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: MAIL_FROM, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const outbox = mailOutboxRepository(options.db);
  return {
    mode: 'outbox',
    async send(mail) {
      const stored = await outbox.add({ from: MAIL_FROM, ...mail });
      options.logger.info(
        { mailId: stored.id, to: mail.to, subject: mail.subject },
        `outbox mail:\n${mail.text}`,
      );
    },
    close: () => {},
  };
}
