import { MappingError } from '../errors.js';
import type { RuntimeToken } from '../functions/runtime.js';
import { type CompiledExpression, compileExpression, type ExpressionLimits } from './expression.js';
import type { MappingScope } from './scope.js';
import { hasMapping, parseTemplate } from './template.js';

/**
 * A param tree compiled once: literal subtrees are kept (frozen) as they are, and every expression gets a slot.
 * Resolving evaluates the slots, then builds the tree; when every slot answers synchronously (the fast path)
 * the whole resolution is synchronous.
 */
type ParamNode =
  | { kind: 'literal'; value: unknown }
  | { kind: 'expression'; slot: number }
  | { kind: 'template'; parts: ReadonlyArray<string | number> }
  | { kind: 'object'; keys: readonly string[]; nodes: readonly ParamNode[] }
  | { kind: 'array'; nodes: readonly ParamNode[] };

export type ResolvedParams = Record<string, unknown>;

export interface CompiledParams {
  /** Every expression with the param path it sits at (for validation messages). */
  readonly expressions: ReadonlyArray<{ param: string; expression: CompiledExpression }>;
  resolve(scope: MappingScope, runtime: RuntimeToken): ResolvedParams | Promise<ResolvedParams>;
}

export type CompileParamsResult =
  | { ok: true; params: CompiledParams }
  | { ok: false; errors: MappingError[] };

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** How mixed text shows a value: nothing for null, JSON for objects. */
export function interpolate(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return value !== null && typeof value === 'object' && typeof Reflect.get(value, 'then') === 'function';
}

class ParamCompiler {
  readonly slots: Array<{ param: string; expression: CompiledExpression }> = [];
  readonly errors: MappingError[] = [];

  constructor(private readonly limits: ExpressionLimits | undefined) {}

  private expression(source: string, param: string): number {
    try {
      const expression = compileExpression(source, this.limits);
      this.slots.push({ param, expression });
      return this.slots.length - 1;
    } catch (error) {
      if (error instanceof MappingError) this.errors.push(error.inParam(param));
      else throw error;
      return -1;
    }
  }

  private text(value: string, param: string): ParamNode {
    if (!hasMapping(value)) return { kind: 'literal', value };
    let parts: ReturnType<typeof parseTemplate>;
    try {
      parts = parseTemplate(value);
    } catch (error) {
      this.errors.push(
        new MappingError(value, error instanceof Error ? error.message : 'invalid', 'MAPPING_SYNTAX', param),
      );
      return { kind: 'literal', value };
    }
    const [only] = parts;
    if (parts.length === 1 && only?.kind === 'expression') {
      return { kind: 'expression', slot: this.expression(only.source, param) };
    }
    return {
      kind: 'template',
      parts: parts.map((part) => (part.kind === 'text' ? part.text : this.expression(part.source, param))),
    };
  }

  node(value: unknown, param: string): ParamNode {
    if (typeof value === 'string') return this.text(value, param);
    if (Array.isArray(value)) {
      const nodes = value.map((item, i) => this.node(item, `${param}.${i}`));
      return nodes.every((n) => n.kind === 'literal') ? { kind: 'literal', value } : { kind: 'array', nodes };
    }
    if (value !== null && typeof value === 'object') {
      const keys = Object.keys(value);
      const nodes = keys.map((key) =>
        this.node(Reflect.get(value, key), param === '' ? key : `${param}.${key}`),
      );
      return nodes.every((n) => n.kind === 'literal')
        ? { kind: 'literal', value }
        : { kind: 'object', keys, nodes };
    }
    return { kind: 'literal', value };
  }
}

function buildObject(keys: readonly string[], nodes: readonly ParamNode[], values: readonly unknown[]) {
  const out: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i += 1) {
    const child = nodes[i];
    if (child) out[keys[i] ?? ''] = build(child, values);
  }
  return out;
}

function build(node: ParamNode, values: readonly unknown[]): unknown {
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'expression':
      return values[node.slot];
    case 'template': {
      let out = '';
      for (const part of node.parts) out += typeof part === 'string' ? part : interpolate(values[part]);
      return out;
    }
    case 'array':
      return node.nodes.map((n) => build(n, values));
    case 'object':
      return buildObject(node.keys, node.nodes, values);
  }
}

/**
 * Compiles a step's params. Keys in `rawKeys` (code, and expressions the engine evaluates later) are kept as
 * written. Literal values are copied and frozen, so a service that mutates its params fails loudly instead of
 * changing the next run's input.
 */
export function compileParams(
  params: Readonly<Record<string, unknown>>,
  rawKeys: ReadonlySet<string>,
  limits?: ExpressionLimits,
): CompileParamsResult {
  const compiler = new ParamCompiler(limits);
  const keys = Object.keys(params);
  const nodes: ParamNode[] = keys.map((key) => {
    const value = structuredClone(params[key]);
    return rawKeys.has(key) ? { kind: 'literal', value } : compiler.node(value, key);
  });
  if (compiler.errors.length > 0) return { ok: false, errors: compiler.errors };
  for (const node of nodes) if (node.kind === 'literal') deepFreeze(node.value);

  const slots = compiler.slots;
  const finish = (values: readonly unknown[]): ResolvedParams => buildObject(keys, nodes, values);
  const fixed = slots.length === 0 ? finish([]) : undefined;

  const resolve = (scope: MappingScope, runtime: RuntimeToken): ResolvedParams | Promise<ResolvedParams> => {
    if (fixed) return { ...fixed };
    const values: unknown[] = new Array(slots.length);
    let pending: Array<Promise<void>> | undefined;
    for (let i = 0; i < slots.length; i += 1) {
      const slot = slots[i];
      if (!slot) continue;
      const value = slot.expression.evaluate(scope, runtime);
      if (isThenable(value)) {
        pending ??= [];
        pending.push(
          Promise.resolve(value).then(
            (resolved) => {
              values[i] = resolved;
            },
            (error: unknown) => {
              throw error instanceof MappingError ? error.inParam(slot.param) : error;
            },
          ),
        );
      } else {
        values[i] = value;
      }
    }
    return pending ? Promise.all(pending).then(() => finish(values)) : finish(values);
  };

  return { ok: true, params: { expressions: slots, resolve } };
}
