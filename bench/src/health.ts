// GET /api/health on the built server (embedded parts) against a bare node:http server answering the same
// JSON, in one run. Also cold start (process start to first 200) and idle RSS.
import { startBuiltApp } from '@flowlane/e2e';
import { bareProcess, bareServer, formatLoad, load, rssOf } from './harness.js';

export async function healthBenchmark(seconds = 10, connections = 50): Promise<void> {
  // First boot creates the database (initdb + migrations); the cold start that matters is a restart.
  let started = performance.now();
  const first = await startBuiltApp({ LOG_LEVEL: 'warn' });
  const firstBootMs = performance.now() - started;
  await first.stop();
  started = performance.now();
  const app = await startBuiltApp({ LOG_LEVEL: 'warn', DATA_DIR: first.dataDir });
  const coldStartMs = performance.now() - started;
  await new Promise((r) => setTimeout(r, 1000));
  const pid = app.process.pid ?? 0;
  const idleRss = await rssOf(pid);
  const bareStart = await bareProcess();
  try {
    const sample = await (await fetch(`${app.url}/api/health`)).text();
    const bare = await bareServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(sample);
    });
    const baseline = await load(`${bare.url}/api/health`, { connections, seconds });
    bare.server.close();
    const ours = await load(`${app.url}/api/health`, { connections, seconds });
    console.log('\n# GET /api/health');
    console.log(formatLoad('bare node:http (same JSON)', baseline));
    console.log(formatLoad('flowlane (PGlite ping per request)', ours));
    console.log(`ratio flowlane / bare: ${(ours.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)}`);
    console.log(`first boot, new DATA_DIR (spawn to first 200): ${firstBootMs.toFixed(0)} ms`);
    console.log(
      `cold start, existing DATA_DIR (spawn to first 200): ${coldStartMs.toFixed(0)} ms (target <= 1000); ` +
        `bare node process ${bareStart.coldStartMs.toFixed(0)} ms, ratio ${(coldStartMs / bareStart.coldStartMs).toFixed(1)}`,
    );
    console.log(
      `idle RSS: ${idleRss.toFixed(1)} MiB (target <= 120); bare node process ${bareStart.idleRssMib.toFixed(1)} MiB, ` +
        `ratio ${(idleRss / bareStart.idleRssMib).toFixed(1)}`,
    );
  } finally {
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await healthBenchmark();
}
