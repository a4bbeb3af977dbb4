import { activeLocale } from './i18n';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A count or measure the way the active language writes it ("12,345", "12.345", "12 345"). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  const locale = activeLocale();
  const key = `${locale}|${options ? JSON.stringify(options) : ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

export type DateStyle = 'full' | 'long' | 'medium' | 'short';

/**
 * A moment in `zone` for reading, in the active language ("lunes, 23 de noviembre de 2026, 14:05:03").
 * Tables keep the sortable `formatInZone` form; this is for headings, summaries and tooltips.
 */
export function formatDateTime(
  ms: number,
  zone: string,
  dateStyle: DateStyle | undefined = 'medium',
  timeStyle: DateStyle | undefined = 'medium',
): string {
  const locale = activeLocale();
  const key = `${locale}|${zone}|${dateStyle ?? ''}|${timeStyle ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: zone, dateStyle, timeStyle });
    dateFormats.set(key, format);
  }
  return format.format(ms);
}

/** Any other date form (an axis tick's "Mon 23", an hour "14:00"), in the active language. */
export function formatDateParts(ms: number, zone: string, options: Intl.DateTimeFormatOptions): string {
  const locale = activeLocale();
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    dateFormats.set(key, format);
  }
  return format.format(ms);
}
