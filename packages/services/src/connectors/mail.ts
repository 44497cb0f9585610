import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { z } from 'zod';
import { pinHost } from '../net/pin-host.js';
import {
  type ConnectorContext,
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_OPERATION_TIMEOUT_MS,
  guardOptions,
  parseInput,
  withConnection,
} from './context.js';
import { TlsSetting, tlsOptions } from './tls.js';

export const SmtpConnection = z.object({
  host: z.string().min(1),
  /** Default 465 when `secure`, else 587. */
  port: z.number().int().min(1).max(65535).optional(),
  /** TLS from the first byte (port 465). Otherwise STARTTLS is used when the server offers it. */
  secure: z.boolean().optional(),
  user: z.string().optional(),
  password: z.string().optional(),
  /** Refuse to send unless the server upgrades to TLS (STARTTLS). */
  requireTLS: z.boolean().optional(),
  tls: TlsSetting.optional(),
});
export type SmtpConnection = z.infer<typeof SmtpConnection>;

const Recipients = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);

export const MailAttachment = z.object({
  filename: z.string().min(1),
  contentBase64: z.string(),
  contentType: z.string().optional(),
});

export const SendMailInput = z
  .object({
    smtp: SmtpConnection,
    from: z.string().min(1),
    to: Recipients,
    cc: Recipients.optional(),
    bcc: Recipients.optional(),
    replyTo: z.string().optional(),
    subject: z.string(),
    text: z.string().optional(),
    html: z.string().optional(),
    attachments: z.array(MailAttachment).optional(),
  })
  .refine((mail) => mail.text !== undefined || mail.html !== undefined, {
    message: 'give a text or an html body',
    path: ['text'],
  });
export type SendMailInput = z.infer<typeof SendMailInput>;

export interface SendMailResult {
  messageId: string;
  accepted: string[];
  rejected: string[];
}

export function smtpTarget(smtp: SmtpConnection): string {
  return `SMTP server at ${smtp.host}:${smtp.port ?? (smtp.secure ? 465 : 587)}`;
}

/** A transport to a guard-checked address; the caller closes it. */
export async function openSmtp(
  smtp: SmtpConnection,
  ctx: ConnectorContext,
): Promise<Transporter<SMTPTransport.SentMessageInfo>> {
  const { connectHost, servername } = await pinHost(smtp.host, guardOptions(ctx));
  const secure = smtp.secure ?? false;
  const connectTimeout = ctx.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const tls = tlsOptions(smtp.tls ?? true, servername);
  const options: SMTPTransport.Options = {
    host: connectHost,
    port: smtp.port ?? (secure ? 465 : 587),
    secure,
    requireTLS: smtp.requireTLS,
    // SNI and the certificate check use the name the user gave, not the pinned address.
    servername,
    tls,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: connectTimeout,
    greetingTimeout: connectTimeout,
    socketTimeout: ctx.timeoutMs ?? DEFAULT_OPERATION_TIMEOUT_MS,
  };
  // nodemailer loads with the first SMTP step that runs, not at every server start.
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport(options);
}

function addresses(list: Array<string | { address: string }>): string[] {
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.address));
}

/**
 * Sends one message. Attachments are only ever bytes given inline: nodemailer can also read a `path` on
 * the server's disk or fetch an `href` (an SSRF hole), so both are switched off.
 */
export async function sendMail(input: SendMailInput, ctx: ConnectorContext = {}): Promise<SendMailResult> {
  const mail = parseInput(SendMailInput, input, 'mail');
  return withConnection(ctx, {
    target: smtpTarget(mail.smtp),
    open: () => openSmtp(mail.smtp, ctx),
    use: async (transporter) => {
      const info = await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        cc: mail.cc,
        bcc: mail.bcc,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments?.map((attachment) => ({
          filename: attachment.filename,
          content: Buffer.from(attachment.contentBase64, 'base64'),
          contentType: attachment.contentType,
        })),
        disableFileAccess: true,
        disableUrlAccess: true,
      });
      return {
        messageId: info.messageId,
        accepted: addresses(info.accepted),
        rejected: addresses(info.rejected),
      };
    },
    close: (transporter) => transporter.close(),
  });
}
