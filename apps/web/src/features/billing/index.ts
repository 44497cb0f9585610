// Subscription billing (spec section 2 "Billing routes"): pricing, checkout, plan change, invoices and
// the payment method.

export { CheckoutPage } from './CheckoutPage';
export { PricingPage } from './PricingPage';
