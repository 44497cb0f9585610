import type {
  RunDetail,
  RunStatus,
  RunStepView,
  ServiceDescriptor,
  StepRunResponse,
} from '@flowlane/contracts';
import { create } from 'zustand';
import type { WorkflowIssue } from '../model/types';

/**
 * What the canvas shows on each step besides the step itself: its service, the server's validation
 * issues and the followed run's record. Kept apart from the graph store so that dragging a step
 * (which rewrites the graph store every frame) never runs the 500 step components' selectors.
 */
/** A "Test step" result and the record the canvas and the panel show for it. */
export type StepTest = { result: StepRunResponse; record: RunStepView };

export type DecorState = {
  services: ReadonlyMap<string, ServiceDescriptor>;
  servicesLoaded: boolean;
  issuesByNode: ReadonlyMap<string, readonly WorkflowIssue[]>;
  workflowIssues: readonly WorkflowIssue[];
  /** The run the canvas follows: the newest one started while the designer is open, or the last one. */
  runId: string | null;
  runStatus: RunStatus | null;
  /** The last record of each step in the followed run (a step in a loop has one per iteration). */
  stepsByNode: ReadonlyMap<string, RunStepView>;
  /** The last "Test step" of each step since the workflow opened (its record is also in stepsByNode). */
  testsByNode: ReadonlyMap<string, StepTest>;
  /** Steps whose test is under way. */
  testing: ReadonlySet<string>;
};

const initial: DecorState = {
  services: new Map(),
  servicesLoaded: false,
  issuesByNode: new Map(),
  workflowIssues: [],
  runId: null,
  runStatus: null,
  stepsByNode: new Map(),
  testsByNode: new Map(),
  testing: new Set(),
};

export const useDecorStore = create<DecorState>(() => initial);

export const decor = {
  setServices(list: readonly ServiceDescriptor[]) {
    useDecorStore.setState({ services: new Map(list.map((s) => [s.id, s])), servicesLoaded: true });
  },

  setIssues(issues: readonly WorkflowIssue[]) {
    const byNode = new Map<string, WorkflowIssue[]>();
    const general: WorkflowIssue[] = [];
    for (const issue of issues) {
      if (!issue.nodeId) general.push(issue);
      else byNode.set(issue.nodeId, [...(byNode.get(issue.nodeId) ?? []), issue]);
    }
    useDecorStore.setState({ issuesByNode: byNode, workflowIssues: general });
  },

  /** Starts following a run; the steps of the previous one are cleared from the canvas. */
  followRun(runId: string, status: RunStatus) {
    if (useDecorStore.getState().runId === runId) return;
    useDecorStore.setState({ runId, runStatus: status, stepsByNode: new Map(), testsByNode: new Map() });
  },

  setRunStatus(runId: string, status: RunStatus) {
    if (useDecorStore.getState().runId === runId) useDecorStore.setState({ runStatus: status });
  },

  /** The followed run's details; unchanged step records keep their object, so their steps do not re-render. */
  applyRun(detail: RunDetail) {
    const state = useDecorStore.getState();
    if (state.runId !== detail.id) return;
    const next = new Map<string, RunStepView>();
    for (const step of [...detail.steps].sort((a, b) => a.seq - b.seq)) next.set(step.nodeId, step);
    for (const [nodeId, step] of next) {
      const previous = state.stepsByNode.get(nodeId);
      if (previous && previous.seq === step.seq && previous.status === step.status)
        next.set(nodeId, previous);
    }
    // Tests made while following this run stay on their steps unless the run has a newer record.
    for (const [nodeId, test] of state.testsByNode) {
      const step = next.get(nodeId);
      if (!step || Date.parse(step.startedAt) < Date.parse(test.record.startedAt))
        next.set(nodeId, test.record);
    }
    useDecorStore.setState({ runStatus: detail.status, stepsByNode: next });
  },

  setTesting(nodeId: string, on: boolean) {
    const testing = new Set(useDecorStore.getState().testing);
    if (on) testing.add(nodeId);
    else testing.delete(nodeId);
    useDecorStore.setState({ testing });
  },

  /**
   * A single-step test's result: shown on its step (canvas and panel) over the followed run's record;
   * the other steps keep theirs. A later run the canvas follows replaces it.
   */
  applyStepTest(result: StepRunResponse, name: string, serviceId: string) {
    const state = useDecorStore.getState();
    const record: RunStepView = {
      seq: -1,
      nodeId: result.stepId,
      name: result.step?.name ?? name,
      serviceId: result.step?.serviceId ?? serviceId,
      status: result.step?.status ?? result.status,
      iteration: null,
      input: result.input,
      output: result.output,
      outputTruncated: result.step?.outputTruncated ?? false,
      startedAt: result.startedAt,
      durationMs: result.durationMs,
      attempts: result.step?.attempts ?? 0,
      error: result.error,
    };
    const stepsByNode = new Map(state.stepsByNode).set(result.stepId, record);
    const testsByNode = new Map(state.testsByNode).set(result.stepId, { result, record });
    useDecorStore.setState({ stepsByNode, testsByNode });
  },

  /** Leaving a workflow: its issues and run go, the service catalogue stays. */
  clearWorkflow() {
    const { services, servicesLoaded } = useDecorStore.getState();
    useDecorStore.setState({ ...initial, services, servicesLoaded });
  },

  reset() {
    useDecorStore.setState(initial);
  },
};
