import {
  defaultWorkflowData,
  type IntegrationAuthorizationIds,
  type IntegrationSettingField,
  type IntegrationSettings,
  type IntegrationTemplate,
  migrateWorkflowGraph,
  WorkflowData,
  type WorkflowGraph,
} from '@flowlane/contracts';
import { pastedGraph } from '../workflows/service.js';

/**
 * Fills a template's `[[key]]` placeholders with the integration's settings and its authorization
 * requirements with the chosen ids, giving the workflow the integration runs.
 *
 * - A string that is exactly `[[key]]` becomes the setting's typed value; a setting left empty removes
 *   the param (so the step's own default applies).
 * - `[[key]]` inside a longer string becomes the value as text (JSON for objects and lists).
 * - A setting is always literal: a `{{` in a value is written so it can never become a mapping.
 */

const WHOLE = /^\[\[\s*([A-Za-z][A-Za-z0-9_]*)\s*\]\]$/;
const ANY = /\[\[\s*([A-Za-z][A-Za-z0-9_]*)\s*\]\]/g;
const REMOVE = Symbol('remove');

/** `{{` in user text would start a run-time mapping; this writes it as the mapping of the text "{{". */
const literal = (text: string) => text.replaceAll('{{', '{{ "{{" }}');

function literalDeep(value: unknown): unknown {
  if (typeof value === 'string') return literal(value);
  if (Array.isArray(value)) return value.map(literalDeep);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, literalDeep(v)]));
  }
  return value;
}

const asText = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

export class UnknownPlaceholderError extends Error {}

function fill(value: unknown, settings: IntegrationSettings): unknown {
  if (typeof value === 'string') {
    const whole = WHOLE.exec(value);
    if (whole?.[1]) {
      const key = whole[1];
      if (!(key in settings)) throw new UnknownPlaceholderError(`Unknown setting [[${key}]]`);
      const setting = settings[key];
      return setting === undefined || setting === null || setting === '' ? REMOVE : literalDeep(setting);
    }
    return value.replace(ANY, (_, key: string) => {
      if (!(key in settings)) throw new UnknownPlaceholderError(`Unknown setting [[${key}]]`);
      return literal(asText(settings[key]));
    });
  }
  if (Array.isArray(value)) {
    return value.map((item) => fill(item, settings)).filter((item) => item !== REMOVE);
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const filled = fill(item, settings);
      if (filled !== REMOVE) out[key] = filled;
    }
    return out;
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

function deepMerge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return out;
}

/** Every placeholder key a template uses (its tests check each names a setting). */
export function placeholdersOf(template: IntegrationTemplate): string[] {
  const keys = new Set<string>();
  for (const match of JSON.stringify(template.workflow).matchAll(ANY)) if (match[1]) keys.add(match[1]);
  return [...keys];
}

/** The settings with defaults applied and values coerced to their field types; errors per field. */
export function checkSettings(
  template: IntegrationTemplate,
  input: IntegrationSettings,
): { settings: IntegrationSettings; errors: Record<string, string> } {
  const settings: IntegrationSettings = {};
  const errors: Record<string, string> = {};
  const known = new Set(template.settings.map((f) => f.key));
  for (const key of Object.keys(input)) {
    if (!known.has(key)) errors[`settings.${key}`] = `${template.name} has no setting "${key}"`;
  }
  for (const field of template.settings) {
    const raw = key(input, field.key) ?? field.default;
    const result = coerce(field, raw);
    if ('error' in result) errors[`settings.${field.key}`] = result.error;
    else settings[field.key] = result.value;
  }
  return { settings, errors };
}

const key = (input: IntegrationSettings, name: string) => (name in input ? input[name] : undefined);

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

function coerce(field: IntegrationSettingField, raw: unknown): { value: unknown } | { error: string } {
  const empty = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
  if (empty) {
    if (field.required && field.type !== 'boolean') return { error: `${field.label} is required` };
    return { value: field.type === 'boolean' ? false : null };
  }
  switch (field.type) {
    case 'number': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : Number.NaN;
      if (!Number.isFinite(n)) return { error: `${field.label} must be a number` };
      if (field.min !== undefined && n < field.min)
        return { error: `${field.label} must be at least ${field.min}` };
      if (field.max !== undefined && n > field.max)
        return { error: `${field.label} must be at most ${field.max}` };
      return { value: n };
    }
    case 'boolean':
      if (typeof raw === 'boolean') return { value: raw };
      if (raw === 'true' || raw === 'false') return { value: raw === 'true' };
      return { error: `${field.label} must be true or false` };
    case 'json':
      if (typeof raw !== 'string') return { value: raw };
      try {
        return { value: JSON.parse(raw) };
      } catch {
        return { error: `${field.label} is not valid JSON` };
      }
    default: {
      if (typeof raw !== 'string' && typeof raw !== 'number') return { error: `${field.label} must be text` };
      const value = String(raw).trim();
      if (value.length > 10_000) return { error: `${field.label} is too long` };
      if (field.type === 'select' && !field.options?.some((o) => o.value === value)) {
        return { error: `${field.label} must be one of ${field.options?.map((o) => o.value).join(', ')}` };
      }
      if (field.type === 'email' && !value.split(',').every((part) => EMAIL.test(part.trim()))) {
        return { error: 'Please enter a valid email' };
      }
      if (field.type === 'url') {
        let url: URL | undefined;
        try {
          url = new URL(value);
        } catch {}
        if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
          return { error: `${field.label} must be an http(s) URL` };
        }
      }
      if (field.pattern && !new RegExp(field.pattern).test(value)) {
        return { error: field.patternMessage ?? `${field.label} has the wrong format` };
      }
      return { value };
    }
  }
}

/** Which requirements are missing or not asked for; errors per field (`authorizationIds.<key>`). */
export function checkAuthorizationIds(
  template: IntegrationTemplate,
  input: IntegrationAuthorizationIds,
): { authorizationIds: IntegrationAuthorizationIds; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const authorizationIds: IntegrationAuthorizationIds = {};
  for (const requirement of template.authorizations) {
    const id = input[requirement.key]?.trim();
    if (id) authorizationIds[requirement.key] = id;
    else if (requirement.required)
      errors[`authorizationIds.${requirement.key}`] = `Choose a ${requirement.label} authorization`;
  }
  for (const name of Object.keys(input)) {
    if (!template.authorizations.some((r) => r.key === name)) {
      errors[`authorizationIds.${name}`] = `${template.name} needs no authorization "${name}"`;
    }
  }
  return { authorizationIds, errors };
}

/** The integration's workflow document: the template filled with checked settings and authorizations. */
export function buildWorkflow(
  template: IntegrationTemplate,
  input: {
    name: string;
    settings: IntegrationSettings;
    authorizationIds: IntegrationAuthorizationIds;
    enabled: boolean;
  },
): { data: WorkflowData; graph: WorkflowGraph } {
  const filledData = fill(template.workflow.data, input.settings) as Record<string, unknown>;
  const data = WorkflowData.parse(
    deepMerge(defaultWorkflowData() as unknown as Record<string, unknown>, {
      ...filledData,
      title: input.name,
      description: template.description,
      categories: [template.category],
      enabled: input.enabled,
    }),
  );
  // A template may be written at an older schema version: the built workflow is at the current one.
  const { nodes, edges } = migrateWorkflowGraph(template.workflow.graph);
  // fill gives each step params of its own, so the authorization ids below change nothing of the template.
  const steps = nodes.map((node) => ({
    ...node,
    params: fill(node.params, input.settings) as Record<string, unknown>,
  }));
  for (const requirement of template.authorizations) {
    const id = input.authorizationIds[requirement.key];
    for (const target of requirement.fills) {
      const node = steps.find((n) => n.id === target.nodeId);
      if (!node) throw new Error(`${template.id}: no step ${target.nodeId} for ${requirement.key}`);
      if (id) node.params[target.param] = id;
      else delete node.params[target.param];
    }
  }
  // Put together as the designer pastes the filled steps into a new workflow (see pastedGraph).
  return { data, graph: pastedGraph({ nodes: steps, edges }) };
}
