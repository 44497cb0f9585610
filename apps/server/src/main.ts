import { ConfigError, loadConfig } from './config/index.js';
import { PgliteThread, pgliteDirOf } from './db/pglite-thread.js';
import { installProcessPolicy } from './system/process-policy.js';

async function main(): Promise<void> {
  const config = loadConfig();
  // The embedded database opens in its own thread while this one loads the rest of the server (the
  // server's code is a chunk of its own, imported below): the two biggest parts of a start overlap.
  const pgliteOpening =
    config.databaseUrl || config.pgliteThread === 'main'
      ? undefined
      : PgliteThread.open(pgliteDirOf(config.dataDir), undefined, config.pgliteSharedBuffers);
  pgliteOpening?.catch(() => undefined); // awaited, and reported, by createServer
  const { createServer } = await import('./server.js');
  const server = await createServer(config, pgliteOpening ? { pgliteOpening } : {});
  await server.app.listen({ port: config.port, host: config.host });
  server.ctx.logger.info(
    { url: config.publicUrl, database: server.ctx.database.mode, mail: server.ctx.mailer.mode },
    `Flowlane is serving on ${config.publicUrl}`,
  );
  installProcessPolicy(server);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
