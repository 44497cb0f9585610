import { createHmac } from 'node:crypto';

/** The `Stripe-Signature` header Stripe sends: `t=<unix>,v1=<HMAC-SHA256 of "t.payload">`. */
export function stripeSignature(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
