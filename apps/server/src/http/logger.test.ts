import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyChild } from './logger.js';

/** A pino logger at `level` whose lines are kept, parsed, in `lines`. */
function memoryLogger(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')));
      done();
    },
  });
  const logger = pino({ level }, stream);
  const child = vi.spyOn(logger, 'child');
  return { logger: logger as FastifyBaseLogger, lines, child };
}

/** pino writes asynchronously to a stream: the lines are there after a turn. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('a lazy child logger', () => {
  it('makes no child for lines below the level, and one child for all the lines it writes', async () => {
    const { logger, lines, child } = memoryLogger('warn');
    const run = lazyChild(logger, { runId: 'r1' });
    run.info('not written');
    run.debug({ detail: 1 }, 'not written either');
    expect(child).not.toHaveBeenCalled();
    run.warn({ attempt: 2 }, 'slow');
    run.error('failed');
    await settled();
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { level: 40, runId: 'r1', attempt: 2, msg: 'slow' },
      { level: 50, runId: 'r1', msg: 'failed' },
    ]);
    expect(run.level).toBe('warn');
  });

  it("carries its parents' bindings into its own children, and takes a level of its own at once", async () => {
    const { logger, lines } = memoryLogger('info');
    const step = lazyChild(logger, { runId: 'r1' }).child({ nodeId: 'n1' });
    step.info('done');
    const verbose = lazyChild(logger, { runId: 'r2' }, { level: 'debug' });
    expect(verbose.level).toBe('debug');
    verbose.debug('shown');
    await settled();
    expect(lines).toMatchObject([
      { runId: 'r1', nodeId: 'n1', msg: 'done' },
      { runId: 'r2', msg: 'shown' },
    ]);
  });

  it("gives a request's lines its id, and makes no logger for a request that logs nothing", async () => {
    const { logger, lines, child } = memoryLogger('warn');
    const app = Fastify({
      loggerInstance: logger,
      genReqId: () => 'req-1',
      childLoggerFactory: (parent, bindings, options) => lazyChild(parent, bindings, options),
    });
    app.get('/quiet', async () => 'ok');
    app.get('/loud', async (request) => {
      request.log.warn('something to see');
      return 'ok';
    });
    await app.ready();
    const made = child.mock.calls.length; // fastify's own, while it is built
    expect((await app.inject('/quiet')).statusCode).toBe(200);
    expect(child).toHaveBeenCalledTimes(made);
    expect((await app.inject('/loud')).statusCode).toBe(200);
    await settled();
    expect(lines).toMatchObject([{ reqId: 'req-1', msg: 'something to see' }]);
    await app.close();
  });
});
