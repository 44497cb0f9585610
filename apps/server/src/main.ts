import { ConfigError, loadConfig } from './config/index.js';
import { createServer } from './server.js';
import { installProcessPolicy } from './system/process-policy.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await createServer(config);
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
