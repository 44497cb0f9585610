import { z } from 'zod';
import { PaymentIntentStatus } from './api.js';

/**
 * The browser's calls to the built-in Stripe sandbox (`BillingConfig.sandboxApiBase`, mode `sandbox`):
 * what Stripe.js does against Stripe, in JSON. Each call sends `Authorization: Bearer <publishableKey>`.
 *
 *   POST {base}/payment_methods                    SandboxCardRequest        → SandboxPaymentMethod
 *   GET  {base}/payment_intents/{id}?client_secret=                           → SandboxPaymentIntent
 *   POST {base}/payment_intents/{id}/authenticate  SandboxAuthenticateRequest → SandboxPaymentIntent
 *
 * Errors answer 4xx with Stripe's body, `SandboxErrorBody` (`error.message` is Stripe's text, e.g.
 * "Your card was declined."). Stripe's test cards decide what happens: 4242 4242 4242 4242 succeeds,
 * 4000 0027 6000 3184 asks for 3-D Secure (the intent is `requires_action`: show the challenge, then
 * `authenticate`), 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds,
 * 4000 0000 0000 0341 is accepted but every later charge fails (a failed renewal).
 */

export const SandboxCardRequest = z.object({
  type: z.literal('card').default('card'),
  card: z.object({
    /** Digits; spaces are ignored. */
    number: z.string().max(30),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
    cvc: z.string().max(4),
  }),
  billing_details: z
    .object({
      name: z.string().max(200).optional(),
      email: z.string().max(254).optional(),
      address: z
        .object({
          line1: z.string().max(200).optional(),
          line2: z.string().max(200).optional(),
          city: z.string().max(100).optional(),
          state: z.string().max(100).optional(),
          country: z.string().max(2).optional(),
          postal_code: z.string().max(20).optional(),
        })
        .optional(),
    })
    .optional(),
});
export type SandboxCardRequest = z.infer<typeof SandboxCardRequest>;

export const SandboxPaymentMethod = z.object({
  id: z.string(),
  object: z.literal('payment_method'),
  type: z.literal('card'),
  card: z.object({
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  }),
});
export type SandboxPaymentMethod = z.infer<typeof SandboxPaymentMethod>;

export const SandboxPaymentIntent = z.object({
  id: z.string(),
  object: z.literal('payment_intent'),
  status: PaymentIntentStatus,
  amount: z.number().int(),
  currency: z.string(),
  client_secret: z.string(),
  next_action: z.object({ type: z.string() }).nullable(),
  last_payment_error: z
    .object({ code: z.string().optional(), decline_code: z.string().optional(), message: z.string() })
    .nullable(),
});
export type SandboxPaymentIntent = z.infer<typeof SandboxPaymentIntent>;

/** The sandbox's 3-D Secure challenge: the cardholder completes or fails the authentication. */
export const SandboxAuthenticateRequest = z.object({
  client_secret: z.string().min(1).max(300),
  outcome: z.enum(['complete', 'fail']),
});
export type SandboxAuthenticateRequest = z.infer<typeof SandboxAuthenticateRequest>;

export const SandboxErrorBody = z.object({
  error: z.object({
    type: z.string(),
    code: z.string().optional(),
    decline_code: z.string().optional(),
    message: z.string(),
    param: z.string().optional(),
  }),
});
export type SandboxErrorBody = z.infer<typeof SandboxErrorBody>;
