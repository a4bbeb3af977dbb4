import { describe, expect, it } from 'vitest';
import { chooseLocale } from './choose-locale';

describe('the language a page opens in', () => {
  it("is the user's own choice over everything else", () => {
    expect(chooseLocale({ stored: 'pt-BR', regionDefault: 'es', browser: ['en-US'] })).toBe('pt-BR');
  });

  it("is the region's default until the user chooses", () => {
    expect(chooseLocale({ stored: null, regionDefault: 'es', browser: ['pt-BR', 'en'] })).toBe('es');
  });

  it("is the first of the browser's languages the app has, by tag then by base language", () => {
    expect(chooseLocale({ stored: null, regionDefault: undefined, browser: ['fr-FR', 'es-MX', 'en'] })).toBe(
      'es',
    );
    expect(chooseLocale({ stored: undefined, regionDefault: undefined, browser: ['pt-PT'] })).toBe('pt-BR');
    expect(chooseLocale({ stored: undefined, regionDefault: undefined, browser: ['pt-br'] })).toBe('pt-BR');
    expect(chooseLocale({ stored: undefined, regionDefault: undefined, browser: ['en-GB', 'es'] })).toBe(
      'en',
    );
  });

  it('ignores a stored value that is not one of its languages, and falls back to English', () => {
    expect(chooseLocale({ stored: 'klingon', regionDefault: undefined, browser: ['fr', 'de'] })).toBe('en');
  });
});
