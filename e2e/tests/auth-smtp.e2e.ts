import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import type { Browser } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, launchBrowser, type RunningApp, startBuiltApp } from '../src/index.js';
import {
  closePage,
  fillRegister,
  linkPath,
  newContext,
  PASSWORD,
  submitLogin,
  uniqueEmail,
} from './auth-support.js';

function recipients(mail: ParsedMail): string[] {
  const to: AddressObject[] = mail.to === undefined ? [] : Array.isArray(mail.to) ? mail.to : [mail.to];
  return to.flatMap((group) => group.value.map((address) => address.address ?? ''));
}

/** A plain SMTP server (no TLS, no auth) that parses and keeps every message it receives. */
function startSmtp(port: number) {
  const received: ParsedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  const listening = new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const waitFor = async (to: string): Promise<ParsedMail> => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const mail = received.find((m) => recipients(m).includes(to));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no SMTP mail to ${to}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 500);
      });
    }
  };
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { listening, waitFor, close };
}

describe('the account journey with mail through a real SMTP server', () => {
  let browser: Browser;
  let app: RunningApp;
  let smtp: ReturnType<typeof startSmtp>;
  beforeAll(async () => {
    const port = await freePort();
    smtp = startSmtp(port);
    await smtp.listening;
    app = await startBuiltApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  it('registers, receives the activation mail over SMTP, activates and logs in', async () => {
    const email = uniqueEmail('smtp');
    const page = await (await newContext(browser)).newPage();
    await page.goto(`${app.url}/register`);
    await fillRegister(page, { name: 'Smtp Person', email, password: PASSWORD, confirm: PASSWORD });
    await page.getByRole('button', { name: 'CREATE AN ACCOUNT' }).click();
    await page.getByText('ACCOUNT CREATED').waitFor();

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toContain('Activate');
    expect(mail.from?.text).toContain('no-reply@flowlane.app');
    await page.goto(`${app.url}${linkPath(mail.text ?? '', '/account/activate/')}`);
    await page.getByText('SUCCESS').waitFor();

    await page.goto(`${app.url}/login`);
    await submitLogin(page, email, PASSWORD);
    await page.waitForURL('**/dashboard');
    await closePage(page);
  });
});
