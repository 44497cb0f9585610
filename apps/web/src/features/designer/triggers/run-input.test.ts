import { describe, expect, it } from 'vitest';
import { runNowInput } from './run-input';

const services = new Map([
  ['trigger.webhook', { kind: 'trigger' as const }],
  ['trigger.manual', { kind: 'trigger' as const }],
  ['core.set', { kind: 'action' as const }],
]);
const node = (id: string, serviceId: string, pinnedData?: unknown) => ({
  id,
  data: pinnedData === undefined ? { serviceId } : { serviceId, pinnedData },
});

describe('what Run now starts with', () => {
  it("is the entry trigger's captured test data", () => {
    const request = { method: 'POST', headers: {}, query: {}, body: { total: 42 } };
    const nodes = [node('set', 'core.set', { ignored: true }), node('hook', 'trigger.webhook', request)];
    expect(runNowInput(nodes, [{ target: 'set' }], services)).toEqual(request);
  });

  it('is the first trigger in the graph when there are several, as the engine picks it', () => {
    const nodes = [
      node('manual', 'trigger.manual', { from: 'manual' }),
      node('hook', 'trigger.webhook', { x: 1 }),
    ];
    expect(runNowInput(nodes, [], services)).toEqual({ from: 'manual' });
  });

  it('is an empty object when the trigger has no test data, or there is no trigger', () => {
    expect(runNowInput([node('hook', 'trigger.webhook')], [], services)).toEqual({});
    expect(runNowInput([node('set', 'core.set')], [], services)).toEqual({});
  });
});
