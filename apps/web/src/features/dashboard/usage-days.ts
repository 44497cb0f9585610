import { DURATION_UNIT_MS, type DurationUnit, dayIn, daysBetween, durationUnit } from '../logs';

export type UsageBar = { day: string; ms: number; value: number };

/**
 * One bar per day of the billing period (in the account's time zone), zero where nothing ran;
 * days the server reports outside that range are kept too.
 */
export function usageBars(
  usage: { day: string; ms: number }[],
  period: { start: string; end: string },
  timeZone: string,
): { bars: UsageBar[]; unit: DurationUnit } {
  const byDay = new Map(usage.map((entry) => [entry.day, entry.ms]));
  const start = new Date(period.start);
  const end = new Date(new Date(period.end).getTime() - 1);
  const range =
    Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())
      ? []
      : daysBetween(dayIn(start, timeZone), dayIn(end, timeZone));
  const days = [...new Set([...range, ...byDay.keys()])].sort();
  const unit = durationUnit(Math.max(0, ...usage.map((entry) => entry.ms)));
  return {
    unit,
    bars: days.map((day) => {
      const ms = byDay.get(day) ?? 0;
      return { day, ms, value: Number((ms / DURATION_UNIT_MS[unit]).toFixed(2)) };
    }),
  };
}
