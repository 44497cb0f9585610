import type { Texts } from '../shape';

/** The dashboard (the spec shows no content there). */
export const dashboard = {
  processing: 'Processing time this period',
  periodRange: '{{from}} – {{to}}',
  usageOf: '{{used}} of {{allowance}}',
  usedExactly: '{{used}} used · {{percent}} of the allowance',
  usageByDay: 'Processing time per day',
  runsToday: 'Runs today',
  sinceMidnight: 'Since midnight, {{zone}}',
  failedOrTimedOut: 'Failed or timed out',
  failuresToday: 'Failures today',
  runningNow: 'Running now',
  concurrencyOf: 'of {{n}} at once on your plan',
  plan: 'Plan',
  upgrade: 'Upgrade',
  periodEnds: 'Period ends',
  recentRuns: 'Recent runs',
  noRuns: 'No runs yet. Run a workflow and it shows here.',
  goToWorkflows: 'Go to My Workflows',
  viewAll: 'All workflows',
  loadFailed: 'The dashboard could not be loaded.',
  system: 'System',
  serverDown: 'The server is not answering.',
  health: {
    status: 'status: {{value}}',
    database: 'database: {{value}}',
    queue: 'queue: {{value}}',
    mail: 'mail: {{value}}',
  },
  start: {
    title: 'Build your first workflow',
    text: 'Workflows run steps for you: on a schedule, when a webhook is called, or when you press Run now. Start from a ready-made template, try a sample, or begin with an empty canvas.',
    templates: 'Browse templates',
    templatesText: 'Ready-made integrations from the library',
    sample: 'Try a sample workflow',
    sampleText: 'A small workflow that runs as it is: open it, press Run now and read its log',
    blank: 'Start from scratch',
    blankText: 'An empty canvas in the designer',
    sampleTitle: 'Sample: hello world',
    sampleTrigger: 'Start',
    sampleStep: 'Say hello',
    sampleMessage: 'Hello from your first workflow!',
  },
};

export type DashboardTexts = Texts<typeof dashboard>;
