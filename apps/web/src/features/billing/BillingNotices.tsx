import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, IconButton, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { useSession } from '../../auth';

const dismissedKey = (team: string, since: string) => `flowlane.billingNotice.${team}.${since}`;

/**
 * The team fell back to Flow Free (ARCHITECTURE.md "Plans"): its trial ended, or a paid plan's payments
 * finally failed — the server says which (`subscription.fallback`). Shown until dismissed.
 */
function FallbackNotice() {
  const { t } = useTranslation();
  const { user } = useSession();
  const subscription = user?.subscription;
  const key = dismissedKey(user?.data.defaultTeam ?? '', subscription?.periodStartDate ?? '');
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(key) !== null);
  if (!subscription?.fallback || dismissed) return null;
  const dismiss = () => {
    localStorage.setItem(key, '1');
    setDismissed(true);
  };
  return (
    <Alert
      severity="info"
      data-testid="fallback-notice"
      data-fallback={subscription.fallback}
      action={
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <Button
            color="inherit"
            size="small"
            component={RouterLink}
            to="/billing/pricing"
            sx={{ fontWeight: 700 }}
          >
            {t('billing.notice.choosePlan')}
          </Button>
          <IconButton color="inherit" size="small" aria-label={t('billing.notice.dismiss')} onClick={dismiss}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      }
    >
      {subscription.fallback === 'payment_failed'
        ? t('billing.notice.fellBack', { plan: subscription.plan.name })
        : t('billing.notice.trialEnded', { plan: subscription.plan.name })}
    </Alert>
  );
}

/** A renewal payment failed: the subscription is past due; the way to fix it is a new card. */
function PastDueNotice() {
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

/**
 * The shell's billing notices above every signed-in page (spec: the user sees a failed payment in the
 * shell, with a way to fix it; the shell says when the trial ended and the team fell back).
 */
export function BillingNotices() {
  return (
    <>
      <Box
        sx={{
          px: { xs: 2, md: 3 },
          pt: 2,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          '&:empty': { display: 'none' },
        }}
      >
        <PastDueNotice />
        <FallbackNotice />
      </Box>
      <Outlet />
    </>
  );
}
