import type { LocaleFormat } from '../../i18n/format';

const KB = 1024;
const MB = KB * 1024;

/** A file size in the interface language: "940 byte", "12.5 kB", "3.2 MB" (binary multiples, as disks show). */
export function fileSize(bytes: number, format: LocaleFormat): string {
  const unit = (value: number, name: string) =>
    format.number(value, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: 1 });
  if (bytes < KB) return unit(bytes, 'byte');
  if (bytes < MB) return unit(bytes / KB, 'kilobyte');
  return unit(bytes / MB, 'megabyte');
}
