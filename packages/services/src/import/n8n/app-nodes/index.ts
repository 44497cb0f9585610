import type { NodeMapping } from '../mapping-types.js';
import { airtable } from './airtable.js';
import { discord } from './discord.js';
import { github } from './github.js';
import { gmail } from './gmail.js';
import { googleCalendar } from './google-calendar.js';
import { googleDocs } from './google-docs.js';
import { googleDrive } from './google-drive.js';
import { googleSheets } from './google-sheets.js';
import { hubspot } from './hubspot.js';
import { jira } from './jira.js';
import { microsoftExcel } from './microsoft-excel.js';
import { microsoftOutlook } from './microsoft-outlook.js';
import { microsoftTeams } from './microsoft-teams.js';
import { notion } from './notion.js';
import { onedrive } from './onedrive.js';
import { slack } from './slack.js';
import { supabase } from './supabase.js';
import { telegram } from './telegram.js';
import { twilio } from './twilio.js';
import { whatsapp } from './whatsapp.js';

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
  googleDrive,
  googleCalendar,
  googleDocs,
  airtable,
  supabase,
  whatsapp,
  microsoftOutlook,
  microsoftTeams,
  microsoftExcel,
  onedrive,
];
