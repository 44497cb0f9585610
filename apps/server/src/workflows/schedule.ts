import type { WorkflowSchedule } from '@flowlane/contracts';
import { Cron } from 'croner';

export const SCHEDULE_DISABLED_TEXT = 'Schedule is disabled';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

type Moment = { year: number; month: number; day: number; hour: number; minute: number; weekday: number };

/** 'YYYY-MM-DD HH:mm' as the user typed it (daily_value); the weekday is that date's. */
function parseMoment(value: string): Moment {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(value);
  const [year, month, day, hour, minute] = match ? match.slice(1).map(Number) : [2020, 1, 1, 0, 0];
  const weekday = new Date(Date.UTC(year ?? 2020, (month ?? 1) - 1, day ?? 1)).getUTCDay();
  return {
    year: year ?? 2020,
    month: month ?? 1,
    day: day ?? 1,
    hour: hour ?? 0,
    minute: minute ?? 0,
    weekday,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** The cron expression of a schedule's period (the form's fields), in the schedule's own time zone. */
export function cronFromSchedule(schedule: WorkflowSchedule): string {
  const { period } = schedule;
  const at = parseMoment(period.daily_value);
  const every = Math.max(1, period.value);
  switch (period.type) {
    case 'minute':
      return every === 1 ? '* * * * *' : `*/${every} * * * *`;
    case 'hour':
      return `${period.minute_value} ${every === 1 ? '*' : `*/${every}`} * * *`;
    case 'day':
      return `${at.minute} ${at.hour} ${every === 1 ? '*' : `*/${every}`} * *`;
    case 'week':
      return `${at.minute} ${at.hour} * * ${at.weekday}`;
    case 'month':
      return `${at.minute} ${at.hour} ${at.day} ${every === 1 ? '*' : `*/${every}`} *`;
    case 'custom': {
      const p = schedule.schedule;
      return [p.minute, p.hour, p.dayOfMonth, p.month, p.dayOfWeek].map((s) => s.trim() || '*').join(' ');
    }
  }
}

/** The schedule in words, as the workflow list and the designer show it. */
export function describeSchedule(schedule: WorkflowSchedule): string {
  if (!schedule.active) return SCHEDULE_DISABLED_TEXT;
  const { period } = schedule;
  const at = parseMoment(period.daily_value);
  const time = `${two(at.hour)}:${two(at.minute)}`;
  const every = Math.max(1, period.value);
  const zone = schedule.startDate.timezone || 'UTC';
  const plural = (n: number, unit: string) => (n === 1 ? `Every ${unit}` : `Every ${n} ${unit}s`);
  switch (period.type) {
    case 'minute':
      return plural(every, 'minute');
    case 'hour':
      return `${plural(every, 'hour')} at minute ${period.minute_value}`;
    case 'day':
      return `${plural(every, 'day')} at ${time} (${zone})`;
    case 'week':
      return `Every ${WEEKDAYS[at.weekday]} at ${time} (${zone})`;
    case 'month':
      return `${plural(every, 'month')} on day ${at.day} at ${time} (${zone})`;
    case 'custom':
      return `Custom schedule: ${cronFromSchedule(schedule)} (${zone})`;
  }
}

export class InvalidCronError extends Error {}

function cronOf(expression: string, timezone: string): Cron {
  try {
    if (expression.trim().split(/\s+/).length !== 5) throw new Error('a schedule has five parts');
    return new Cron(expression, { timezone, paused: true });
  } catch (error) {
    throw new InvalidCronError(
      `Invalid schedule "${expression}": ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** The next `count` run times after `from`. */
export function nextRuns(expression: string, timezone: string, count: number, from = new Date()): Date[] {
  return cronOf(expression, timezone).nextRuns(count, from);
}

/** The shortest gap between runs, in minutes, over the next runs (a cron's gaps can vary). */
export function shortestIntervalMinutes(expression: string, timezone: string): number {
  const runs = nextRuns(expression, timezone, 60, new Date(Date.UTC(2030, 0, 1)));
  let shortest = Number.POSITIVE_INFINITY;
  for (let i = 1; i < runs.length; i++) {
    const a = runs[i - 1];
    const b = runs[i];
    if (a && b) shortest = Math.min(shortest, (b.getTime() - a.getTime()) / 60_000);
  }
  return shortest;
}

export function isValidTimezone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}
