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

/** Every non-test module under src/ (test support and the test kit left out), by its path from src/. */
function modules(folder = ''): string[] {
  return readdirSync(join(here, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : modules(path);
    const source = entry.name.endsWith('.ts') && !/\.test\.ts$|test-support\.ts$|\.contract\.ts$/.test(path);
    return source ? [path] : [];
  });
}

/** The modules each module imports (values and types alike), as paths from src/. */
function importGraph(): Map<string, string[]> {
  const known = new Set(modules());
  const graph = new Map<string, string[]>();
  for (const file of known) {
    const text = readFileSync(join(here, file), 'utf8');
    const targets = [...text.matchAll(IMPORT)].flatMap((match) => {
      const path = join(file, '..', (match[1] ?? '').replace(/\.js$/, '.ts')).replace(/\\/g, '/');
      return [path, `${path}/index.ts`].filter((candidate) => known.has(candidate));
    });
    graph.set(file, targets);
  }
  return graph;
}

/** The groups of modules that import each other, directly or round about (Tarjan's components). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member) group.push(member);
    } while (member && member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('server modules', () => {
  it('import one another one way only: no module reaches itself through its imports, types included', () => {
    // A domain's index re-exporting its routes made context.ts, the routes and the auth guard one
    // 18-module knot; the run systems and the runtime facade were another.
    expect(cycles(importGraph())).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
