/** Messages between the code runner pool and its sandbox workers. Values cross as JSON text. */

export interface SandboxJob {
  id: number;
  code: string;
  /** JSON text of the step's input. */
  inputJson: string;
  timeLimitMs: number;
  memoryLimitBytes: number;
}

export type SandboxErrorKind = 'user' | 'timeout' | 'memory' | 'output';

export type SandboxAnswer =
  | { id: number; ok: true; valueJson: string | undefined; logs: string[]; recycle: boolean }
  | { id: number; ok: false; kind: SandboxErrorKind; message: string; logs: string[]; recycle: boolean };

export interface SandboxWorkerData {
  /** One Int32 the host sets to 1 to interrupt the running job (cancellation). */
  cancelFlag: SharedArrayBuffer;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

/** Parses what a worker posted; anything else is a broken worker. */
export function parseAnswer(value: unknown): SandboxAnswer | undefined {
  if (!isRecord(value) || typeof value.id !== 'number' || !Array.isArray(value.logs)) return undefined;
  const logs = value.logs.filter((l): l is string => typeof l === 'string');
  const recycle = value.recycle === true;
  if (value.ok === true) {
    const valueJson = typeof value.valueJson === 'string' ? value.valueJson : undefined;
    return { id: value.id, ok: true, valueJson, logs, recycle };
  }
  const kinds: SandboxErrorKind[] = ['user', 'timeout', 'memory', 'output'];
  const kind = kinds.find((k) => k === value.kind);
  if (value.ok !== false || !kind || typeof value.message !== 'string') return undefined;
  return { id: value.id, ok: false, kind, message: value.message, logs, recycle };
}

export function parseJob(value: unknown): SandboxJob | undefined {
  if (!isRecord(value)) return undefined;
  const { id, code, inputJson, timeLimitMs, memoryLimitBytes } = value;
  if (typeof id !== 'number' || typeof code !== 'string' || typeof inputJson !== 'string') return undefined;
  if (typeof timeLimitMs !== 'number' || typeof memoryLimitBytes !== 'number') return undefined;
  return { id, code, inputJson, timeLimitMs, memoryLimitBytes };
}
