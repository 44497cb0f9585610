import type { Texts } from '../shape';
import { auth } from './auth';
import { common } from './common';
import { messages } from './messages';
import { shell } from './shell';
import { system } from './system';
import { ui } from './ui';

/**
 * The English areas the first page can read before any feature loads: the shell, the guest pages
 * (login, register, password recovery, welcome), the error pages and the shared words. The rest of the
 * catalogue comes with the first signed-in page (loadAllTexts), so it is not in the login page's download.
 * Turkish and Arabic have the same areas in their own first-page.ts.
 */
export const enFirstPage = { ...shell, common, messages, auth, system, ui };
export type FirstPageTexts = Texts<typeof enFirstPage>;
