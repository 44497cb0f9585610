import type { TestCallKind } from '@flowlane/contracts';
import { create } from 'zustand';

/** What "Listen for a test call" knows in the browser, per trigger kind. */
export type TestCallTrack = {
  /** Listening until this instant (ISO); absent when not listening. */
  listeningUntil?: string;
  /** The capture present when listening started: a different one is the new call. */
  capturedBefore?: string | null;
  /** When the last capture arrived (ISO), for the panel's "captured at". */
  capturedAt?: string | null;
  /** Listening ran out without a call. */
  expired?: boolean;
  /** Bumped by each "capture" event of the live stream: the watcher checks at once. */
  heard?: number;
};

export type TestCallStoreState = { tracks: Partial<Record<TestCallKind, TestCallTrack>> };

export const useTestCallStore = create<TestCallStoreState>(() => ({ tracks: {} }));

const patch = (kind: TestCallKind, change: Partial<TestCallTrack> | ((t: TestCallTrack) => TestCallTrack)) =>
  useTestCallStore.setState((s) => {
    const current = s.tracks[kind] ?? {};
    return {
      tracks: {
        ...s.tracks,
        [kind]: typeof change === 'function' ? change(current) : { ...current, ...change },
      },
    };
  });

export const testCalls = {
  listening(kind: TestCallKind, until: string, capturedBefore: string | null) {
    patch(kind, (t) => ({ ...t, listeningUntil: until, capturedBefore, expired: false }));
  },
  /** Known capture time from the server (the panel shows it), without changing the listening state. */
  known(kind: TestCallKind, capturedAt: string | null) {
    patch(kind, { capturedAt });
  },
  captured(kind: TestCallKind, capturedAt: string) {
    patch(kind, (t) => {
      const { listeningUntil: _until, ...rest } = t;
      return { ...rest, capturedAt, expired: false };
    });
  },
  stopped(kind: TestCallKind, expired: boolean) {
    patch(kind, (t) => {
      const { listeningUntil: _until, ...rest } = t;
      return { ...rest, expired };
    });
  },
  heard(kind: TestCallKind) {
    patch(kind, (t) => ({ ...t, heard: (t.heard ?? 0) + 1 }));
  },
  reset() {
    useTestCallStore.setState({ tracks: {} });
  },
};
