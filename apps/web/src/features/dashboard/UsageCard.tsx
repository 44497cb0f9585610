import type { DashboardSummary } from '@flowlane/contracts';
import { Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../i18n/format';
import { useAccountTimeZone, useDateTime } from '../../shell';
import { UsageChart } from './UsageChart';
import { usageBars, usagePercent } from './usage-days';

const progressColor = (percent: number) =>
  percent >= 90 ? 'error' : percent >= 75 ? 'warning' : 'secondary';

/** Processing time used against the plan's allowance this period, and (unless `chart` is off) its daily bars. */
export function UsageCard({ summary, chart = true }: { summary: DashboardSummary; chart?: boolean }) {
  // Usage days are the server's, counted in the account's zone.
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const timeZone = useAccountTimeZone();
  const formatDay = useDateTime({ dateStyle: 'medium' });
  const percent = usagePercent(summary.usedMs, summary.allowanceMs);
  const { bars, unit } = usageBars(summary.usageByDay, summary.period, timeZone);
  return (
    <Card data-testid="usage-card">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1, alignItems: { sm: 'baseline' }, mb: 1.5 }}
        >
          <Box sx={{ flex: 1 }}>
            <Typography variant="h6" component="h2">
              {t('dashboard.processing')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('dashboard.periodRange', {
                from: formatDay(summary.period.start),
                to: formatDay(new Date(new Date(summary.period.end).getTime() - 1).toISOString()),
              })}
            </Typography>
          </Box>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="usage-text">
            <bdi>
              {t('dashboard.usageOf', {
                used: format.hoursMinutes(summary.usedMs),
                allowance: format.hours(summary.allowanceMs),
              })}
            </bdi>
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={percent}
          color={progressColor(percent)}
          aria-label={t('dashboard.processing')}
          data-testid="usage-progress"
          sx={{
            height: 10,
            borderRadius: 5,
            // A neutral track: a tinted one reads as "full" when little is used.
            bgcolor: 'action.selected',
            '& .MuiLinearProgress-bar': { borderRadius: 5 },
          }}
        />
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ mt: 0.75 }}
          data-testid="usage-exact"
        >
          {t('dashboard.usedExactly', {
            used: format.duration(summary.usedMs),
            percent: format.percent(percent, percent < 1 ? 2 : 1),
          })}
        </Typography>
        {chart && (
          <>
            <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 3, mb: 1 }}>
              {t('dashboard.usageByDay')}
            </Typography>
            <UsageChart bars={bars} unit={unit} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
