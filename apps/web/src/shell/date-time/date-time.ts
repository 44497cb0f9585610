/** Time zones, instants and calendar days as the screens show them; pure, so they are unit-tested. */

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
