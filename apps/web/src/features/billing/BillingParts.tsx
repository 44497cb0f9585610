import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A titled card of a billing form (Billing details, Payment details, the order summary). */
export function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card data-testid={testId}>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The payment provider could not load (spec section 5): the gateway warning, named after the provider. */
export function GatewayWarning({ provider }: { provider: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" data-testid="gateway-warning">
      {t('billing.card.gatewayUnavailable', { provider })}
    </Alert>
  );
}

/** Processing (spec sections 2 and 9): a spinner and "may take up to 30 seconds, do not refresh". */
export function Processing({ text }: { text: string }) {
  return (
    <Stack sx={{ alignItems: 'center', gap: 2, py: 6, textAlign: 'center' }} data-testid="processing">
      <CircularProgress color="secondary" size={48} />
      <Typography sx={{ maxWidth: 420 }}>{text}</Typography>
    </Stack>
  );
}

/** SUCCESS and what changed, with the ways on. */
export function Success({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Stack sx={{ alignItems: 'center', gap: 1.5, py: 6, textAlign: 'center' }} data-testid="success">
      <CheckCircleOutlinedIcon color="success" sx={{ fontSize: 64 }} />
      <Typography variant="h4" component="p" sx={{ fontWeight: 800, letterSpacing: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" data-testid="success-text">
        {text}
      </Typography>
      {children && (
        <Stack direction="row" sx={{ gap: 1.5, mt: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
          {children}
        </Stack>
      )}
    </Stack>
  );
}

/** The subscription terms the checkout's consent links to. */
export function TermsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth data-testid="terms-dialog">
      <DialogTitle>{t('billing.checkout.termsTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Typography variant="body2">{t('billing.checkout.termsText1')}</Typography>
          <Typography variant="body2">{t('billing.checkout.termsText2')}</Typography>
          <Typography variant="body2">{t('billing.checkout.termsText3')}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="secondary" onClick={onClose}>
          {t('billing.checkout.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A centred card for a page that cannot show its form (unknown plan, no payment method). */
export function Notice({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <Card sx={{ maxWidth: 460, width: '100%' }}>
        <CardContent sx={{ p: 4, textAlign: 'center' }}>
          <Box sx={{ color: 'text.secondary', mb: 1, '& svg': { fontSize: 56 } }}>{icon}</Box>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {text && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {text}
            </Typography>
          )}
          {action && <Box sx={{ mt: 3 }}>{action}</Box>}
        </CardContent>
      </Card>
    </Box>
  );
}
