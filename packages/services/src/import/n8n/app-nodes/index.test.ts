import { describe, expect, it } from 'vitest';
import { APP_NODE_MAPPINGS } from './index.js';

describe("n8n app nodes on the app connectors' steps", () => {
  it('has a row, asking for an authorization, for each connector app', () => {
    expect(APP_NODE_MAPPINGS.flatMap((row) => row.types)).toEqual(
      [
        'telegram',
        'slack',
        'gmail',
        'googleSheets',
        'notion',
        'github',
        'discord',
        'jira',
        'twilio',
        'hubspot',
        'googleDrive',
        'googleCalendar',
        'googleDocs',
        'airtable',
        'supabase',
        'whatsApp',
        'microsoftOutlook',
        'microsoftTeams',
        'microsoftExcel',
        'microsoftOneDrive',
      ].map((name) => `n8n-nodes-base.${name}`),
    );
    expect(APP_NODE_MAPPINGS.every((row) => row.authorization === true)).toBe(true);
  });
});
