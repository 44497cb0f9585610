/**
 * Amounts as the billing pages show them (spec sections 3 and 9): provider amounts are cents, shown
 * divided by 100 with a $; plan prices are dollar strings ("29.00"). Always US-formatted — the currency
 * is USD only — and read left to right inside any language (wrap in <Ltr>).
 */
const USD = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 2950 → "$29.50"; -700 → "-$7.00". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${USD.format(Math.abs(cents) / 100)}`;
}

/** A plan's price string ("29.00") → "$29.00". */
export function formatPlanPrice(price: string): string {
  const dollars = Number(price);
  return Number.isFinite(dollars) ? formatCents(Math.round(dollars * 100)) : `$${price}`;
}

/**
 * An amount inside a sentence: isolated left to right (U+2066 … U+2069), so that in Arabic "$349.00"
 * keeps its sign in front instead of reading "349.00$".
 */
export const amountInText = (amount: string): string => `\u2066${amount}\u2069`;
