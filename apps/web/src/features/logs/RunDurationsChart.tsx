import type { RunSummary } from '@flowlane/contracts';
import { Box, Typography, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { z } from 'zod';
import { DURATION_UNIT_MS, durationUnit, useLocaleFormat } from '../../i18n/format';
import { useDateTime } from '../../shell';
import { RUN_STATUS_COLORS } from '../../ui/runs';

/** Recharts hands the hovered entry back untyped; its id finds the typed point. */
const PointRef = z.object({ id: z.string() });

type Point = {
  id: string;
  label: string;
  when: string;
  value: number;
  ms: number;
  status: RunSummary['status'];
};

/** Durations of the finished runs on the page, oldest first, coloured by status. */
export function RunDurationsChart({ runs }: { runs: RunSummary[] }) {
  const { t } = useTranslation();
  const { duration, tick } = useLocaleFormat();
  const theme = useTheme();
  const formatTime = useDateTime();
  const formatShort = useDateTime({ hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const finished = runs.filter((run) => run.durationMs !== null);
  const unit = durationUnit(Math.max(0, ...finished.map((run) => run.durationMs ?? 0)));
  const points: Point[] = finished
    .map((run) => ({
      id: run.id,
      label: formatShort(run.startedAt),
      when: formatTime(run.startedAt),
      value: Number(((run.durationMs ?? 0) / DURATION_UNIT_MS[unit]).toFixed(2)),
      ms: run.durationMs ?? 0,
      status: run.status,
    }))
    .reverse();
  if (points.length < 2) return null;
  const colorOf = (status: RunSummary['status']) => {
    const color = RUN_STATUS_COLORS[status];
    return color === 'default' ? theme.palette.text.disabled : theme.palette[color].main;
  };
  const pointOf = (payload: unknown) => {
    const entry = PointRef.safeParse(payload);
    return entry.success ? points.find((point) => point.id === entry.data.id) : undefined;
  };
  const rtl = theme.direction === 'rtl';
  // Room for the widest tick label: "15 ms" is narrow, Arabic "15 ملي ث" is not (11 px text ≈ 6.5 px a letter).
  const widestTick = tick(Math.ceil(Math.max(...points.map((point) => point.value))), unit).length;
  const axisWidth = Math.max(40, Math.ceil(widestTick * 6.5) + 10);
  return (
    <Box data-testid="run-durations-chart" sx={{ mb: 2 }}>
      <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {t('logs.durationsChart')}
      </Typography>
      <Box dir="ltr" sx={{ height: 140 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke={theme.palette.divider} />
            <XAxis
              dataKey="label"
              reversed={rtl}
              tick={{ fill: theme.palette.text.secondary, fontSize: 11 }}
              stroke={theme.palette.divider}
              interval="preserveStartEnd"
            />
            <YAxis
              orientation={rtl ? 'right' : 'left'}
              width={axisWidth}
              tick={{ fill: theme.palette.text.secondary, fontSize: 11 }}
              stroke={theme.palette.divider}
              tickFormatter={(value: number) => tick(value, unit)}
            />
            <Tooltip
              cursor={{ fill: theme.palette.action.hover }}
              contentStyle={{
                background: theme.palette.background.paper,
                border: `1px solid ${theme.palette.divider}`,
                color: theme.palette.text.primary,
              }}
              labelFormatter={(_label, payload) => pointOf(payload[0]?.payload)?.when ?? ''}
              formatter={(_value, _name, item) => {
                const point = pointOf(item.payload);
                return [
                  point ? `${duration(point.ms)} · ${t(`runs.status.${point.status}`)}` : '',
                  t('runs.columns.duration'),
                ];
              }}
            />
            <Bar dataKey="value" radius={[3, 3, 0, 0]} maxBarSize={28} isAnimationActive={false}>
              {points.map((point) => (
                <Cell key={point.id} fill={colorOf(point.status)} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </Box>
    </Box>
  );
}
