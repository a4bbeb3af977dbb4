import type { ExpressionSpecification } from 'maplibre-gl';

/**
 * The offline base map's name property for each language the app speaks besides English (the build's
 * `labelLanguages`, scripts/basemap/countries.ts). Keyed by the language's first part: pt-BR reads `name_pt`.
 */
const nameKeys: Readonly<Record<string, string>> = { es: 'name_es', pt: 'name_pt' };

/** The property a feature's name is in for `language`, or null for English (plain `name`). */
function localNameKey(language: string): string | null {
  return nameKeys[language.split('-')[0] ?? ''] ?? null;
}

/**
 * A label's text in the page's language: the localised name where the data has one, else `name` (only
 * some features have one: the countries do, GeoNames' places in the tiles do not).
 */
export function labelText(language: string): ExpressionSpecification {
  const key = localNameKey(language);
  return key ? ['coalesce', ['get', key], ['get', 'name']] : ['get', 'name'];
}

/** A feature's name as its label shows it in `language`, for the places' description. */
export function nameIn(properties: Record<string, unknown>, language: string): unknown {
  const key = localNameKey(language);
  const local = key ? properties[key] : undefined;
  return typeof local === 'string' && local !== '' ? local : properties.name;
}
