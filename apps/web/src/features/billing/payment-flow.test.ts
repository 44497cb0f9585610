import type { BillingDetailsRequest, SubscriptionRequest, SubscriptionResponse } from '@flowlane/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadAllTexts } from '../../i18n';
import type { CardGateway, CardHolder, ConfirmCardPayment } from './card-gateway';
import { changePaymentMethod, failureText, type PaymentOutcome, payForSubscription } from './payment-flow';

/** The English text the person reads for an outcome. */
const shown = <T>(outcome: PaymentOutcome<T>) =>
  outcome.ok ? 'ok' : failureText(i18n.getFixedT('en'), outcome.failure);

const HOLDER: CardHolder = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  line1: '1 Analytical Way',
  line2: '',
  city: 'London',
  state: '',
  country: 'GB',
  zip: '',
};
const CARD = { paymentMethod: 'pm_1', last4: '4242', expMonth: 12, expYear: 2030, brand: 'visa' as const };

function answer(
  status: SubscriptionResponse['status'],
  piStatus?: 'succeeded' | 'requires_action' | 'requires_payment_method',
): SubscriptionResponse {
  return {
    subscriptionId: 'sub_1',
    status,
    plan: { id: 'basic', name: 'Basic' },
    latest_invoice: {
      id: 'in_1',
      number: 'FL-0001',
      status: piStatus === 'succeeded' ? 'paid' : 'open',
      amount_due: 2900,
      payment_intent: piStatus ? { id: 'pi_1', client_secret: 'pi_1_secret_x', status: piStatus } : null,
    },
  };
}

/** The card entry's gateway and the 3-D Secure step, faked together. */
type FakeProvider = CardGateway & { confirmCardPayment: ConfirmCardPayment };

function gateway(overrides: Partial<FakeProvider> = {}): FakeProvider {
  return {
    createPaymentMethod: vi.fn(async () => ({ ok: true as const, value: CARD })),
    confirmCardPayment: vi.fn(async () => ({ ok: true as const, value: 'succeeded' as const })),
    ...overrides,
  };
}

const pay = (
  provider: FakeProvider,
  subscribe: (request: SubscriptionRequest) => Promise<SubscriptionResponse>,
  holder: CardHolder,
  planId: string,
) => payForSubscription(provider, provider.confirmCardPayment, subscribe, holder, planId);

describe('paying for a subscription', () => {
  // The billing texts are not in the first page's catalogue.
  beforeAll(() => loadAllTexts());

  it('sends the billing details, the card and the provider plan id, and succeeds', async () => {
    const subscribe = vi.fn(async (_: SubscriptionRequest) => answer('active', 'succeeded'));
    const card = gateway();
    const outcome = await pay(card, subscribe, HOLDER, 'price_basic');
    expect(outcome.ok).toBe(true);
    expect(subscribe).toHaveBeenCalledWith({ ...HOLDER, ...CARD, planId: 'price_basic' });
    expect(card.confirmCardPayment).not.toHaveBeenCalled();
  });

  it('confirms the card payment with the client secret when the intent asks for 3-D Secure', async () => {
    const card = gateway();
    const outcome = await pay(
      card,
      async () => answer('incomplete', 'requires_action'),
      HOLDER,
      'price_basic',
    );
    expect(card.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_x');
    expect(outcome.ok).toBe(true);
  });

  it("shows the provider's message as it is when the confirmation fails", async () => {
    const card = gateway({
      confirmCardPayment: async () => ({
        ok: false,
        message: 'We are unable to authenticate your payment method.',
      }),
    });
    const outcome = await pay(
      card,
      async () => answer('incomplete', 'requires_action'),
      HOLDER,
      'price_basic',
    );
    expect(shown(outcome)).toBe('We are unable to authenticate your payment method.');
  });

  it('reads "Error: " and the provider message when the card entry fails', async () => {
    const subscribe = vi.fn();
    const outcome = await pay(
      gateway({ createPaymentMethod: async () => ({ ok: false, message: 'Your card number is invalid.' }) }),
      subscribe,
      HOLDER,
      'price_basic',
    );
    expect(shown(outcome)).toBe('Error: Your card number is invalid.');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('reads "Error: Your card has been declined." when no payment method comes back', async () => {
    const outcome = await pay(
      gateway({ createPaymentMethod: async () => ({ ok: true, value: null }) }),
      vi.fn(),
      HOLDER,
      'price_basic',
    );
    expect(shown(outcome)).toBe('Error: Your card has been declined.');
  });

  it('reads "Error: " and the server\'s message when the subscription call fails', async () => {
    const outcome = await pay(
      gateway(),
      async () => {
        throw new Error('Your card was declined.');
      },
      HOLDER,
      'price_basic',
    );
    expect(shown(outcome)).toBe('Error: Your card was declined.');
  });

  it('shows the same failures in Turkish and Arabic', async () => {
    // Turkish and Arabic load on demand (only the first page's English is bundled).
    await i18n.loadLanguages(['tr', 'ar']);
    const declined = { kind: 'declined' } as const;
    expect(failureText(i18n.getFixedT('tr'), declined)).toBe('Hata: Kartınız reddedildi.');
    expect(failureText(i18n.getFixedT('ar'), { kind: 'error', message: 'x' })).toContain('x');
    expect(failureText(i18n.getFixedT('ar'), declined)).not.toBe(failureText(i18n.getFixedT('en'), declined));
  });

  it('reads the declined text when the payment still wants a payment method', async () => {
    const outcome = await pay(
      gateway(),
      async () => answer('incomplete', 'requires_payment_method'),
      HOLDER,
      'price_basic',
    );
    expect(shown(outcome)).toBe('Error: Your card has been declined.');
  });
});

describe('changing the payment method', () => {
  it('sends the billing details with the new card and answers with the updated record', async () => {
    const update = vi.fn(async (_: BillingDetailsRequest) => ({ ...HOLDER, ...CARD, retriedInvoice: null }));
    const outcome = await changePaymentMethod(gateway(), update, HOLDER);
    expect(update).toHaveBeenCalledWith({ ...HOLDER, ...CARD });
    expect(outcome.ok && outcome.value.last4).toBe('4242');
  });

  it('reads "Error: " and the server\'s message when the update fails, and the declined text without a card', async () => {
    const failing = await changePaymentMethod(
      gateway(),
      async () => {
        throw new Error('The team has no payment method yet.');
      },
      HOLDER,
    );
    expect(shown(failing)).toBe('Error: The team has no payment method yet.');
    const noCard = await changePaymentMethod(
      gateway({ createPaymentMethod: async () => ({ ok: true, value: null }) }),
      vi.fn(),
      HOLDER,
    );
    expect(shown(noCard)).toBe('Error: Your card has been declined.');
  });
});
