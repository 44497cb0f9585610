import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatCents } from './money';

/** A payment waiting for the cardholder's 3-D Secure answer. */
export type SecureChallenge = { amount: number; resolve(outcome: 'complete' | 'fail'): void };

/**
 * The 3-D Secure step in sandbox mode, standing in for the bank's page: the cardholder completes or fails
 * the authentication. (With real Stripe, Stripe.js shows the bank's own challenge.)
 */
export function SecureDialog({ challenge }: { challenge: SecureChallenge | null }) {
  const { t } = useTranslation();
  return (
    <Dialog open={challenge !== null} maxWidth="xs" fullWidth data-testid="secure-dialog">
      <DialogTitle>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <VerifiedUserOutlinedIcon color="secondary" />
          {t('billing.secure.sandboxTitle')}
        </Stack>
      </DialogTitle>
      <DialogContent>
        <Typography gutterBottom>
          {t('billing.secure.text', { amount: formatCents(challenge?.amount ?? 0) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('billing.secure.sandboxText')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="error" onClick={() => challenge?.resolve('fail')} data-testid="secure-fail">
          {t('billing.secure.fail')}
        </Button>
        <Button
          variant="contained"
          color="secondary"
          onClick={() => challenge?.resolve('complete')}
          data-testid="secure-complete"
        >
          {t('billing.secure.complete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
