import { isFinalRunStatus, RunStatus, TestCallKind } from '@flowlane/contracts';
import { useEffect } from 'react';
import { z } from 'zod';
import { openLiveStream } from '../../../auth';
import { decor, useDecorStore } from '../store/decor-store';
import { testCalls } from '../triggers/test-call-store';
import { designerApi } from './designer-api';

/** An event of GET /api/workflow/:id/live. */
const LiveEvent = z.object({
  type: z.enum(['status', 'step']),
  runId: z.string(),
  workflowId: z.string(),
  status: z.string(),
  nodeId: z.string().optional(),
});
type LiveEvent = z.infer<typeof LiveEvent>;

/** Bursts of step events become one GET /api/run/:id. */
const BATCH_MS = 150;
/** While the stream is down and a run is under way, the run is polled instead. */
const POLL_MS = 2000;
const MAX_BACKOFF_MS = 30_000;

/** "Listen for a test call" caught a call for this workflow. */
const CaptureEvent = z.object({ type: z.literal('capture'), workflowId: z.string(), kind: TestCallKind });

function parseEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = LiveEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the canvas's run statuses live: shows the last run on open, then follows every new run of the
 * workflow (Run now, a webhook, a schedule) over server-sent events, refetching the run's details as its
 * steps finish. The stream reconnects with a fresh token and backs off; while it is down, polls.
 */
export function useFollowRuns(workflowId: string | null): void {
  useEffect(() => {
    if (!workflowId) return;
    let stopped = false;
    let source: EventSource | null = null;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    let batchTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
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

    const onEvent = (event: LiveEvent) => {
      if (event.workflowId !== workflowId) return;
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

    const onMessage = (message: MessageEvent) => {
      const event = parseEvent(message.data);
      if (event) onEvent(event);
    };

    const retryLater = () => {
      source?.close();
      source = null;
      failures += 1;
      reconnectTimer = setTimeout(() => void connect(), Math.min(MAX_BACKOFF_MS, 1000 * 2 ** failures));
    };

    async function connect(): Promise<void> {
      if (!workflowId) return;
      const opened = await openLiveStream(workflowId);
      if (stopped || !opened) {
        opened?.close();
        return;
      }
      source = opened;
      source.addEventListener('status', onMessage);
      source.addEventListener('step', onMessage);
      source.addEventListener('capture', (message: MessageEvent) => {
        try {
          const event = CaptureEvent.safeParse(JSON.parse(String(message.data)));
          if (event.success && event.data.workflowId === workflowId) testCalls.heard(event.data.kind);
        } catch {
          // A malformed event is ignored; the watcher's poll still finds the capture.
        }
      });
      source.onopen = () => {
        failures = 0;
        // Anything may have happened while the stream was closed.
        schedule();
      };
      source.onerror = () => {
        // The browser retries a dropped stream itself; a refused one (expired token) it gives up on.
        if (source?.readyState === EventSource.CLOSED) retryLater();
      };
    }

    // Run now (and Test step) follow their run through the store; fetch it at once.
    const unsubscribe = useDecorStore.subscribe((state, previous) => {
      if (state.runId && state.runId !== previous.runId) schedule();
    });

    const poll = setInterval(() => {
      const { runId, runStatus } = useDecorStore.getState();
      if (runId && !isFinalRunStatus(runStatus) && source?.readyState !== EventSource.OPEN) void refresh();
    }, POLL_MS);

    designerApi
      .latestRun(workflowId)
      .then((run) => {
        if (run && !stopped && !useDecorStore.getState().runId) decor.followRun(run.id, run.status);
      })
      .catch(() => {
        // No last run to show; new runs still arrive over the stream.
      });
    void connect();

    return () => {
      stopped = true;
      unsubscribe();
      clearInterval(poll);
      clearTimeout(reconnectTimer);
      clearTimeout(batchTimer);
      source?.close();
    };
  }, [workflowId]);
}
