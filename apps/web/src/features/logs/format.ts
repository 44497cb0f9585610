/** Durations and times as the run screens show them; pure, so they are unit-tested. */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** A run or step duration: "840 ms", "4.2 s", "3m 05s", "2h 14m"; null (not finished) as an em dash. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '—';
  const value = Math.max(0, ms);
  if (value < SECOND) return `${Math.round(value)} ms`;
  if (value < MINUTE) return `${(value / SECOND).toFixed(1)} s`;
  if (value < HOUR) {
    const minutes = Math.floor(value / MINUTE);
    const seconds = Math.floor((value % MINUTE) / SECOND);
    return `${minutes}m ${String(seconds).padStart(2, '0')}s`;
  }
  return formatHoursMinutes(value);
}

/** "Xh Ym", rounded down to the minute (processing time against the allowance). */
export function formatHoursMinutes(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / MINUTE);
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** An allowance in hours: "6 h", "0.5 h". */
export function formatHours(ms: number): string {
  const hours = Math.max(0, ms) / HOUR;
  return `${Number.isInteger(hours) ? hours : Number(hours.toFixed(1))} h`;
}

/** The dashboard's usage line: "Xh Ym of Z h". */
export function usageText(usedMs: number, allowanceMs: number): string {
  return `${formatHoursMinutes(usedMs)} of ${formatHours(allowanceMs)}`;
}

/** Share of the allowance used, 0–100 (a spent or zero allowance reads as full). */
export function usagePercent(usedMs: number, allowanceMs: number): number {
  if (allowanceMs <= 0) return usedMs > 0 ? 100 : 0;
  return Math.min(100, (Math.max(0, usedMs) / allowanceMs) * 100);
}

/** A time zone Intl accepts, or undefined. */
export function validTimeZone(zone: string | null | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/** The user's saved time zone when valid, else the browser's, else UTC. */
export function resolveTimeZone(saved: unknown, browser?: string): string {
  return (
    validTimeZone(typeof saved === 'string' ? saved : undefined) ??
    validTimeZone(browser ?? Intl.DateTimeFormat().resolvedOptions().timeZone) ??
    'UTC'
  );
}

export type DateTimeFormatter = (iso: string | null | undefined) => string;

/** A formatter of ISO instants in a time zone ("Jan 5, 2026, 3:04:05 PM"); null shows an em dash. */
export function dateTimeFormatter(
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' },
): DateTimeFormatter {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
  return (iso) => {
    if (!iso) return '—';
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '—' : format.format(date);
  };
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** Every calendar day from `first` to `last` (YYYY-MM-DD, inclusive); at most `limit` days. */
export function daysBetween(first: string, last: string, limit = 62): string[] {
  const days: string[] = [];
  const cursor = new Date(`${first}T00:00:00Z`);
  const end = new Date(`${last}T00:00:00Z`);
  if (Number.isNaN(cursor.getTime()) || Number.isNaN(end.getTime())) return days;
  while (cursor <= end && days.length < limit) {
    days.push(cursor.toISOString().slice(0, 10));
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return days;
}

export type DurationUnit = 'ms' | 's' | 'min' | 'h';
export const DURATION_UNIT_MS: Record<DurationUnit, number> = { ms: 1, s: 1000, min: 60_000, h: 3_600_000 };

/** The unit that keeps the largest of some durations between about 1 and 2,000 (charts' axes). */
export function durationUnit(maxMs: number): DurationUnit {
  if (maxMs < 2_000) return 'ms';
  if (maxMs < 120_000) return 's';
  if (maxMs < 7_200_000) return 'min';
  return 'h';
}

/** An axis tick: "250ms", "1.5s", "12m", "3h". */
export function durationTick(value: number, unit: DurationUnit): string {
  return `${Number(value.toFixed(2))}${unit === 'min' ? 'm' : unit}`;
}
