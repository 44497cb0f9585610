// Types of build-if-changed.mjs, for its test (apps/server/src/system/build-if-changed.test.ts).

export type Output = { size: number; mtimeMs: number } | null;
export type Stamp = { sources: string; outputs: Record<string, Output> };
export type Decision = {
  build: boolean;
  reason: 'no-build' | 'unknown-build' | 'changed' | 'unchanged';
  message: string;
};

export const OUTPUTS: string[];
export const STAMP_PATH: string;
export function listSources(root: string): string[];
export function fingerprint(paths: string[], read: (path: string) => Uint8Array): string;
export function decide(input: {
  sources: string;
  outputs: Record<string, Output>;
  stamp: Stamp | null;
}): Decision;
export function outputsOf(root: string): Record<string, Output>;
export function readStamp(root: string): Stamp | null;
export function buildIfChanged(
  root: string,
  options?: { log?: (line: string) => void; runBuild?: () => number },
): number;
