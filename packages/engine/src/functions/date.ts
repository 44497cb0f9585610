import { DateTime, type DurationLikeObject } from 'luxon';
import { UserError } from '../errors.js';
import { num, optStr, str } from './args.js';
import { defineMapperFunction, type MapperFunctionDefinition } from './define.js';

const UNITS = [
  'years',
  'quarters',
  'months',
  'weeks',
  'days',
  'hours',
  'minutes',
  'seconds',
  'milliseconds',
] as const;
type Unit = (typeof UNITS)[number];
const START_UNITS = ['year', 'quarter', 'month', 'week', 'day', 'hour', 'minute', 'second'] as const;
type StartUnit = (typeof START_UNITS)[number];

function fail(fn: string, message: string): never {
  throw new UserError(`$${fn}: ${message}`, { code: 'MAPPER_ARGUMENT' });
}

function zoneOf(fn: string, args: readonly unknown[], position: number): string {
  const zone = optStr(fn, args, position) ?? 'UTC';
  if (!DateTime.fromMillis(0, { zone }).isValid) fail(fn, `unknown time zone "${zone}"`);
  return zone;
}

/** Dates come in as ISO text or epoch milliseconds; a text without an offset is read in `zone`. */
function dateArg(fn: string, args: readonly unknown[], position: number, zone: string): DateTime {
  const value = args[position];
  let date: DateTime;
  if (typeof value === 'number') date = DateTime.fromMillis(value, { zone });
  else if (typeof value === 'string') date = DateTime.fromISO(value, { zone });
  else return fail(fn, `argument ${position + 1} must be an ISO date text or epoch milliseconds`);
  if (!date.isValid) fail(fn, `"${String(value)}" is not a valid date`);
  return date;
}

function unitArg(fn: string, args: readonly unknown[], position: number): Unit {
  const raw = str(fn, args, position);
  const unit = UNITS.find((u) => u === raw || u === `${raw}s`);
  return unit ?? fail(fn, `unit must be one of ${UNITS.join(', ')}`);
}

function startUnitArg(fn: string, args: readonly unknown[], position: number): StartUnit {
  const raw = str(fn, args, position);
  const unit = START_UNITS.find((u) => u === raw || `${u}s` === raw);
  return unit ?? fail(fn, `unit must be one of ${START_UNITS.join(', ')}`);
}

function iso(date: DateTime): string {
  return date.toISO() ?? fail('date', 'the date is out of range');
}

export const dateFunctions: MapperFunctionDefinition[] = [
  defineMapperFunction({
    name: 'dateNow',
    category: 'date',
    signature: '$dateNow(timeZone?: string): string',
    description: "The run's current time as ISO text in the time zone (UTC by default).",
    example: '$dateNow("Europe/Istanbul")',
    exampleResult: '2024-01-15T15:00:00.000+03:00',
    jsonataSignature: '<s?:s>',
    implementation: (rt, args) =>
      iso(DateTime.fromMillis(rt.clock.now(), { zone: zoneOf('dateNow', args, 0) })),
  }),
  defineMapperFunction({
    name: 'dateFormat',
    category: 'date',
    signature: '$dateFormat(date: string | number, format: string, timeZone?: string): string',
    description:
      'Formats the date with Luxon format tokens (yyyy, MM, dd, HH, mm, ss, LLL, ...) in the time zone.',
    example: '$dateFormat("2024-01-15T12:00:00Z", "dd LLL yyyy HH:mm", "Europe/Istanbul")',
    exampleResult: '15 Jan 2024 15:00',
    jsonataSignature: '<(sn)s-s?:s>',
    implementation: (_rt, args) => {
      const zone = zoneOf('dateFormat', args, 2);
      return dateArg('dateFormat', args, 0, zone).toFormat(str('dateFormat', args, 1));
    },
  }),
  defineMapperFunction({
    name: 'dateParse',
    category: 'date',
    signature: '$dateParse(text: string, format: string, timeZone?: string): string',
    description: 'Reads a date written in the given Luxon format, in the time zone, and returns ISO text.',
    example: '$dateParse("15/01/2024 09:30", "dd/MM/yyyy HH:mm", "Europe/Berlin")',
    exampleResult: '2024-01-15T09:30:00.000+01:00',
    jsonataSignature: '<s-ss?:s>',
    implementation: (_rt, args) => {
      const zone = zoneOf('dateParse', args, 2);
      const text = str('dateParse', args, 0);
      const date = DateTime.fromFormat(text, str('dateParse', args, 1), { zone });
      if (!date.isValid)
        fail('dateParse', `"${text}" does not match the format (${date.invalidExplanation ?? ''})`);
      return iso(date);
    },
  }),
  defineMapperFunction({
    name: 'dateAdd',
    category: 'date',
    signature: '$dateAdd(date: string | number, amount: number, unit: string, timeZone?: string): string',
    description:
      'Adds the amount of units (years, months, weeks, days, hours, minutes, seconds, milliseconds); calendar units follow the time zone.',
    example: '$dateAdd("2024-01-31T00:00:00Z", 1, "months")',
    exampleResult: '2024-02-29T00:00:00.000Z',
    jsonataSignature: '<(sn)ns-s?:s>',
    implementation: (_rt, args) => {
      const zone = zoneOf('dateAdd', args, 3);
      const duration: DurationLikeObject = { [unitArg('dateAdd', args, 2)]: num('dateAdd', args, 1) };
      return iso(dateArg('dateAdd', args, 0, zone).plus(duration));
    },
  }),
  defineMapperFunction({
    name: 'dateDiff',
    category: 'date',
    signature: '$dateDiff(from: string | number, to: string | number, unit: string): number',
    description:
      'How many units lie from the first date to the second (negative when the second is earlier).',
    example: '$dateDiff("2024-01-01T00:00:00Z", "2024-03-01T00:00:00Z", "days")',
    exampleResult: 60,
    jsonataSignature: '<(sn)(sn)s:n>',
    implementation: (_rt, args) => {
      const unit = unitArg('dateDiff', args, 2);
      const from = dateArg('dateDiff', args, 0, 'UTC');
      return dateArg('dateDiff', args, 1, 'UTC').diff(from, unit).as(unit);
    },
  }),
  defineMapperFunction({
    name: 'dateStartOf',
    category: 'date',
    signature: '$dateStartOf(date: string | number, unit: string, timeZone?: string): string',
    description:
      'The start of the year, quarter, month, week (Monday), day, hour or minute holding the date.',
    example: '$dateStartOf("2024-01-15T12:34:56Z", "month")',
    exampleResult: '2024-01-01T00:00:00.000Z',
    jsonataSignature: '<(sn)s-s?:s>',
    implementation: (_rt, args) => {
      const zone = zoneOf('dateStartOf', args, 2);
      return iso(dateArg('dateStartOf', args, 0, zone).startOf(startUnitArg('dateStartOf', args, 1)));
    },
  }),
  defineMapperFunction({
    name: 'dateEndOf',
    category: 'date',
    signature: '$dateEndOf(date: string | number, unit: string, timeZone?: string): string',
    description:
      'The last millisecond of the year, quarter, month, week, day, hour or minute holding the date.',
    example: '$dateEndOf("2024-02-10T08:00:00Z", "month")',
    exampleResult: '2024-02-29T23:59:59.999Z',
    jsonataSignature: '<(sn)s-s?:s>',
    implementation: (_rt, args) => {
      const zone = zoneOf('dateEndOf', args, 2);
      return iso(dateArg('dateEndOf', args, 0, zone).endOf(startUnitArg('dateEndOf', args, 1)));
    },
  }),
  defineMapperFunction({
    name: 'dateToZone',
    category: 'date',
    signature: '$dateToZone(date: string | number, timeZone: string): string',
    description: "The same instant as ISO text with the time zone's offset.",
    example: '$dateToZone("2024-07-01T12:00:00Z", "America/New_York")',
    exampleResult: '2024-07-01T08:00:00.000-04:00',
    jsonataSignature: '<(sn)s:s>',
    implementation: (_rt, args) => {
      const zone = zoneOf('dateToZone', args, 1);
      return iso(dateArg('dateToZone', args, 0, 'UTC').setZone(zone));
    },
  }),
  defineMapperFunction({
    name: 'dateToMillis',
    category: 'date',
    signature: '$dateToMillis(date: string, timeZone?: string): number',
    description: 'Epoch milliseconds of an ISO date; a date without an offset is read in the time zone.',
    example: '$dateToMillis("2024-01-01T00:00:00Z")',
    exampleResult: 1704067200000,
    jsonataSignature: '<s-s?:n>',
    implementation: (_rt, args) =>
      dateArg('dateToMillis', args, 0, zoneOf('dateToMillis', args, 1)).toMillis(),
  }),
  defineMapperFunction({
    name: 'dateFromMillis',
    category: 'date',
    signature: '$dateFromMillis(millis: number, timeZone?: string): string',
    description: 'ISO text of epoch milliseconds in the time zone (UTC by default).',
    example: '$dateFromMillis(1704067200000, "Asia/Tokyo")',
    exampleResult: '2024-01-01T09:00:00.000+09:00',
    jsonataSignature: '<n-s?:s>',
    implementation: (_rt, args) => iso(dateArg('dateFromMillis', args, 0, zoneOf('dateFromMillis', args, 1))),
  }),
  defineMapperFunction({
    name: 'dateIsValid',
    category: 'date',
    signature: '$dateIsValid(text: string, format?: string): boolean',
    description: 'Whether the text is an ISO date, or a date in the given Luxon format.',
    example: '$dateIsValid("2024-02-30")',
    exampleResult: false,
    jsonataSignature: '<s-s?:b>',
    implementation: (_rt, args) => {
      const text = str('dateIsValid', args, 0);
      const format = optStr('dateIsValid', args, 1);
      return (format === undefined ? DateTime.fromISO(text) : DateTime.fromFormat(text, format)).isValid;
    },
  }),
  defineMapperFunction({
    name: 'dateWeekday',
    category: 'date',
    signature: '$dateWeekday(date: string | number, timeZone?: string): number',
    description: 'Day of the week in the time zone: 1 is Monday, 7 is Sunday.',
    example: '$dateWeekday("2024-01-15T12:00:00Z")',
    exampleResult: 1,
    jsonataSignature: '<(sn)-s?:n>',
    implementation: (_rt, args) => dateArg('dateWeekday', args, 0, zoneOf('dateWeekday', args, 1)).weekday,
  }),
];
