export interface CodeRunRequest {
  /** A function body: `input` is in scope, `return` gives the step's output. */
  code: string;
  input: unknown;
  timeLimitMs: number;
  memoryLimitBytes: number;
  signal?: AbortSignal;
  /**
   * Called when the code starts running in a sandbox. Until then the request waited in the runner's queue,
   * which is not the run's processing time (see StepContext.waiting).
   */
  onStart?: () => void;
}

export interface CodeRunResult {
  /** A JSON value (undefined when the code returned nothing). */
  value: unknown;
  logs: string[];
}

/** Runs user code in a sandbox with no host access. */
export interface CodeRunner {
  run(request: CodeRunRequest): Promise<CodeRunResult>;
}
