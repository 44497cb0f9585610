import type { MappingScope } from '../mapping/scope.js';

export interface ExpressionRequest {
  source: string;
  scope: MappingScope;
  /** The run's clock when the evaluation was asked for: $now() and $millis() read it. */
  now: number;
  /** Seeds $random() and $shuffle() there, drawn from the run's random port (0 when unused). */
  seed: number;
  timeoutMs: number;
  maxDepth: number;
}

/**
 * Evaluates mapping expressions away from the thread that serves requests (a worker), and stops one hard at
 * its time limit even inside a single long native call. Rejects with a MappingError.
 */
export interface ExpressionSandbox {
  evaluate(request: ExpressionRequest): Promise<unknown>;
}
