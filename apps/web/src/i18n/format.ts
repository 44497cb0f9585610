import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Numbers, percentages and durations in the interface language (Intl), so "1,234.5", "%42" and
 * "3 س و5 د" read right in every language. Dates go through `useDateTime` (it also needs the time zone).
 */
export interface LocaleFormat {
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** A share 0–100 as a percentage, with exactly `fractionDigits` decimals. */
  percent: (value: number, fractionDigits?: number) => string;
  /** A run or step duration: "840 ms", "4.2 s", "3 min 5 s", "2 hr 14 min"; null is an em dash. */
  duration: (ms: number | null | undefined) => string;
  /** Whole hours and minutes, rounded down ("2 hr 14 min"): processing time against an allowance. */
  hoursMinutes: (ms: number) => string;
  /** An allowance in hours ("6 hr", "0.5 hr"). */
  hours: (ms: number) => string;
  /** A chart axis tick: a value already in `unit`, narrow ("0.5h", "30s"). */
  tick: (value: number, unit: DurationUnit) => string;
}

/** The unit of a chart's duration axis. */
export type DurationUnit = 'ms' | 's' | 'min' | 'h';
export const DURATION_UNIT_MS: Record<DurationUnit, number> = { ms: 1, s: 1000, min: 60_000, h: 3_600_000 };

/** The unit that keeps the largest of some durations between about 1 and 2,000 (charts' axes). */
export function durationUnit(maxMs: number): DurationUnit {
  if (maxMs < 2_000) return 'ms';
  if (maxMs < 120_000) return 's';
  if (maxMs < 7_200_000) return 'min';
  return 'h';
}

const UNIT_NAMES = { ms: 'millisecond', s: 'second', min: 'minute', h: 'hour' } as const;

export function localeFormat(locale: string): LocaleFormat {
  const unit = (unit: string, fractionDigits = 0) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: fractionDigits,
    });
  const ms = unit('millisecond');
  const seconds = unit('second', 1);
  const wholeSeconds = unit('second');
  const minutes = unit('minute');
  const hours = unit('hour');
  const hoursFraction = unit('hour', 1);
  const list = new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' });
  const hoursMinutes = (value: number) => {
    const total = Math.floor(Math.max(0, value) / MINUTE);
    return list.format([hours.format(Math.floor(total / 60)), minutes.format(total % 60)]);
  };
  return {
    number: (value, options) => new Intl.NumberFormat(locale, options).format(value),
    percent: (value, maximumFractionDigits = 0) =>
      new Intl.NumberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: maximumFractionDigits,
        maximumFractionDigits,
      }).format(value / 100),
    duration: (value) => {
      if (value === null || value === undefined || !Number.isFinite(value)) return '—';
      const v = Math.max(0, value);
      if (v < SECOND) return ms.format(Math.round(v));
      if (v < MINUTE) return seconds.format(Math.round(v / 100) / 10);
      if (v < HOUR)
        return list.format([
          minutes.format(Math.floor(v / MINUTE)),
          wholeSeconds.format(Math.floor((v % MINUTE) / SECOND)),
        ]);
      return hoursMinutes(v);
    },
    hoursMinutes,
    hours: (value) => hoursFraction.format(Math.max(0, value) / HOUR),
    tick: (value, tickUnit) =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: UNIT_NAMES[tickUnit],
        unitDisplay: 'narrow',
        maximumFractionDigits: 2,
      }).format(value),
  };
}

/** `localeFormat` for the current interface language; changes with the language menu. */
export function useLocaleFormat(): LocaleFormat {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => localeFormat(language), [language]);
}
