import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunRecord } from '../db/index.js';
import { portsForRun } from '../runs/ports.js';
import { createMailer } from './mailer.js';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server that records each message's envelope and its raw text (headers and body). */
async function recordingSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('Send E-mail through the platform mailer', () => {
  let smtp: Awaited<ReturnType<typeof recordingSmtpServer>>;
  beforeAll(async () => {
    smtp = await recordingSmtpServer();
  });
  afterAll(() => smtp.close());

  it('keeps cc in its header, bcc in the envelope only, and the step sender as Reply-To', async () => {
    const logger = pino({ level: 'silent' });
    // The database is not touched in SMTP mode; the mailer only needs a transport.
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, db: {} as never, logger });
    const run = { id: crypto.randomUUID(), teamId: crypto.randomUUID(), workflowId: crypto.randomUUID() };
    const ports = portsForRun(run as RunRecord, {
      logger,
      mailer,
      outbound: {} as never,
      services: { get: () => undefined } as never,
      loadGraph: () => Promise.reject(new Error('none')),
    });
    await ports.mail.send({
      to: ['ann@example.com'],
      cc: ['cal@example.com'],
      bcc: ['hidden@example.com', 'secret@example.com'],
      from: 'shop@example.com',
      subject: 'Order shipped',
      text: 'On its way',
    });
    mailer.close();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to.sort()).toEqual(
      ['ann@example.com', 'cal@example.com', 'hidden@example.com', 'secret@example.com'].sort(),
    );
    const headers = mail?.raw.split(/\r?\n\r?\n/)[0] ?? '';
    expect(headers).toMatch(/^To: ann@example\.com$/m);
    expect(headers).toMatch(/^Cc: cal@example\.com$/m);
    expect(headers).toMatch(/^Reply-To: shop@example\.com$/m);
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(mail?.raw).not.toContain('hidden@example.com');
    expect(mail?.raw).not.toContain('secret@example.com');
  });
});
