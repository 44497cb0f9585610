/** The period editor's date input works in 'YYYY-MM-DDTHH:mm'; the schedule keeps 'YYYY-MM-DD HH:mm'. */
export const toInputDateTime = (value: string) => value.replace(' ', 'T').slice(0, 16);
export const fromInputDateTime = (value: string) => value.replace('T', ' ').slice(0, 16);

let zones: string[] | undefined;
/** Every IANA time zone the browser knows, UTC first. */
export function timeZones(): string[] {
  zones ??= ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')];
  return zones;
}

/** A saved next run, shown in the schedule's own time zone. */
export function formatRunTime(iso: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso));
  } catch {
    return iso;
  }
}
