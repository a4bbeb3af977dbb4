import { useEffect } from 'react';
import { chooseLocale } from './choose-locale';
import { activeLocale, switchLocale } from './i18n';
import type { Locale } from './locales';
import { readStoredLocale } from './stored-locale';

/**
 * Until the user picks a language, each region opens in its own default (a presenter switching from US to
 * MX sees Spanish); once they pick one, it is theirs everywhere.
 */
export function useRegionLocale(regionDefault: Locale | undefined): void {
  useEffect(() => {
    const wanted = chooseLocale({ stored: readStoredLocale(), regionDefault, browser: navigator.languages });
    if (wanted !== activeLocale()) {
      // A catalog that cannot be fetched leaves the page in the language it is in; nothing to report here.
      switchLocale(wanted).catch(() => undefined);
    }
  }, [regionDefault]);
}
