// `npm start` runs this before the server: it builds the web app and the server only when their sources
// changed since the last build it made (a build is about a minute on two cores), and says which it did.
//
// The sources are fingerprinted by content (SHA-256 over every file's path and bytes): apps/web,
// apps/server and packages/* without their tests, build output and dependencies, plus the root
// package.json, package-lock.json and tsconfig.base.json. A stamp in node_modules/.cache keeps the
// fingerprint of the sources the last build was made from, taken before it started (a file saved during a
// build makes the next start build again), and the size and time of the build's outputs; a build made
// another way (`npm run build`, `npm run test:e2e`) changes the outputs, so the stamp no longer vouches for
// them and the next start builds. Editing a file and then undoing the edit does not rebuild.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What a build makes; both must be there, unchanged since the stamp, to start without one. */
export const OUTPUTS = ['apps/server/dist/main.js', 'apps/web/dist/index.html'];

/** Where the stamp is kept: a fresh `npm install` into an empty node_modules builds again. */
export const STAMP_PATH = 'node_modules/.cache/flowlane/build-stamp.json';

const SOURCE_ROOTS = ['apps/web', 'apps/server', 'packages'];
const SOURCE_FILES = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
/** Folders that are not sources: outputs, dependencies, data, a benchmark's copy of a build. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'coverage']);
/** Files a build does not read. */
const skippedFile = (name) => /\.test\.tsx?$/.test(name) || name.endsWith('.md');

/** Every source file under `root`, as paths relative to it with `/` separators, sorted. */
export function listSources(root) {
  const found = [];
  const walk = (dir) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // a workspace folder that is not there
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue; // .prev (benchmarks), editors' and tools' folders
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path);
      } else if (entry.isFile() && !skippedFile(entry.name)) {
        found.push(relative(root, path).split(sep).join('/'));
      }
    }
  };
  for (const dir of SOURCE_ROOTS) walk(join(root, dir));
  for (const file of SOURCE_FILES) {
    try {
      if (statSync(join(root, file)).isFile()) found.push(file);
    } catch {
      // not there (package-lock.json before the first install)
    }
  }
  return found.sort();
}

/** The fingerprint of the sources: their paths and contents, so a file added, removed or edited changes it. */
export function fingerprint(paths, read) {
  const hash = createHash('sha256');
  for (const path of paths) {
    const bytes = read(path);
    hash.update(`${path}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

/**
 * Whether to build, and why. `outputs` has an entry per path of OUTPUTS: its size and modification time,
 * or null when it is missing; `stamp` is what the last build by this script wrote, or null.
 */
export function decide({ sources, outputs, stamp }) {
  if (Object.values(outputs).some((output) => output === null))
    return { build: true, reason: 'no-build', message: 'Building (no earlier build found)…' };
  const sameOutputs =
    stamp !== null &&
    Object.entries(outputs).every(
      ([path, output]) =>
        stamp.outputs?.[path]?.size === output.size && stamp.outputs?.[path]?.mtimeMs === output.mtimeMs,
    );
  if (!sameOutputs)
    return {
      build: true,
      reason: 'unknown-build',
      message: 'Building (the last build was not made by npm start, so its sources are unknown)…',
    };
  if (stamp.sources !== sources)
    return { build: true, reason: 'changed', message: 'Building (sources changed since the last build)…' };
  return {
    build: false,
    reason: 'unchanged',
    message: 'Sources unchanged since the last build: starting without a rebuild',
  };
}

/** Each output's size and modification time, or null where it is missing. */
export function outputsOf(root) {
  return Object.fromEntries(
    OUTPUTS.map((path) => {
      try {
        const stats = statSync(join(root, path));
        return [path, { size: stats.size, mtimeMs: stats.mtimeMs }];
      } catch {
        return [path, null];
      }
    }),
  );
}

export function readStamp(root) {
  try {
    const stamp = JSON.parse(readFileSync(join(root, STAMP_PATH), 'utf8'));
    return typeof stamp?.sources === 'string' && typeof stamp.outputs === 'object' ? stamp : null;
  } catch {
    return null;
  }
}

/** Builds if the sources changed; returns the process's exit code (the build's, when it fails). */
export function buildIfChanged(root, { log = console.log, runBuild } = {}) {
  const sources = fingerprint(listSources(root), (path) => readFileSync(join(root, path)));
  const decision = decide({ sources, outputs: outputsOf(root), stamp: readStamp(root) });
  log(decision.message);
  if (!decision.build) return 0;
  const build =
    runBuild ?? (() => spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status ?? 1);
  const status = build();
  if (status !== 0) return status;
  const stampFile = join(root, STAMP_PATH);
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${JSON.stringify({ sources, outputs: outputsOf(root) }, null, 2)}\n`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  process.exit(buildIfChanged(root));
}
