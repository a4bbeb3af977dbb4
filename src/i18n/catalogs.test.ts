import { describe, expect, it } from 'vitest';
import en from './catalogs/en';
import es from './catalogs/es';
import ptBR from './catalogs/pt-BR';
import { expectedKeys, flatten, isPluralKey, pluralBase, variablesOf } from '../testing/catalog-keys';
import { namespaces } from './locales';

const translations = { es, 'pt-BR': ptBR } as const;

describe.each(namespaces)('the "%s" catalogs', (namespace) => {
  const english = flatten(en[namespace]);

  it('has a non-empty English text for every key', () => {
    for (const [key, value] of english)
      expect({ key, value }).toEqual({ key, value: expect.stringMatching(/\S/) });
  });

  it('gives English every plural form it needs', () => {
    expect([...english.keys()].sort()).toEqual(expectedKeys(english, 'en'));
  });

  describe.each(Object.keys(translations) as (keyof typeof translations)[])('in %s', (locale) => {
    const translated = flatten(translations[locale][namespace]);

    it('has every key English has (each plural in every form the language uses), and no other', () => {
      expect([...translated.keys()].sort()).toEqual(expectedKeys(english, locale));
    });

    it('translates each text with the same variables as English', () => {
      for (const [key, value] of translated) {
        expect(value, key).toMatch(/\S/);
        const source = english.get(key) ?? english.get(`${pluralBase(key)}_other`);
        if (typeof source !== 'string' || typeof value !== 'string') continue;
        // A plural form may leave its number out ("un día"), but must not ask for a variable English lacks.
        const expected = variablesOf(source);
        const actual = variablesOf(value);
        if (isPluralKey(key))
          expect(
            actual.filter((name) => !expected.includes(name) && name !== 'count'),
            key,
          ).toEqual([]);
        else expect(actual, key).toEqual(expected);
      }
    });
  });
});

// One name, one meaning: a link to a page says the page's name as the app bar's link to it does.
describe.each([
  ['en', en],
  ['es', es],
  ['pt-BR', ptBR],
] as const)('in %s, links to the device health page', (_locale, catalog) => {
  it('name it as the app bar does', () => {
    expect(catalog.home.attention.open).toBe(catalog.common.nav.health);
  });
});
