import { Box, useTheme } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { z } from 'zod';
import { type DurationUnit, useLocaleFormat } from '../../i18n/format';
import type { UsageBar } from './usage-days';

/** Recharts hands the hovered entry back untyped; its day finds the typed bar. */
const BarRef = z.object({ day: z.string() });

/** Processing time per day of the period, as bars. */
export function UsageChart({ bars, unit }: { bars: UsageBar[]; unit: DurationUnit }) {
  const theme = useTheme();
  const { t, i18n } = useTranslation();
  const format = useLocaleFormat();
  const language = i18n.language;
  const dayLabel = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { timeZone: 'UTC', month: 'short', day: 'numeric' });
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  }, [language]);
  const barOf = (payload: unknown) => {
    const ref = BarRef.safeParse(payload);
    return ref.success ? bars.find((bar) => bar.day === ref.data.day) : undefined;
  };
  const rtl = theme.direction === 'rtl';
  const axis = { fill: theme.palette.text.secondary, fontSize: 11 };
  return (
    <Box data-testid="usage-chart" dir="ltr" sx={{ height: 200 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={bars} // Room above the top tick: its label is centred on the top grid line and was cut in half.
          margin={{ top: 14, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid vertical={false} stroke={theme.palette.divider} />
          <XAxis
            dataKey="day"
            reversed={rtl}
            tickFormatter={dayLabel}
            tick={axis}
            stroke={theme.palette.divider}
            interval="preserveStartEnd"
            minTickGap={16}
          />
          <YAxis
            orientation={rtl ? 'right' : 'left'}
            width="auto"
            tick={axis}
            stroke={theme.palette.divider}
            tickFormatter={(value: number) => format.tick(value, unit)}
          />
          <Tooltip
            cursor={{ fill: theme.palette.action.hover }}
            contentStyle={{
              background: theme.palette.background.paper,
              border: `1px solid ${theme.palette.divider}`,
              color: theme.palette.text.primary,
            }}
            labelFormatter={(_label, payload) => {
              const bar = barOf(payload[0]?.payload);
              return bar ? dayLabel(bar.day) : '';
            }}
            formatter={(_value, _name, item) => [
              format.duration(barOf(item.payload)?.ms ?? 0),
              t('runs.columns.processing'),
            ]}
          />
          <Bar
            dataKey="value"
            fill={theme.palette.secondary.main}
            radius={[3, 3, 0, 0]}
            maxBarSize={24}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
