import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/** One Stripe.js per publishable key for the page's life (loading it twice warns and wastes a request). */
const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for a key; only imported lazily, so no page but the billing ones loads the script. */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    // A failed script load may succeed on the next try (the warning says "please try again").
    promise.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, promise);
  }
  return promise;
}
