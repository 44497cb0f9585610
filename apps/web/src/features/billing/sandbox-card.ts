import type { CardBrand } from '@flowlane/contracts';

/**
 * The sandbox card entry's rules, as Stripe's card element applies them: the number passes the Luhn
 * check at its brand's length, the expiry is a month not in the past, the CVC has its brand's length.
 * Pure, so the states (complete / which error) are unit-tested.
 */
export type CardInput = { number: string; expiry: string; cvc: string };

export type CardProblem =
  | 'incompleteNumber'
  | 'invalidNumber'
  | 'incompleteExpiry'
  | 'invalidExpiry'
  | 'pastExpiry'
  | 'incompleteCvc';

export type CardField = keyof CardInput;

export type CardCheck = {
  brand: CardBrand;
  complete: boolean;
  /** Each field's problem; an incomplete field only counts once the person has left it. */
  problems: Partial<Record<CardField, CardProblem>>;
  /** What the sandbox's POST /payment_methods takes, once complete. */
  card: { number: string; exp_month: number; exp_year: number; cvc: string } | null;
};

const digits = (text: string) => text.replace(/\D/g, '');

/** The brand from the number's first digits (Stripe's ranges). */
export function cardBrand(number: string): CardBrand {
  const n = digits(number);
  if (/^4/.test(n)) return 'visa';
  if (/^3[47]/.test(n)) return 'amex';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(n)) return 'mastercard';
  if (/^(6011|64[4-9]|65)/.test(n)) return 'discover';
  if (/^(36|30[0-5]|3095|3[89])/.test(n)) return 'diners';
  if (/^35/.test(n)) return 'jcb';
  if (/^62/.test(n)) return 'unionpay';
  return 'unknown';
}

/** Card number lengths per brand (Diners Club has 14- and 16-digit cards). */
const numberLengths = (brand: CardBrand): number[] =>
  brand === 'amex' ? [15] : brand === 'diners' ? [14, 16] : [16];
const maxLength = (brand: CardBrand) => Math.max(...numberLengths(brand));
const cvcLength = (brand: CardBrand) => (brand === 'amex' ? 4 : 3);

export function luhnValid(number: string): boolean {
  const n = digits(number);
  let sum = 0;
  for (let i = 0; i < n.length; i++) {
    let d = Number(n[n.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return n.length > 0 && sum % 10 === 0;
}

/** "4242424242424242" → "4242 4242 4242 4242" (amex 4-6-5), as typed. */
export function formatCardNumber(text: string): string {
  const brand = cardBrand(text);
  const n = digits(text).slice(0, maxLength(brand));
  const groups = brand === 'amex' || (brand === 'diners' && n.length <= 14) ? [4, 6, 5] : [4, 4, 4, 4];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= n.length) break;
    parts.push(n.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** "1230" → "12 / 30"; a first digit above 1 is a month ("4" → "04 / "). */
export function formatExpiry(text: string): string {
  let n = digits(text);
  if (/^[2-9]/.test(n)) n = `0${n}`;
  n = n.slice(0, 4);
  return n.length > 2 ? `${n.slice(0, 2)} / ${n.slice(2)}` : n;
}

export function formatCvc(text: string, number: string): string {
  return digits(text).slice(0, cvcLength(cardBrand(number)));
}

function numberProblem(number: string, brand: CardBrand): CardProblem | null {
  const n = digits(number);
  if (numberLengths(brand).includes(n.length) && luhnValid(n)) return null;
  return n.length < maxLength(brand) ? 'incompleteNumber' : 'invalidNumber';
}

function expiryProblem(expiry: string, now: Date): CardProblem | null {
  const n = digits(expiry);
  if (n.length < 4) return 'incompleteExpiry';
  const month = Number(n.slice(0, 2));
  const year = 2000 + Number(n.slice(2, 4));
  if (month < 1 || month > 12) return 'invalidExpiry';
  const thisYear = now.getFullYear();
  if (year < thisYear) return 'pastExpiry';
  if (year === thisYear && month < now.getMonth() + 1) return 'invalidExpiry';
  return null;
}

/**
 * Checks the three fields. `left` names the fields the person has left: an incomplete field shows its
 * error only then (as Stripe's element does); an invalid one shows at once.
 */
export function checkCard(input: CardInput, left: ReadonlySet<CardField>, now = new Date()): CardCheck {
  const brand = cardBrand(input.number);
  const found: Record<CardField, CardProblem | null> = {
    number: numberProblem(input.number, brand),
    expiry: expiryProblem(input.expiry, now),
    cvc: digits(input.cvc).length < cvcLength(brand) ? 'incompleteCvc' : null,
  };
  const problems: CardCheck['problems'] = {};
  for (const field of ['number', 'expiry', 'cvc'] as const) {
    const problem = found[field];
    if (problem && (left.has(field) || !problem.startsWith('incomplete'))) problems[field] = problem;
  }
  const complete = !found.number && !found.expiry && !found.cvc;
  const expiry = digits(input.expiry);
  return {
    brand,
    complete,
    problems,
    card: complete
      ? {
          number: digits(input.number),
          exp_month: Number(expiry.slice(0, 2)),
          exp_year: 2000 + Number(expiry.slice(2, 4)),
          cvc: digits(input.cvc),
        }
      : null,
  };
}
