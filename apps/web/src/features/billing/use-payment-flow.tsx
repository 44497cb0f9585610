import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../shell';
import { billingKeys, useBillingConfig } from './billing-api';
import { BillingDetailsForm, type BillingDetailsFormInput } from './billing-form';
import type { CardGateway, CardHolder, ConfirmCardPayment } from './card-gateway';
import { failureText, messageOf, type PaymentOutcome } from './payment-flow';
import { useCardEntry } from './use-card-entry';
import { useSecureConfirm } from './use-secure-confirm';

/** Spec section 4, "Checkout and plan change": idle, loading, success; an error returns to idle. */
export type PaymentPhase = 'idle' | 'loading' | 'success';

/**
 * The payment flow of checkout, plan change and change of card, written once: the phase, the 3-D Secure
 * step (render `dialog`), the failure's text in the message bar (spec section 8), and after success the
 * current user refreshed until it shows the change and the billing data reloaded.
 */
export function usePaymentFlow() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const config = useBillingConfig();
  const secure = useSecureConfirm(config.data);
  const [phase, setPhase] = useState<PaymentPhase>('idle');

  /** Runs `attempt`; on success waits for `settled` and answers true, on failure shows why. */
  async function pay<T>(
    attempt: (confirm: ConfirmCardPayment) => Promise<PaymentOutcome<T>>,
    settled: (value: T) => Promise<void>,
  ): Promise<boolean> {
    setPhase('loading');
    const outcome = await attempt(secure.confirm).catch(
      (error: unknown): PaymentOutcome<T> => ({
        ok: false,
        failure: { kind: 'error', message: messageOf(error) },
      }),
    );
    if (!outcome.ok) {
      showMessage(failureText(t, outcome.failure), 'error');
      setPhase('idle');
      return false;
    }
    await settled(outcome.value);
    await queryClient.invalidateQueries({ queryKey: billingKeys.all });
    setPhase('success');
    return true;
  }

  return { config, phase, pay, dialog: secure.dialog };
}

/**
 * A billing-details form with a card (checkout and Change Billing Details, spec section 5): the details
 * validated by the contracts' rules, the card entry, and `ready` — the form valid, the card complete,
 * the provider loaded and nothing in flight — for the submit button.
 */
export function useBillingForm(defaultValues: BillingDetailsFormInput) {
  const flow = usePaymentFlow();
  const card = useCardEntry();
  const form = useForm<BillingDetailsFormInput>({
    resolver: zodResolver(BillingDetailsForm),
    defaultValues,
    mode: 'onChange',
  });
  const providerFailed = flow.config.isError || card.loadFailed;
  const providerLoaded = flow.config.isSuccess && card.gateway !== null && !card.loadFailed;
  const ready = form.formState.isValid && card.card.complete && providerLoaded && flow.phase === 'idle';
  /** The form's submit handler: the card's gateway and the parsed billing details go to `run`. */
  const onSubmit = (run: (gateway: CardGateway, holder: CardHolder) => Promise<unknown>) =>
    form.handleSubmit(async (values) => {
      if (card.gateway) await run(card.gateway, BillingDetailsForm.parse(values));
    });
  return { ...flow, form, card, providerFailed, ready, onSubmit };
}

export type BillingFormState = ReturnType<typeof useBillingForm>;
