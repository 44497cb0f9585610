import type { BillingConfig } from '@flowlane/contracts';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConfirmCardPayment, sandboxClient } from './card-gateway';
import { type SecureChallenge, SecureDialog } from './SecureDialog';

/**
 * The 3-D Secure step of a payment intent (spec section 4, "Payment"): with Stripe, Stripe.js confirms
 * the card payment with the client secret (the bank's challenge); in sandbox mode the sandbox's own
 * challenge dialog asks the cardholder, then the sandbox is told the answer. Render `dialog`.
 */
export function useSecureConfirm(config: BillingConfig | undefined): {
  confirm: ConfirmCardPayment;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<SecureChallenge | null>(null);
  const confirm = useCallback<ConfirmCardPayment>(
    async (clientSecret) => {
      if (!config) return { ok: false, message: t('billing.secure.failed') };
      if (config.mode === 'stripe') {
        const { stripeFor } = await import('./stripe-loader');
        const stripe = await stripeFor(config.publishableKey).catch(() => null);
        if (!stripe) return { ok: false, message: t('billing.secure.failed') };
        const result = await stripe.confirmCardPayment(clientSecret);
        if (result.error) return { ok: false, message: result.error.message ?? t('billing.secure.failed') };
        return { ok: true, value: result.paymentIntent.status };
      }
      const sandbox = sandboxClient(config);
      const intent = await sandbox.paymentIntent(clientSecret);
      if (!intent.ok) return intent;
      if (intent.value.status !== 'requires_action') return { ok: true, value: intent.value.status };
      const outcome = await new Promise<'complete' | 'fail'>((resolve) =>
        setChallenge({ amount: intent.value.amount, resolve }),
      );
      setChallenge(null);
      const answered = await sandbox.authenticate(clientSecret, outcome);
      if (!answered.ok) return answered;
      if (answered.value.status === 'succeeded' || answered.value.status === 'processing')
        return { ok: true, value: answered.value.status };
      return {
        ok: false,
        message: answered.value.last_payment_error?.message ?? t('billing.secure.failed'),
      };
    },
    [config, t],
  );
  return { confirm, dialog: <SecureDialog challenge={challenge} /> };
}
