import { BillingDetailsRequest, type PaymentMethodRecord, type User } from '@flowlane/contracts';
import type { z } from 'zod';
import { DEFAULT_COUNTRY } from './countries';

/**
 * The billing details of the checkout and change-details forms (spec section 5): the contracts' own
 * rules, without the card fields the card element fills in.
 */
export const BillingDetailsForm = BillingDetailsRequest.pick({
  name: true,
  email: true,
  line1: true,
  line2: true,
  city: true,
  state: true,
  country: true,
  zip: true,
});
export type BillingDetailsFormInput = z.input<typeof BillingDetailsForm>;
export type BillingDetailsFormValues = z.output<typeof BillingDetailsForm>;

/** A new checkout: the account's e-mail and name, country US. */
export function checkoutDefaults(user: User | null): BillingDetailsFormInput {
  return {
    name: user?.data.displayName ?? '',
    email: user?.data.email ?? '',
    line1: '',
    line2: '',
    city: '',
    state: '',
    country: DEFAULT_COUNTRY,
    zip: '',
  };
}

/** The change-details form starts from the stored record (spec: email, line1, city, state, country, name). */
export function recordDefaults(record: PaymentMethodRecord): BillingDetailsFormInput {
  return {
    name: record.name,
    email: record.email,
    line1: record.line1,
    line2: record.line2,
    city: record.city,
    state: record.state,
    country: record.country || DEFAULT_COUNTRY,
    zip: record.zip,
  };
}
