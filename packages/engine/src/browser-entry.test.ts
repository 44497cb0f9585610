import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Packages the browser entry may reach: schemas only, nothing that runs mappings or touches Node. */
const ALLOWED_PACKAGES = new Set(['@flowlane/contracts', 'zod']);
const IMPORT = /^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm;

/** Every module `entry` reaches through its imports, and the packages it names. */
function reach(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop();
    if (file === undefined || files.has(file)) continue;
    files.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = match[1] ?? '';
      if (spec.startsWith('.')) queue.push(join(dirname(file), spec.replace(/\.js$/, '.ts')));
      else packages.add(spec);
    }
  }
  return { files, packages };
}

describe('the browser entry', () => {
  it('reaches only pure modules: no Node module, no executor, no JSONata', () => {
    const { files, packages } = reach(join(dirname(fileURLToPath(import.meta.url)), 'browser.ts'));
    expect([...packages].filter((p) => !ALLOWED_PACKAGES.has(p))).toEqual([]);
    expect([...files].filter((f) => /[/\\](executor|functions|ports)[/\\]/.test(f))).toEqual([]);
    expect(files.size).toBeGreaterThan(10);
  });
});
