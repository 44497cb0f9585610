import type { MappedStep, MappingContext } from '../mapping-types.js';
import { list, record, text } from '../table-helpers.js';
import { appRow, commaList, leftOutNote, listNote, locator, operations, paging } from './app-helpers.js';

// ---- Google Calendar (1.x: event create, update, delete, getAll)

const calendarId = (ctx: MappingContext) => ctx.value(locator(ctx.params.calendar).value ?? 'primary');

const timeZoneNote = (ctx: MappingContext) =>
  ctx.needsHand(
    'parameter',
    "n8n read the start and end in the workflow's time zone: set Time zone (e.g. Europe/Berlin) unless they carry an offset.",
  );

/** n8n's event fields (create's additionalFields, update's updateFields) that our steps take. */
function eventFields(ctx: MappingContext, fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['summary', 'description', 'location'])
    if (fields[key] !== undefined && fields[key] !== '') out[key] = ctx.value(fields[key]);
  // Attendees is a list of texts, each of which may hold several addresses separated by commas.
  const attendees = commaList(ctx, Array.isArray(fields.attendees) ? fields.attendees : [fields.attendees]);
  if (attendees) out.attendees = attendees;
  if (fields.sendUpdates) out.sendUpdates = ctx.value(fields.sendUpdates);
  return out;
}

/** Create and update both take reminders of the event's own, which our steps do not set. */
function remindersNote(ctx: MappingContext): void {
  const p = ctx.params;
  if (p.useDefaultReminders === false && list(record(p.remindersUi).remindersValues).length > 0)
    ctx.needsHand(
      'parameter',
      "The event's own reminders are not imported: it keeps the calendar's default reminders.",
    );
}

const EVENT_FIELDS = ['summary', 'description', 'location', 'attendees', 'sendUpdates'];

/** A start or end for an all-day event: n8n kept the date of the date-time. */
function day(ctx: MappingContext, value: unknown): unknown {
  if (typeof value === 'string' && !value.startsWith('=')) return value.slice(0, 10);
  ctx.needsHand('parameter', 'An all-day event takes dates (2026-12-01): give the start and end as dates.');
  return ctx.value(value ?? '');
}

function calendarCreate(ctx: MappingContext): MappedStep {
  const p = ctx.params;
  const fields = record(p.additionalFields);
  const allDay = fields.allday === 'yes';
  remindersNote(ctx);
  if (!allDay) timeZoneNote(ctx);
  leftOutNote(ctx, fields, [...EVENT_FIELDS, 'allday']);
  const { summary = '', ...rest } = eventFields(ctx, fields);
  return {
    serviceId: 'google-calendar.create_event',
    params: {
      calendarId: calendarId(ctx),
      summary,
      start: allDay ? day(ctx, p.start) : ctx.value(p.start ?? ''),
      end: allDay ? day(ctx, p.end) : ctx.value(p.end ?? ''),
      ...rest,
    },
  };
}

function calendarUpdate(ctx: MappingContext): MappedStep {
  const fields = record(ctx.params.updateFields);
  remindersNote(ctx);
  const times: Record<string, unknown> = {};
  for (const key of ['start', 'end'])
    if (fields[key] !== undefined && fields[key] !== '') times[key] = ctx.value(fields[key]);
  if (Object.keys(times).length > 0) timeZoneNote(ctx);
  leftOutNote(ctx, fields, [...EVENT_FIELDS, 'start', 'end']);
  return {
    serviceId: 'google-calendar.update_event',
    params: {
      calendarId: calendarId(ctx),
      eventId: ctx.value(ctx.params.eventId ?? ''),
      ...eventFields(ctx, fields),
      ...times,
    },
  };
}

function calendarList(ctx: MappingContext): MappedStep {
  const p = ctx.params;
  const options = record(p.options);
  // 1.3 moved After and Before out of the options.
  const after = p.timeMin ?? options.timeMin;
  const before = p.timeMax ?? options.timeMax;
  if (after || before) timeZoneNote(ctx);
  leftOutNote(ctx, options, ['timeMin', 'timeMax', 'query', 'timeZone', 'recurringEventHandling']);
  listNote(ctx, 'event');
  return {
    serviceId: 'google-calendar.list_events',
    params: {
      calendarId: calendarId(ctx),
      ...(after ? { timeMin: ctx.value(after) } : {}),
      ...(before ? { timeMax: ctx.value(before) } : {}),
      ...(options.query ? { q: ctx.value(options.query) } : {}),
      ...paging(ctx, 50),
    },
  };
}

const googleCalendarOperations = operations('Google Calendar', ['event.create', 'calendar.availability'], {
  'event.create': calendarCreate,
  'event.update': calendarUpdate,
  'event.getAll': calendarList,
  'event.delete': (ctx) => {
    const sendUpdates = text(record(ctx.params.options).sendUpdates);
    return {
      serviceId: 'google-calendar.delete_event',
      params: {
        calendarId: calendarId(ctx),
        eventId: ctx.value(ctx.params.eventId ?? ''),
        ...(sendUpdates ? { sendUpdates } : {}),
      },
    };
  },
});

export const googleCalendar = appRow(
  'n8n-nodes-base.googleCalendar',
  'google-calendar.create_event',
  googleCalendarOperations,
);
