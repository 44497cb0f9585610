import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  migrateWorkflowGraph,
  upgradeWorkflowGraph,
  WORKFLOW_MIGRATIONS,
  WORKFLOW_SCHEMA_VERSION,
} from './graph.js';
import { DocumentVersionError, type MigrationStep, migrationChain } from './migrations.js';

const v1 = (): unknown =>
  JSON.parse(readFileSync(new URL('./fixtures/workflow-v1.json', import.meta.url), 'utf8'));

describe('workflow documents', () => {
  it('end their migration chain at the current schema version', () => {
    expect(1 + WORKFLOW_MIGRATIONS.length).toBe(WORKFLOW_SCHEMA_VERSION);
  });

  it('load a version 1 document (the fixture) with every field kept', () => {
    const graph = migrateWorkflowGraph(v1());
    expect(graph.schemaVersion).toBe(WORKFLOW_SCHEMA_VERSION);
    expect(graph).toEqual({ ...(v1() as object), schemaVersion: WORKFLOW_SCHEMA_VERSION });
  });

  it('load a document of the newest version as it is', () => {
    const newest = { schemaVersion: WORKFLOW_SCHEMA_VERSION, nodes: [], edges: [] };
    expect(migrateWorkflowGraph(newest)).toEqual(newest);
    expect(upgradeWorkflowGraph(newest)).toBe(newest);
  });

  it.each([
    [WORKFLOW_SCHEMA_VERSION + 1, 'was made by a newer version of Flowlane (document version'],
    [0, 'has an unknown document version (0)'],
    [-3, 'has an unknown document version (-3)'],
  ])('refuse version %s, saying why', (version, text) => {
    const future = { schemaVersion: version, nodes: [], edges: [] };
    expect(() => migrateWorkflowGraph(future)).toThrow(DocumentVersionError);
    expect(() => migrateWorkflowGraph(future)).toThrow(text);
  });

  it('leave what is no versioned document to the schema to refuse', () => {
    expect(() => migrateWorkflowGraph({ nodes: [] })).toThrow(/schemaVersion/);
    expect(upgradeWorkflowGraph('nonsense')).toBe('nonsense');
  });
});

describe('a migration chain', () => {
  // The pattern for the first real step: v1 → v2 leaves the document as it is (identity), v2 → v3 renames.
  const identity: MigrationStep = { from: 1, up: (document) => document };
  const rename: MigrationStep = {
    from: 2,
    up: ({ nodes, ...rest }) => ({ ...rest, steps: nodes }),
  };
  const chain = migrationChain('test document', 1, [identity, rename]);

  it('runs every step from the document’s version to the newest, in order', () => {
    expect(chain.current).toBe(3);
    expect(chain.upgrade({ schemaVersion: 1, nodes: ['a'], other: 1 })).toEqual({
      schemaVersion: 3,
      steps: ['a'],
      other: 1,
    });
    expect(chain.upgrade({ schemaVersion: 2, nodes: ['b'] })).toEqual({ schemaVersion: 3, steps: ['b'] });
  });

  it('has an identity step that changes nothing but the version', () => {
    const one = migrationChain('test document', 1, [identity]);
    const document = { schemaVersion: 1, nodes: [{ id: 'x' }], edges: [] };
    expect(one.upgrade(document)).toEqual({ ...document, schemaVersion: 2 });
  });

  it('leaves a document of the newest version untouched (the same object)', () => {
    const newest = { schemaVersion: 3, steps: [] };
    expect(chain.upgrade(newest)).toBe(newest);
  });

  it('refuses a version past its end', () => {
    expect(() => chain.upgrade({ schemaVersion: 4 })).toThrow(
      'document version 4); this server reads versions up to 3.',
    );
  });

  it('must be written without gaps', () => {
    expect(() => migrationChain('test document', 1, [rename])).toThrow('starts at 2, not 1');
  });
});
