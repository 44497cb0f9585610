import type { AddressInfo } from 'node:net';
import { ApiError } from '@flowlane/contracts';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';
import { MAIL_FAILED_MESSAGE } from './registration.js';
import { login, newAccount, uniqueAddress } from './test-support.js';

/** A real SMTP server on a free local port that keeps what it receives, and refuses on demand. */
async function startMailServer() {
  const received: ParsedMail[] = [];
  const waiting: Array<() => void> = [];
  let refuseNext = false;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuseNext) {
        refuseNext = false;
        callback(new Error('mailbox unavailable'));
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const wake of waiting.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${(address satisfies AddressInfo).port}`,
    refuseNext: () => {
      refuseNext = true;
    },
    async mailTo(email: string): Promise<ParsedMail> {
      for (let tries = 0; tries < 100; tries++) {
        const mail = received.find((m) => m.to && !Array.isArray(m.to) && m.to.text === email);
        if (mail) return mail;
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      throw new Error(`no mail to ${email}`);
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

describe.each(testDatabaseKinds())('the activation mail over real SMTP on %s', (kind) => {
  let mailServer: Awaited<ReturnType<typeof startMailServer>>;
  let server: TestServer;
  beforeAll(async () => {
    mailServer = await startMailServer();
    server = await createTestServer(kind, {
      SMTP_URL: mailServer.url,
      PUBLIC_URL: 'https://app.flowlane.test',
    });
  });
  afterAll(async () => {
    await server.close();
    await mailServer.close();
  });

  const register = (account: object) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: account,
      remoteAddress: uniqueAddress(),
    });

  it('arrives with a text and an HTML part whose link activates the account', async () => {
    expect(server.ctx.mailer.mode).toBe('smtp');
    const account = newAccount('smtp');
    expect((await register(account)).statusCode).toBe(201);

    const mail = await mailServer.mailTo(account.email);
    expect(mail.subject).toBe('Activate your Flowlane account');
    expect(mail.from?.value).toEqual([{ name: 'Flowlane', address: 'no-reply@flowlane.app' }]);
    const linkPattern = /https:\/\/app\.flowlane\.test\/account\/activate\/([A-Za-z0-9_-]{43})/;
    const fromText = mail.text?.match(linkPattern)?.[1];
    const fromHtml = (typeof mail.html === 'string' ? mail.html : '').match(linkPattern)?.[1];
    expect(fromText).toBeDefined();
    expect(fromHtml).toBe(fromText);
    expect(mail.text).toContain(`Hello ${account.displayName},`);

    expect((await login(server, account.email, account.password)).statusCode).toBe(403);
    const activated = await server.app.inject({
      method: 'POST',
      url: '/api/auth/validate',
      payload: { token: fromText },
    });
    expect(activated.statusCode).toBe(200);
    expect((await login(server, account.email, account.password)).statusCode).toBe(200);
  });

  it('undoes the registration when the mail cannot be sent, so the address can register again', async () => {
    const account = newAccount('bounce');
    mailServer.refuseNext();
    const failed = await register(account);
    expect(failed.statusCode).toBe(503);
    expect(ApiError.parse(failed.json()).message).toBe(MAIL_FAILED_MESSAGE);
    expect((await register(account)).statusCode).toBe(201);
    expect((await mailServer.mailTo(account.email)).subject).toBe('Activate your Flowlane account');
  });
});
