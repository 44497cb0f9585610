import { isFinalRunStatus, type LiveRunEvent, RunStatus } from '@flowlane/contracts';
import { useEffect, useRef } from 'react';
import { useLiveRuns } from '../../../api/live-runs';
import { decor, useDecorStore } from '../store/decor-store';
import { testCalls } from '../triggers/test-call-store';
import { designerApi } from './designer-api';

/** Bursts of step events become one GET /api/run/:id. */
const BATCH_MS = 150;
/** While the stream is down and a run is under way, the run is polled instead. */
const POLL_MS = 2000;

type Follower = { schedule(): void; onEvent(event: LiveRunEvent): void };

/**
 * Keeps the canvas's run statuses live: shows the last run on open, then follows every new run of the
 * workflow (Run now, a webhook, a schedule) over the live stream, refetching the run's details as its
 * steps finish. While the stream is down and a run is under way, polls. A caught test call goes to the
 * test-call store.
 */
export function useFollowRuns(workflowId: string | null): void {
  const follower = useRef<Follower | null>(null);
  const live = useLiveRuns(workflowId, {
    onEvent: (event) => follower.current?.onEvent(event),
    onOpen: () => follower.current?.schedule(),
  });
  const streamOpen = useRef(false);
  streamOpen.current = live === 'live';

  useEffect(() => {
    if (!workflowId) return;
    let stopped = false;
    let batchTimer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;
    let again = false;

    async function refresh(): Promise<void> {
      const runId = useDecorStore.getState().runId;
      if (!runId || stopped) return;
      if (inFlight) {
        again = true;
        return;
      }
      inFlight = true;
      try {
        const detail = await designerApi.runDetail(runId);
        if (!stopped) decor.applyRun(detail);
      } catch {
        // The next event or poll tries again.
      } finally {
        inFlight = false;
        if (again) {
          again = false;
          void refresh();
        }
      }
    }

    const schedule = () => {
      batchTimer ??= setTimeout(() => {
        batchTimer = undefined;
        void refresh();
      }, BATCH_MS);
    };

    const onEvent = (event: LiveRunEvent) => {
      if (event.type === 'capture') {
        testCalls.heard(event.kind);
        return;
      }
      if (event.type === 'progress') return;
      const status = RunStatus.safeParse(event.status);
      const followed = useDecorStore.getState().runId;
      if (event.runId !== followed) {
        // A newer run takes over the canvas; an older one finishing does not.
        const starting = event.type === 'step' || (status.success && !isFinalRunStatus(status.data));
        if (!starting) return;
        decor.followRun(event.runId, status.success && event.type === 'status' ? status.data : 'running');
      } else if (event.type === 'status' && status.success) {
        decor.setRunStatus(event.runId, status.data);
      }
      schedule();
    };
    follower.current = { schedule, onEvent };

    // Run now (and Test step) follow their run through the store; fetch it at once.
    const unsubscribe = useDecorStore.subscribe((state, previous) => {
      if (state.runId && state.runId !== previous.runId) schedule();
    });

    const poll = setInterval(() => {
      const { runId, runStatus } = useDecorStore.getState();
      if (runId && !isFinalRunStatus(runStatus) && !streamOpen.current) void refresh();
    }, POLL_MS);

    designerApi
      .latestRun(workflowId)
      .then((run) => {
        if (run && !stopped && !useDecorStore.getState().runId) decor.followRun(run.id, run.status);
      })
      .catch(() => {
        // No last run to show; new runs still arrive over the stream.
      });

    return () => {
      stopped = true;
      follower.current = null;
      unsubscribe();
      clearInterval(poll);
      clearTimeout(batchTimer);
    };
  }, [workflowId]);
}
