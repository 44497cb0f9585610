/**
 * Issue 18: every screen in Arabic. A page-by-page walk through the app in Arabic that fails when English
 * words are left on a page (visible text, and the aria-label/title/placeholder a screen reader or a
 * tooltip shows). The main screens in en/tr/ar, light and dark, for a person to look at, are taken by
 * `npm run screenshots` (e2e/shots/i18n.shots.ts).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useBrowser } from '../src/index.js';
import {
  closeContext,
  freshAccount,
  messageShown,
  openSignedIn,
  runtimeUrl,
  setGraph,
  useRuntimeServer,
} from './runtime-support.js';
import { chooseLanguage, saved } from './shell-support.js';

/**
 * Latin words that are not English left behind: product and protocol names, keys, units of code. User
 * data (titles, names, e-mails) is added per account below; URLs, e-mails and ids are removed first.
 */
const NAMES = new Set(
  [
    'Flowlane',
    'OAuth2',
    'OAuth',
    'API',
    'HTTP',
    'HTTPS',
    'JSON',
    'SQL',
    'SMTP',
    'PostgreSQL',
    'MySQL',
    'Redis',
    'MQTT',
    'AMQP',
    'NATS',
    'MCP',
    'OpenAI',
    'PDF',
    'OCR',
    'QR',
    'JavaScript',
    'Bearer',
    'Ctrl',
    'Shift',
    'Del',
    'Enter',
    'cron',
    'UTC',
    'MiB',
    'pglite',
    'ok',
    'memory',
    'disabled',
    'embedded',
    'log',
    'outbox',
    'GET',
    'SET',
    'HSET',
    'LPUSH',
    'RabbitMQ',
    // The apps' brands and the API terms their steps name (issue 51).
    'Google',
    'Microsoft',
    'Gmail',
    'Outlook',
    'Excel',
    'OneDrive',
    'SharePoint',
    'Office',
    'Telegram',
    'Slack',
    'Discord',
    'Twilio',
    'WhatsApp',
    'Notion',
    'GitHub',
    'Jira',
    'HubSpot',
    'Airtable',
    'Supabase',
    'PostgREST',
    'Postgres',
    'Markdown',
    'OData',
    'KQL',
    'JQL',
    'HTML',
    'CSV',
    'MIME',
    'SMS',
    'SID',
    'RPC',
    'PATCH',
    'GUID',
    'ISO',
    'IANA',
    'RFC',
    'ID',
    'URL',
  ].map((word) => word.toLowerCase()),
);

/** Products named in more than one word, some of them English words alone (Teams, Drive, Business). */
const PRODUCTS = [
  'Google Sheets',
  'Google Drive',
  'Google Calendar',
  'Google Docs',
  'Google Slides',
  'Microsoft Outlook',
  'Microsoft Teams',
  'Microsoft Excel 365',
  'Microsoft Graph',
  'WhatsApp Business',
  'Messaging Service',
];

/** Text a person reads on the page: visible text nodes and the labels of visible elements. */
function readableText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (element: Element | null): boolean => {
      if (!element) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && element.getClientRects().length > 0;
    };
    // Catalogue data shown as it is (library templates' names and descriptions come from the server).
    // React Flow's credit link is its own (its licence asks for it as it is).
    const skipped = (element: Element | null) =>
      element?.closest('[data-library-item], code, pre, .react-flow__attribution') !== null;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (text && visible(parent) && !skipped(parent)) found.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (!visible(element) || skipped(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
}

/** The English words in `texts`, after user data, URLs, e-mails, ids and known names are taken out. */
function englishWords(texts: string[], userData: string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    let rest = text;
    for (const value of [...userData, ...PRODUCTS]) rest = rest.split(value).join(' ');
    rest = rest
      // Code quoted in an Arabic sentence: «status=eq.open», «deleted: true».
      .replace(/«[^«»\u0600-\u06ff]*»/g, ' ')
      .replace(/https?:\/\/\S+|[\w.+-]+@[\w.-]+|[0-9a-f]{8}-[0-9a-f-]{27}|\{\{[^}]*\}\}|\/[\w/:-]+/gi, ' ')
      .replace(/\b[A-Z][a-z]+\/[A-Za-z_]+\b/g, ' ') // time zones: Asia/Tokyo
      .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{6,}\b/gi, ' '); // short ids: #657ab4ae
    for (const word of rest.match(/[A-Za-z]{2,}/g) ?? []) {
      if (!NAMES.has(word.toLowerCase())) words.add(word);
    }
  }
  return [...words].sort();
}

const TeamNames = z.array(z.object({ name: z.string() }));

describe('every screen in Arabic', () => {
  useRuntimeServer();
  const browser = useBrowser();

  it('walks every page in Arabic with no English left', async () => {
    const name = 'Arabic Walker';
    const { email, api } = await freshAccount(name);
    const title = 'Invoice sync';
    const workflow = await api.createWorkflow(title, setGraph());
    const run = await api.runToEnd(workflow.id, { n: 2 });
    // What the account holds (titles, names, step names and outputs) stays as it was typed; the avatar
    // shows the name's initials. Longest first, so a team named after the user goes whole.
    const userData = [
      name,
      email,
      title,
      'Greeting',
      'greeting',
      'hello',
      'doubled',
      'Start',
      'Free Trial',
      'AR',
    ]
      .concat((await api.json('GET', '/api/team', TeamNames)).map((team) => team.name))
      .sort((a, b) => b.length - a.length);

    const page = await openSignedIn(browser(), email, '/dashboard');
    await chooseLanguage(page, 'ar');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    const pages: [path: string, ready: string][] = [
      ['/dashboard', '[data-testid="usage-card"]'],
      ['/workflows', `text=${title}`],
      [`/flow/${workflow.id}`, '.react-flow__node'],
      [`/logs/flow/${workflow.id}`, '[data-testid="run-status"]'],
      [`/logs/flow/${workflow.id}/${run.id}`, '[data-testid="step-status"]'],
      ['/library/itemplates', '[data-library-item]'],
      ['/auth-library/auth-templates', '[data-library-item]'],
      ['/authorizations', '[data-testid="app-shell"]'],
      ['/integrations', '[data-testid="app-shell"]'],
      ['/projects', '[data-testid="app-shell"]'],
      ['/teams', '[data-testid="app-shell"]'],
      ['/pages/profile', '[data-testid="profile-details"]'],
    ];
    const left: Record<string, string[]> = {};
    for (const [path, ready] of pages) {
      await page.goto(runtimeUrl(path));
      await page.locator(ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      const words = englishWords(await readableText(page), userData);
      if (words.length > 0) left[path] = words;
    }
    expect(left).toEqual({});

    // Data in a run's log reads left to right, as code does: its brackets are not mirrored.
    await page.goto(runtimeUrl(`/logs/flow/${workflow.id}/${run.id}`));
    const tree = page.getByTestId('json-tree').first();
    await tree.waitFor();
    expect(await tree.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    await closeContext(page);
    // Twelve pages on a shared machine: a generous bound, the walk itself takes about twenty seconds.
  }, 120_000);

  it('says "User data saved" in Arabic when the profile is saved', async () => {
    // The spec fixes the English text (MESSAGES.userDataSaved); the bar shows it in the interface language.
    const { email } = await freshAccount('Saved Speaker');
    const page = await openSignedIn(browser(), email, '/pages/profile');
    await chooseLanguage(page, 'ar');
    const details = page.getByTestId('profile-details');
    await details.getByRole('button', { name: 'حفظ' }).waitFor();
    // The language choice's own message goes first: closed, or gone by itself. The bar may be drawn again
    // while the page turns right to left (a CI run saw its button detached for 30 s), so each try is short.
    const bar = page.getByTestId('message-bar');
    await expect
      .poll(
        async () => {
          if (!(await bar.isVisible())) return 'hidden';
          await bar
            .getByRole('button')
            .click({ timeout: 1000 })
            .catch(() => undefined);
          return 'shown';
        },
        { timeout: 20_000 },
      )
      .toBe('hidden');
    await details.getByLabel('الاسم المعروض').fill('Saved Speaker Two');
    await saved(page, () => details.getByRole('button', { name: 'حفظ' }).click());
    await messageShown(page, 'تم حفظ بيانات المستخدم', 'success');
    await closeContext(page);
  });
});
