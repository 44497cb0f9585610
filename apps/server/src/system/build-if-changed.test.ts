import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildIfChanged,
  decide,
  fingerprint,
  listSources,
  OUTPUTS,
  type Output,
  STAMP_PATH,
  type Stamp,
} from '../../../../scripts/build-if-changed.mjs';

// `npm start` = scripts/build-if-changed.mjs, then the server: it builds only when the sources changed.

const built = (mtimeMs: number): Record<string, Output> =>
  Object.fromEntries(OUTPUTS.map((path) => [path, { size: 100, mtimeMs }]));

describe('whether npm start builds', () => {
  const stamp: Stamp = { sources: 'aaa', outputs: built(1_000) };

  it('builds when there is no build yet (a fresh clone)', () => {
    const outputs = { ...built(1_000), [OUTPUTS[0]!]: null };
    expect(decide({ sources: 'aaa', outputs, stamp: null })).toMatchObject({
      build: true,
      reason: 'no-build',
    });
    expect(decide({ sources: 'aaa', outputs, stamp })).toMatchObject({ build: true, reason: 'no-build' });
  });

  it('starts without a build when the sources and the outputs are those of the stamp', () => {
    expect(decide({ sources: 'aaa', outputs: built(1_000), stamp })).toEqual({
      build: false,
      reason: 'unchanged',
      message: 'Sources unchanged since the last build: starting without a rebuild',
    });
  });

  it('builds when the sources changed since the last build', () => {
    expect(decide({ sources: 'bbb', outputs: built(1_000), stamp })).toEqual({
      build: true,
      reason: 'changed',
      message: 'Building (sources changed since the last build)…',
    });
  });

  it('builds when the outputs were made by another build than the stamped one, or there is no stamp', () => {
    expect(decide({ sources: 'aaa', outputs: built(2_000), stamp })).toMatchObject({
      build: true,
      reason: 'unknown-build',
    });
    const resized = { ...built(1_000), [OUTPUTS[1]!]: { size: 101, mtimeMs: 1_000 } };
    expect(decide({ sources: 'aaa', outputs: resized, stamp })).toMatchObject({ reason: 'unknown-build' });
    expect(decide({ sources: 'aaa', outputs: built(1_000), stamp: null })).toMatchObject({
      build: true,
      reason: 'unknown-build',
    });
  });
});

describe('the fingerprint of the sources', () => {
  const files = new Map<string, string>([
    ['apps/server/src/main.ts', 'main'],
    ['packages/engine/src/index.ts', 'engine'],
  ]);
  const of = (map: Map<string, string>) =>
    fingerprint([...map.keys()].sort(), (path) => Buffer.from(map.get(path) ?? ''));

  it('changes when a file is edited, added, removed or renamed, and comes back when an edit is undone', () => {
    const before = of(files);
    expect(of(new Map(files).set('apps/server/src/main.ts', 'main!'))).not.toBe(before);
    expect(of(new Map(files).set('apps/web/src/app.tsx', ''))).not.toBe(before);
    const removed = new Map(files);
    removed.delete('packages/engine/src/index.ts');
    expect(of(removed)).not.toBe(before);
    const renamed = new Map(removed).set('packages/engine/src/index2.ts', 'engine');
    expect(of(renamed)).not.toBe(before);
    expect(of(new Map(files))).toBe(before);
  });

  it('tells apart contents moved from one file to the next', () => {
    const a = new Map([
      ['a', 'xy'],
      ['b', ''],
    ]);
    const b = new Map([
      ['a', 'x'],
      ['b', 'y'],
    ]);
    expect(of(a)).not.toBe(of(b));
  });
});

describe('buildIfChanged in a work tree', () => {
  let root = '';
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  let builds = 0;
  /** A build writes both outputs, with contents of its own (so their size or time changes). */
  const runBuild = () => {
    builds += 1;
    for (const path of OUTPUTS) write(path, `build ${builds} `.repeat(builds));
    return 0;
  };
  const start = () => {
    const lines: string[] = [];
    const status = buildIfChanged(root, { log: (line) => lines.push(line), runBuild });
    return { status, lines };
  };

  it('lists the sources a build reads, leaving out tests, outputs, dependencies and dot-folders', () => {
    root = mkdtempSync(join(tmpdir(), 'flowlane-start-'));
    for (const path of [
      'package.json',
      'package-lock.json',
      'apps/web/index.html',
      'apps/web/src/app.tsx',
      'apps/web/src/app.test.tsx',
      'apps/web/dist/index.html',
      'apps/server/build.mjs',
      'apps/server/src/main.ts',
      'apps/server/src/main.test.ts',
      'apps/server/README.md',
      'apps/server/.prev/dist/main.js',
      'apps/server/node_modules/x/index.js',
      'packages/engine/src/index.ts',
      'e2e/tests/a.test.ts',
    ])
      write(path, 'x');
    expect(listSources(root)).toEqual([
      'apps/server/build.mjs',
      'apps/server/src/main.ts',
      'apps/web/index.html',
      'apps/web/src/app.tsx',
      'package-lock.json',
      'package.json',
      'packages/engine/src/index.ts',
    ]);
  });

  it('builds on the first start, not on the next, and again after a source changed', () => {
    root = mkdtempSync(join(tmpdir(), 'flowlane-start-'));
    builds = 0;
    write('package.json', '{}');
    write('apps/server/src/main.ts', 'one');

    expect(start()).toEqual({ status: 0, lines: ['Building (no earlier build found)…'] });
    expect(builds).toBe(1);
    expect(JSON.parse(readFileSync(join(root, STAMP_PATH), 'utf8'))).toHaveProperty('sources');

    expect(start()).toEqual({
      status: 0,
      lines: ['Sources unchanged since the last build: starting without a rebuild'],
    });
    expect(builds).toBe(1);

    write('apps/server/src/main.ts', 'two');
    expect(start().lines).toEqual(['Building (sources changed since the last build)…']);
    expect(builds).toBe(2);
    expect(start().lines).toEqual(['Sources unchanged since the last build: starting without a rebuild']);

    // A test file is not a source of the build.
    write('apps/server/src/main.test.ts', 'a test');
    expect(start().lines).toEqual(['Sources unchanged since the last build: starting without a rebuild']);
    expect(builds).toBe(2);
  });

  it('keeps no stamp of a failed build, so the next start builds again', () => {
    root = mkdtempSync(join(tmpdir(), 'flowlane-start-'));
    write('apps/server/src/main.ts', 'one');
    const failing = () => {
      write(OUTPUTS[0]!, 'half');
      write(OUTPUTS[1]!, 'half');
      return 2;
    };
    expect(buildIfChanged(root, { log: () => undefined, runBuild: failing })).toBe(2);
    builds = 0;
    expect(start().lines).toEqual([
      'Building (the last build was not made by npm start, so its sources are unknown)…',
    ]);
    expect(builds).toBe(1);
  });
});
