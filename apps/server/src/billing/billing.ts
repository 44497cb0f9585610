import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config/index.js';
import { billingRepository, type Db } from '../db/index.js';
import type { Mailer } from '../mail/index.js';
import type { Runtime } from '../runs/runtime.js';
import { trialEndingMail } from './mails.js';
import { BillingProvider, STRIPE_API_VERSION } from './provider.js';
import { createSandbox, type Sandbox } from './sandbox/routes.js';
import { BillingService, FALLBACK_PLAN_GUID } from './service.js';

/** Days before a trial ends that its admins are mailed. */
export const TRIAL_REMINDER_DAYS = 3;

export type Billing = {
  provider: BillingProvider;
  service: BillingService;
  /** The built-in Stripe sandbox, when no real Stripe key is set. */
  sandbox: Sandbox | undefined;
  /** The HTTP app is built: the sandbox delivers webhooks to it and the SDK reaches the sandbox through it. */
  attach(app: FastifyInstance): void;
  /** One round of the periodic work (trial mails and ends, sandbox renewals and webhooks, metering). */
  runJobs(now?: Date): Promise<void>;
  /**
   * Runs `runJobs` every BILLING_JOBS_INTERVAL_MS (scheduler processes); returns the stop function, which
   * waits for a round in flight.
   */
  startJobs(): () => Promise<void>;
};

export function createBilling(options: {
  config: Config;
  db: Db;
  mailer: Mailer;
  runtime: Runtime;
  logger: FastifyBaseLogger;
}): Billing {
  const { config, db, logger } = options;
  let app: FastifyInstance | undefined;
  const sandbox = config.stripe
    ? undefined
    : createSandbox({
        db,
        serverSecret: config.jwtSecret,
        publicUrl: config.publicUrl,
        apiVersion: STRIPE_API_VERSION,
        logger,
      });
  const provider = new BillingProvider(
    config.stripe
      ? { kind: 'stripe', ...config.stripe }
      : { kind: 'sandbox', keys: sandbox?.keys ?? { secretKey: '', publishableKey: '', webhookSecret: '' } },
    () => app,
  );
  const service = new BillingService(db, provider, options.runtime, logger);
  const repo = billingRepository(db);

  async function trialJobs(now: Date): Promise<void> {
    for (const { teamId, trialEnd } of await repo.claimTrialReminders(
      new Date(now.getTime() + TRIAL_REMINDER_DAYS * 86_400_000),
    )) {
      if (trialEnd <= now) continue;
      for (const admin of await repo.adminEmails(teamId)) {
        await options.mailer.send(
          trialEndingMail({
            to: admin.email,
            displayName: admin.displayName,
            trialEnd,
            pricingUrl: `${config.publicUrl}/billing/pricing`,
          }),
        );
      }
    }
    const periodEnd = new Date(now);
    periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
    for (const teamId of await repo.expireTrials(now, FALLBACK_PLAN_GUID, periodEnd)) {
      options.runtime.planChanged(teamId);
      logger.info({ teamId }, 'the free trial ended without a paid plan; the team is on Flow Free');
    }
  }

  async function meterJobs(): Promise<void> {
    for (const row of await repo.claimUnmetered(100)) {
      try {
        await provider.sendMeterEvent({
          customer: row.customerId,
          runId: row.runId,
          seconds: Math.ceil(row.processingMs / 1000),
          at: row.recordedAt,
        });
      } catch (error) {
        await repo.unmeter(row.runId);
        logger.warn({ err: error, runId: row.runId }, 'sending a meter event failed; retried next round');
      }
    }
  }

  const billing: Billing = {
    provider,
    service,
    sandbox,
    attach(instance) {
      app = instance;
      sandbox?.attach(instance);
    },
    async runJobs(now = new Date()) {
      await trialJobs(now);
      if (sandbox) {
        await sandbox.tick();
        await sandbox.deliverPending();
      } else {
        await meterJobs();
      }
    },
    startJobs() {
      let running: Promise<void> | undefined;
      const timer = setInterval(() => {
        if (running) return;
        running = billing
          .runJobs()
          .catch((error: unknown) => logger.error({ err: error }, 'billing jobs failed'))
          .finally(() => {
            running = undefined;
          });
      }, config.billingJobsIntervalMs);
      timer.unref();
      // A round in flight finishes before the database closes.
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
  return billing;
}
