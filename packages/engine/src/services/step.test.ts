import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { buildGraph, runGraph, serviceLookup, stepOf, testTrigger } from '../testing/index.js';
import { prop } from './props.js';
import { defineStep, type StepParams } from './step.js';

const descriptor = {
  id: 'test.step',
  name: 'Test step',
  category: 'Test',
  icon: 'science',
  description: 'A step for the tests',
  kind: 'action' as const,
  actions: [{ id: 'run', name: 'Run', description: 'Run the step' }],
  outputSchema: {},
  outputHandles: [{ id: 'main', label: 'Output' }],
};

const props = {
  authorization: prop.authorization({ kinds: ['postgres'], required: true }),
  sql: prop.code({ label: 'SQL', required: true, placeholder: 'select 1' }),
  note: prop.string({ label: 'Note', help: 'Anything' }),
  body: prop.text({ label: 'Body', default: 'hi' }),
  amount: prop.number({ label: 'Amount', default: 1, min: 0, max: 10, int: true }),
  limit: prop.number({ label: 'Limit' }),
  keep: prop.boolean({ label: 'Keep', default: false }),
  unit: prop.select({ label: 'Unit', options: ['seconds', 'minutes'], default: 'minutes' }),
  mode: prop.select({ label: 'Mode', options: ['a', 'b'] }),
  rows: prop.json({ label: 'Rows', schema: z.array(z.number()).default([]) }),
  payload: prop.json({ label: 'Payload', default: '{{ $ }}', actions: ['run'] }),
  headers: prop.keyvalue({ label: 'Headers', visibleWhen: { key: 'mode', values: ['a'] } }),
  datasetId: prop.dataset({ label: 'Dataset', required: true }),
  stopWhen: prop.expression({ label: 'Stop when' }),
};

const step = defineStep({
  descriptor,
  props,
  execute: (ctx) => ({ output: { amount: ctx.params.amount, unit: ctx.params.unit } }),
});

describe('defineStep', () => {
  it('gives the form fields the props state, in their order, and the authorization kinds', () => {
    expect(step.descriptor.inputs).toStrictEqual([
      {
        key: 'authorization',
        label: 'Authorization',
        type: 'authorization',
        required: true,
        help: 'An authorization of kind postgres',
      },
      { key: 'sql', label: 'SQL', type: 'code', required: true, placeholder: 'select 1' },
      { key: 'note', label: 'Note', type: 'string', required: false, help: 'Anything' },
      { key: 'body', label: 'Body', type: 'text', required: false, default: 'hi' },
      { key: 'amount', label: 'Amount', type: 'number', required: false, default: 1 },
      { key: 'limit', label: 'Limit', type: 'number', required: false },
      { key: 'keep', label: 'Keep', type: 'boolean', required: false, default: false },
      {
        key: 'unit',
        label: 'Unit',
        type: 'select',
        required: false,
        options: [
          { label: 'seconds', value: 'seconds' },
          { label: 'minutes', value: 'minutes' },
        ],
        default: 'minutes',
      },
      {
        key: 'mode',
        label: 'Mode',
        type: 'select',
        required: false,
        options: [
          { label: 'a', value: 'a' },
          { label: 'b', value: 'b' },
        ],
      },
      { key: 'rows', label: 'Rows', type: 'json', required: false },
      {
        key: 'payload',
        label: 'Payload',
        type: 'json',
        required: false,
        default: '{{ $ }}',
        actions: ['run'],
      },
      {
        key: 'headers',
        label: 'Headers',
        type: 'keyvalue',
        required: false,
        visibleWhen: { key: 'mode', values: ['a'] },
      },
      { key: 'datasetId', label: 'Dataset', type: 'dataset', required: true },
      { key: 'stopWhen', label: 'Stop when', type: 'expression', required: false },
    ]);
    expect(step.descriptor.authorizationKinds).toEqual(['postgres']);
    expect(step.descriptor.name).toBe('Test step');
  });

  it('parses with coercion, defaults, bounds and enums', () => {
    const minimal = { authorization: 'a1', sql: 'select 1', datasetId: 'd1' };
    expect(step.params.parse({ ...minimal, amount: '3', limit: '2.5' })).toStrictEqual({
      ...minimal,
      body: 'hi',
      amount: 3,
      limit: 2.5,
      keep: false,
      unit: 'minutes',
      rows: [],
    });
    const refused = (extra: Record<string, unknown>) =>
      !step.params.safeParse({ ...minimal, ...extra }).success;
    expect(refused({ amount: 11 })).toBe(true);
    expect(refused({ amount: -1 })).toBe(true);
    expect(refused({ amount: 1.5 })).toBe(true);
    expect(refused({ unit: 'hours' })).toBe(true);
    expect(refused({ sql: '' })).toBe(true);
    expect(refused({ authorization: '' })).toBe(true);
    expect(refused({ rows: ['x'] })).toBe(true);
    expect(refused({ keep: 'yes' })).toBe(true);
    expect(step.params.safeParse({ sql: 'x', datasetId: 'd' }).success).toBe(false);
  });

  it('types the params execute receives from the props', () => {
    expectTypeOf<StepParams<typeof props>>().toEqualTypeOf<{
      authorization: string;
      sql: string;
      note?: string | undefined;
      body: string;
      amount: number;
      limit?: number | undefined;
      keep: boolean;
      unit: 'seconds' | 'minutes';
      mode?: 'a' | 'b' | undefined;
      rows: number[];
      payload?: unknown;
      headers?: Record<string, unknown> | undefined;
      datasetId: string;
      stopWhen?: unknown;
    }>();
  });

  it('gives the AI tool a JSON schema with each prop described', () => {
    const schema = step.toJsonSchema();
    expect(schema.type).toBe('object');
    expect(schema.required).toEqual(['authorization', 'sql', 'datasetId']);
    const properties = schema.properties ?? {};
    expect(properties.amount).toMatchObject({
      type: 'integer',
      minimum: 0,
      maximum: 10,
      default: 1,
      description: 'Amount',
    });
    expect(properties.unit).toMatchObject({ enum: ['seconds', 'minutes'], default: 'minutes' });
    expect(properties.note).toMatchObject({ type: 'string', description: 'Anything' });
    expect(properties.authorization).toMatchObject({
      type: 'string',
      description: 'An authorization of kind postgres',
    });
    expect(properties.rows).toMatchObject({ type: 'array', items: { type: 'number' }, description: 'Rows' });
  });

  it('runs execute with the parsed params, and refuses bad ones as the user error defineService gives', async () => {
    const services = serviceLookup([testTrigger, step]);
    const run = (params: Record<string, unknown>) =>
      runGraph(
        buildGraph(
          [
            ['t', 'test.trigger'],
            ['s', 'test.step', params],
          ],
          [['t', 's']],
        ),
        { services },
      );
    const good = await run({ authorization: 'a', sql: 's', datasetId: 'd', amount: '2' });
    expect(stepOf(good, 's').output).toMatchObject({ amount: 2, unit: 'minutes' });
    const bad = await run({ authorization: 'a', sql: 's', datasetId: 'd', amount: 99 });
    expect(stepOf(bad, 's').error).toMatchObject({ kind: 'user', code: 'INVALID_PARAMS' });
  });

  it('refuses a prop not made with a builder', () => {
    expect(() =>
      defineStep({ descriptor, props: { raw: z.string() }, execute: () => ({ output: null }) }),
    ).toThrow(/not made with a prop/);
  });

  it('keeps a schema shared by two props apart', () => {
    const Shared = z.record(z.string(), z.string()).optional();
    const twice = defineStep({
      descriptor,
      props: {
        a: prop.keyvalue({ label: 'A', schema: Shared }),
        b: prop.keyvalue({ label: 'B', schema: Shared }),
      },
      execute: () => ({ output: null }),
    });
    expect(twice.descriptor.inputs.map((f) => f.label)).toEqual(['A', 'B']);
  });

  it('adds rules across props with refine, and keeps the params type', () => {
    const either = defineStep({
      descriptor,
      props: { text: prop.text({ label: 'Text' }), html: prop.text({ label: 'HTML' }) },
      refine: (params) =>
        params.refine((p) => p.text !== undefined || p.html !== undefined, {
          message: 'give a text or an html body',
          path: ['text'],
        }),
      execute: (ctx) => ({ output: ctx.params.text ?? ctx.params.html }),
    });
    expect(either.params.safeParse({}).success).toBe(false);
    expect(either.params.parse({ html: '<p>' })).toEqual({ html: '<p>' });
    expect(either.descriptor.inputs.map((f) => f.key)).toEqual(['text', 'html']);
  });
});
