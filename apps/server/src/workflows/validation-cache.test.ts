import { buildGraph, serviceLookup } from '@flowlane/engine/testing';
import { describe, expect, it } from 'vitest';
import { validationIssues } from './validation-cache.js';

describe('validation issues per saved version', () => {
  const services = serviceLookup();
  const valid = buildGraph(
    [
      ['t', 'test.trigger'],
      ['s', 'test.set'],
    ],
    [['t', 's']],
  );
  const broken = buildGraph(
    [
      ['t', 'test.trigger'],
      ['s', 'test.nope'],
    ],
    [['t', 's']],
  );

  it('validates a version once and answers later loads from the cache', () => {
    const first = validationIssues('w1', 1, valid, services);
    expect(first).toEqual([]);
    // A version never changes once saved: the same answer, without validating again.
    expect(validationIssues('w1', 1, broken, services)).toBe(first);
  });

  it('validates a new version, another workflow, and another catalogue afresh', () => {
    expect(validationIssues('w2', 1, valid, services)).toEqual([]);
    const next = validationIssues('w2', 2, broken, services);
    expect(next.map((issue) => issue.nodeId)).toEqual(['s']);
    expect(validationIssues('w3', 1, broken, services)).toHaveLength(1);
    expect(validationIssues('w2', 1, broken, serviceLookup())).toHaveLength(1);
  });
});
