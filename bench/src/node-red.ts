// Node-RED, the peer the webhook benches compare with: installed once from the npm registry into
// bench/.cache (git-ignored) and started on the webhook bench's flow (http in → change → function(sum) →
// http response), persisting nothing.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@flowlane/e2e';
import { SUM_CALL } from './flowlane-api.js';
import { cachedPackage, spawnNode, stopChild, waitForAnswer } from './harness.js';

export const NODE_RED_VERSION = '4.1.15';

function nodeRedScript(): string {
  const script = 'node_modules/node-red/red.js';
  return join(cachedPackage('node-red', NODE_RED_VERSION, script), script);
}

/** The same flow in Node-RED: http in → change (the numbers) → function (their sum) → http response. */
const NODE_RED_FLOW = [
  { id: 'tab', type: 'tab', label: 'bench' },
  { id: 'in', type: 'http in', z: 'tab', url: '/sum', method: 'post', upload: false, wires: [['set']] },
  {
    id: 'set',
    type: 'change',
    z: 'tab',
    rules: [{ t: 'set', p: 'numbers', pt: 'msg', to: 'payload.numbers', tot: 'msg' }],
    wires: [['code']],
  },
  {
    id: 'code',
    type: 'function',
    z: 'tab',
    func: 'msg.payload = { sum: msg.numbers.reduce((a, b) => a + b, 0) };\nreturn msg;',
    outputs: 1,
    wires: [['reply']],
  },
  { id: 'reply', type: 'http response', z: 'tab', statusCode: '', headers: {}, wires: [] },
];

/**
 * Node-RED serving the flow at `url` on the cores in `cpus`; `userDir` again starts it on an existing
 * user directory (a restart, for its cold start). `coldMs`: spawn to the first answered call.
 */
export async function startNodeRed(options: { cpus: string | undefined; userDir?: string }) {
  const script = nodeRedScript();
  const dir = options.userDir ?? mkdtempSync(join(tmpdir(), 'flowlane-bench-node-red-'));
  const port = await freePort();
  writeFileSync(join(dir, 'flows.json'), JSON.stringify(NODE_RED_FLOW));
  writeFileSync(
    join(dir, 'settings.js'),
    `module.exports = { uiPort: ${port}, uiHost: '127.0.0.1', flowFile: 'flows.json', userDir: ${JSON.stringify(dir)},
      credentialSecret: false, logging: { console: { level: 'warn', metrics: false, audit: false } } };`,
  );
  const started = performance.now();
  const child = spawnNode([script, '--settings', join(dir, 'settings.js'), '--userDir', dir], options.cpus);
  const url = `http://127.0.0.1:${port}/sum`;
  await waitForAnswer(url, SUM_CALL, child, 'Node-RED');
  return {
    url,
    dir,
    pid: child.pid ?? 0,
    coldMs: performance.now() - started,
    stop: () => stopChild(child),
  };
}
