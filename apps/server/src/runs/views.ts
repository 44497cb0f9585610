import { type RunDetail, type RunStepView, type RunSummary, StepError } from '@flowlane/contracts';
import type { RunRecord, RunStepRecord } from '../db/index.js';

const stepError = (value: unknown) => {
  const parsed = StepError.safeParse(value);
  return parsed.success ? parsed.data : null;
};

export function toRunSummary(run: RunRecord): RunSummary {
  return {
    id: run.id,
    workflowId: run.workflowId,
    workflowVersion: run.workflowVersion,
    status: run.status,
    trigger: run.trigger,
    attempts: run.attempts,
    queuedAt: run.queuedAt.toISOString(),
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
    durationMs: run.startedAt && run.finishedAt ? run.finishedAt.getTime() - run.startedAt.getTime() : null,
    processingMs: run.processingMs,
    error: stepError(run.error),
    retryOf: run.retryOf,
  };
}

export function toRunStepView(step: RunStepRecord): RunStepView {
  return {
    seq: step.seq,
    nodeId: step.nodeId,
    name: step.name,
    serviceId: step.serviceId,
    status: step.status,
    iteration: step.iteration,
    input: step.input,
    output: step.output,
    outputTruncated: step.outputTruncated,
    startedAt: step.startedAt.toISOString(),
    durationMs: step.durationMs,
    attempts: step.attempts,
    error: stepError(step.error),
  };
}

export function toRunDetail(run: RunRecord, steps: RunStepRecord[]): RunDetail {
  return {
    ...toRunSummary(run),
    triggerData: run.triggerData,
    output: run.output,
    steps: steps.map(toRunStepView),
  };
}
