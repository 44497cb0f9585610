import type { DashboardSummary } from '@flowlane/contracts';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Box, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../auth';
import { useAccent, useDateTime } from '../../shell';
import { SubscriptionStatusChip } from '../../ui';
import { StatCard } from './StatCard';

/** The plan's name and status, when the period ends, and the way to a bigger one (or to fix a payment). */
export function PlanCard({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation();
  const formatDay = useDateTime({ dateStyle: 'medium' });
  const accent = useAccent();
  const subscription = useSession().user?.subscription;
  const pastDue = subscription?.status === 'past_due';
  return (
    <StatCard
      testId="stat-plan"
      label={t('dashboard.plan')}
      value={summary.plan.name}
      tone="warning"
      icon={<WorkspacePremiumIcon />}
      caption={
        <>
          {subscription && (
            <Box component="span" sx={{ display: 'block', my: 0.5 }}>
              <SubscriptionStatusChip status={subscription.status} />
            </Box>
          )}
          {t('dashboard.periodEnds')} <bdi>{formatDay(summary.period.end)}</bdi>
          {' · '}
          {pastDue ? (
            // A failed renewal: the way to fix it is a new card (it pays the open invoice at once).
            <Link
              component={RouterLink}
              to="/billing/paymethod/change"
              color="error"
              sx={{ fontWeight: 700 }}
              data-testid="dashboard-fix-payment"
            >
              {t('billing.summary.fix')}
            </Link>
          ) : (
            <Link component={RouterLink} to="/billing/pricing" color={accent} sx={{ fontWeight: 600 }}>
              {t('dashboard.upgrade')}
            </Link>
          )}
        </>
      }
    />
  );
}
