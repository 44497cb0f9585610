import { Box, Card, CardContent, Grid, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDashboard } from '../../api/dashboard';
import { useSession } from '../../auth';
import { useLocaleFormat } from '../../i18n/format';
import { useAccent, useDateTime } from '../../shell';
import { SubscriptionStatusChip } from '../../ui';
import { useSubscriptionState } from './billing-api';
import { useNextPaymentText } from './SubscriptionManage';

/**
 * The team's plan at a glance: plan and status (past due with the way to fix it), when the period or
 * trial ends (in the user's time zone), and processing time used of the allowance this period.
 * `compact` is the user menu's version.
 */
export function SubscriptionSummary({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const accent = useAccent();
  const { user } = useSession();
  const format = useLocaleFormat();
  const formatDay = useDateTime({ dateStyle: 'medium' });
  const usage = useDashboard();
  const state = useSubscriptionState();
  const nextPaymentText = useNextPaymentText();
  const subscription = user?.subscription;
  if (!subscription) return null;
  const used = usage.data?.usedMs ?? 0;
  const allowance = usage.data?.allowanceMs ?? 0;
  const percent = allowance > 0 ? Math.min(100, (used / allowance) * 100) : 0;
  const trial = subscription.status === 'trialing';

  const items = [
    {
      label: t('billing.summary.plan'),
      value: (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700 }} data-testid="summary-plan">
            {subscription.plan.name}
          </Typography>
          <SubscriptionStatusChip status={subscription.status} />
        </Stack>
      ),
    },
    {
      label: trial ? t('billing.summary.trialEnds') : t('billing.summary.periodEnds'),
      value: (
        <Typography data-testid="summary-period-end">
          <bdi>{formatDay(subscription.periodEndDate)}</bdi>
        </Typography>
      ),
    },
    // A plan bought during the trial: when it is first charged (issue 55).
    ...(state.data?.nextPayment?.first
      ? [
          {
            label: t('billing.manage.firstPayment'),
            value: (
              <Typography data-testid="summary-first-payment">
                <bdi>{nextPaymentText(state.data)}</bdi>
              </Typography>
            ),
          },
        ]
      : []),
    {
      label: t('billing.summary.processing'),
      value: (
        <Box data-testid="summary-usage">
          <Typography variant="body2">
            {usage.data
              ? t('billing.summary.usage', {
                  used: format.hoursMinutes(used),
                  allowance: format.hours(allowance),
                })
              : '—'}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={percent}
            color={percent >= 90 ? 'error' : 'secondary'}
            aria-label={t('billing.summary.processing')}
            sx={{ mt: 0.5, height: 6, borderRadius: 3, bgcolor: 'action.selected' }}
          />
        </Box>
      ),
    },
  ];
  const link =
    subscription.status === 'past_due' ? (
      <Link component={RouterLink} to="/billing/paymethod/change" color="error" sx={{ fontWeight: 700 }}>
        {t('billing.summary.fix')}
      </Link>
    ) : (
      <Link component={RouterLink} to="/billing/pricing" color={accent} sx={{ fontWeight: 600 }}>
        {t('billing.summary.upgrade')}
      </Link>
    );

  if (compact)
    return (
      <Stack spacing={1} data-testid="subscription-summary">
        {items.map((item) => (
          <Box key={item.label}>
            <Typography variant="caption" color="text.secondary">
              {item.label}
            </Typography>
            {item.value}
          </Box>
        ))}
        <Box>{link}</Box>
      </Stack>
    );
  return (
    <Card data-testid="subscription-summary">
      <CardContent sx={{ p: 3 }}>
        <Grid container spacing={3} sx={{ alignItems: 'center' }}>
          {items.map((item) => (
            <Grid key={item.label} size={{ xs: 12, sm: 6, md: 'grow' }}>
              <Typography variant="caption" color="text.secondary">
                {item.label}
              </Typography>
              {item.value}
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 6, md: 'auto' }} sx={{ textAlign: { md: 'end' } }}>
            {link}
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
