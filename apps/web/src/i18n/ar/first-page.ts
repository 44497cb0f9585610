import type { FirstPageTexts } from '../en/first-page';
import { auth } from './auth';
import { common } from './common';
import { messages } from './messages';
import { shell } from './shell';
import { system } from './system';
import { ui } from './ui';

/** The Arabic areas of the first page (the same as en/first-page.ts): a guest page loads only these. */
export const arFirstPage: FirstPageTexts = { ...shell, common, messages, auth, system, ui };
