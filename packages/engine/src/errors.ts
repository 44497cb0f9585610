import { type ErrorKind, escapeUnstorable, type StepError } from '@flowlane/contracts';

/**
 * The engine's three kinds of failure. The kind decides what the run log says and whether a retry can help:
 * a user error fails the same way every time, an operational one may pass on the next attempt, a bug is ours.
 */
export abstract class FlowlaneError extends Error {
  abstract readonly kind: ErrorKind;
  readonly code: string;
  readonly nodeId: string | undefined;

  constructor(message: string, options: { code: string; nodeId?: string; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.nodeId = options.nodeId;
  }
}

/** The workflow's mistake: a bad param, a mapping that fails, an invalid graph. */
export class UserError extends FlowlaneError {
  readonly kind = 'user' as const;
  override readonly name = 'UserError';
}

/** Something outside failed: a network call, a timeout, a service that is not available. */
export class OperationalError extends FlowlaneError {
  readonly kind = 'operational' as const;
  override readonly name = 'OperationalError';
}

/** An invariant of ours broke. */
export class BugError extends FlowlaneError {
  readonly kind = 'bug' as const;
  override readonly name = 'BugError';
}

export function isFlowlaneError(value: unknown): value is FlowlaneError {
  return value instanceof FlowlaneError;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return escapeUnstorable(error.message || error.name);
  if (typeof error === 'string') return escapeUnstorable(error);
  return 'unknown error';
}

/**
 * The log form of any thrown value. Errors that are not ours come from a service's libraries or the
 * outside world, so `fallbackKind` is 'operational' inside a step and 'bug' inside the engine.
 */
export function toStepError(error: unknown, fallbackKind: ErrorKind, nodeId?: string): StepError {
  if (isFlowlaneError(error)) {
    const id = error.nodeId ?? nodeId;
    return {
      kind: error.kind,
      message: escapeUnstorable(error.message),
      code: error.code,
      ...(id ? { nodeId: id } : {}),
    };
  }
  return { kind: fallbackKind, message: messageOf(error), ...(nodeId ? { nodeId } : {}) };
}

export type MappingErrorCode = 'MAPPING_SYNTAX' | 'MAPPING_FAILED' | 'MAPPING_TIMEOUT';

/** A `{{ }}` mapping that does not parse or fails to evaluate; names the expression, the reason and the param. */
export class MappingError extends UserError {
  readonly expression: string;
  readonly reason: string;
  readonly param: string | undefined;

  constructor(expression: string, reason: string, code: MappingErrorCode, param?: string) {
    const what = code === 'MAPPING_SYNTAX' ? 'does not parse' : 'failed';
    super(
      `${param === undefined ? '' : `Param "${param}": `}the mapping {{ ${expression} }} ${what}: ${reason}`,
      {
        code,
      },
    );
    this.expression = expression;
    this.reason = reason;
    this.param = param;
  }

  /** The same error, told about the param it belongs to. */
  inParam(param: string): MappingError {
    if (this.param !== undefined) return this;
    const code: MappingErrorCode =
      this.code === 'MAPPING_SYNTAX' || this.code === 'MAPPING_TIMEOUT' ? this.code : 'MAPPING_FAILED';
    return new MappingError(this.expression, this.reason, code, param);
  }
}
