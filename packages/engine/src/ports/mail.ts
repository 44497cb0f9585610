export interface MailMessage {
  to: string[];
  cc?: string[];
  bcc?: string[];
  from?: string;
  replyTo?: string;
  subject: string;
  text?: string;
  html?: string;
}

/** The platform's own mailer (SMTP_URL, or the outbox without it). */
export interface MailPort {
  send(message: MailMessage): Promise<{ messageId: string }>;
}
