import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';

export type CatalogLocale = 'en' | 'es' | 'pt-BR';

/** Read from the files, as the app's chunks are built from them (no JSON module imports in the runner). */
function readCatalog(locale: CatalogLocale): Record<string, unknown> {
  const folder = new URL(`../../src/i18n/catalogs/${locale}/`, import.meta.url);
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(new URL(file, folder), 'utf8'))]),
  );
}

export const catalogs: Record<CatalogLocale, Record<string, unknown>> = {
  en: readCatalog('en'),
  es: readCatalog('es'),
  'pt-BR': readCatalog('pt-BR'),
};

/** A catalog text by namespace and dotted key, for a spec to find what the page should say. */
export function text(locale: CatalogLocale, path: string): string {
  const [namespace = '', key = ''] = path.split(':');
  let node: unknown = catalogs[locale][namespace];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no text ${path} in ${locale}`);
  return node;
}

function texts(tree: unknown, into: string[] = []): string[] {
  if (typeof tree === 'string') into.push(tree);
  else if (tree && typeof tree === 'object') for (const value of Object.values(tree)) texts(value, into);
  return into;
}

/**
 * The word runs of a catalog's texts that another language would have to say differently: each text is
 * cut at its variables and markup, and only runs of two words or more are kept ("Copy link", not "GPS").
 */
function fragments(locale: CatalogLocale): Set<string> {
  const runs = new Set<string>();
  for (const text of texts(catalogs[locale])) {
    for (const run of text.split(/\{\{[^}]*\}\}|<\/?\w+>|[()"“”:;,.…·]/)) {
      const trimmed = run.trim();
      if (trimmed.length >= 8 && /\p{L}+\s+\p{L}+/u.test(trimmed)) runs.add(trimmed);
    }
  }
  return runs;
}

/** Everything the page says: its text, and what it says only to assistive technology or on hover. */
export async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label],[title],[placeholder],[aria-description]')]
      .flatMap((element) =>
        ['aria-label', 'title', 'placeholder', 'aria-description'].map((name) => element.getAttribute(name)),
      )
      .filter((value): value is string => Boolean(value));
    return [document.body.innerText, ...attributes].join('\n');
  });
}

/**
 * The texts of `from` still on the page when it should be in `to`: runs `from` has that `to` never uses.
 * An empty list means every catalog text on the page is in the new language.
 */
export async function leftovers(page: Page, from: CatalogLocale, to: CatalogLocale): Promise<string[]> {
  const shown = await pageWords(page);
  const target = texts(catalogs[to]).join('\n');
  return [...fragments(from)].filter((run) => shown.includes(run) && !target.includes(run));
}
