/** The languages the app ships catalogs for, in the order the language menu lists them. */
export const locales = ['en', 'es', 'pt-BR'] as const;
export type Locale = (typeof locales)[number];

/** Each language in its own words: a reader who does not read the current one still finds theirs. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
};

/**
 * One namespace per part of the app, so each part's strings live (and are translated) together. A
 * language's namespaces load as one chunk, but those in `laterNamespaces`, which load with the pages that
 * use them.
 */
export const namespaces = [
  'common',
  'auth',
  'events',
  'explore',
  'map',
  'detail',
  'entities',
  'filters',
  'home',
] as const;
export type Namespace = (typeof namespaces)[number];

/** Namespaces the events page does not use: each its own chunk per language, loaded with its pages. */
export const laterNamespaces = ['detail'] as const satisfies readonly Namespace[];
export type LaterNamespace = (typeof laterNamespaces)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
