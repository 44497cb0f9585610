import {
  type BillingConfig,
  type CardBrand,
  CardBrand as CardBrandSchema,
  type PaymentIntentStatus,
  type SandboxAuthenticateRequest,
  type SandboxCardRequest,
  SandboxErrorBody,
  SandboxPaymentIntent,
  SandboxPaymentMethod,
} from '@flowlane/contracts';
import type { ZodType } from 'zod';

/** The billing details the card's payment method is made with (checkout and change-details forms). */
export type CardHolder = {
  name: string;
  email: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  country: string;
  zip: string;
};

/** What the card element made: the provider's payment method and the card's summary. */
export type CreatedCard = {
  paymentMethod: string;
  last4: string;
  expMonth: number;
  expYear: number;
  brand: CardBrand;
};

/** A provider call's outcome; `message` is the provider's own text (shown as spec section 8 says). */
export type GatewayResult<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * The card entry's provider as the billing forms use it, the same with Stripe Elements and with the
 * sandbox: make a payment method from the card entered.
 */
export interface CardGateway {
  /** Resolves with no card when the provider answered without a payment method. */
  createPaymentMethod(holder: CardHolder): Promise<GatewayResult<CreatedCard | null>>;
}

/**
 * Runs the 3-D Secure step of a payment intent with its client secret; resolves once the cardholder has
 * answered (`useSecureConfirm`, the same for checkout, plan change and change of card).
 */
export type ConfirmCardPayment = (clientSecret: string) => Promise<GatewayResult<PaymentIntentStatus>>;

/** The card entry's state for the form: SUBSCRIBE waits for `complete`. */
export type CardState = { complete: boolean; error: string | null };

/** Props every card entry takes (sandbox or Stripe Elements). */
export type CardEntryProps = {
  config: BillingConfig;
  disabled?: boolean;
  onChange(state: CardState): void;
  /** The gateway once the provider is loaded; null while it loads or when it cannot. */
  onGateway(gateway: CardGateway | null): void;
  /** The provider's script (or the sandbox) could not be reached: the gateway warning shows. */
  onLoadError(): void;
};

export function brandOf(text: string): CardBrand {
  const parsed = CardBrandSchema.safeParse(text);
  return parsed.success ? parsed.data : 'unknown';
}

/** A payment intent's id from its client secret (`pi_123_secret_abc` → `pi_123`), as Stripe.js reads it. */
export function intentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? clientSecret;
}

/**
 * The browser's side of the built-in Stripe sandbox (contracts `billing/sandbox.ts`): what Stripe.js does
 * against Stripe, with the publishable key as the Bearer token.
 */
export function sandboxClient(config: BillingConfig) {
  const base = config.sandboxApiBase ?? '';
  async function call<T>(path: string, schema: ZodType<T>, body?: unknown): Promise<GatewayResult<T>> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${config.publishableKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    const data: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const parsed = SandboxErrorBody.safeParse(data);
      return { ok: false, message: parsed.success ? parsed.data.error.message : response.statusText };
    }
    const parsed = schema.safeParse(data);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.message };
  }
  return {
    createPaymentMethod: (request: SandboxCardRequest) =>
      call('/payment_methods', SandboxPaymentMethod, request),
    paymentIntent: (clientSecret: string) =>
      call(
        `/payment_intents/${encodeURIComponent(intentIdOf(clientSecret))}?${new URLSearchParams({
          client_secret: clientSecret,
        })}`,
        SandboxPaymentIntent,
      ),
    authenticate: (clientSecret: string, outcome: SandboxAuthenticateRequest['outcome']) =>
      call(
        `/payment_intents/${encodeURIComponent(intentIdOf(clientSecret))}/authenticate`,
        SandboxPaymentIntent,
        { client_secret: clientSecret, outcome } satisfies SandboxAuthenticateRequest,
      ),
  };
}
