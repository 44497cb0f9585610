import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateWorkflow } from '@flowlane/engine';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { createCatalog } from './catalog.js';
import { chain, node } from './test-support.js';

const crashing = chain(node('start', 'trigger.manual'), node('crash', 'test.crash'));

/** The server's catalogue with these settings; closed after `use`. */
async function withCatalog(
  env: Record<string, string>,
  use: (catalog: ReturnType<typeof createCatalog>) => void,
) {
  const catalog = createCatalog(
    loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'flowlane-catalog-')), ...env }),
  );
  try {
    use(catalog);
  } finally {
    await catalog.close();
  }
}

// The step that kills its own process is for the crash-loop tests only: a server offers it only when
// FLOWLANE_TEST_CRASH_STEP is on, and a workflow using it does not validate on any other.
describe('the test-only crashing step', () => {
  it('is not offered by default, and a workflow using it is refused', async () => {
    await withCatalog({}, (catalog) => {
      expect(catalog.services.get('test.crash')).toBeUndefined();
      expect(catalog.descriptors().map((d) => d.id)).not.toContain('test.crash');
      expect(validateWorkflow(crashing, catalog.services).map((issue) => issue.code)).toEqual([
        'UNKNOWN_SERVICE',
      ]);
    });
  });

  it('is offered with FLOWLANE_TEST_CRASH_STEP=true', async () => {
    await withCatalog({ FLOWLANE_TEST_CRASH_STEP: 'true' }, (catalog) => {
      expect(catalog.services.get('test.crash')?.descriptor.name).toMatch(/test only/);
      expect(validateWorkflow(crashing, catalog.services)).toEqual([]);
    });
  });
});
