import { dayIn, daysBetween } from '../logs/format';

export type UsageUnit = 's' | 'min' | 'h';
export type UsageBar = { day: string; ms: number; value: number };

const UNIT_MS: Record<UsageUnit, number> = { s: 1000, min: 60_000, h: 3_600_000 };

/** The unit that keeps the tallest bar between about 1 and 120. */
export function usageUnit(maxMs: number): UsageUnit {
  if (maxMs < 120_000) return 's';
  if (maxMs < 7_200_000) return 'min';
  return 'h';
}

/**
 * One bar per day of the billing period (in the user's time zone), zero where nothing ran;
 * days the server reports outside that range are kept too.
 */
export function usageBars(
  usage: { day: string; ms: number }[],
  period: { start: string; end: string },
  timeZone: string,
): { bars: UsageBar[]; unit: UsageUnit } {
  const byDay = new Map(usage.map((entry) => [entry.day, entry.ms]));
  const start = new Date(period.start);
  const end = new Date(new Date(period.end).getTime() - 1);
  const range =
    Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())
      ? []
      : daysBetween(dayIn(start, timeZone), dayIn(end, timeZone));
  const days = [...new Set([...range, ...byDay.keys()])].sort();
  const unit = usageUnit(Math.max(0, ...usage.map((entry) => entry.ms)));
  return {
    unit,
    bars: days.map((day) => {
      const ms = byDay.get(day) ?? 0;
      return { day, ms, value: Number((ms / UNIT_MS[unit]).toFixed(2)) };
    }),
  };
}
