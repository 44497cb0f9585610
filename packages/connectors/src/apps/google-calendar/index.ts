import { OperationalError, prop } from '@flowlane/engine';
import { connectors } from '@flowlane/services';
import { z } from 'zod';
import { defineApp, defineOperation, definePollingTrigger } from '../../kit/app.js';
import { fieldText } from '../../kit/items.js';
import { googleErrorMessage } from '../google/error-message.js';

/**
 * Google Calendar API v3 (https://developers.google.com/workspace/calendar/api/v3/reference): the Google
 * OAuth2 authorization (scope calendar), calendars by id (`primary` is the signed-in user's), events
 * with `start`/`end` as `{ dateTime, timeZone }` or all-day `{ date }`, lists of `items` paged by
 * `pageToken`, errors as `{ error: { code, message, status } }`.
 */

const calendarId = prop.string({
  label: 'Calendar ID',
  default: 'primary',
  help: '"primary" for your main calendar, or an id from List calendars (often an email address)',
});
const eventId = prop.string({ label: 'Event ID', required: true });

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A start or end as Calendar takes it: a date (all day) or an RFC 3339 date-time in a time zone. */
export function eventTime(value: string, timeZone: string | undefined): Record<string, string> {
  const text = value.trim();
  if (DATE_ONLY.test(text)) return { date: text };
  return { dateTime: text, ...(timeZone ? { timeZone } : {}) };
}

/** "ada@example.com, alan@example.com" → Calendar's attendees. */
const attendeesOf = (list: string) =>
  list
    .split(/[,;\s]+/)
    .map((email) => email.trim())
    .filter(Boolean)
    .map((email) => ({ email }));

/** The description, location and attendees given, in Calendar's shape (attendees given replace the list). */
const detailsOf = (p: { description?: string; location?: string; attendees?: string }) => ({
  ...(p.description ? { description: p.description } : {}),
  ...(p.location ? { location: p.location } : {}),
  ...(p.attendees ? { attendees: attendeesOf(p.attendees) } : {}),
});

const timeProps = {
  timeZone: prop.string({
    label: 'Time zone',
    help: 'An IANA zone such as Europe/Berlin; needed when the times carry no offset, and for repeating events',
  }),
  description: prop.text({ label: 'Description' }),
  location: prop.string({ label: 'Location' }),
  attendees: prop.string({ label: 'Attendees', help: 'Email addresses separated by commas' }),
  sendUpdates: prop.select({
    label: 'Notify attendees',
    options: ['none', 'all', 'externalOnly'],
    default: 'none',
    help: 'Whom Google emails about the change',
  }),
};

const timeSchema = {
  type: 'object',
  properties: { dateTime: { type: 'string' }, date: { type: 'string' }, timeZone: { type: 'string' } },
};
const eventSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    status: { type: 'string' },
    summary: { type: 'string' },
    description: { type: 'string' },
    location: { type: 'string' },
    start: timeSchema,
    end: timeSchema,
    attendees: {
      type: 'array',
      items: {
        type: 'object',
        properties: { email: { type: 'string' }, responseStatus: { type: 'string' } },
      },
    },
    htmlLink: { type: 'string' },
    created: { type: 'string' },
    updated: { type: 'string' },
  },
};

const listEvents = defineOperation({
  id: 'list_events',
  name: 'List events',
  description:
    'Lists the events of a Google Calendar between two times (repeating events expanded into occurrences), ordered by start time, optionally matching search words; returns each event’s id, summary, start, end, attendees and link.',
  idempotent: true,
  props: {
    calendarId,
    timeMin: prop.string({
      label: 'From',
      help: 'RFC 3339 with an offset, e.g. 2026-12-01T00:00:00Z: events ending after this',
    }),
    timeMax: prop.string({ label: 'To', help: 'RFC 3339 with an offset: events starting before this' }),
    q: prop.string({ label: 'Search', help: 'Words in the summary, description, location or attendees' }),
  },
  request: {
    method: 'GET',
    path: '/calendars/{calendarId}/events',
    query: (p) => ({
      timeMin: p.timeMin,
      timeMax: p.timeMax,
      q: p.q,
      singleEvents: true,
      orderBy: 'startTime',
    }),
  },
  pagination: {
    mode: 'cursor',
    itemsPath: 'items',
    cursorPath: 'nextPageToken',
    cursorParam: 'pageToken',
    sizeParam: 'maxResults',
    maxPageSize: 2500,
  },
  outputSchema: { items: eventSchema },
});

const createEvent = defineOperation({
  id: 'create_event',
  name: 'Create event',
  description:
    'Creates an event in a Google Calendar with a summary, start and end (date-times in a time zone, or dates for all-day events), and optional description, location and attendees; returns the event with its id and link.',
  idempotent: false,
  props: {
    calendarId,
    summary: prop.string({ label: 'Title', required: true }),
    start: prop.string({
      label: 'Start',
      required: true,
      help: 'RFC 3339 date-time (2026-12-01T10:00:00 with the time zone below, or with an offset), or a date 2026-12-01 for all day',
    }),
    end: prop.string({
      label: 'End',
      required: true,
      help: 'As the start; for an all-day event, the day after the last day',
    }),
    ...timeProps,
  },
  request: {
    method: 'POST',
    path: '/calendars/{calendarId}/events',
    query: ['sendUpdates'],
    body: (p) => ({
      summary: p.summary,
      start: eventTime(p.start, p.timeZone),
      end: eventTime(p.end, p.timeZone),
      ...detailsOf(p),
    }),
  },
  outputSchema: eventSchema,
});

const updateEvent = defineOperation({
  id: 'update_event',
  name: 'Update event',
  description:
    'Changes the given fields of a Google Calendar event (title, times, description, location, attendees) and keeps the others; returns the updated event.',
  idempotent: true,
  props: {
    calendarId,
    eventId,
    summary: prop.string({ label: 'Title' }),
    start: prop.string({
      label: 'Start',
      help: 'RFC 3339 date-time, or a date for all day; empty: unchanged',
    }),
    end: prop.string({ label: 'End', help: 'As the start; empty: unchanged' }),
    ...timeProps,
  },
  request: {
    method: 'PATCH',
    path: '/calendars/{calendarId}/events/{eventId}',
    query: ['sendUpdates'],
    // PATCH: only what is given changes; attendees given replace the list.
    body: (p) => ({
      ...(p.summary ? { summary: p.summary } : {}),
      ...(p.start ? { start: eventTime(p.start, p.timeZone) } : {}),
      ...(p.end ? { end: eventTime(p.end, p.timeZone) } : {}),
      ...detailsOf(p),
    }),
  },
  outputSchema: eventSchema,
});

const deleteEvent = defineOperation({
  id: 'delete_event',
  name: 'Delete event',
  description:
    'Deletes an event from a Google Calendar, optionally notifying its attendees; an event already deleted counts as done. Returns the event id.',
  idempotent: true,
  props: { calendarId, eventId, sendUpdates: timeProps.sendUpdates },
  outputSchema: {
    type: 'object',
    properties: { id: { type: 'string' }, deleted: { type: 'boolean' }, alreadyDeleted: { type: 'boolean' } },
  },
  run: async ({ params, request }) => {
    try {
      await request({
        method: 'DELETE',
        path: `/calendars/${encodeURIComponent(params.calendarId)}/events/${encodeURIComponent(params.eventId)}`,
        query: { sendUpdates: params.sendUpdates },
      });
      return { id: params.eventId, deleted: true, alreadyDeleted: false };
    } catch (error) {
      // 410 Gone: deleted before (a repeated step); the calendar is as asked.
      if (error instanceof connectors.ConnectorError && error.details.status === 410) {
        return { id: params.eventId, deleted: true, alreadyDeleted: true };
      }
      throw error;
    }
  },
});

const listCalendars = defineOperation({
  id: 'list_calendars',
  name: 'List calendars',
  description:
    'Lists the Google calendars in the signed-in user’s calendar list; returns each calendar’s id (for the other Calendar steps), name, time zone, whether it is the primary one and the user’s access role.',
  idempotent: true,
  props: {},
  request: { method: 'GET', path: '/users/me/calendarList' },
  pagination: {
    mode: 'cursor',
    itemsPath: 'items',
    cursorPath: 'nextPageToken',
    cursorParam: 'pageToken',
    sizeParam: 'maxResults',
    maxPageSize: 250,
  },
  outputSchema: {
    items: {
      type: 'object',
      properties: {
        id: { type: 'string' },
        summary: { type: 'string' },
        timeZone: { type: 'string' },
        primary: { type: 'boolean' },
        accessRole: { type: 'string' },
      },
    },
  },
});

const Events = z.object({
  items: z.array(z.object({ status: z.string().optional() }).loose()).optional(),
  nextPageToken: z.string().optional(),
});
/** Pages walked in one check: a calendar's whole list at the first check, then what changed since. */
const MAX_POLL_PAGES = 20;

const newEvent = definePollingTrigger({
  id: 'new_event',
  name: 'New event',
  description: 'Starts the workflow with the events added to a Google Calendar since the last check.',
  props: { calendarId },
  // Events changed since the cursor (`updatedMin`: anything created since was changed since), every page;
  // the kit keeps those created since. The first check walks the calendar to find its newest event.
  list: async ({ params, request }, since) => {
    const events: unknown[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_POLL_PAGES; page += 1) {
      const body = Events.parse(
        (
          await request({
            method: 'GET',
            path: `/calendars/${encodeURIComponent(params.calendarId)}/events`,
            query: {
              maxResults: 2500,
              showDeleted: false,
              ...(since ? { updatedMin: since } : {}),
              ...(pageToken ? { pageToken } : {}),
            },
          })
        ).body,
      );
      // With updatedMin Google includes deleted events whatever showDeleted says.
      events.push(...(body.items ?? []).filter((event) => event.status !== 'cancelled'));
      pageToken = body.nextPageToken;
      if (!pageToken) return events;
    }
    throw new OperationalError(
      `The calendar changed too much to check at once (over ${MAX_POLL_PAGES} pages)`,
      {
        code: 'TOO_LARGE',
      },
    );
  },
  itemId: fieldText('id'),
  // Calendar's `created` is RFC 3339 in UTC with milliseconds: it sorts as text.
  itemTime: fieldText('created'),
  outputSchema: { items: eventSchema },
});

export const googleCalendar = defineApp({
  id: 'google-calendar',
  name: 'Google Calendar',
  icon: 'si:googlecalendar',
  description: 'List, create, update and delete events, list calendars; react to new events.',
  baseUrl: 'https://www.googleapis.com/calendar/v3',
  auth: { templates: ['google'], kinds: ['oauth2'] },
  errorMessage: googleErrorMessage,
  operations: [listEvents, createEvent, updateEvent, deleteEvent, listCalendars],
  pollingTriggers: [newEvent],
});
