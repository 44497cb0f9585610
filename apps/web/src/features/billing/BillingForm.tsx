import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BillingDetailsFields } from './BillingDetailsFields';
import { GatewayWarning, Section } from './BillingParts';
import { BillingTextField } from './BillingTextField';
import { CardEntry } from './CardEntry';
import type { BillingFormState } from './use-payment-flow';

/**
 * Billing details and payment details (name on card, the card entry) of the checkout and the Change
 * Billing Details form (spec section 2); the gateway warning instead of the card entry when the provider
 * cannot load (spec section 5). The 3-D Secure dialog comes with it.
 */
export function BillingForm({ billing }: { billing: BillingFormState }) {
  const { t } = useTranslation();
  const { form, config, card, phase } = billing;
  const busy = phase !== 'idle';
  return (
    <Stack spacing={3}>
      <Section title={t('billing.checkout.billingDetails')}>
        <BillingDetailsFields control={form.control} disabled={busy} />
      </Section>
      <Section title={t('billing.checkout.paymentDetails')}>
        <Stack spacing={2}>
          <BillingTextField
            control={form.control}
            name="name"
            label={t('billing.checkout.nameOnCard')}
            required
            disabled={busy}
          />
          {billing.providerFailed ? (
            <GatewayWarning provider={config.data?.provider ?? 'Stripe'} />
          ) : (
            config.data && <CardEntry config={config.data} disabled={busy} {...card.props} />
          )}
        </Stack>
      </Section>
      {billing.dialog}
    </Stack>
  );
}
