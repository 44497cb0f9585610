import { DURATION_UNIT_MS, type DurationUnit, durationUnit } from '../../i18n/format';
import { dayIn, daysBetween } from '../../shell/date-time/date-time';

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

/** Share of the allowance used, 0–100 (a spent or zero allowance reads as full). */
export function usagePercent(usedMs: number, allowanceMs: number): number {
  if (allowanceMs <= 0) return usedMs > 0 ? 100 : 0;
  return Math.min(100, (Math.max(0, usedMs) / allowanceMs) * 100);
}
