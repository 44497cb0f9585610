import type { FakeAnswer, FakeRequest } from '../../testing/fake-server.js';
import { GoogleFake, pageOf, pageOffset, UNAUTHENTICATED } from '../google/fake-support.js';

/**
 * Google Calendar API v3 as our operations use it (events list, insert, patch, delete; calendarList
 * list): OAuth2 Bearer tokens (401 UNAUTHENTICATED), `primary` for the user's own calendar, events
 * filtered by `timeMin` (end after) and `timeMax` (start before), `q`, `updatedMin` (deleted events
 * included then) and `showDeleted`, `orderBy=startTime` only with `singleEvents=true`, `maxResults`
 * (250 by default, at most 2500; calendarList 100 and 250) with opaque `pageToken`s, a deleted event
 * answering 410, errors as `{ error: { code, message, status, errors: [{ domain, reason, message }] } }`.
 * Times without an offset are read as UTC (the fake does not know time zones).
 */
export interface EventTime {
  dateTime?: string;
  date?: string;
  timeZone?: string;
}

export interface FakeEvent {
  id: string;
  status: 'confirmed' | 'cancelled';
  summary?: string;
  description?: string;
  location?: string;
  start: EventTime;
  end: EventTime;
  attendees?: { email: string; responseStatus: string }[];
  created: string;
  updated: string;
}

export interface FakeCalendar {
  id: string;
  summary: string;
  timeZone: string;
  primary: boolean;
  accessRole: 'owner' | 'writer' | 'reader';
  events: FakeEvent[];
}

const OFFSET = /(?:Z|[+-]\d{2}:\d{2})$/i;

/** An event time as milliseconds (a date is its day's midnight UTC). */
function instant(time: EventTime): number {
  if (time.date) return Date.parse(`${time.date}T00:00:00Z`);
  const text = time.dateTime ?? '';
  return Date.parse(OFFSET.test(text) ? text : `${text}Z`);
}

export class GoogleCalendarFake extends GoogleFake {
  protected override readonly unauthenticated = UNAUTHENTICATED.withReason;
  protected override readonly basePath = '/calendar/v3';
  readonly calendars = new Map<string, FakeCalendar>();
  /** `sendUpdates` of each insert, patch and delete, in order. */
  readonly notified: string[] = [];
  private clock = Date.UTC(2026, 11, 1);
  private ids = 0;

  calendar(
    id: string,
    summary = id,
    options: Partial<Omit<FakeCalendar, 'id' | 'events'>> = {},
  ): FakeCalendar {
    const calendar: FakeCalendar = {
      id,
      summary,
      timeZone: 'Europe/Berlin',
      primary: false,
      accessRole: 'owner',
      events: [],
      ...options,
    };
    this.calendars.set(id, calendar);
    return calendar;
  }

  /** An event added to a calendar, a minute after the change before. */
  add(calendarId: string, event: Partial<FakeEvent> & { start: EventTime; end: EventTime }): FakeEvent {
    const stamp = this.tick();
    this.ids += 1;
    const added: FakeEvent = {
      id: `ev${String(this.ids).padStart(4, '0')}`,
      status: 'confirmed',
      created: stamp,
      updated: stamp,
      ...event,
    };
    this.find(calendarId)?.events.push(added);
    return added;
  }

  private tick(): string {
    this.clock += 60_000;
    return new Date(this.clock).toISOString();
  }

  find(id: string): FakeCalendar | undefined {
    if (id === 'primary') return [...this.calendars.values()].find((c) => c.primary);
    return this.calendars.get(id);
  }

  private invalid(message: string, reason = 'invalid'): FakeAnswer {
    return this.error(400, message, 'INVALID_ARGUMENT', reason);
  }

  private withCalendar(
    r: FakeRequest & { params: Record<string, string> },
    answer: (calendar: FakeCalendar) => FakeAnswer,
  ): FakeAnswer {
    return this.authed(r, () => {
      const calendar = this.find(r.params.calendarId ?? '');
      if (!calendar) return this.error(404, 'Not Found', 'NOT_FOUND', 'notFound');
      return answer(calendar);
    });
  }

  resource(calendar: FakeCalendar, event: FakeEvent): Record<string, unknown> {
    return {
      kind: 'calendar#event',
      ...event,
      htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${event.id} ${calendar.id}`).toString('base64url')}`,
      iCalUID: `${event.id}@google.com`,
      creator: { email: calendar.id, self: true },
      organizer: { email: calendar.id, self: true },
    };
  }

  /** A start or end as sent, checked as Google checks it. */
  private timeOf(value: unknown, which: 'start' | 'end'): { time: EventTime } | { refused: FakeAnswer } {
    const time = typeof value === 'object' && value !== null ? (value as EventTime) : {};
    if (time.date) return { time: { date: time.date } };
    if (!time.dateTime) return { refused: this.invalid(`Missing ${which} time.`, 'required') };
    if (!OFFSET.test(time.dateTime) && !time.timeZone) {
      return { refused: this.invalid(`Missing time zone definition for ${which} time.`, 'required') };
    }
    if (Number.isNaN(instant(time))) return { refused: this.invalid('Bad Request', 'badRequest') };
    return { time: { dateTime: time.dateTime, ...(time.timeZone ? { timeZone: time.timeZone } : {}) } };
  }

  /** Applies the fields of an insert or patch body to the event; an answer when the body is refused. */
  private apply(event: FakeEvent, body: Record<string, unknown>, insert: boolean): FakeAnswer | undefined {
    for (const which of ['start', 'end'] as const) {
      if (body[which] === undefined && !insert) continue;
      const read = this.timeOf(body[which], which);
      if ('refused' in read) return read.refused;
      event[which] = read.time;
    }
    // An all-day event's end is the day after its last: equal dates are an empty range too.
    if (instant(event.end) <= instant(event.start)) {
      return this.invalid('The specified time range is empty.', 'timeRangeEmpty');
    }
    for (const key of ['summary', 'description', 'location'] as const) {
      if (typeof body[key] === 'string') event[key] = body[key];
    }
    if (Array.isArray(body.attendees)) {
      event.attendees = (body.attendees as { email?: string }[]).map((a) => ({
        email: String(a.email ?? ''),
        responseStatus: 'needsAction',
      }));
    }
    return undefined;
  }

  private listEvents(r: FakeRequest, calendar: FakeCalendar): FakeAnswer {
    const orderBy = r.query.get('orderBy');
    const single = r.query.get('singleEvents') === 'true';
    if (orderBy === 'startTime' && !single) {
      return this.invalid('The requested ordering is not available for the particular query.');
    }
    if (orderBy !== null && orderBy !== 'startTime' && orderBy !== 'updated')
      return this.invalid('Invalid Value');
    const bound = (name: string) => {
      const value = r.query.get(name);
      if (value === null) return undefined;
      return OFFSET.test(value) ? Date.parse(value) : Number.NaN;
    };
    const timeMin = bound('timeMin');
    const timeMax = bound('timeMax');
    const updatedMin = bound('updatedMin');
    if ([timeMin, timeMax, updatedMin].some((t) => t !== undefined && Number.isNaN(t))) {
      return this.invalid('Bad Request', 'badRequest');
    }
    const words = (r.query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const showDeleted = r.query.get('showDeleted') === 'true' || updatedMin !== undefined;
    let found = calendar.events.filter((e) => {
      if (e.status === 'cancelled' && !showDeleted) return false;
      if (timeMin !== undefined && instant(e.end) <= timeMin) return false;
      if (timeMax !== undefined && instant(e.start) >= timeMax) return false;
      if (updatedMin !== undefined && Date.parse(e.updated) < updatedMin) return false;
      const text = [e.summary, e.description, e.location, ...(e.attendees ?? []).map((a) => a.email)]
        .join(' ')
        .toLowerCase();
      return words.every((w) => text.includes(w));
    });
    if (orderBy === 'startTime') found = [...found].sort((a, b) => instant(a.start) - instant(b.start));
    if (orderBy === 'updated') found = [...found].sort((a, b) => a.updated.localeCompare(b.updated));
    const size = Math.min(Number(r.query.get('maxResults') ?? 250), 2500);
    const from = pageOffset(r.query.get('pageToken'));
    if (!Number.isInteger(from) || from < 0 || !(size >= 1)) return this.invalid('Invalid Value');
    const { items, next } = pageOf(found, from, size);
    return {
      body: {
        kind: 'calendar#events',
        summary: calendar.summary,
        timeZone: calendar.timeZone,
        items: items.map((e) => this.resource(calendar, e)),
        ...next,
      },
    };
  }

  protected routes(): void {
    const s = this.server;
    s.route('GET', '/calendar/v3/calendars/:calendarId/events', (r) =>
      this.withCalendar(r, (calendar) => this.listEvents(r, calendar)),
    );
    s.route('POST', '/calendar/v3/calendars/:calendarId/events', (r) =>
      this.withCalendar(r, (calendar) => {
        if (calendar.accessRole === 'reader') {
          return this.error(
            403,
            'You need to have writer access to this calendar.',
            'PERMISSION_DENIED',
            'requiredAccessLevel',
          );
        }
        const stamp = this.tick();
        this.ids += 1;
        const event: FakeEvent = {
          id: `ev${String(this.ids).padStart(4, '0')}`,
          status: 'confirmed',
          start: {},
          end: {},
          created: stamp,
          updated: stamp,
        };
        const refused = this.apply(event, r.body as Record<string, unknown>, true);
        if (refused) return refused;
        calendar.events.push(event);
        this.notified.push(r.query.get('sendUpdates') ?? 'false');
        return { body: this.resource(calendar, event) };
      }),
    );
    s.route('PATCH', '/calendar/v3/calendars/:calendarId/events/:eventId', (r) =>
      this.withCalendar(r, (calendar) => {
        const event = calendar.events.find((e) => e.id === r.params.eventId);
        if (!event) return this.error(404, 'Not Found', 'NOT_FOUND', 'notFound');
        const draft: FakeEvent = structuredClone(event);
        const refused = this.apply(draft, r.body as Record<string, unknown>, false);
        if (refused) return refused;
        Object.assign(event, draft, { updated: this.tick() });
        this.notified.push(r.query.get('sendUpdates') ?? 'false');
        return { body: this.resource(calendar, event) };
      }),
    );
    s.route('DELETE', '/calendar/v3/calendars/:calendarId/events/:eventId', (r) =>
      this.withCalendar(r, (calendar) => {
        const event = calendar.events.find((e) => e.id === r.params.eventId);
        if (!event) return this.error(404, 'Not Found', 'NOT_FOUND', 'notFound');
        if (event.status === 'cancelled')
          return this.error(410, 'Resource has been deleted', 'GONE', 'deleted');
        event.status = 'cancelled';
        event.updated = this.tick();
        this.notified.push(r.query.get('sendUpdates') ?? 'false');
        return { status: 204 };
      }),
    );
    s.route('GET', '/calendar/v3/users/me/calendarList', (r) =>
      this.authed(r, () => {
        const all = [...this.calendars.values()];
        const size = Math.min(Number(r.query.get('maxResults') ?? 100), 250);
        const from = pageOffset(r.query.get('pageToken'));
        if (!Number.isInteger(from) || from < 0 || !(size >= 1)) return this.invalid('Invalid Value');
        const { items, next } = pageOf(all, from, size);
        return {
          body: {
            kind: 'calendar#calendarList',
            items: items.map((c) => ({
              kind: 'calendar#calendarListEntry',
              id: c.id,
              summary: c.summary,
              timeZone: c.timeZone,
              accessRole: c.accessRole,
              ...(c.primary ? { primary: true } : {}),
            })),
            ...next,
          },
        };
      }),
    );
  }
}
