import type { MappingContext, NodeMapping } from '../mapping-types.js';
import { isExpression, record, text } from '../table-helpers.js';

type Build = NodeMapping['build'];

/** An app's row: its n8n node mapped onto our app steps, which ask for an authorization (credentials stay). */
export function appRow(type: string, serviceId: string, build: Build): NodeMapping {
  return { types: [type], serviceId, data: '', authorization: true, build };
}

/**
 * A row's build as a table of `resource.operation` builds; any other operation imports as a placeholder that
 * names it. `defaults` are the node's where n8n left them out of the export: the default resource first,
 * then `resource.operation` for each resource that has a default operation (`['channel', 'message.send']`).
 */
export function operations(app: string, defaults: readonly string[], builds: Record<string, Build>): Build {
  return (ctx) => {
    const { resource, operation } = action(ctx, defaults);
    const key = `${resource}.${operation}`;
    const build = Object.hasOwn(builds, key) ? builds[key] : undefined;
    return build ? build(ctx) : unmappedOperation(app, resource, operation);
  };
}

/** A build for the node's versions from `min` on; older exports import as placeholders asking for an update. */
export function sinceVersion(app: string, min: number, build: Build): Build {
  return (ctx) =>
    (ctx.node.typeVersion ?? 1) < min
      ? { unmapped: `the ${app} node before version ${min} (update the node in n8n and export again)` }
      : build(ctx);
}

/** The node's resource and operation, with the node's `defaults` (as `operations` takes them) where n8n left them out. */
export function action(
  ctx: MappingContext,
  defaults: readonly string[],
): { resource: string; operation: string } {
  const keys = defaults.map((key) => key.split('.'));
  const resource = text(ctx.params.resource) ?? keys[0]?.[0] ?? '';
  const operation = text(ctx.params.operation) ?? keys.find(([name]) => name === resource)?.[1] ?? '';
  return { resource, operation };
}

export const unmappedOperation = (app: string, resource: string, operation: string) => ({
  unmapped: operation
    ? `the ${app} ${resource} "${operation}" operation`
    : `the ${app} ${resource} operations`,
});

/** A resource locator's parts (`{ __rl, mode, value, cachedResultName }`), or a plain value's. */
export function locator(value: unknown): { value: unknown; mode?: string; name?: string } {
  const rl = record(value);
  if (rl.__rl !== true) return { value };
  return { value: rl.value, mode: text(rl.mode), name: text(rl.cachedResultName) };
}

/**
 * A locator's value as our id: taken out of the link in n8n's "By URL" mode (n8n does it when the node
 * runs, so a link given by an expression is reported), translated otherwise.
 */
export function locatorId(
  ctx: MappingContext,
  value: unknown,
  fromUrl: (url: string) => string | undefined,
  what: string,
): unknown {
  const loc = locator(value);
  const given = loc.value ?? '';
  const isUrl = loc.mode === 'url' || (typeof given === 'string' && /^https?:\/\//.test(given));
  if (isUrl && typeof given === 'string') {
    if (!isExpression(given)) return fromUrl(given) ?? given;
    ctx.needsHand(
      'parameter',
      `n8n took the ${what} out of a link given by an expression: give the ${what} itself.`,
    );
  }
  return ctx.value(given);
}

/** The kit's paging props from n8n's Return All and Limit (`fallback` is the node's own default limit). */
export function paging(ctx: MappingContext, fallback: number): Record<string, unknown> {
  if (ctx.params.returnAll === true) return { returnAll: true };
  return { limit: ctx.value(ctx.params.limit ?? fallback) };
}

/** n8n hands a list on as one item per entry; our list steps output `{ items, count, more }`. */
export function listNote(ctx: MappingContext, what: string): void {
  ctx.needsHand(
    'parameter',
    `n8n ran the next nodes once per ${what}; here they are this step's "items" list (go through them with a Loop step).`,
  );
}

/** Translated values joined as one comma-separated text (labels, addresses), the empty ones left out. */
export function commaList(ctx: MappingContext, values: readonly unknown[], separator = ', '): string {
  return values
    .map((value) => ctx.value(value))
    .filter((value) => value !== undefined && value !== null && value !== '')
    .map(String)
    .join(separator);
}

/** Names of set options of an n8n collection that the step has no place for. */
function leftOut(options: Record<string, unknown>, handled: readonly string[]): string[] {
  return Object.entries(options)
    .filter(([key, value]) => !handled.includes(key) && value !== '' && value !== undefined && value !== null)
    .filter(([, value]) => !(Array.isArray(value) && value.length === 0))
    .filter(([, value]) => !(typeof value === 'object' && value !== null && Object.keys(value).length === 0))
    .map(([key]) => key);
}

/** Reports the set options of an n8n collection that the step has no place for. */
export function leftOutNote(
  ctx: MappingContext,
  options: Record<string, unknown>,
  handled: readonly string[],
): void {
  const names = leftOut(options, handled);
  if (names.length > 0) ctx.needsHand('parameter', `Not imported: ${names.join(', ')}.`);
}

/** A part of a joined value: a literal text, or an n8n parameter value (which may be an expression). */
export type JoinPart = string | { n8n: unknown };

/**
 * Parts joined as one n8n value, to be translated once: one literal text, or one expression (`=` and the
 * parts, the n8n values' expressions unwrapped) when an n8n value is an expression.
 */
export function joinValues(parts: readonly JoinPart[]): unknown {
  const values = parts.map((part) =>
    typeof part === 'string' ? { literal: true, text: part } : { literal: false, text: part.n8n ?? '' },
  );
  const expression = values.some((part) => !part.literal && isExpression(part.text));
  if (!expression) return values.map((part) => String(part.text)).join('');
  return `=${values
    .map((part) =>
      !part.literal && isExpression(part.text) ? String(part.text).slice(1) : String(part.text),
    )
    .join('')}`;
}
