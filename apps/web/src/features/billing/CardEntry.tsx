import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardEntryProps } from './card-gateway';
import { SandboxCardEntry } from './SandboxCardEntry';

// Stripe Elements only loads on a billing form with a real key; other pages never carry it.
const StripeCardEntry = lazy(() => import('./StripeCardEntry'));

/** The card entry of the billing forms: Stripe Elements with a real key, the sandbox's otherwise. */
export function CardEntry(props: CardEntryProps) {
  const { t } = useTranslation();
  if (props.config.mode === 'sandbox') return <SandboxCardEntry {...props} />;
  return (
    <Suspense
      fallback={
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', py: 1.5 }}>
          <CircularProgress size={18} color="secondary" />
          <Typography variant="body2" color="text.secondary">
            {t('billing.card.loading')}
          </Typography>
        </Stack>
      }
    >
      <Box>
        <StripeCardEntry {...props} />
      </Box>
    </Suspense>
  );
}
