import { isLocale, type Locale } from './locales';

const key = 'fee.locale';

/** The language the user chose in the menu, remembered on this browser (not per region: it is theirs). */
export function readStoredLocale(): Locale | undefined {
  try {
    const value = localStorage.getItem(key);
    return isLocale(value) ? value : undefined;
  } catch {
    // Storage can be disabled (private modes, policies): the choice then lasts until the tab closes.
    return undefined;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(key, locale);
  } catch {
    // As above: nothing to remember it in.
  }
}
