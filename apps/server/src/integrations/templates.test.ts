import { createAppServices } from '@flowlane/connectors';
import {
  emptyWorkflowGraph,
  findPlan,
  type GraphOperation,
  IntegrationTemplate,
  type IntegrationTemplate as Template,
} from '@flowlane/contracts';
import {
  applyOperations,
  compileParams,
  type DescribeService,
  runtimeToken,
  validateWorkflow,
} from '@flowlane/engine';
import { FakeClock, fakeHash, seededRandom } from '@flowlane/engine/testing';
import { createBuiltInServices, ServiceRegistry } from '@flowlane/services';
import { describe, expect, it } from 'vitest';
import { prepareDocument } from '../workflows/service.js';
import { buildWorkflow, checkAuthorizationIds, checkSettings, placeholdersOf } from './build.js';
import { findIntegrationTemplate, INTEGRATION_TEMPLATES } from './templates.js';

// The server's catalogue: the built-in steps and every app's (templates use both).
const services = new ServiceRegistry([...createBuiltInServices(), ...createAppServices()]);
const trial = findPlan('free-trial');
const enterprise = findPlan('flow-enterprise');

/** A valid value for every setting, as a user filling the form would give. */
function sampleSettings(template: Template): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of template.settings) {
    if (field.default !== undefined) continue;
    values[field.key] =
      field.type === 'email'
        ? 'ops@example.com'
        : field.type === 'url'
          ? 'https://example.com/health'
          : field.type === 'number'
            ? (field.min ?? 1)
            : field.type === 'boolean'
              ? true
              : field.type === 'select'
                ? field.options?.[0]?.value
                : 'value';
  }
  return values;
}

const sampleAuthorizations = (template: Template) =>
  Object.fromEntries(
    template.authorizations.map((r, i) => [r.key, `00000000-0000-4000-8000-00000000000${i}`]),
  );

describe('the integration library', () => {
  it('ships at least forty templates with unique ids', () => {
    expect(INTEGRATION_TEMPLATES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(INTEGRATION_TEMPLATES.map((t) => t.id)).size).toBe(INTEGRATION_TEMPLATES.length);
  });

  describe.each(INTEGRATION_TEMPLATES.map((t) => [t.id, t] as const))('%s', (_id, template) => {
    it('matches the contract and names only its own settings', () => {
      expect(IntegrationTemplate.parse(template)).toEqual(template);
      const keys = new Set(template.settings.map((f) => f.key));
      for (const placeholder of placeholdersOf(template)) expect(keys, placeholder).toContain(placeholder);
      for (const field of template.settings) {
        if (field.type === 'select') expect(field.options?.length, field.key).toBeGreaterThan(0);
        if (field.default !== undefined) {
          const checked = checkSettings(template, { [field.key]: field.default });
          expect(checked.errors[`settings.${field.key}`], `default of ${field.key}`).toBeUndefined();
        }
      }
    });

    it('fills authorization params of steps that take that kind', () => {
      for (const requirement of template.authorizations) {
        for (const fill of requirement.fills) {
          const node = template.workflow.graph.nodes.find((n) => n.id === fill.nodeId);
          expect(node, `${requirement.key} → ${fill.nodeId}`).toBeDefined();
          const descriptor = services.get(node?.serviceId ?? '')?.descriptor;
          expect(descriptor?.authorizationKinds, fill.nodeId).toContain(requirement.kind);
          expect(descriptor?.inputs.find((i) => i.key === fill.param)?.type).toBe('authorization');
        }
      }
    });

    it('builds a workflow the engine validates and the plan accepts', () => {
      const settings = checkSettings(template, sampleSettings(template));
      expect(settings.errors).toEqual({});
      const authorizations = checkAuthorizationIds(template, sampleAuthorizations(template));
      expect(authorizations.errors).toEqual({});
      const document = buildWorkflow(template, {
        name: template.name,
        settings: settings.settings,
        authorizationIds: authorizations.authorizationIds,
        enabled: true,
      });
      expect(validateWorkflow(document.graph, services)).toEqual([]);
      expect(JSON.stringify(document)).not.toMatch(/\[\[/);
      const usesAi = template.services.some((id) => id === 'ai.chat' || id === 'ai.agent');
      const plan = usesAi ? enterprise : trial;
      if (!plan) throw new Error('plan missing');
      const columns = prepareDocument({ ...document, projectId: null }, plan);
      expect(columns.webhookActive).toBe(template.trigger === 'webhook');
      expect(columns.mailhookActive).toBe(template.trigger === 'mailhook');
      expect(columns.scheduleCron !== null).toBe(template.trigger === 'schedule');
      expect(document.data.title).toBe(template.name);
    });
  });
});

describe('settings', () => {
  const check = findIntegrationTemplate('schedule-http-check');
  if (!check) throw new Error('template missing');

  it('reports each missing or wrong field by name', () => {
    const { errors } = checkSettings(check, { url: 'ftp://x', everyMinutes: 'soon', unknown: 1 });
    expect(errors).toEqual({
      'settings.url': 'URL to check must be an http(s) URL',
      'settings.everyMinutes': 'Check every (minutes) must be a number',
      'settings.email': 'Send to is required',
      'settings.unknown': 'Website check with mail on failure has no setting "unknown"',
    });
  });

  it('applies defaults, coerces types and keeps settings literal', () => {
    const { settings, errors } = checkSettings(check, {
      url: 'https://example.com/{{ env }}',
      email: 'a@example.com, b@example.com',
      expectedStatus: '204',
    });
    expect(errors).toEqual({});
    expect(settings).toMatchObject({ expectedStatus: 204, everyMinutes: 5 });
    const { graph, data } = buildWorkflow(check, {
      name: 'Health',
      settings,
      authorizationIds: {},
      enabled: true,
    });
    const node = (id: string) => graph.nodes.find((n) => n.id === id);
    // The user's "{{" is written as the text "{{", never as a mapping of theirs.
    expect(node('check')?.params.url).toBe('https://example.com/{{ "{{" }} env }}');
    expect(node('decide')?.params.conditions).toEqual([
      { left: '{{ steps.check.status }}', operator: 'notEquals', right: 204 },
    ]);
    // An empty optional setting and an authorization not chosen leave the params out.
    expect(node('alert')?.params).not.toHaveProperty('from');
    expect(node('alert')?.params).not.toHaveProperty('authorization');
    expect(data.schedule).toMatchObject({ active: true, period: { type: 'minute', value: 5 } });
  });

  it('refuses an identifier setting that is not one', () => {
    const template = findIntegrationTemplate('webhook-to-postgres');
    if (!template) throw new Error('template missing');
    const { errors } = checkSettings(template, { table: 'events; drop table users' });
    expect(errors['settings.table']).toBe('Letters, digits and _ only, starting with a letter or _');
  });
});

describe('an integration built from its template', () => {
  const describeService: DescribeService = (id) => services.get(id)?.descriptor;

  it.each(INTEGRATION_TEMPLATES.map((t) => [t.id, t] as const))(
    '%s is the template pasted into a new workflow, then each step given its filled params',
    (_id, template) => {
      const { graph } = buildWorkflow(template, {
        name: template.name,
        settings: checkSettings(template, sampleSettings(template)).settings,
        authorizationIds: sampleAuthorizations(template),
        enabled: true,
      });
      const { nodes, edges } = template.workflow.graph;
      const paste: GraphOperation = {
        type: 'pasteSteps',
        nodes,
        edges,
        at: {
          x: Math.min(...nodes.map((n) => n.position.x)),
          y: Math.min(...nodes.map((n) => n.position.y)),
        },
      };
      const fills = graph.nodes.map(
        (n): GraphOperation => ({ type: 'updateStep', stepId: n.id, patch: { params: n.params } }),
      );
      expect(graph).toEqual(applyOperations(emptyWorkflowGraph(), [paste, ...fills], describeService));
      expect(graph.edges).toEqual(template.workflow.graph.edges);
    },
  );
});

/** A step's params as a run resolves them, the earlier steps' outputs being `steps`. */
async function resolvedParams(templateId: string, nodeId: string, steps: Record<string, unknown>) {
  const template = findIntegrationTemplate(templateId);
  if (!template) throw new Error(`${templateId} missing`);
  const { graph } = buildWorkflow(template, {
    name: template.name,
    settings: checkSettings(template, sampleSettings(template)).settings,
    authorizationIds: sampleAuthorizations(template),
    enabled: true,
  });
  const node = graph.nodes.find((n) => n.id === nodeId);
  if (!node) throw new Error(`${nodeId} missing`);
  const compiled = compileParams(node.params, new Set());
  if (!compiled.ok) throw new Error(compiled.errors.map((e) => e.message).join('; '));
  const scope = { trigger: steps.trigger, steps, vars: {}, env: {} };
  return compiled.params.resolve(scope, runtime);
}
const runtime = runtimeToken({ clock: new FakeClock(), random: seededRandom(), hash: fakeHash });
const webhook = (body: unknown) => ({ trigger: { body } });

describe('template mappings', () => {
  it.each(
    INTEGRATION_TEMPLATES.flatMap((t) => t.workflow.graph.nodes.map((n) => [`${t.id} ${n.id}`, n] as const)),
  )('%s: every mapping compiles', (_name, node) => {
    const compiled = compileParams(node.params, new Set());
    expect(compiled.ok ? [] : compiled.errors.map((e) => e.message)).toEqual([]);
  });

  it('a Stripe checkout or new customer becomes a HubSpot contact; other events are skipped', async () => {
    const event = (type: string, object: unknown) => webhook({ type, data: { object } });
    const checkout = event('checkout.session.completed', {
      customer_details: { email: 'ada@example.com', name: 'Ada King Lovelace', phone: '+441234' },
    });
    expect(await resolvedParams('stripe-webhook-to-hubspot', 'contact', checkout)).toMatchObject({
      email: 'ada@example.com',
      firstname: 'Ada',
      lastname: 'King Lovelace',
      phone: '+441234',
    });
    const customer = event('customer.created', { email: 'grace@example.com', name: 'Grace', phone: null });
    expect(await resolvedParams('stripe-webhook-to-hubspot', 'contact', customer)).toMatchObject({
      email: 'grace@example.com',
      firstname: 'Grace',
      lastname: '',
      phone: '',
    });
    // The default events: checkout.session.completed and customer.created.
    const wanted = await resolvedParams('stripe-webhook-to-hubspot', 'wanted', event('customer.created', {}));
    const unwanted = await resolvedParams('stripe-webhook-to-hubspot', 'wanted', event('invoice.paid', {}));
    expect(wanted.conditions).toEqual([{ left: true, operator: 'equals', right: true }]);
    expect(unwanted.conditions).toEqual([{ left: false, operator: 'equals', right: true }]);
  });

  it('a Typeform response becomes Airtable fields by question reference; plain JSON as it is', async () => {
    const response = webhook({
      form_response: {
        answers: [
          { type: 'text', text: 'Ada', field: { ref: 'Name' } },
          { type: 'choice', choice: { label: 'Pro' }, field: { ref: 'Plan' } },
          { type: 'choices', choices: { labels: ['Mail', 'Chat'] }, field: { ref: 'Channels' } },
          { type: 'number', number: 3, field: { ref: 'Seats' } },
        ],
      },
    });
    expect((await resolvedParams('webhook-to-airtable', 'create', response)).fields).toEqual({
      Name: 'Ada',
      Plan: 'Pro',
      Channels: 'Mail, Chat',
      Seats: 3,
    });
    const plain = webhook({ Name: 'Alan', Seats: 1 });
    expect((await resolvedParams('webhook-to-airtable', 'create', plain)).fields).toEqual({
      Name: 'Alan',
      Seats: 1,
    });
  });

  it('a form with a full name gives HubSpot a first and a last name', async () => {
    const form = webhook({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(await resolvedParams('form-to-hubspot-contact', 'contact', form)).toMatchObject({
      email: 'ada@example.com',
      firstname: 'Ada',
      lastname: 'Lovelace',
      phone: '',
      company: '',
      properties: { message: 'Website form' },
    });
  });

  it('app items are worded for people: a Notion title, a sheet row, the day’s agenda', async () => {
    const notionItem = {
      url: 'https://www.notion.so/plan-1',
      properties: {
        Status: { type: 'select', select: { name: 'Open' } },
        Name: { type: 'title', title: [{ plain_text: 'Plan ' }, { plain_text: 'Q1' }] },
      },
    };
    expect((await resolvedParams('notion-item-to-slack', 'post', { each: { item: notionItem } })).text).toBe(
      ':memo: *Plan Q1*\nhttps://www.notion.so/plan-1',
    );
    const row = { _row: 7, Name: 'Ada', Seats: 3 };
    expect(await resolvedParams('google-sheets-row-to-gmail', 'mail', { each: { item: row } })).toMatchObject(
      {
        subject: 'New row in the spreadsheet (7)',
        body: 'Name: Ada\nSeats: 3',
      },
    );
    const events = {
      count: 2,
      items: [
        { summary: 'Stand-up', start: { dateTime: '2026-12-08T09:30:00+03:00' } },
        { summary: 'Holiday', start: { date: '2026-12-08' } },
      ],
    };
    const agenda = await resolvedParams('schedule-calendar-digest-to-teams', 'post', { events });
    expect(agenda.content).toBe('09:30  Stand-up\nAll day  Holiday');
    const empty = await resolvedParams('schedule-calendar-digest-to-teams', 'post', {
      events: { count: 0, items: [] },
    });
    expect(empty.content).toBe('No events today.');
  });

  it('a Telegram text is answered in its own chat, remembered per chat', async () => {
    const update = webhook({ message: { message_id: 5, text: 'Hi', chat: { id: 42 } } });
    expect(await resolvedParams('telegram-ai-agent', 'agent', update)).toMatchObject({
      prompt: 'Hi',
      conversation: 'telegram-42',
    });
    const reply = await resolvedParams('telegram-ai-agent', 'reply', {
      ...update,
      agent: { text: 'Hello!' },
    });
    expect(reply).toMatchObject({ chatId: '42', text: 'Hello!', replyTo: 5 });
  });
});
