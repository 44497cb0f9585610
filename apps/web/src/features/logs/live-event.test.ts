import { describe, expect, it } from 'vitest';
import { parseLiveEvent } from './live-event';

const ids = { runId: 'r1', workflowId: 'w1', teamId: 't1' };

describe('live run events', () => {
  it('reads status and step events', () => {
    expect(parseLiveEvent(JSON.stringify({ type: 'status', ...ids, status: 'running' }))).toEqual({
      type: 'status',
      runId: 'r1',
      workflowId: 'w1',
      status: 'running',
    });
    expect(
      parseLiveEvent(JSON.stringify({ type: 'step', ...ids, nodeId: 'n', status: 'failed' }))?.type,
    ).toBe('step');
  });

  it('reads the progress of a long step', () => {
    expect(
      parseLiveEvent(
        JSON.stringify({ type: 'progress', ...ids, nodeId: 'ocr', done: 2, total: 5, detail: 'ocr' }),
      ),
    ).toEqual({
      type: 'progress',
      runId: 'r1',
      workflowId: 'w1',
      nodeId: 'ocr',
      done: 2,
      total: 5,
      detail: 'ocr',
    });
  });

  it('keeps a status it does not know yet, so the page still refreshes', () => {
    expect(parseLiveEvent(JSON.stringify({ type: 'status', ...ids, status: 'paused' }))?.runId).toBe('r1');
  });

  it.each([
    ['a webhook reply', JSON.stringify({ type: 'reply', ...ids, reply: {} })],
    ['broken JSON', '{"type":'],
    ['no data', undefined],
  ])('ignores %s', (_name, data) => {
    expect(parseLiveEvent(data)).toBeNull();
  });
});
