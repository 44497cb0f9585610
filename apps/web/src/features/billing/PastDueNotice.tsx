import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSession } from '../../auth';

/**
 * A renewal payment failed (spec: the subscription is past_due): says so, with the way to fix it — a new
 * card on /billing/paymethod/change, which pays the open invoice at once.
 */
export function PastDueNotice() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  const subscription = user?.subscription;
  if (subscription?.status !== 'past_due') return null;
  return (
    <Alert
      severity="error"
      data-testid="past-due-notice"
      action={
        pathname === '/billing/paymethod/change' ? undefined : (
          <Button
            color="inherit"
            size="small"
            component={RouterLink}
            to="/billing/paymethod/change"
            sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
            data-testid="fix-payment"
          >
            {t('billing.notice.fixPayment')}
          </Button>
        )
      }
    >
      {t('billing.notice.pastDue', { plan: subscription.plan.name })}
    </Alert>
  );
}
