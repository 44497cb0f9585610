import { describe, expect, it } from 'vitest';
import { appBench, useFake } from '../../testing/app-bench.js';
import { GOOGLE_TEST_CREDENTIAL } from '../google/fake-support.js';
import { GoogleCalendarFake } from './fake-server.js';
import { googleCalendar } from './index.js';

const fake = new GoogleCalendarFake();
const PRIMARY = 'ada@example.com';
useFake(fake, () => {
  fake.server.reset();
  fake.calendars.clear();
  fake.notified.length = 0;
  fake.calendar(PRIMARY, 'Ada', { primary: true });
  fake.calendar('team@group.calendar.google.com', 'Team', { accessRole: 'writer' });
});
const { poll, run } = appBench(googleCalendar, {
  credential: GOOGLE_TEST_CREDENTIAL,
  apiUrl: () => fake.apiUrl,
});
const summaries = (output: unknown) =>
  (output as { items: { summary: string }[] }).items.map((e) => e.summary);
const at = (day: number, hour: number) => ({
  dateTime: `2026-12-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`,
});

describe('Google Calendar', () => {
  it('lists the events between two times by start time, over pages', async () => {
    // Added out of order: the list orders them by start.
    for (const day of [5, 3, 9, 1, 7])
      fake.add(PRIMARY, { summary: `Day ${day}`, start: at(day, 9), end: at(day, 10) });
    fake.add(PRIMARY, { summary: 'Next year', start: { date: '2027-01-04' }, end: { date: '2027-01-05' } });
    fake.add(PRIMARY, { summary: 'Cancelled', status: 'cancelled', start: at(2, 9), end: at(2, 10) });
    const window = { timeMin: '2026-12-01T00:00:00Z', timeMax: '2027-01-01T00:00:00Z' };
    const all = await run('google-calendar.list_events', { ...window, returnAll: true });
    expect(all.result.status, JSON.stringify(all.result.error)).toBe('succeeded');
    expect(all.output).toMatchObject({ count: 5, more: false });
    expect(summaries(all.output)).toEqual(['Day 1', 'Day 3', 'Day 5', 'Day 7', 'Day 9']);
    const sent = fake.server.requests[0];
    expect(sent?.path).toBe(`/calendar/v3/calendars/primary/events`);
    expect(sent?.headers.authorization).toBe('Bearer ya29.test');
    expect(sent?.query.get('singleEvents')).toBe('true');
    expect(sent?.query.get('orderBy')).toBe('startTime');

    const limited = await run('google-calendar.list_events', { ...window, limit: 2 });
    expect(limited.output).toMatchObject({ count: 2, more: true });
    expect(summaries(limited.output)).toEqual(['Day 1', 'Day 3']);
    expect(fake.server.requests.at(-1)?.query.get('maxResults')).toBe('2');
  });

  it('finds events by words in them', async () => {
    fake.add(PRIMARY, { summary: 'Budget review', start: at(2, 9), end: at(2, 10) });
    fake.add(PRIMARY, { summary: 'Lunch', location: 'Budget café', start: at(2, 12), end: at(2, 13) });
    fake.add(PRIMARY, { summary: 'Standup', start: at(2, 8), end: at(2, 9) });
    const { output } = await run('google-calendar.list_events', { q: 'budget' });
    expect(summaries(output)).toEqual(['Budget review', 'Lunch']);
  });

  it('creates an event in a time zone with attendees, notifying them', async () => {
    const { result, output } = await run('google-calendar.create_event', {
      summary: 'Kick-off',
      description: 'Plan Q1',
      start: '2026-12-10T10:00:00',
      end: '2026-12-10T11:00:00',
      timeZone: 'Europe/Berlin',
      attendees: 'grace@example.com, alan@example.com',
      sendUpdates: 'all',
    });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(output).toMatchObject({
      summary: 'Kick-off',
      description: 'Plan Q1',
      status: 'confirmed',
      start: { dateTime: '2026-12-10T10:00:00', timeZone: 'Europe/Berlin' },
      end: { dateTime: '2026-12-10T11:00:00', timeZone: 'Europe/Berlin' },
      attendees: [
        { email: 'grace@example.com', responseStatus: 'needsAction' },
        { email: 'alan@example.com', responseStatus: 'needsAction' },
      ],
    });
    expect((output as { htmlLink: string }).htmlLink).toMatch(
      /^https:\/\/www\.google\.com\/calendar\/event\?eid=/,
    );
    expect(fake.find(PRIMARY)?.events).toHaveLength(1);
    expect(fake.notified).toEqual(['all']);
  });

  it('creates an all-day event from dates, in another calendar', async () => {
    const { output } = await run('google-calendar.create_event', {
      calendarId: 'team@group.calendar.google.com',
      summary: 'Office closed',
      start: '2026-12-24',
      end: '2026-12-27',
    });
    expect(output).toMatchObject({ start: { date: '2026-12-24' }, end: { date: '2026-12-27' } });
    expect(fake.find('team@group.calendar.google.com')?.events[0]?.summary).toBe('Office closed');
    expect(fake.notified).toEqual(['none']);
  });

  it('says Google’s message for an empty time range and for an unknown calendar', async () => {
    const empty = await run('google-calendar.create_event', {
      summary: 'Backwards',
      start: '2026-12-10T11:00:00Z',
      end: '2026-12-10T10:00:00Z',
    });
    expect(empty.result.status).toBe('failed');
    expect(empty.result.error?.message).toBe(
      'Google Calendar POST /calendar/v3/calendars/primary/events answered 400: The specified time range is empty.',
    );
    const unknown = await run('google-calendar.list_events', { calendarId: 'nobody@example.com' });
    expect(unknown.result.error?.message).toContain('answered 404: Not Found');
  });

  it('updates only the fields given', async () => {
    const event = fake.add(PRIMARY, { summary: 'Sync', location: 'Room 1', start: at(4, 9), end: at(4, 10) });
    const { result, output } = await run('google-calendar.update_event', {
      eventId: event.id,
      summary: 'Weekly sync',
      end: '2026-12-04T10:30:00Z',
    });
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    expect(output).toMatchObject({
      id: event.id,
      summary: 'Weekly sync',
      location: 'Room 1',
      start: at(4, 9),
      end: { dateTime: '2026-12-04T10:30:00Z' },
    });
    expect(fake.server.requests.at(-1)?.method).toBe('PATCH');
    expect(fake.server.requests.at(-1)?.body).toEqual({
      summary: 'Weekly sync',
      end: { dateTime: '2026-12-04T10:30:00Z' },
    });
  });

  it('deletes an event; deleting it again counts as done', async () => {
    const event = fake.add(PRIMARY, { summary: 'Dentist', start: at(8, 9), end: at(8, 10) });
    const first = await run('google-calendar.delete_event', { eventId: event.id });
    expect(first.output).toEqual({ id: event.id, deleted: true, alreadyDeleted: false });
    expect(event.status).toBe('cancelled');
    const again = await run('google-calendar.delete_event', { eventId: event.id });
    expect(again.result.status, JSON.stringify(again.result.error)).toBe('succeeded');
    expect(again.output).toEqual({ id: event.id, deleted: true, alreadyDeleted: true });
    const missing = await run('google-calendar.delete_event', { eventId: 'nope' });
    expect(missing.result.error?.message).toContain('answered 404: Not Found');
  });

  it('lists calendars over pages', async () => {
    fake.calendar('holidays@group.v.calendar.google.com', 'Holidays', { accessRole: 'reader' });
    const all = await run('google-calendar.list_calendars', { returnAll: true });
    expect(all.output).toMatchObject({
      count: 3,
      more: false,
      items: [
        { id: PRIMARY, summary: 'Ada', primary: true, accessRole: 'owner' },
        { id: 'team@group.calendar.google.com', accessRole: 'writer' },
        { id: 'holidays@group.v.calendar.google.com', accessRole: 'reader' },
      ],
    });
    const one = await run('google-calendar.list_calendars', { limit: 1 });
    expect(one.output).toMatchObject({ count: 1, more: true });
  });

  it('new event trigger hands on each event created since the last check once, not older ones changed', async () => {
    const check = poll('google-calendar.new_event', {});
    const tick = async (runId: string) => {
      const { result, output } = await check(runId);
      expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
      return summaries(output);
    };
    const old = fake.add(PRIMARY, { summary: 'Old', start: at(1, 9), end: at(1, 10) });
    expect(await tick('r1')).toEqual([]);
    fake.add(PRIMARY, { summary: 'First', start: at(20, 9), end: at(20, 10) });
    fake.add(PRIMARY, { summary: 'Second', start: at(2, 9), end: at(2, 10) });
    const gone = fake.add(PRIMARY, { summary: 'Deleted at once', start: at(3, 9), end: at(3, 10) });
    await run('google-calendar.delete_event', { eventId: gone.id });
    await run('google-calendar.update_event', { eventId: old.id, summary: 'Old, moved' });
    expect(await tick('r2')).toEqual(['First', 'Second']);
    expect(fake.server.requests.at(-1)?.query.get('updatedMin')).toBe(old.created);
    expect(await tick('r3')).toEqual([]);
  });
});
