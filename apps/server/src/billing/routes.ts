import {
  ApiError,
  BillingConfig,
  BillingDetailsRequest,
  BillingRecordResponse,
  BillingUpdateResponse,
  ERROR_CODES,
  InvoiceIdParams,
  InvoiceListQuery,
  InvoiceListResponse,
  PlanChangePreview,
  PlanChangePreviewQuery,
  SubscriptionActionRequest,
  SubscriptionRequest,
  SubscriptionResponse,
  SubscriptionState,
  SwitchPlanRequest,
  TestClockAdvanceRequest,
  TestClockAdvanceResponse,
} from '@flowlane/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { authGuard } from '../accounts/index.js';
import type { RoutesContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { loadStripe } from './provider.js';
import { SANDBOX_PREFIX, STRIPE_WEBHOOK_PATH } from './sandbox/routes.js';

const security = [{ bearer: [] }];
const errors = { 400: ApiError, 401: ApiError, 402: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

/**
 * The billing API (spec section 7) and the provider's webhook. Only team admins manage billing
 * (ARCHITECTURE.md "Tenancy and roles"); everything is the caller's current team's.
 */
export function billingRoutes(ctx: RoutesContext<'billing'>): FastifyPluginAsyncZod {
  const { requireCapability, requireUser } = authGuard(ctx);
  const admin = (request: Parameters<typeof requireCapability>[0]) =>
    requireCapability(request, 'billing:manage');
  const billing = ctx.billing;

  return async (app) => {
    app.get(
      '/api/billing/config',
      {
        schema: {
          tags: ['billing'],
          summary:
            'Which card provider the browser loads (Stripe or the built-in sandbox) and its publishable key',
          response: { 200: BillingConfig },
        },
      },
      async (): Promise<BillingConfig> => ({
        mode: billing.provider.isSandbox ? 'sandbox' : 'stripe',
        provider: 'Stripe',
        publishableKey: billing.provider.publishableKey,
        sandboxApiBase: billing.provider.isSandbox ? `${SANDBOX_PREFIX}/v1` : null,
      }),
    );

    app.post(
      '/api/subscription',
      {
        schema: {
          tags: ['billing'],
          summary:
            'Subscribe the team to a plan with a card (latest_invoice.payment_intent says if 3-D Secure is needed)',
          security,
          body: SubscriptionRequest,
          response: { 200: SubscriptionResponse, ...errors },
        },
      },
      async (request) => {
        const caller = await admin(request);
        return billing.service.subscribe(caller.teamId, request.body);
      },
    );

    app.get(
      '/api/subscription/preview',
      {
        schema: {
          tags: ['billing'],
          summary: 'What a plan change would charge now (prorated, in cents)',
          security,
          querystring: PlanChangePreviewQuery,
          response: { 200: PlanChangePreview, ...errors },
        },
      },
      async (request) => {
        const caller = await admin(request);
        return billing.service.preview(caller.teamId, request.query.newPlanId);
      },
    );

    app.put(
      '/api/subscription/switch',
      {
        schema: {
          tags: ['billing'],
          summary:
            "Change the plan: an upgrade at once, prorated and invoiced; a downgrade at the period's end; during the trial at once, first charged when it ends",
          security,
          body: SwitchPlanRequest,
          response: { 200: SubscriptionResponse, ...errors },
        },
      },
      async (request) => {
        const caller = await admin(request);
        return billing.service.switchPlan(caller.teamId, request.body);
      },
    );

    app.get(
      '/api/subscription',
      {
        schema: {
          tags: ['billing'],
          summary:
            "The team's subscription for the billing pages: the plan in force, a cancel or downgrade waiting for the period's end, the next payment, and whether the caller may manage billing",
          security,
          response: { 200: SubscriptionState, ...errors },
        },
      },
      async (request) => {
        // Every member reads it: who may not manage billing is told whom to ask before typing a card.
        const caller = await requireUser(request);
        return billing.service.state(caller.teamId, caller.isAdmin);
      },
    );

    app.post(
      '/api/subscription/cancel',
      {
        schema: {
          tags: ['billing'],
          summary:
            'Cancel at the end of the paid period (the team then moves to Flow Free); undone with resume until then',
          security,
          body: SubscriptionActionRequest,
          response: { 200: SubscriptionState, ...errors },
        },
      },
      async (request) => {
        const caller = await admin(request);
        return billing.service.cancel(caller.teamId, request.body, caller.isAdmin);
      },
    );

    app.post(
      '/api/subscription/resume',
      {
        schema: {
          tags: ['billing'],
          summary: "Take back a cancel or a downgrade that waits for the period's end",
          security,
          body: SubscriptionActionRequest,
          response: { 200: SubscriptionState, ...errors },
        },
      },
      async (request) => {
        const caller = await admin(request);
        return billing.service.resume(caller.teamId, request.body, caller.isAdmin);
      },
    );

    app.post(
      '/api/invoice/:id/pay',
      {
        schema: {
          tags: ['billing'],
          summary:
            'Pay now: an open invoice is paid with the card on file (requires_action asks for 3-D Secure)',
          security,
          params: InvoiceIdParams,
          response: { 200: SubscriptionResponse, ...errors },
        },
      },
      async (request) => {
        const caller = await admin(request);
        return billing.service.payInvoice(caller.teamId, request.params.id);
      },
    );

    app.get(
      '/api/billing',
      {
        schema: {
          tags: ['billing'],
          summary: 'The payment method record (billing details and default card), or null',
          security,
          response: { 200: BillingRecordResponse, ...errors },
        },
      },
      async (request) => {
        const caller = await admin(request);
        return billing.service.record(caller.teamId);
      },
    );

    app.put(
      '/api/billing',
      {
        schema: {
          tags: ['billing'],
          summary: 'Change the billing details and card; a past-due invoice is paid with the new card',
          security,
          body: BillingDetailsRequest,
          response: { 200: BillingUpdateResponse, ...errors },
        },
      },
      async (request) => {
        const caller = await admin(request);
        return billing.service.updateRecord(caller.teamId, request.body);
      },
    );

    app.get(
      '/api/invoice',
      {
        schema: {
          tags: ['billing'],
          summary: "The team's invoices, 10 a page, sortable",
          security,
          querystring: InvoiceListQuery,
          response: { 200: InvoiceListResponse, ...errors },
        },
      },
      async (request) => {
        const caller = await admin(request);
        return billing.service.invoices(caller.teamId, request.query);
      },
    );

    app.post(
      '/api/billing/test-clock/advance',
      {
        schema: {
          tags: ['billing'],
          summary:
            "Sandbox only: move the team's test clock forward (renewals, retries and their webhooks happen)",
          security,
          body: TestClockAdvanceRequest,
          response: { 200: TestClockAdvanceResponse, ...errors },
        },
      },
      async (request) => {
        const caller = await admin(request);
        if (!billing.provider.isSandbox) throw notFound('Test clocks exist in the Stripe sandbox only.');
        return { frozenTime: await billing.service.advanceClock(caller.teamId, request.body.days) };
      },
    );

    // The webhook needs the exact bytes Stripe signed: JSON stays a buffer in this scope.
    await app.register(async (scope) => {
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      scope.post(
        STRIPE_WEBHOOK_PATH,
        {
          schema: {
            tags: ['billing'],
            summary: "Stripe's webhook (signature checked; each event applied once)",
            headers: z.object({ 'stripe-signature': z.string().optional() }),
            response: {
              200: z.object({
                received: z.literal(true),
                result: z.enum(['applied', 'duplicate', 'ignored']),
              }),
              400: ApiError,
            },
          },
        },
        async (request, reply) => {
          const signature = request.headers['stripe-signature'];
          const body = request.body;
          if (typeof signature !== 'string' || !(Buffer.isBuffer(body) || typeof body === 'string')) {
            return reply
              .status(400)
              .send({ message: 'Missing Stripe-Signature header or body.', code: ERROR_CODES.badRequest });
          }
          let event: Stripe.Event;
          try {
            event = await billing.provider.constructEvent(body, signature);
          } catch (error) {
            const { errors } = await loadStripe();
            if (error instanceof errors.StripeSignatureVerificationError) {
              return reply
                .status(400)
                .send({ message: 'Webhook signature verification failed.', code: ERROR_CODES.badRequest });
            }
            throw error;
          }
          const result = await billing.service.applyEvent(event);
          return { received: true as const, result };
        },
      );
    });
  };
}
