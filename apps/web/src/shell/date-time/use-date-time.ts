import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session';
import { type DateTimeFormatter, dateTimeFormatter, resolveTimeZone } from './date-time';

/** The user's time zone: user.data.settings.timezone when set and valid, otherwise the browser's. */
export function useTimeZone(): string {
  const { user } = useSession();
  return resolveTimeZone(user?.data.settings.timezone);
}

/** The zone the server counts "today" and usage days in: the saved one, else UTC (not the browser's). */
export function useAccountTimeZone(): string {
  const { user } = useSession();
  return resolveTimeZone(user?.data.settings.timezone, 'UTC');
}

/** Formats ISO instants in the user's time zone and the interface language. */
export function useDateTime(options?: Intl.DateTimeFormatOptions): DateTimeFormatter {
  const timeZone = useTimeZone();
  const { i18n } = useTranslation();
  const language = i18n.language;
  // Options are literals at the call sites; their JSON keeps the memo stable across renders.
  const key = JSON.stringify(options ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `options`
  return useMemo(() => dateTimeFormatter(language, timeZone, options), [language, timeZone, key]);
}
