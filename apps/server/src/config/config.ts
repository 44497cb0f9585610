import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATA_DIR, defaultPgliteThread } from './embedded-database.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const port = z.coerce.number().int().min(0).max(65535);

/** Every setting of ARCHITECTURE.md "Runtime modes", read once at start. */
const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Where the embedded database runs: its own worker thread, or the main thread (see defaultPgliteThread). */
  PGLITE_THREAD: z.enum(['worker', 'main']).optional(),
  /** PostgreSQL's page cache inside PGlite, e.g. 16MB (the default) or 64MB (see db/pglite-open.ts). */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9][0-9]{0,5}(kB|MB|GB)$/, 'PGLITE_SHARED_BUFFERS is a size such as 16MB or 64MB')
    .optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  ROLE: z.enum(['web', 'worker', 'scheduler', 'all']).default('all'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  /** Keys rotated out, comma-separated: values sealed under them still open until re-encrypted. */
  ENCRYPTION_KEY_PREVIOUS: z
    .string()
    .refine(
      (v) => v.split(',').every((k) => Buffer.from(k.trim(), 'base64').length === 32),
      'must be a comma-separated list of 32-byte keys, each base64-encoded',
    )
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  MAILHOOK_PORT: port.default(2525),
  MAILHOOK_DOMAIN: z.string().min(1).default('mailhook.localhost'),
  ALLOW_PRIVATE_NETWORK: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRIAL_DAYS: z.coerce.number().int().positive().default(30),
  BILLING_JOBS_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
  RUN_RETENTION_DAYS: z.coerce.number().int().positive().default(30),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/, 'letters, digits, - and _ only')
    .default('flowlane'),
  RUN_LEASE_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  /**
   * How many times a run may stop the process running it (its lease ran out with no finish) before it
   * fails instead of being resumed: a run that kills its server must not restart it in a loop.
   */
  RUN_MAX_CRASHES: z.coerce.number().int().min(1).max(1000).default(2),
  /**
   * The memory one mapping evaluated in the expression sandbox may use, in MiB; past it the step fails and
   * the sandbox's process is replaced (the server's own heap never holds such an evaluation).
   */
  EXPRESSION_MEMORY_MB: z.coerce.number().int().min(16).max(4096).default(64),
  /** Test-only: offers the step that kills its own process (`test.crash`), for the crash-loop tests. */
  FLOWLANE_TEST_CRASH_STEP: bool.default(false),
  /**
   * Test-only: JSON `{ "<app id>": "<base URL>" }`; those apps' steps and loaded choices call these URLs
   * instead of the apps' hosts (browser tests on the apps' fake servers). Refused in production, where
   * it would send authorizations' tokens to another host.
   */
  FLOWLANE_TEST_APP_BASE_URLS: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON object of app ids and URLs' });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string().regex(/^[a-z0-9-]+$/, 'app ids'), z.url({ protocol: /^https?$/ })))
    .optional(),
  /**
   * Runs a worker process runs at once (Redis mode). A run mostly waits (on its database writes, the
   * queue, outside services), so a process keeps many going; each team still gets only its plan's
   * concurrency, so a worker needs more slots than a plan has for one team's backlog to run at its plan's
   * pace and other teams' runs to find slots beside it.
   */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(32),
  RUN_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60_000),
  /**
   * How long a stopping process (SIGTERM) lets its runs finish before it hands them back to the queue.
   * 8 s fits inside `docker stop`'s 10 s; raise it with the orchestrator's own stop timeout.
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(3_600_000).default(8_000),
  /** How long a synchronous webhook waits for its Webhook Response step before answering 202. */
  WEBHOOK_SYNC_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  /** Behind a reverse proxy, trust its X-Forwarded-For (client addresses for rate limits). */
  TRUST_PROXY: bool.default(false),
  /** Webhook requests allowed per hook and per client address in each window, across all processes. */
  WEBHOOK_RATE_LIMIT_PER_HOOK: z.coerce.number().int().positive().default(120_000),
  WEBHOOK_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(240_000),
  WEBHOOK_RATE_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /** The largest stored file (mail attachments, step outputs); bigger ones are refused. */
  FILE_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
});

/** The name of every environment variable the server reads; the deploy recipes set no other (see deploy/). */
export const SETTING_NAMES: readonly string[] = Object.keys(Env.shape);

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  pgliteThread: 'worker' | 'main';
  pgliteSharedBuffers: string | undefined;
  redisUrl: string | undefined;
  role: 'web' | 'worker' | 'scheduler' | 'all';
  smtpUrl: string | undefined;
  stripe: { secretKey: string; webhookSecret: string; publishableKey: string } | undefined;
  encryptionKey: Buffer;
  /** Earlier encryption keys (ENCRYPTION_KEY_PREVIOUS), newest first; only for opening old values. */
  encryptionKeysPrevious: Buffer[];
  jwtSecret: string;
  publicUrl: string;
  mailhookPort: number;
  mailhookDomain: string;
  allowPrivateNetwork: boolean;
  logLevel: string;
  trialDays: number;
  /** How often the scheduler runs the billing jobs (trial mails and ends, sandbox renewals, metering). */
  billingJobsIntervalMs: number;
  runRetentionDays: number;
  bodyLimitBytes: number;
  /** Keys and queue names in Redis start with it, so several installs (or test runs) share one Redis. */
  redisPrefix: string;
  /** How long a worker holds a run without renewing; a run whose worker died is resumed after it. */
  runLeaseMs: number;
  /** How many crashes of its process a run may cause before it fails instead of resuming. */
  runMaxCrashes: number;
  /** The memory one mapping may use in the expression sandbox, in MiB. */
  expressionMemoryMb: number;
  /** Test-only (FLOWLANE_TEST_CRASH_STEP): the catalogue offers a step that kills its own process. */
  testCrashStep: boolean;
  /** Test-only (FLOWLANE_TEST_APP_BASE_URLS): app id → the base URL its connector calls instead of the app's. */
  testAppBaseUrls: Readonly<Record<string, string>>;
  /** Runs a worker process runs at once (Redis mode). */
  workerConcurrency: number;
  runTimeoutMs: number;
  /** How long a stopping process lets runs finish before handing them back to the queue. */
  shutdownGraceMs: number;
  /** How long a synchronous webhook waits for its reply before answering 202 (the run goes on). */
  webhookSyncTimeoutMs: number;
  trustProxy: boolean;
  webhookRateLimit: { perHook: number; perAddress: number; windowMs: number };
  fileMaxBytes: number;
};

export class ConfigError extends Error {}

const GeneratedSecrets = z.object({ jwtSecret: z.string().min(32), encryptionKey: z.string() });

/** Secrets not given are generated once into DATA_DIR and reused, so sessions survive a restart. */
function generatedSecrets(dataDir: string): z.infer<typeof GeneratedSecrets> {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return GeneratedSecrets.parse(JSON.parse(readFileSync(file, 'utf8')));
  const secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    encryptionKey: randomBytes(32).toString('base64'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = Env.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET, env.STRIPE_PUBLISHABLE_KEY];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY go together',
    );
  }
  if (env.NODE_ENV === 'production' && env.FLOWLANE_TEST_APP_BASE_URLS) {
    throw new ConfigError(
      'Invalid configuration: FLOWLANE_TEST_APP_BASE_URLS is for tests; it is refused when NODE_ENV is production',
    );
  }
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const needGenerated = !env.JWT_SECRET || !env.ENCRYPTION_KEY;
  const generated = needGenerated ? generatedSecrets(dataDir) : undefined;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    pgliteThread: env.PGLITE_THREAD ?? defaultPgliteThread(),
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
    redisUrl: env.REDIS_URL,
    role: env.ROLE,
    smtpUrl: env.SMTP_URL,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          }
        : undefined,
    encryptionKey: Buffer.from(env.ENCRYPTION_KEY ?? generated?.encryptionKey ?? '', 'base64'),
    encryptionKeysPrevious: (env.ENCRYPTION_KEY_PREVIOUS ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter((k) => k !== '')
      .map((k) => Buffer.from(k, 'base64')),
    jwtSecret: env.JWT_SECRET ?? generated?.jwtSecret ?? '',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    mailhookPort: env.MAILHOOK_PORT,
    mailhookDomain: env.MAILHOOK_DOMAIN,
    allowPrivateNetwork: env.ALLOW_PRIVATE_NETWORK,
    logLevel: env.LOG_LEVEL,
    trialDays: env.TRIAL_DAYS,
    billingJobsIntervalMs: env.BILLING_JOBS_INTERVAL_MS,
    runRetentionDays: env.RUN_RETENTION_DAYS,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    redisPrefix: env.REDIS_PREFIX,
    runLeaseMs: env.RUN_LEASE_MS,
    runMaxCrashes: env.RUN_MAX_CRASHES,
    expressionMemoryMb: env.EXPRESSION_MEMORY_MB,
    testCrashStep: env.FLOWLANE_TEST_CRASH_STEP,
    testAppBaseUrls: env.FLOWLANE_TEST_APP_BASE_URLS ?? {},
    workerConcurrency: env.WORKER_CONCURRENCY,
    runTimeoutMs: env.RUN_TIMEOUT_MS,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    webhookSyncTimeoutMs: env.WEBHOOK_SYNC_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
    webhookRateLimit: {
      perHook: env.WEBHOOK_RATE_LIMIT_PER_HOOK,
      perAddress: env.WEBHOOK_RATE_LIMIT_PER_ADDRESS,
      windowMs: env.WEBHOOK_RATE_WINDOW_MS,
    },
    fileMaxBytes: env.FILE_MAX_BYTES,
  };
}
