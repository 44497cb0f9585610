import type { StepStatus } from '@flowlane/contracts';

/** What the scheduler needs from a finished step: whether and where its data goes on. */
export interface StepOutcome {
  status: StepStatus;
  output: unknown;
  /** Handles whose edges become active; every other outgoing edge is dead. */
  handles: readonly string[];
}

export const CANCELLED: StepOutcome = { status: 'cancelled', output: undefined, handles: [] };
