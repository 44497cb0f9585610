import type {
  BillingDetailsRequest,
  BillingUpdateResponse,
  PaymentIntentStatus,
  SubscriptionRequest,
  SubscriptionResponse,
} from '@flowlane/contracts';
import type { TFunction } from 'i18next';
import { errorText } from '../../i18n';
import type { CardGateway, CardHolder, ConfirmCardPayment, CreatedCard } from './card-gateway';

/**
 * Why a payment failed, as spec section 8 words it: "Error: " and a provider or server message, the
 * declined card, or the provider's own message as it is (a failed 3-D Secure confirmation).
 */
export type PaymentFailure =
  | { kind: 'error'; message: string }
  | { kind: 'declined' }
  | { kind: 'provider'; message: string };

/** How a payment (or a change of card) ended: done with the server's answer, or why not. */
export type PaymentOutcome<T = SubscriptionResponse> =
  | { ok: true; value: T }
  | { ok: false; failure: PaymentFailure };

/** The failure's text in the interface language (English: the spec's texts letter for letter). */
export function failureText(t: TFunction, failure: PaymentFailure): string {
  if (failure.kind === 'declined') return t('messages.cardDeclined');
  if (failure.kind === 'provider') return failure.message;
  return errorText(failure.message);
}

const needsAction = (status: PaymentIntentStatus) =>
  status === 'requires_action' || status === 'requires_confirmation';

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A payment method from the card entry (spec section 8): the provider's error as "Error: <message>",
 * no payment method returned as "Error: Your card has been declined.".
 */
export async function makePaymentMethod(
  gateway: Pick<CardGateway, 'createPaymentMethod'>,
  holder: CardHolder,
): Promise<{ ok: true; value: CreatedCard } | { ok: false; failure: PaymentFailure }> {
  const created = await gateway.createPaymentMethod(holder);
  if (!created.ok) return { ok: false, failure: { kind: 'error', message: created.message } };
  if (!created.value) return { ok: false, failure: { kind: 'declined' } };
  return { ok: true, value: created.value };
}

/**
 * Finishes what the server answered: a payment intent that needs further action is confirmed with the
 * provider's client secret (3-D Secure); the provider's message is shown when that fails, and a payment
 * the card refused reads "Error: Your card has been declined.".
 */
export async function settlePayment(
  confirm: ConfirmCardPayment,
  response: SubscriptionResponse,
): Promise<PaymentOutcome> {
  const intent = response.latest_invoice?.payment_intent ?? null;
  let status = intent?.status ?? 'succeeded';
  if (intent && needsAction(intent.status)) {
    const confirmed = await confirm(intent.client_secret);
    if (!confirmed.ok) return { ok: false, failure: { kind: 'provider', message: confirmed.message } };
    status = confirmed.value;
  }
  if (status === 'requires_payment_method' || status === 'canceled')
    return { ok: false, failure: { kind: 'declined' } };
  return { ok: true, value: response };
}

/**
 * Checkout (spec sections 4 and 8): the card's payment method, POST /api/subscription with the billing
 * details and the provider plan id, then the 3-D Secure step when the payment intent asks for it.
 * A failed subscription call reads "Error: <the server's message>".
 */
export async function payForSubscription(
  gateway: Pick<CardGateway, 'createPaymentMethod'>,
  confirm: ConfirmCardPayment,
  subscribe: (request: SubscriptionRequest) => Promise<SubscriptionResponse>,
  holder: CardHolder,
  planId: string,
): Promise<PaymentOutcome> {
  const card = await makePaymentMethod(gateway, holder);
  if (!card.ok) return card;
  let response: SubscriptionResponse;
  try {
    response = await subscribe({ ...holder, ...card.value, planId });
  } catch (error) {
    return { ok: false, failure: { kind: 'error', message: messageOf(error) } };
  }
  return settlePayment(confirm, response);
}

/**
 * Change Billing Details (spec section 8): the new card's payment method, then PUT /api/billing with the
 * details; a failed call reads "Error: <the server's message>".
 */
export async function changePaymentMethod(
  gateway: Pick<CardGateway, 'createPaymentMethod'>,
  update: (details: BillingDetailsRequest) => Promise<BillingUpdateResponse>,
  holder: CardHolder,
): Promise<PaymentOutcome<BillingUpdateResponse>> {
  const card = await makePaymentMethod(gateway, holder);
  if (!card.ok) return card;
  try {
    return { ok: true, value: await update({ ...holder, ...card.value }) };
  } catch (error) {
    return { ok: false, failure: { kind: 'error', message: messageOf(error) } };
  }
}
