import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * STYLE.md habit 15: features do not import features. What two features share lives below them, in
 * `ui` (the kit), `shell`, `api` (queries) or `auth`; a feature reaching into another's folder makes the
 * two move together and, sooner or later, import each other. This scans every import, re-export and
 * dynamic import() of `src/features/<feature>/**` and of the shared folders.
 */
const SRC = join(import.meta.dirname, '..');
const FEATURES = join(SRC, 'features');
/** The folders features build on; they import no feature either (packages import down, never up). */
const SHARED = ['ui', 'shell', 'api', 'auth'];

/**
 * Imports from one feature into another that are allowed for now, as `from -> to`, each with its reason
 * in one line. At most three: move what is shared instead of adding a line here.
 */
const EXCEPTIONS: Record<string, string> = {};
const MAX_EXCEPTIONS = 3;

export type Crossing = { file: string; line: number; specifier: string; from: string; to: string };

/** The feature a path under src/ belongs to, or null outside `features/<feature>/`. */
function featureOf(pathFromSrc: string): string | null {
  const parts = pathFromSrc.split(sep);
  return parts[0] === 'features' && parts.length > 2 ? (parts[1] ?? null) : null;
}

/** Every import of one source that leaves its own feature for another's (or, outside features, for any). */
export function crossings(source: string, pathFromSrc: string): Crossing[] {
  const from = featureOf(pathFromSrc) ?? pathFromSrc.split(sep)[0] ?? '';
  const info = ts.preProcessFile(source, true, true);
  return info.importedFiles.flatMap((imported) => {
    if (!imported.fileName.startsWith('.')) return [];
    const target = relative(SRC, resolve(dirname(join(SRC, pathFromSrc)), imported.fileName));
    const to = featureOf(`${target}${sep}x`);
    if (to === null || to === from) return [];
    const line = source.slice(0, imported.pos).split('\n').length;
    return [{ file: pathFromSrc, line, specifier: imported.fileName, from, to }];
  });
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourcesUnder(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [relative(SRC, join(dir, entry.name))]
        : [],
  );
}
const show = (found: Crossing[]) =>
  found.map((c) => `${c.file}:${c.line} ${c.specifier} (${c.from} -> ${c.to})`);
const crossingsUnder = (dir: string) =>
  sourcesUnder(dir).flatMap((path) => crossings(readFileSync(join(SRC, path), 'utf8'), path));

describe('the feature boundary', () => {
  it('finds static, type-only, re-exported and dynamic imports of another feature, and only those', () => {
    const source = [
      "import { a } from '../logs';",
      "import type { B } from '../../features/billing/x';",
      "export { c } from '../projects/ProjectFilter';",
      "const page = () => import('../teams');",
      "import { own } from './own-file';",
      "import { kit } from '../../ui';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(show(crossings(source, join('features', 'dashboard', 'Card.tsx')))).toEqual([
      'features/dashboard/Card.tsx:1 ../logs (dashboard -> logs)',
      'features/dashboard/Card.tsx:2 ../../features/billing/x (dashboard -> billing)',
      'features/dashboard/Card.tsx:3 ../projects/ProjectFilter (dashboard -> projects)',
      'features/dashboard/Card.tsx:4 ../teams (dashboard -> teams)',
    ]);
    expect(
      crossings("import { x } from '../../../api/projects';", join('features', 'designer', 'panel', 'P.tsx')),
    ).toEqual([]);
  });

  it('no feature imports another feature', () => {
    const found = crossingsUnder(FEATURES).filter((c) => !(`${c.from} -> ${c.to}` in EXCEPTIONS));
    expect(show(found), 'move what features share to ui, shell, api or auth (apps/web/README.md)').toEqual(
      [],
    );
  });

  it('the shared folders import no feature', () => {
    expect(show(SHARED.flatMap((dir) => crossingsUnder(join(SRC, dir))))).toEqual([]);
  });

  it('keeps at most three exceptions, each with its reason, each still needed', () => {
    expect(Object.keys(EXCEPTIONS).length).toBeLessThanOrEqual(MAX_EXCEPTIONS);
    const crossed = new Set(crossingsUnder(FEATURES).map((c) => `${c.from} -> ${c.to}`));
    for (const [pair, reason] of Object.entries(EXCEPTIONS)) {
      expect(reason.trim(), pair).not.toBe('');
      expect(crossed.has(pair), `${pair} is crossed no more: remove its exception`).toBe(true);
    }
  });
});
