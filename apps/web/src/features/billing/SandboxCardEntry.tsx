import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Alert, Box, FormHelperText, InputBase, Stack } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from './BrandLogo';
import { brandOf, type CardEntryProps, type CardGateway, sandboxClient } from './card-gateway';
import { type CardField, checkCard, formatCardNumber, formatCvc, formatExpiry } from './sandbox-card';

const EMPTY = { number: '', expiry: '', cvc: '' };

/**
 * The card entry in sandbox mode: number, expiry and CVC in one box like Stripe's card element, with the
 * same complete / error states, and the "Sandbox: no real charges" note. Payment methods go to the
 * built-in Stripe sandbox, which honours Stripe's test cards (its 3-D Secure step: `useSecureConfirm`).
 */
export function SandboxCardEntry({ config, disabled, onChange, onGateway }: CardEntryProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState(EMPTY);
  const [left, setLeft] = useState<ReadonlySet<CardField>>(new Set());
  const check = checkCard(input, left);
  const problem = check.problems.number ?? check.problems.expiry ?? check.problems.cvc ?? null;
  const error = problem ? t(`billing.card.${problem}`) : null;
  const latest = useRef(check);
  latest.current = check;

  useEffect(() => onChange({ complete: check.complete, error }), [check.complete, error, onChange]);

  const gateway = useMemo<CardGateway>(() => {
    const sandbox = sandboxClient(config);
    return {
      async createPaymentMethod(holder) {
        const card = latest.current.card;
        if (!card) return { ok: true, value: null };
        const made = await sandbox.createPaymentMethod({
          type: 'card',
          card,
          billing_details: {
            name: holder.name,
            email: holder.email,
            address: {
              line1: holder.line1,
              line2: holder.line2,
              city: holder.city,
              state: holder.state,
              country: holder.country,
              postal_code: holder.zip,
            },
          },
        });
        if (!made.ok) return made;
        const { id, card: summary } = made.value;
        return {
          ok: true,
          value: {
            paymentMethod: id,
            last4: summary.last4,
            expMonth: summary.exp_month,
            expYear: summary.exp_year,
            brand: brandOf(summary.brand),
          },
        };
      },
    };
  }, [config]);

  useEffect(() => {
    onGateway(gateway);
    return () => onGateway(null);
  }, [gateway, onGateway]);

  const leave = (field: CardField) => setLeft((fields) => new Set(fields).add(field));
  const field = (name: CardField) => ({
    disabled,
    onBlur: () => leave(name),
    error: Boolean(check.problems[name]),
    inputProps: { 'data-testid': `card-${name}`, dir: 'ltr' },
  });

  return (
    <Stack spacing={1} data-testid="card-entry" data-mode="sandbox" data-complete={check.complete}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 1.5,
          py: 1,
          border: 1,
          borderRadius: 1,
          borderColor: error ? 'error.main' : 'divider',
          bgcolor: disabled ? 'action.disabledBackground' : 'transparent',
          direction: 'ltr',
        }}
      >
        <BrandLogo brand={check.brand} />
        <InputBase
          {...field('number')}
          value={input.number}
          placeholder={t('billing.card.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          onChange={(event) => setInput((was) => ({ ...was, number: formatCardNumber(event.target.value) }))}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <InputBase
          {...field('expiry')}
          value={input.expiry}
          placeholder={t('billing.card.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          onChange={(event) => setInput((was) => ({ ...was, expiry: formatExpiry(event.target.value) }))}
          sx={{ width: 88 }}
        />
        <InputBase
          {...field('cvc')}
          value={input.cvc}
          placeholder={t('billing.card.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          onChange={(event) =>
            setInput((was) => ({ ...was, cvc: formatCvc(event.target.value, was.number) }))
          }
          sx={{ width: 56 }}
        />
      </Box>
      {error && (
        <FormHelperText error data-testid="card-error" sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
      <Alert
        severity="info"
        variant="outlined"
        icon={<ScienceOutlinedIcon fontSize="small" />}
        data-testid="sandbox-note"
        sx={{ py: 0 }}
      >
        <strong>{t('billing.card.sandboxNote')}</strong> — {t('billing.card.sandboxHint')}
      </Alert>
    </Stack>
  );
}
