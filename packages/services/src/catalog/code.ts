import { defineStep, prop, type ServiceDefinition } from '@flowlane/engine';
import { z } from 'zod';
import { DEFAULT_SERVICE_CONFIG, type ServiceConfig } from '../support/config.js';
import { MAIN_OUTPUT, objectSchema } from '../support/descriptor.js';

const MiB = 1024 * 1024;

/**
 * Code: JavaScript run in a QuickJS sandbox (the code runner port) with time and memory limits. The code
 * is a function body: `input` is in scope and `return` gives the result. No process, require, fs or network.
 */
export function createCodeService(
  config: Pick<ServiceConfig, 'code'> = DEFAULT_SERVICE_CONFIG,
): ServiceDefinition {
  return defineStep({
    descriptor: {
      id: 'code.javascript',
      name: 'Code',
      category: 'Code',
      icon: 'code',
      description: 'Runs JavaScript in a sandbox with the data you give it, and returns a JSON result.',
      kind: 'action',
      actions: [{ id: 'run', name: 'Run JavaScript', description: 'Run the code' }],
      outputSchema: objectSchema({ result: {}, logs: { type: 'array', items: { type: 'string' } } }),
      outputHandles: MAIN_OUTPUT,
    },
    props: {
      code: prop.code({
        label: 'Code',
        required: true,
        default: '// input holds trigger, steps, vars and env\nreturn { received: input.trigger };',
        help: '`input` holds the Input below; return a JSON value',
      }),
      input: prop.json({
        label: 'Input',
        default: '{{ $ }}',
        help: 'Defaults to everything: trigger, steps, vars, env',
      }),
      timeLimitMs: prop.number({
        label: 'Time limit (ms)',
        default: config.code.timeLimitMs,
        int: true,
        min: 1,
      }),
      memoryLimitMb: prop.number({
        label: 'Memory limit (MiB)',
        default: Math.round(config.code.memoryLimitBytes / MiB),
        // The form shows whole MiB; parsing keeps the configured limit as it is.
        schema: z.coerce
          .number()
          .min(1)
          .default(config.code.memoryLimitBytes / MiB),
      }),
    },
    execute: async (ctx) => {
      const { code, input, timeLimitMs, memoryLimitMb } = ctx.params;
      // Time spent waiting for a free sandbox is not this step's processing time; its execution is.
      const started = ctx.waiting();
      let result: Awaited<ReturnType<typeof ctx.ports.codeRunner.run>>;
      try {
        result = await ctx.ports.codeRunner.run({
          code,
          input: input ?? null,
          timeLimitMs,
          memoryLimitBytes: Math.round(memoryLimitMb * MiB),
          // Read only if the job goes to a worker: the run's signal is made when first read.
          get signal() {
            return ctx.signal;
          },
          onStart: started,
        });
      } finally {
        started();
      }
      return { output: { result: result.value ?? null, logs: result.logs } };
    },
  });
}
