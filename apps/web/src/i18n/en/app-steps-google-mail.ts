import { customApiCall } from './app-steps-kit';
/**
 * The steps of Gmail and Google Calendar, by service id: the connectors' descriptors letter
 * for letter (features/designer/api/app-step-texts.test.ts compares them).
 */
export const googleMailSteps = {
  'gmail.new_email': {
    name: 'New email',
    description:
      "Starts the workflow with the emails received since the last check that match a Gmail search. Checked on the workflow's schedule; each run hands on only the items not handed on before.",
    actions: {
      run: 'New email',
    },
    fields: {
      authorization: 'Authorization',
      q: 'Search',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      q: 'Only mail matching this Gmail search',
    },
  },
  'gmail.send_email': {
    name: 'Send email',
    description:
      'Sends an email from the signed-in Gmail account to the given recipients, as plain text or HTML; returns the sent message id and thread id.',
    actions: {
      run: 'Send email',
    },
    fields: {
      authorization: 'Authorization',
      to: 'To',
      cc: 'Cc',
      bcc: 'Bcc',
      subject: 'Subject',
      body: 'Body',
      html: 'Body is HTML',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      to: 'Addresses separated by commas',
    },
  },
  'gmail.search_messages': {
    name: 'Search messages',
    description:
      'Lists the ids of the Gmail messages matching a Gmail search query (e.g. "from:ada@example.com is:unread"), newest first.',
    actions: {
      run: 'Search messages',
    },
    fields: {
      authorization: 'Authorization',
      q: 'Search',
      returnAll: 'Return all',
      limit: 'Limit',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      q: 'Gmail search, as in the search box',
      returnAll: 'Read every page; otherwise stop at the limit',
      limit: 'The most items to return',
    },
  },
  'gmail.get_message': {
    name: 'Get message',
    description:
      'Reads one Gmail message by id: sender, recipients, subject, date, snippet and its plain-text and HTML bodies.',
    actions: {
      run: 'Get message',
    },
    fields: {
      authorization: 'Authorization',
      id: 'Message ID',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
    },
  },
  'gmail.custom_api_call': customApiCall('Gmail', 'https://gmail.googleapis.com/gmail/v1', ['oauth2']),
  'google-calendar.new_event': {
    name: 'New event',
    description:
      "Starts the workflow with the events added to a Google Calendar since the last check. Checked on the workflow's schedule; each run hands on only the items not handed on before.",
    actions: {
      run: 'New event',
    },
    fields: {
      authorization: 'Authorization',
      calendarId: 'Calendar ID',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      calendarId: '"primary" for your main calendar, or an id from List calendars (often an email address)',
    },
  },
  'google-calendar.list_events': {
    name: 'List events',
    description:
      'Lists the events of a Google Calendar between two times (repeating events expanded into occurrences), ordered by start time, optionally matching search words; returns each event’s id, summary, start, end, attendees and link.',
    actions: {
      run: 'List events',
    },
    fields: {
      authorization: 'Authorization',
      calendarId: 'Calendar ID',
      timeMin: 'From',
      timeMax: 'To',
      q: 'Search',
      returnAll: 'Return all',
      limit: 'Limit',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      calendarId: '"primary" for your main calendar, or an id from List calendars (often an email address)',
      timeMin: 'RFC 3339 with an offset, e.g. 2026-12-01T00:00:00Z: events ending after this',
      timeMax: 'RFC 3339 with an offset: events starting before this',
      q: 'Words in the summary, description, location or attendees',
      returnAll: 'Read every page; otherwise stop at the limit',
      limit: 'The most items to return',
    },
  },
  'google-calendar.create_event': {
    name: 'Create event',
    description:
      'Creates an event in a Google Calendar with a summary, start and end (date-times in a time zone, or dates for all-day events), and optional description, location and attendees; returns the event with its id and link.',
    actions: {
      run: 'Create event',
    },
    fields: {
      authorization: 'Authorization',
      calendarId: 'Calendar ID',
      summary: 'Title',
      start: 'Start',
      end: 'End',
      timeZone: 'Time zone',
      description: 'Description',
      location: 'Location',
      attendees: 'Attendees',
      sendUpdates: 'Notify attendees',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      calendarId: '"primary" for your main calendar, or an id from List calendars (often an email address)',
      start:
        'RFC 3339 date-time (2026-12-01T10:00:00 with the time zone below, or with an offset), or a date 2026-12-01 for all day',
      end: 'As the start; for an all-day event, the day after the last day',
      timeZone:
        'An IANA zone such as Europe/Berlin; needed when the times carry no offset, and for repeating events',
      attendees: 'Email addresses separated by commas',
      sendUpdates: 'Whom Google emails about the change',
    },
  },
  'google-calendar.update_event': {
    name: 'Update event',
    description:
      'Changes the given fields of a Google Calendar event (title, times, description, location, attendees) and keeps the others; returns the updated event.',
    actions: {
      run: 'Update event',
    },
    fields: {
      authorization: 'Authorization',
      calendarId: 'Calendar ID',
      eventId: 'Event ID',
      summary: 'Title',
      start: 'Start',
      end: 'End',
      timeZone: 'Time zone',
      description: 'Description',
      location: 'Location',
      attendees: 'Attendees',
      sendUpdates: 'Notify attendees',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      calendarId: '"primary" for your main calendar, or an id from List calendars (often an email address)',
      start: 'RFC 3339 date-time, or a date for all day; empty: unchanged',
      end: 'As the start; empty: unchanged',
      timeZone:
        'An IANA zone such as Europe/Berlin; needed when the times carry no offset, and for repeating events',
      attendees: 'Email addresses separated by commas',
      sendUpdates: 'Whom Google emails about the change',
    },
  },
  'google-calendar.delete_event': {
    name: 'Delete event',
    description:
      'Deletes an event from a Google Calendar, optionally notifying its attendees; an event already deleted counts as done. Returns the event id.',
    actions: {
      run: 'Delete event',
    },
    fields: {
      authorization: 'Authorization',
      calendarId: 'Calendar ID',
      eventId: 'Event ID',
      sendUpdates: 'Notify attendees',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      calendarId: '"primary" for your main calendar, or an id from List calendars (often an email address)',
      sendUpdates: 'Whom Google emails about the change',
    },
  },
  'google-calendar.list_calendars': {
    name: 'List calendars',
    description:
      'Lists the Google calendars in the signed-in user’s calendar list; returns each calendar’s id (for the other Calendar steps), name, time zone, whether it is the primary one and the user’s access role.',
    actions: {
      run: 'List calendars',
    },
    fields: {
      authorization: 'Authorization',
      returnAll: 'Return all',
      limit: 'Limit',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      returnAll: 'Read every page; otherwise stop at the limit',
      limit: 'The most items to return',
    },
  },
  'google-calendar.custom_api_call': customApiCall(
    'Google Calendar',
    'https://www.googleapis.com/calendar/v3',
    ['oauth2'],
  ),
};
