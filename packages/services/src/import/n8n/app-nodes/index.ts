import type { NodeMapping } from '../mapping-types.js';
import { discord } from './discord.js';
import { github } from './github.js';
import { gmail } from './gmail.js';
import { googleSheets } from './google-sheets.js';
import { hubspot } from './hubspot.js';
import { jira } from './jira.js';
import { notion } from './notion.js';
import { slack } from './slack.js';
import { telegram } from './telegram.js';
import { twilio } from './twilio.js';

/**
 * Rows for app nodes, mapped onto the app connectors' steps (`<app>.<operation>`): the n8n operations that
 * have a step of ours; the others import as placeholders that say which operation it was. What a step does
 * differently (a list as `items`, a project key for an id) is reported for the person importing.
 */
export const APP_NODE_MAPPINGS: readonly NodeMapping[] = [
  telegram,
  slack,
  gmail,
  googleSheets,
  notion,
  github,
  discord,
  jira,
  twilio,
  hubspot,
];
