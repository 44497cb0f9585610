import { describe, expect, it } from 'vitest';
import { parseLiveEvent } from './live-runs';

const ids = { runId: 'r1', workflowId: 'w1', teamId: 't1' };

describe('live run events', () => {
  it('reads status and step events', () => {
    expect(parseLiveEvent(JSON.stringify({ type: 'status', ...ids, status: 'running' }))).toEqual({
      type: 'status',
      ...ids,
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
      ...ids,
      nodeId: 'ocr',
      done: 2,
      total: 5,
      detail: 'ocr',
    });
  });

  it('reads a caught test call, which belongs to no run', () => {
    const capture = { type: 'capture', workflowId: 'w1', teamId: 't1', kind: 'webhook', capturedAt: 'now' };
    expect(parseLiveEvent(JSON.stringify(capture))).toEqual(capture);
  });

  it('keeps a status it does not know yet, so the page still refreshes', () => {
    expect(parseLiveEvent(JSON.stringify({ type: 'status', ...ids, status: 'paused' }))).toMatchObject({
      runId: 'r1',
      status: 'paused',
    });
  });

  it.each([
    ['a webhook reply', JSON.stringify({ type: 'reply', ...ids, reply: { status: 200, headers: {} } })],
    ['a cancellation', JSON.stringify({ type: 'cancel', ...ids })],
    ['broken JSON', '{"type":'],
    ['no data', undefined],
  ])('ignores %s', (_name, data) => {
    expect(parseLiveEvent(data)).toBeNull();
  });
});
