import { activeLocale } from './i18n';

// Derived from the locale and options alone: no session's data.
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

/**
 * A date form for running text (an axis tick's month, a clock), in the active language. Exact timestamps keep
 * the sortable `formatInZone` form instead.
 */
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
