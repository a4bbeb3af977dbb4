import { isLocale, type Locale } from './locales';

/**
 * The language to show: the user's own choice, else the region's default, else the first of the browser's
 * languages we have (an exact tag first, then its base language: "pt-PT" finds pt-BR, "es-MX" finds es),
 * else English.
 */
export function chooseLocale({
  stored,
  regionDefault,
  browser,
}: {
  stored: string | null | undefined;
  regionDefault: Locale | undefined;
  browser: readonly string[];
}): Locale {
  if (isLocale(stored)) return stored;
  if (regionDefault) return regionDefault;
  for (const tag of browser) {
    const match = matchTag(tag);
    if (match) return match;
  }
  return 'en';
}

function matchTag(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  if (lower === 'pt-br') return 'pt-BR';
  const base = lower.split('-')[0];
  if (base === 'en' || base === 'es') return base;
  if (base === 'pt') return 'pt-BR';
  return undefined;
}
