import type { Page } from 'playwright-core';

/** Waits for the message bar to show exactly `text` (spaces normalised) in a variant. */
export async function messageShown(
  page: Page,
  text: string,
  variant: 'success' | 'info' | 'warning' | 'error',
): Promise<void> {
  const bar = page.getByTestId('message-bar').filter({ hasText: text });
  await bar.waitFor();
  // Intl output holds narrow no-break spaces and the like: compare with every run of spaces as one.
  const shown = (await bar.textContent())?.replace(/\s+/gu, ' ').trim();
  if (shown !== text) throw new Error(`the message bar shows "${shown}", not "${text}"`);
  const actual = await bar.getAttribute('data-variant');
  if (actual !== variant) throw new Error(`the message "${text}" is ${actual}, not ${variant}`);
}
