import type { DashboardSummary } from '@flowlane/contracts';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAccent, useDateTime } from '../logs';
import { StatCard } from './StatCard';

/** The plan's name, when the period ends, and the way to a bigger one. */
export function PlanCard({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation();
  const formatDay = useDateTime({ dateStyle: 'medium' });
  const accent = useAccent();
  return (
    <StatCard
      testId="stat-plan"
      label={t('dashboard.plan')}
      value={summary.plan.name}
      tone="warning"
      icon={<WorkspacePremiumIcon />}
      caption={
        <>
          {t('dashboard.periodEnds')} <bdi>{formatDay(summary.period.end)}</bdi>
          {' · '}
          <Link component={RouterLink} to="/billing/pricing" color={accent} sx={{ fontWeight: 600 }}>
            {t('dashboard.upgrade')}
          </Link>
        </>
      }
    />
  );
}
