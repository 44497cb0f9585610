import { describe, expect, it } from 'vitest';
import { expectPlaceholders, expectStep, fromList, importApp, listed } from './testing.js';

const calendar = fromList('team@example.com', 'Team');
const timeZone = expect.stringContaining("n8n read the start and end in the workflow's time zone");

describe('n8n Google Calendar nodes', () => {
  it('maps event create (title, attendees), update, delete and a list between two dates', () => {
    const create = importApp('googleCalendar', 1.3, {
      calendar,
      start: '={{ $json.start }}',
      end: '={{ $json.end }}',
      additionalFields: {
        summary: '=Call with {{ $json.name }}',
        attendees: ['={{ $json.email }}', 'sales@example.com, ops@example.com'],
        sendUpdates: 'all',
        guestsCanModify: true,
      },
    });
    expectStep(create, 'google-calendar.create_event', {
      calendarId: 'team@example.com',
      summary: 'Call with {{ steps.start.name }}',
      start: '{{ steps.start.start }}',
      end: '{{ steps.start.end }}',
      attendees: '{{ steps.start.email }}, sales@example.com, ops@example.com',
      sendUpdates: 'all',
    });
    expect(create.details).toEqual([timeZone, 'Not imported: guestsCanModify.']);

    const allDay = importApp('googleCalendar', 1.3, {
      calendar,
      start: '2026-12-24T00:00:00',
      end: '2026-12-27T00:00:00',
      additionalFields: { allday: 'yes', summary: 'Office closed' },
    });
    expect(allDay.made.params).toMatchObject({
      start: '2026-12-24',
      end: '2026-12-27',
      summary: 'Office closed',
    });

    const update = importApp('googleCalendar', 1.3, {
      calendar,
      operation: 'update',
      eventId: '={{ $json.eventId }}',
      useDefaultReminders: false,
      remindersUi: { remindersValues: [{ method: 'popup', minutes: 15 }] },
      updateFields: { location: 'Room 4' },
    });
    expectStep(update, 'google-calendar.update_event', {
      calendarId: 'team@example.com',
      eventId: '{{ steps.start.eventId }}',
      location: 'Room 4',
    });
    expect(update.details).toEqual([expect.stringContaining("The event's own reminders are not imported")]);

    const remove = importApp('googleCalendar', 1.3, {
      calendar,
      operation: 'delete',
      eventId: 'abc123',
      options: { sendUpdates: 'none' },
    });
    expectStep(remove, 'google-calendar.delete_event', {
      calendarId: 'team@example.com',
      eventId: 'abc123',
      sendUpdates: 'none',
    });

    const events = importApp('googleCalendar', 1.3, {
      calendar,
      operation: 'getAll',
      returnAll: true,
      timeMin: '={{ $json.from }}',
      timeMax: '2026-12-31T23:59:59',
      options: { query: 'standup', orderBy: 'startTime' },
    });
    expect(events.made.serviceId).toBe('google-calendar.list_events');
    expect(events.made.params).toMatchObject({
      calendarId: 'team@example.com',
      q: 'standup',
      returnAll: true,
    });
    expect(events.details).toEqual([timeZone, 'Not imported: orderBy.', listed]);
  });

  expectPlaceholders([
    [
      'googleCalendar',
      1.3,
      { calendar, operation: 'get', eventId: 'abc123' },
      'the Google Calendar event "get" operation',
    ],
    [
      'googleCalendar',
      1.3,
      { resource: 'calendar', calendar },
      'the Google Calendar calendar "availability" operation',
    ],
  ]);
});
