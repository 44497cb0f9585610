import { LIVE_EVENT_TYPES, LiveRunEvent } from '@flowlane/contracts';
import { useEffect, useEffectEvent, useState } from 'react';
import { openLiveStream } from '../auth';

/** 'connecting' before the first open; 'live' while the stream is open; 'offline' while it is down. */
export type LiveState = 'connecting' | 'live' | 'offline';

export type LiveHandlers = {
  /** Something happened to the workflow: a run or a step changed, a step progressed, a test call came. */
  onEvent(event: LiveRunEvent): void;
  /** The stream (re)opened: anything may have changed while it was closed. */
  onOpen?(): void;
};

const MAX_BACKOFF_MS = 30_000;

/** The event in an SSE message's data, or null for anything else (a bad line, an unknown type). */
export function parseLiveEvent(data: unknown): LiveRunEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = LiveRunEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The web's one client of GET /api/workflow/:id/live: follows a workflow's runs over server-sent events.
 * The browser reconnects by itself after a dropped connection; when it gives up (the ticket was refused),
 * we reconnect with a fresh ticket and back off. `workflowId` null follows nothing.
 */
export function useLiveRuns(workflowId: string | null, handlers: LiveHandlers): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const onEvent = useEffectEvent((event: LiveRunEvent) => handlers.onEvent(event));
  const onOpen = useEffectEvent(() => handlers.onOpen?.());

  useEffect(() => {
    if (!workflowId) return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failures = 0;

    const retryLater = () => {
      source?.close();
      source = null;
      failures += 1;
      timer = setTimeout(() => void connect(), Math.min(MAX_BACKOFF_MS, 1000 * 2 ** failures));
    };

    const onMessage = (message: MessageEvent) => {
      const event = parseLiveEvent(message.data);
      if (event && event.workflowId === workflowId) onEvent(event);
    };

    async function connect() {
      if (!workflowId) return;
      const opened = await openLiveStream(workflowId);
      if (stopped) {
        opened?.close();
        return;
      }
      if (!opened) {
        setState('offline');
        return;
      }
      source = opened;
      for (const type of LIVE_EVENT_TYPES) source.addEventListener(type, onMessage);
      source.onopen = () => {
        failures = 0;
        setState('live');
        onOpen();
      };
      source.onerror = () => {
        setState('offline');
        if (source?.readyState === EventSource.CLOSED) retryLater();
      };
    }

    setState('connecting');
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [workflowId]);

  return state;
}
