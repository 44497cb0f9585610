import { useEffect, useEffectEvent, useState } from 'react';
import { openLiveStream } from '../../auth';
import { type LiveRunEvent, parseLiveEvent } from './live-event';

/** 'connecting' before the first open; 'live' while the stream is open; 'offline' while it is down. */
export type LiveState = 'connecting' | 'live' | 'offline';

export type LiveHandlers = {
  /** A run of the workflow changed. */
  onEvent(event: LiveRunEvent): void;
  /** The stream (re)opened: anything may have changed while it was closed. */
  onOpen(): void;
};

const MAX_BACKOFF_MS = 30_000;

/**
 * Follows a workflow's runs over server-sent events. The browser reconnects by itself after a dropped
 * connection; when it gives up (the old token was refused), we reconnect with a fresh token and back off.
 */
export function useLiveRuns(workflowId: string, handlers: LiveHandlers): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const onEvent = useEffectEvent((event: LiveRunEvent) => handlers.onEvent(event));
  const onOpen = useEffectEvent(() => handlers.onOpen());

  useEffect(() => {
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
      source.addEventListener('status', onMessage);
      source.addEventListener('step', onMessage);
      source.addEventListener('progress', onMessage);
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
