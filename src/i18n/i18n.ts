import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { locales, namespaces, type Locale, type Namespace } from './locales';

type Catalog = Record<Namespace, Record<string, unknown>>;

/** Each language's catalog is its own chunk: only the active language is fetched. */
const catalogs = import.meta.glob<{ default: Catalog }>('./catalogs/*/index.ts');
// The app's own texts per language: no session's data.
const loading = new Map<string, Promise<Catalog>>();

function loadCatalog(locale: string): Promise<Catalog> {
  let promise = loading.get(locale);
  if (!promise) {
    const load = catalogs[`./catalogs/${locale}/index.ts`];
    promise = load
      ? load().then((module) => module.default)
      : Promise.reject(new Error(`no catalog for "${locale}"`));
    // A failed chunk (offline for a moment) is fetched again the next time the language is asked for.
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}

/** The app's one i18next instance; components reach it through react-i18next's hooks. */
export const i18n = i18next.createInstance();

const options: InitOptions = {
  supportedLngs: locales,
  // Every catalog is complete (catalogs.test.ts): a missing key is a bug, not something to paper over.
  fallbackLng: false,
  load: 'currentOnly',
  ns: namespaces,
  defaultNS: 'common',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
};

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

/** Loads the active language's catalog, then resolves: the first render is already in that language. */
export async function startI18n(locale: Locale): Promise<void> {
  const catalog = await loadCatalog(locale).catch(() => undefined);
  // A catalog that cannot be fetched (a deploy replaced its chunk, a dropped connection): English instead.
  const lng = catalog ? locale : 'en';
  const resources = catalog ?? (await loadCatalog('en'));
  await i18n.use(initReactI18next).init({ ...options, lng, resources: { [lng]: resources } });
}

/** For tests: a catalog imported directly, ready before the first render. */
export function startI18nWith(locale: Locale, catalog: Catalog): void {
  void i18n
    .use(initReactI18next)
    .init({ ...options, lng: locale, initAsync: false, resources: { [locale]: catalog } });
}

export function activeLocale(): Locale {
  return (i18n.resolvedLanguage ?? i18n.language ?? 'en') as Locale;
}

/**
 * Switches language once its catalog is in: a catalog that cannot be fetched rejects here and leaves the
 * page in the language it was in, instead of showing keys.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  const catalog = await loadCatalog(locale);
  for (const namespace of namespaces) {
    if (!i18n.hasResourceBundle(locale, namespace))
      i18n.addResourceBundle(locale, namespace, catalog[namespace]);
  }
  await i18n.changeLanguage(locale);
}
