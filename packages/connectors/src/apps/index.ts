import type { AppSpec } from '../kit/app.js';
import { airtable } from './airtable/index.js';
import { discord } from './discord/index.js';
import { github } from './github/index.js';
import { gmail } from './gmail/index.js';
import { googleCalendar } from './google-calendar/index.js';
import { googleDocs } from './google-docs/index.js';
import { googleDrive } from './google-drive/index.js';
import { googleSheets } from './google-sheets/index.js';
import { hubspot } from './hubspot/index.js';
import { jira } from './jira/index.js';
import { microsoftExcel } from './microsoft-excel/index.js';
import { microsoftOutlook } from './microsoft-outlook/index.js';
import { microsoftTeams } from './microsoft-teams/index.js';
import { notion } from './notion/index.js';
import { onedrive } from './onedrive/index.js';
import { slack } from './slack/index.js';
import { supabase } from './supabase/index.js';
import { telegram } from './telegram/index.js';
import { twilio } from './twilio/index.js';
import { whatsapp } from './whatsapp/index.js';

/** Every app, in the order the palette lists them. Adding an app: its folder, then one line here. */
export const APPS: readonly AppSpec[] = [
  googleSheets,
  gmail,
  googleDrive,
  googleCalendar,
  googleDocs,
  telegram,
  slack,
  notion,
  github,
  discord,
  jira,
  twilio,
  hubspot,
  airtable,
  supabase,
  whatsapp,
  microsoftOutlook,
  microsoftTeams,
  microsoftExcel,
  onedrive,
];
