import { projectsTr } from '../../features/projects/texts';
import type { Translation } from '../en';
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

/** The Turkish catalogue; typed with the English shape, so a missing area or key does not compile. */
export const tr: Translation = {
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
  projects: projectsTr,
  authorizations,
  integrations,
  datasets,
  billing,
  apiKeys,
  templates,
};
