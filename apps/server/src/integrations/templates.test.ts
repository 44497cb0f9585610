import {
  emptyWorkflowGraph,
  findPlan,
  type GraphOperation,
  IntegrationTemplate,
  type IntegrationTemplate as Template,
} from '@flowlane/contracts';
import { applyOperations, type DescribeService, validateWorkflow } from '@flowlane/engine';
import { createBuiltInServices, ServiceRegistry } from '@flowlane/services';
import { describe, expect, it } from 'vitest';
import { prepareDocument } from '../workflows/service.js';
import { buildWorkflow, checkAuthorizationIds, checkSettings, placeholdersOf } from './build.js';
import { findIntegrationTemplate, INTEGRATION_TEMPLATES } from './templates.js';

const services = new ServiceRegistry(createBuiltInServices());
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
  it('ships at least ten templates with unique ids', () => {
    expect(INTEGRATION_TEMPLATES.length).toBeGreaterThanOrEqual(10);
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
      const plan = template.services.includes('ai.chat') ? enterprise : trial;
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
