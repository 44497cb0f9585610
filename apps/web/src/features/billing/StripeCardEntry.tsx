import { Box, FormHelperText, Stack, useTheme } from '@mui/material';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementLocale } from '@stripe/stripe-js';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brandOf, type CardEntryProps, type CardGateway } from './card-gateway';
import { stripeFor } from './stripe-loader';

const LOCALES: Record<string, StripeElementLocale> = { en: 'en', tr: 'tr', ar: 'ar' };

function StripeCard({ disabled, onChange, onGateway }: Omit<CardEntryProps, 'config' | 'onLoadError'>) {
  const stripe = useStripe();
  const elements = useElements();
  const theme = useTheme();
  const [error, setError] = useState<string | null>(null);

  const gateway = useMemo<CardGateway | null>(() => {
    if (!stripe || !elements) return null;
    return {
      async createPaymentMethod(holder) {
        const card = elements.getElement(CardElement);
        if (!card) return { ok: true, value: null };
        const result = await stripe.createPaymentMethod({
          type: 'card',
          card,
          billing_details: {
            name: holder.name,
            email: holder.email,
            address: {
              line1: holder.line1,
              line2: holder.line2 || undefined,
              city: holder.city,
              state: holder.state || undefined,
              country: holder.country,
              postal_code: holder.zip || undefined,
            },
          },
        });
        if (result.error) return { ok: false, message: result.error.message ?? '' };
        const method = result.paymentMethod;
        if (!method?.card) return { ok: true, value: null };
        return {
          ok: true,
          value: {
            paymentMethod: method.id,
            last4: method.card.last4,
            expMonth: method.card.exp_month,
            expYear: method.card.exp_year,
            brand: brandOf(method.card.brand),
          },
        };
      },
    };
  }, [stripe, elements]);

  useEffect(() => {
    onGateway(gateway);
    return () => onGateway(null);
  }, [gateway, onGateway]);

  useEffect(() => {
    elements?.getElement(CardElement)?.update({ disabled });
  }, [elements, disabled]);

  return (
    <Stack spacing={1}>
      <Box
        sx={{ px: 1.5, py: 1.75, border: 1, borderRadius: 1, borderColor: error ? 'error.main' : 'divider' }}
      >
        <CardElement
          options={{
            hidePostalCode: true,
            style: {
              base: {
                color: theme.palette.text.primary,
                fontFamily: theme.typography.fontFamily,
                fontSize: '16px',
                '::placeholder': { color: theme.palette.text.secondary },
              },
              invalid: { color: theme.palette.error.main },
            },
          }}
          onChange={(event) => {
            const message = event.error?.message ?? null;
            setError(message);
            onChange({ complete: event.complete, error: message });
          }}
        />
      </Box>
      {error && (
        <FormHelperText error data-testid="card-error" sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}

/**
 * The card entry with a real publishable key: Stripe Elements' card element. Loaded lazily (this module
 * and Stripe.js) so that no other page carries it; a script that cannot load shows the gateway warning.
 */
export default function StripeCardEntry({ config, onLoadError, ...props }: CardEntryProps) {
  const { i18n } = useTranslation();
  const [stripe] = useState(() => stripeFor(config.publishableKey));
  useEffect(() => {
    let live = true;
    stripe.then(
      (instance) => live && !instance && onLoadError(),
      () => live && onLoadError(),
    );
    return () => {
      live = false;
    };
  }, [stripe, onLoadError]);
  return (
    <Box data-testid="card-entry" data-mode="stripe">
      <Elements stripe={stripe} options={{ locale: LOCALES[i18n.language] ?? 'auto' }}>
        <StripeCard {...props} />
      </Elements>
    </Box>
  );
}
