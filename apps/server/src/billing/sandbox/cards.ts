/** What a sandbox card does when it is attached or charged: Stripe's test cards. */
export type CardBehavior =
  | 'succeed'
  /** 4000 0027 6000 3184: every on-session payment asks for 3-D Secure; off-session ones fail. */
  | 'authenticate'
  /** 4000 0000 0000 0002: declined (also when attached, as Stripe checks the card then). */
  | 'decline'
  /** 4000 0000 0000 9995: insufficient funds. */
  | 'insufficient_funds'
  /** 4000 0000 0000 0341: attaches, but every charge is declined (a failed renewal). */
  | 'charge_fails';

const TEST_CARDS: Record<string, CardBehavior> = {
  '4000002760003184': 'authenticate',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000341': 'charge_fails',
};

export type CardError = { code: string; decline_code?: string; message: string; param?: string };

/** Stripe's codes and texts for the card errors the sandbox produces. */
export const CARD_ERRORS = {
  declined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  insufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  authenticationRequired: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
  authenticationFailed: {
    code: 'payment_intent_authentication_failure',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
  incorrectNumber: { code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number' },
  invalidExpiry: {
    code: 'invalid_expiry_year',
    message: "Your card's expiration year is invalid.",
    param: 'exp_year',
  },
  expired: { code: 'expired_card', message: 'Your card has expired.', param: 'exp_month' },
  invalidCvc: { code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'cvc' },
} satisfies Record<string, CardError>;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

export type ParsedCard = {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  behavior: CardBehavior;
};

/** A card as Stripe's card element would take it, or the error Stripe answers for it. */
export function parseCard(
  input: { number: string; exp_month: number; exp_year: number; cvc: string },
  now: Date,
): { card: ParsedCard } | { error: CardError } {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return { error: CARD_ERRORS.incorrectNumber };
  if (!Number.isInteger(input.exp_month) || input.exp_month < 1 || input.exp_month > 12) {
    return { error: { ...CARD_ERRORS.invalidExpiry, code: 'invalid_expiry_month', param: 'exp_month' } };
  }
  const year = input.exp_year < 100 ? 2000 + input.exp_year : input.exp_year;
  if (year > now.getUTCFullYear() + 50) return { error: CARD_ERRORS.invalidExpiry };
  if (
    year < now.getUTCFullYear() ||
    (year === now.getUTCFullYear() && input.exp_month < now.getUTCMonth() + 1)
  ) {
    return { error: CARD_ERRORS.expired };
  }
  if (!/^\d{3,4}$/.test(input.cvc)) return { error: CARD_ERRORS.invalidCvc };
  return {
    card: {
      brand: brandOf(digits),
      last4: digits.slice(-4),
      exp_month: input.exp_month,
      exp_year: year,
      behavior: TEST_CARDS[digits] ?? 'succeed',
    },
  };
}
