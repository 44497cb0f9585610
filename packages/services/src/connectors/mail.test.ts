import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SsrfBlockedError } from '../net/ssrf.js';
import { sendMail } from './mail.js';
import { closedPort } from './test-server.js';

const local = { allowPrivateNetwork: true };
let server: SMTPServer;
let port: number;
const inbox: { envelopeTo: string[]; mail: ParsedMail }[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    // Plain SMTP on loopback: STARTTLS off so the client does not try to upgrade to the built-in
    // self-signed certificate.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('SMTP server has no port');
  port = address.port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(resolve));
});

const smtp = () => ({ host: '127.0.0.1', port, user: 'mailer', password: 's3cret' });

describe('sendMail', () => {
  it('delivers subject, bodies, recipients and an attachment', async () => {
    const result = await sendMail(
      {
        smtp: smtp(),
        from: 'Flowlane <robot@flowlane.test>',
        to: ['ada@example.test'],
        cc: 'grace@example.test',
        bcc: 'hidden@example.test',
        subject: 'Weekly report ✓',
        text: 'See the attachment.',
        html: '<p>See the <b>attachment</b>.</p>',
        attachments: [
          {
            filename: 'report.csv',
            contentBase64: Buffer.from('a,b\n1,2\n').toString('base64'),
            contentType: 'text/csv',
          },
        ],
      },
      local,
    );
    expect(result.messageId).toMatch(/^<.+>$/);
    expect(result.accepted).toEqual(['ada@example.test', 'grace@example.test', 'hidden@example.test']);
    expect(result.rejected).toEqual([]);

    const delivered = inbox.find((entry) => entry.mail.messageId === result.messageId);
    expect(delivered).toBeDefined();
    const mail = delivered?.mail;
    expect(mail?.subject).toBe('Weekly report ✓');
    expect(mail?.text?.trim()).toBe('See the attachment.');
    expect(mail?.html).toContain('<b>attachment</b>');
    expect(mail?.from?.value).toEqual([{ name: 'Flowlane', address: 'robot@flowlane.test' }]);
    // Bcc is in the envelope, never in the headers.
    expect(delivered?.envelopeTo).toContain('hidden@example.test');
    expect(mail?.headers.has('bcc')).toBe(false);
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]).toMatchObject({ filename: 'report.csv', contentType: 'text/csv' });
    expect(mail?.attachments[0]?.content.toString()).toBe('a,b\n1,2\n');
  });

  it('reports wrong credentials', async () => {
    await expect(
      sendMail(
        { smtp: { ...smtp(), password: 'wrong' }, from: 'a@x.test', to: 'b@x.test', subject: 's', text: 't' },
        local,
      ),
    ).rejects.toMatchObject({
      code: 'AUTH_FAILED',
      message: expect.stringContaining('Invalid username or password'),
    });
  });

  it('needs a text or html body', async () => {
    await expect(
      sendMail({ smtp: smtp(), from: 'a@x.test', to: 'b@x.test', subject: 's' }, local),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('reports a refused connection', async () => {
    const closed = await closedPort();
    await expect(
      sendMail(
        {
          smtp: { host: '127.0.0.1', port: closed },
          from: 'a@x.test',
          to: 'b@x.test',
          subject: 's',
          text: 't',
        },
        local,
      ),
    ).rejects.toMatchObject({ code: 'CONNECTION_REFUSED' });
  });

  it('refuses a loopback host while the SSRF guard is on', async () => {
    await expect(
      sendMail({ smtp: smtp(), from: 'a@x.test', to: 'b@x.test', subject: 's', text: 't' }),
    ).rejects.toBeInstanceOf(SsrfBlockedError);
  });
});
