// Subscription billing (spec section 2 "Billing routes"): pricing, checkout, plan change, invoices and
// the payment method.

export { ChangeMethodPage } from './ChangeMethodPage';
export { ChangePlanPage } from './ChangePlanPage';
export { CheckoutPage } from './CheckoutPage';
export { InvoicesPage } from './InvoicesPage';
export { PayMethodPage } from './PayMethodPage';
export { PricingPage } from './PricingPage';
