import type { LiveProgressEvent } from '@flowlane/contracts';
import { useEffect, useRef } from 'react';
import { type LiveState, useLiveRuns } from '../../api/live-runs';
import { useInvalidateRuns } from './logs-api';

/** Bursts of step events become one refetch. */
const BATCH_MS = 250;

/**
 * Keeps a workflow's run list (and, with `runId`, that run) fresh from the live stream, without reloads.
 * Returns the stream's state so the page can show it and poll while it is down. A step's progress
 * changes nothing stored, so it goes to `onProgress` instead of a refetch.
 */
export function useLiveLog(
  workflowId: string,
  runId?: string,
  onProgress?: (event: LiveProgressEvent) => void,
): LiveState {
  const invalidate = useInvalidateRuns();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const schedule = () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      invalidate(workflowId, runId);
    }, BATCH_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return useLiveRuns(workflowId, {
    onEvent: (event) => {
      if (event.type === 'capture' || (runId && event.runId !== runId)) return;
      if (event.type === 'progress') onProgress?.(event);
      else schedule();
    },
    onOpen: schedule,
  });
}
