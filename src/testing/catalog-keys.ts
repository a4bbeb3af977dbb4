/** What the catalogs test compares: flat keys, plural families and the variables each text uses. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

export function flatten(tree: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, tree);
  }
  return into;
}

/** "events_one" → "events"; a key without a plural suffix is its own family. */
export function pluralBase(key: string): string {
  return key.replace(pluralSuffix, '');
}

export function isPluralKey(key: string): boolean {
  return pluralSuffix.test(key);
}

/** The `{{name}}` variables of a text (a format like `{{n, number}}` counts by its name). */
export function variablesOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/** Every key a catalog of `locale` must have, given English: plural families get the locale's categories. */
export function expectedKeys(english: Map<string, unknown>, locale: string): string[] {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english.keys()) {
    if (isPluralKey(key)) for (const category of categories) keys.add(`${pluralBase(key)}_${category}`);
    else keys.add(key);
  }
  return [...keys].sort();
}
