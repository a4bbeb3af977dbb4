import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { locales, namespaces, type LaterNamespace, type Locale, type Namespace } from './locales';

type Texts = Record<string, unknown>;
type Catalog = Record<Namespace, Texts>;
type FirstCatalog = Omit<Catalog, LaterNamespace>;

/**
 * Each language's catalog is its own chunk, only the active language's fetched; the namespaces the events
 * page does not use (`laterNamespaces`) are chunks of their own, loaded with the pages that use them.
 */
const firstLoads = import.meta.glob<{ default: FirstCatalog }>('./catalogs/*/first-load.ts');
// One pattern per later namespace (a glob takes literals only).
const laterParts = import.meta.glob<{ default: Texts }>('./catalogs/*/detail.json');

// The app's own texts per language: no session's data.
const loading = new Map<string, Promise<unknown>>();

function loadOnce<T>(path: string, load: (() => Promise<{ default: T }>) | undefined): Promise<T> {
  let promise = loading.get(path) as Promise<T> | undefined;
  if (!promise) {
    promise = load ? load().then((module) => module.default) : Promise.reject(new Error(`no ${path}`));
    // A failed chunk (offline for a moment) is fetched again the next time the language is asked for.
    promise.catch(() => loading.delete(path));
    loading.set(path, promise);
  }
  return promise;
}

const firstLoad = (locale: string) =>
  loadOnce(`./catalogs/${locale}/first-load.ts`, firstLoads[`./catalogs/${locale}/first-load.ts`]);
const laterPart = (locale: string, namespace: LaterNamespace) =>
  loadOnce(`./catalogs/${locale}/${namespace}.json`, laterParts[`./catalogs/${locale}/${namespace}.json`]);

/** Later namespaces a page has asked for: a switch of language brings them in the new one too. */
const wanted = new Set<LaterNamespace>();

let markStarted: () => void = () => undefined;
/** Resolves once the first language is chosen (whatever its catalog did): later parts wait for it. */
const started = new Promise<void>((resolve) => (markStarted = resolve));

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
  try {
    const catalog = await firstLoad(locale).catch(() => undefined);
    // A catalog that cannot be fetched (a deploy replaced its chunk, a dropped connection): English instead.
    const lng = catalog ? locale : 'en';
    const resources = catalog ?? (await firstLoad('en'));
    await i18n.use(initReactI18next).init({ ...options, lng, resources: { [lng]: resources } });
  } finally {
    markStarted();
  }
}

/** For tests: a catalog imported directly, ready before the first render. */
export function startI18nWith(locale: Locale, catalog: Catalog): void {
  void i18n
    .use(initReactI18next)
    .init({ ...options, lng: locale, initAsync: false, resources: { [locale]: catalog } });
  markStarted();
}

export function activeLocale(): Locale {
  return (i18n.resolvedLanguage ?? i18n.language ?? 'en') as Locale;
}

/**
 * Switches language once its catalog is in: a catalog that cannot be fetched rejects here and leaves the
 * page in the language it was in, instead of showing keys.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  const catalog = await firstLoad(locale);
  const later = new Map<Namespace, Texts>();
  // A page may ask for a later namespace while these load: asked for by then, it comes too.
  for (let missing = [...wanted]; missing.length > 0; missing = [...wanted].filter((n) => !later.has(n)))
    for (const namespace of missing) later.set(namespace, await laterPart(locale, namespace));
  for (const [namespace, texts] of [...Object.entries(catalog), ...later]) {
    if (!i18n.hasResourceBundle(locale, namespace)) i18n.addResourceBundle(locale, namespace, texts);
  }
  await i18n.changeLanguage(locale);
}

/**
 * Loads namespaces the first load left out (`laterNamespaces`) in the active language, and in any language
 * switched to meanwhile; a page that uses them waits for this before it renders, so it never shows keys.
 */
export async function loadLaterNamespaces(names: readonly LaterNamespace[]): Promise<void> {
  for (const name of names) wanted.add(name);
  await started;
  for (;;) {
    const locale = activeLocale();
    const parts = await Promise.all(names.map((name) => laterPart(locale, name)));
    names.forEach((name, i) => {
      if (!i18n.hasResourceBundle(locale, name)) i18n.addResourceBundle(locale, name, parts[i] as Texts);
    });
    if (activeLocale() === locale) return;
  }
}
