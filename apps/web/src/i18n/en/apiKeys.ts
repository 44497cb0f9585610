import type { Texts } from '../shape';

/** The API keys sections of My Account and of a team's settings. */
export const apiKeys = {
  title: 'API keys',
  personalIntro:
    'Personal keys call the Flowlane API as you, in your current team, within their scopes. Signing in is still needed to manage keys, your account and billing.',
  teamIntro:
    "Team keys call the Flowlane API for this team with a member's rights, within their scopes. Only admins see and manage them.",
  create: 'Create API key',
  createTitle: 'New API key',
  name: 'Name',
  nameRequired: 'A key needs a name',
  scopes: 'Scopes',
  scopesRequired: 'Choose at least one scope',
  scope: { read: 'Read', write: 'Write', run: 'Run', mcp: 'MCP' },
  scopeHelp: {
    read: 'read workflows, runs, datasets and more',
    write: 'create, change and delete',
    run: 'run, retry and cancel runs',
    mcp: 'use the MCP endpoint',
  },
  expiresIn: 'Expires in',
  expiry: { d7: '7 days', d30: '30 days', d90: '90 days', d365: '1 year' },
  cancel: 'CANCEL',
  submit: 'CREATE',
  createdTitle: 'Copy your new API key',
  createdText:
    'This is the only time the key is shown. Store it somewhere safe; if you lose it, revoke it and create a new one.',
  howTo: 'Send it as "Authorization: Bearer <key>" or "X-API-Key: <key>".',
  copy: 'Copy',
  copied: 'Copied',
  done: 'DONE',
  columns: {
    name: 'Name',
    scopes: 'Scopes',
    expires: 'Expires',
    lastUsed: 'Last used',
    status: 'Status',
    actions: 'Actions',
  },
  never: 'Never',
  status: { active: 'Active', revoked: 'Revoked', expired: 'Expired' },
  revoke: 'Revoke',
  revokeTitle: 'Revoke {{name}}?',
  revokeText: 'Calls with this key stop working at once. This cannot be undone.',
  created: 'API key created: {{name}}',
  revoked: 'API key revoked: {{name}}',
  empty: 'No API keys yet.',
  loadFailed: 'The API keys could not be loaded.',
};

export type ApiKeysTexts = Texts<typeof apiKeys>;
