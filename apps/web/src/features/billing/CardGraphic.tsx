import type { PaymentMethodRecord } from '@flowlane/contracts';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from './BrandLogo';

/** Card faces by brand, so the graphic reads like the card in the wallet. */
const FACES: Record<PaymentMethodRecord['brand'], string> = {
  visa: 'linear-gradient(135deg, #1a1f71 0%, #2b3a9f 55%, #4356c9 100%)',
  mastercard: 'linear-gradient(135deg, #1f1f1f 0%, #3a3a3a 60%, #5a4632 100%)',
  amex: 'linear-gradient(135deg, #1d6fa5 0%, #2e77bc 50%, #6fb1e4 100%)',
  discover: 'linear-gradient(135deg, #3b3b3b 0%, #6b4a2a 60%, #f48120 100%)',
  diners: 'linear-gradient(135deg, #004a7c 0%, #0079be 100%)',
  jcb: 'linear-gradient(135deg, #0e4c96 0%, #007940 100%)',
  unionpay: 'linear-gradient(135deg, #00447c 0%, #007b84 60%, #e21836 100%)',
  unknown: 'linear-gradient(135deg, #37474f 0%, #607d8b 100%)',
};

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The stored card (spec section 2, /billing/paymethod): brand logo, XXXX XXXX XXXX and the last four,
 * the name on the card and valid thru MM/YY. A card reads left to right in every language.
 */
export function CardGraphic({ record }: { record: PaymentMethodRecord }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="card-graphic"
      dir="ltr"
      sx={{
        width: '100%',
        maxWidth: 400,
        aspectRatio: '1.586',
        borderRadius: 4,
        p: 3,
        color: '#fff',
        background: FACES[record.brand],
        boxShadow: 8,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box
          aria-hidden
          sx={{
            width: 46,
            height: 34,
            borderRadius: 1,
            background: 'linear-gradient(135deg, #e8d28a 0%, #c9a94d 100%)',
            border: '1px solid rgba(0,0,0,0.2)',
          }}
        />
        <BrandLogo brand={record.brand} height={36} />
      </Stack>
      <Typography
        data-testid="card-graphic-number"
        sx={{ fontFamily: 'monospace', fontSize: { xs: 18, sm: 22 }, letterSpacing: 2, whiteSpace: 'nowrap' }}
      >
        {t('billing.payMethod.cardNumber', { last4: record.last4 })}
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-end', gap: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" sx={{ opacity: 0.75, display: 'block' }}>
            {t('billing.payMethod.nameOnCard')}
          </Typography>
          <Typography
            sx={{ fontWeight: 600, textTransform: 'uppercase' }}
            noWrap
            data-testid="card-graphic-name"
          >
            {record.name}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
          <Typography variant="caption" sx={{ opacity: 0.75, display: 'block' }}>
            {t('billing.payMethod.validThru')}
          </Typography>
          <Typography sx={{ fontWeight: 600, fontFamily: 'monospace' }} data-testid="card-graphic-expiry">
            {twoDigits(record.expMonth)}/{twoDigits(record.expYear % 100)}
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}
