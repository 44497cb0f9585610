import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = new URL('.', import.meta.url).pathname;
const IMPORT = /from '(\.\.?\/[^']+)'/g;

/** The relative imports of the non-test files of a folder under src/, as paths from src/. */
function importsOf(folder: string): { file: string; target: string }[] {
  const found: { file: string; target: string }[] = [];
  for (const name of readdirSync(join(here, folder))) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
    const text = readFileSync(join(here, folder, name), 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const target = join(folder, match[1] ?? '').replace(/\\/g, '/');
      found.push({ file: `${folder}/${name}`, target });
    }
  }
  return found;
}

describe('one-way server layers', () => {
  it('http/ is the bottom floor every domain imports: it imports no domain but the dependency watch', () => {
    // The composition root (app.ts, which registers every domain's routes) sits beside server.ts instead.
    const upward = importsOf('http').filter(
      ({ target }) => !target.startsWith('http/') && !target.startsWith('system/dependencies'),
    );
    expect(upward).toEqual([]);
  });
});
