import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountsRoutes } from './accounts/index.js';
import { installApiKeys, keyRequirement } from './api-keys/index.js';
import { authorizationRoutes } from './authorizations/index.js';
import { billingRoutes, sandboxRoutes } from './billing/index.js';
import { stepOptionsRoutes } from './connectors/options-routes.js';
import type { AppContext } from './context.js';
import { datasetRoutes } from './datasets/routes.js';
import { fileRoutes } from './files/routes.js';
import { installBackPressure } from './http/back-pressure.js';
import { installErrorHandler } from './http/error-handler.js';
import { lazyChild } from './http/logger.js';
import { openApiOptions } from './http/openapi.js';
import { installRequestIds } from './http/request-id.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { registerWebApp, webDistDir } from './http/static.js';
import { installStorableInputCheck } from './http/storable-input.js';
import { integrationRoutes } from './integrations/routes.js';
import { mcpRoutes } from './mcp/routes.js';
import { planRoutes } from './plans/routes.js';
import { projectRoutes } from './projects/routes.js';
import { runRoutes } from './runs/routes.js';
import { storageRoutes } from './storage/index.js';
import { systemRoutes } from './system/routes.js';
import { teamRoutes } from './teams/routes.js';
import { testCallRoutes } from './triggers/test-call-routes.js';
import { webhookRoutes } from './triggers/webhook-routes.js';
import { libraryRoutes } from './workflows/library-routes.js';
import { n8nImportRoutes } from './workflows/n8n-import-routes.js';
import { workflowRoutes } from './workflows/routes.js';
import { stepRunRoutes } from './workflows/step-run.js';

export type BuildAppOptions = {
  /** Serve the built web app and fall back to index.html for client routes. */
  serveWeb?: boolean;
  /** The web app's folder; defaults to the built apps/web/dist. */
  webDir?: string;
};

/** Fastify's types describe the compiler factories in ajv's terms; they answer zod's compilers here. */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/**
 * Where the API docs page's files are, given to @fastify/swagger-ui instead of found beside its code: the
 * server's bundle holds the plugin (with the @fastify/static the web app uses, not a second copy loaded
 * at start, which took a tenth of the main thread's start), and a bundled module has no folder of its own.
 */
function swaggerUiFiles(): { baseDir: string; logo: { type: string; content: Buffer } } {
  const baseDir = join(
    dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')),
    'static',
  );
  return { baseDir, logo: { type: 'image/svg+xml', content: readFileSync(join(baseDir, 'logo.svg')) } };
}

/** A request id a caller may set: short, and nothing a log reader could mistake for more. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.logger,
    bodyLimit: ctx.config.bodyLimitBytes,
    trustProxy: ctx.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Every request has an id: the caller's X-Request-Id when it sends a sane one (a proxy's), else a
    // fresh UUID. It is in each of the request's log lines (requestId), the answer's x-request-id header
    // and every error body, so a user's report leads to the log lines.
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // A request's logger is made when it first writes: below the log level, a request makes none.
    childLoggerFactory: (logger, bindings, options) => lazyChild(logger, bindings, options),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Zod validates and serialises every route. Given here, fastify never builds its default compilers
    // (ajv and fast-json-stringify), which the server's bundle leaves out (build.mjs).
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();
  installErrorHandler(app, ctx.dependencies);
  installStorableInputCheck(app);
  installSecurityHeaders(app);
  installRequestIds(app);
  installBackPressure(app, ctx.dependencies);

  await app.register(fastifySwagger, openApiOptions({ version: ctx.version, keyRequirement }));
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', ...swaggerUiFiles() });

  await app.register(systemRoutes(ctx));
  await app.register(accountsRoutes(ctx));
  await installApiKeys(app, ctx);
  await app.register(workflowRoutes(ctx));
  await app.register(libraryRoutes(ctx));
  await app.register(n8nImportRoutes(ctx));
  await app.register(stepRunRoutes(ctx));
  await app.register(stepOptionsRoutes(ctx));
  await app.register(runRoutes(ctx));
  await app.register(projectRoutes(ctx));
  await app.register(teamRoutes(ctx));
  await app.register(testCallRoutes(ctx));
  await app.register(webhookRoutes(ctx));
  await app.register(authorizationRoutes(ctx));
  await app.register(integrationRoutes(ctx));
  await app.register(fileRoutes(ctx));
  await app.register(billingRoutes(ctx));
  await app.register(planRoutes(ctx));
  if (ctx.billing.sandbox) await app.register(sandboxRoutes(ctx.billing.sandbox));
  await app.register(datasetRoutes(ctx));
  await app.register(storageRoutes(ctx));
  await app.register(mcpRoutes(ctx));

  await registerWebApp(app, options.serveWeb === false ? undefined : (options.webDir ?? webDistDir()));
  return app;
}
