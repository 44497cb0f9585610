import { TestCallKind } from '@flowlane/contracts';
import { useEffect } from 'react';
import { i18n } from '../../../i18n';
import { showMessage } from '../../../shell';
import { designerApi } from '../api/designer-api';
import { pinTestData } from './pin-test-data';
import { testCalls, useTestCallStore } from './test-call-store';

/** The live stream's "capture" event answers at once; this poll only covers a stream that is down. */
const POLL_MS = 5000;

/**
 * While a trigger listens for a test call, waits for it: on the live stream's "capture" event (any web
 * process that took the call publishes it) or the poll, reads the captured call and pins it on the
 * trigger steps of its kind. Mounted once with the designer, so closing the panel does not lose it.
 */
export function useTestCallWatch(workflowId: string | null): void {
  // A string, so that only a change of what is listened for (or a new event) restarts the effect.
  const key = useTestCallStore((s) =>
    TestCallKind.options
      .filter((kind) => s.tracks[kind]?.listeningUntil)
      .map((kind) => `${kind}:${s.tracks[kind]?.heard ?? 0}`)
      .join(','),
  );
  useEffect(() => {
    if (!workflowId || key === '') return;
    let stopped = false;
    const kinds = TestCallKind.options.filter((k) => useTestCallStore.getState().tracks[k]?.listeningUntil);
    const check = async (kind: TestCallKind) => {
      try {
        const state = await designerApi.testCall(workflowId, kind);
        const track = useTestCallStore.getState().tracks[kind];
        if (stopped || !track?.listeningUntil) return;
        if (state.capturedAt && state.capturedAt !== track.capturedBefore) {
          pinTestData(kind, state.data);
          testCalls.captured(kind, state.capturedAt);
          showMessage(i18n.t('designer.trigger.capturedMessage'), 'success');
        } else if (!state.listening) {
          testCalls.stopped(kind, true);
        }
      } catch {
        // The next event or poll asks again.
      }
    };
    for (const kind of kinds) void check(kind);
    const timer = setInterval(() => {
      for (const kind of kinds) void check(kind);
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [workflowId, key]);
}
