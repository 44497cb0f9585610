import type { RunResult } from '@flowlane/contracts';

export interface SubworkflowRequest {
  workflowId: string;
  trigger: unknown;
  /** The depth the child runs at (the parent's + 1); the engine refuses past its limit before calling. */
  depth: number;
  signal: AbortSignal;
}

/** Loads another workflow of the same team and runs it to the end. */
export interface SubworkflowPort {
  run(request: SubworkflowRequest): Promise<RunResult>;
}
