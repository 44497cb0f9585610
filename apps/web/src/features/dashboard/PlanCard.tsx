import type { DashboardSummary } from '@flowlane/contracts';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAccent, useDateTime } from '../logs';
import { StatCard } from './StatCard';
import { DASHBOARD_TEXTS } from './texts';

/** The plan's name, when the period ends, and the way to a bigger one. */
export function PlanCard({ summary }: { summary: DashboardSummary }) {
  const formatDay = useDateTime({ dateStyle: 'medium' });
  const accent = useAccent();
  return (
    <StatCard
      testId="stat-plan"
      label={DASHBOARD_TEXTS.plan}
      value={summary.plan.name}
      tone="warning"
      icon={<WorkspacePremiumIcon />}
      caption={
        <>
          {DASHBOARD_TEXTS.periodEnds} <bdi>{formatDay(summary.period.end)}</bdi>
          {' · '}
          <Link component={RouterLink} to="/billing/pricing" color={accent} sx={{ fontWeight: 600 }}>
            {DASHBOARD_TEXTS.upgrade}
          </Link>
        </>
      }
    />
  );
}
