import type { ServiceField, WorkflowNode } from '@flowlane/contracts';
import { MappingError } from '../errors.js';
import type { CompiledExpression, ExpressionLimits } from '../mapping/expression.js';
import { compileExpression } from '../mapping/expression.js';
import { type CompiledParams, compileParams } from '../mapping/params.js';
import {
  MERGE_MODES,
  type MergeMode,
  type ServiceDefinition,
  type ServiceLookup,
} from '../services/definition.js';
import { stepLabel, type ValidationIssue } from './issues.js';

/** Field types whose values are never mapped when the step starts. */
const RAW_TYPES = new Set<ServiceField['type']>(['code', 'expression']);

export interface CheckedNode {
  node: WorkflowNode;
  definition: ServiceDefinition;
  params: CompiledParams;
  /** Expressions the engine evaluates later (a loop's break condition), by param key. */
  lazy: Map<string, CompiledExpression>;
  mergeMode: MergeMode | undefined;
}

function appliesTo(field: ServiceField, action: string): boolean {
  return field.actions === undefined || field.actions.includes(action);
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Params the node leaves out take the field's default, so a default may itself be a mapping. */
function withDefaults(
  params: Record<string, unknown>,
  fields: readonly ServiceField[],
): Record<string, unknown> {
  let merged: Record<string, unknown> | undefined;
  for (const field of fields) {
    if (field.default === undefined || params[field.key] !== undefined) continue;
    merged ??= { ...params };
    merged[field.key] = field.default;
  }
  return merged ?? params;
}

/** A lazily evaluated expression may be written bare or wrapped in one `{{ }}`. */
export function unwrapExpression(text: string): string {
  const trimmed = text.trim();
  return trimmed.startsWith('{{') && trimmed.endsWith('}}') ? trimmed.slice(2, -2).trim() : trimmed;
}

function checkMergeMode(node: WorkflowNode, definition: ServiceDefinition, issues: ValidationIssue[]) {
  const control = definition.control;
  if (control?.kind !== 'merge') return undefined;
  const field = definition.descriptor.inputs.find((f) => f.key === control.modeParam);
  const raw = node.params[control.modeParam] ?? field?.default ?? 'all';
  const mode = MERGE_MODES.find((m) => m === raw);
  if (!mode) {
    issues.push({
      code: 'INVALID_SETTING',
      nodeId: node.id,
      param: control.modeParam,
      message: `${stepLabel(node)}: merge mode must be one of ${MERGE_MODES.join(', ')} (a fixed value, not a mapping)`,
    });
  }
  return mode;
}

/** Checks one node against its service and compiles its params; undefined when it cannot run. */
export function checkNode(
  node: WorkflowNode,
  services: ServiceLookup,
  issues: ValidationIssue[],
  limits?: ExpressionLimits,
): CheckedNode | undefined {
  const definition = services.get(node.serviceId);
  if (!definition) {
    issues.push({
      code: 'UNKNOWN_SERVICE',
      nodeId: node.id,
      message: `${stepLabel(node)} uses the unknown service "${node.serviceId}"`,
    });
    return undefined;
  }
  const { descriptor } = definition;
  if (!descriptor.actions.some((a) => a.id === node.action)) {
    issues.push({
      code: 'UNKNOWN_ACTION',
      nodeId: node.id,
      message: `${stepLabel(node)}: ${descriptor.name} has no action "${node.action}"`,
    });
    return undefined;
  }
  const before = issues.length;
  const fields = descriptor.inputs.filter((f) => appliesTo(f, node.action));
  for (const field of fields) {
    if (field.required && isMissing(node.params[field.key]) && isMissing(field.default)) {
      issues.push({
        code: 'MISSING_INPUT',
        nodeId: node.id,
        param: field.key,
        message: `${stepLabel(node)} is missing the required input "${field.label}" (${field.key})`,
      });
    }
  }
  const lazy = new Map<string, CompiledExpression>();
  const rawKeys = new Set<string>();
  for (const field of fields) {
    if (!RAW_TYPES.has(field.type)) continue;
    rawKeys.add(field.key);
    const value = node.params[field.key] ?? field.default;
    if (field.type !== 'expression' || typeof value !== 'string' || value.trim() === '') continue;
    try {
      lazy.set(field.key, compileExpression(unwrapExpression(value), limits));
    } catch (error) {
      if (!(error instanceof MappingError)) throw error;
      issues.push({
        code: 'MAPPING_SYNTAX',
        nodeId: node.id,
        param: field.key,
        message: `${stepLabel(node)}: ${error.inParam(field.key).message}`,
      });
    }
  }
  const compiled = compileParams(withDefaults(node.params, fields), rawKeys, limits);
  if (!compiled.ok) {
    for (const error of compiled.errors) {
      issues.push({
        code: 'MAPPING_SYNTAX',
        nodeId: node.id,
        ...(error.param === undefined ? {} : { param: error.param }),
        message: `${stepLabel(node)}: ${error.message}`,
      });
    }
  }
  const mergeMode = checkMergeMode(node, definition, issues);
  if (!compiled.ok || issues.length > before) return undefined;
  return { node, definition, params: compiled.params, lazy, mergeMode };
}
