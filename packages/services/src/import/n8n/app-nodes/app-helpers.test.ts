import { describe, expect, it } from 'vitest';
import type { MappingContext } from '../mapping-types.js';
import { operations, sinceVersion } from './app-helpers.js';

/** A context for an n8n node of this typeVersion and these parameters, its values taken as they are. */
const context = (parameters: Record<string, unknown>, typeVersion = 1): MappingContext => ({
  node: { name: 'App', type: 'n8n-nodes-base.app', typeVersion, parameters },
  params: parameters,
  value: (value) => value,
  jsonata: () => undefined,
  input: '{{ steps.start }}',
  needsHand: () => {},
  replyFromStep: () => {},
});

const send = () => ({ serviceId: 'app.send', params: {} });
const build = operations('App', ['channel', 'message.send'], { 'message.send': send });

describe('operations: an app row as a table of resource.operation builds', () => {
  it.each([
    [
      { resource: 'message', operation: 'send' },
      { serviceId: 'app.send', params: {} },
    ],
    // n8n leaves a resource's default operation out of the export.
    [{ resource: 'message' }, { serviceId: 'app.send', params: {} }],
    // The default resource (listed first) has no default operation here.
    [{}, { unmapped: 'the App channel operations' }],
    [{ operation: 'create' }, { unmapped: 'the App channel "create" operation' }],
    [{ resource: 'message', operation: 'delete' }, { unmapped: 'the App message "delete" operation' }],
    // A resource named like an inherited object key has no default operation.
    [{ resource: 'constructor' }, { unmapped: 'the App constructor operations' }],
  ])('imports %j as %j', (parameters, expected) => {
    expect(build(context(parameters))).toEqual(expected);
  });

  it('keeps exports older than the first mapped version as placeholders that ask for an update', () => {
    const since2 = sinceVersion('App', 2, build);
    expect(since2(context({ resource: 'message' }, 1.5))).toEqual({
      unmapped: 'the App node before version 2 (update the node in n8n and export again)',
    });
    expect(since2(context({ resource: 'message' }, 2))).toEqual({ serviceId: 'app.send', params: {} });
  });
});
