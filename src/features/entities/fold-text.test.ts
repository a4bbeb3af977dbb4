import { describe, expect, it } from 'vitest';
import { foldText } from './search-entity-names';

const slowFold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

describe('folding text for search and sort', () => {
  it('drops accents and case', () => {
    expect(foldText('Camión ÜTE 12')).toBe('camion ute 12');
  });

  it('folds every ASCII character as the full Unicode folding does', () => {
    const ascii = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)).join('');
    expect(foldText(ascii)).toBe(slowFold(ascii));
    expect(foldText('A^b`C')).toBe('abc');
  });
});
