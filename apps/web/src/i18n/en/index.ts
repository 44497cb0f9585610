import { projectsEn } from '../../features/projects/texts';
import type { Texts } from '../shape';
import { apiKeys } from './apiKeys';
import { auth } from './auth';
import { authKinds } from './authKinds';
import { authorizations } from './authorizations';
import { billing } from './billing';
import { common } from './common';
import { dashboard } from './dashboard';
import { datasets } from './datasets';
import { designer } from './designer';
import { integrations } from './integrations';
import { library } from './library';
import { logs } from './logs';
import { messages } from './messages';
import { pdfs } from './pdfs';
import { profile } from './profile';
import { runs } from './runs';
import { shell } from './shell';
import { steps } from './steps';
import { system } from './system';
import { teams } from './teams';
import { templates } from './templates';
import { ui } from './ui';
import { workflows } from './workflows';

/**
 * The English catalogue: one module per area, composed here. The shell's keys sit at the top level
 * (`nav.dashboard`, `user.logout`, ...); every other area under its own key (`common.loading`,
 * `system.errors.notFound`). Add an area: `en/<area>.ts`, `tr/<area>.ts`, `ar/<area>.ts`, and one line here
 * and in `tr/index.ts` and `ar/index.ts` (see apps/web/README.md).
 */
export const en = {
  ...shell,
  common,
  messages,
  runs,
  logs,
  dashboard,
  auth,
  authKinds,
  library,
  profile,
  designer,
  steps,
  pdfs,
  system,
  ui,
  workflows,
  teams,
  projects: projectsEn,
  authorizations,
  integrations,
  datasets,
  billing,
  apiKeys,
  templates,
};

/** The shape every language must fill: the same keys, every leaf a string. */
export type Translation = Texts<typeof en>;
