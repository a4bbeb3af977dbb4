import { describe, expect, it } from 'vitest';
import { entityDisplayName, formatEntity } from './entity-name';
import { idsNamed, searchEntityNames } from './search-entity-names';

const ute = { name: 'Ute 12', secondary: 'AB-12-CD', source: 'api' as const };

describe('formatting a named id', () => {
  it('keeps the id next to the name, and shows only the id when there is no name', () => {
    expect(formatEntity(40010024, ute)).toBe('Ute 12 (40010024)');
    expect(formatEntity(40010024, ute, { secondary: true })).toBe('Ute 12 · AB-12-CD (40010024)');
    expect(formatEntity(40010024, { name: 'Van 2', source: 'local' }, { secondary: true })).toBe(
      'Van 2 (40010024)',
    );
    expect(formatEntity(40010024, undefined)).toBe('40010024');
    expect(entityDisplayName(40010024, ute)).toBe('Ute 12');
    expect(entityDisplayName(40010024, undefined)).toBe('40010024');
  });
});

describe('finding ids by name', () => {
  const names = new Map([
    [1, { name: 'Ute 1', secondary: 'AB-12-CD', source: 'api' as const }],
    [12, { name: 'Ute 12', secondary: 'XY-99-ZZ', source: 'api' as const }],
    [3, { name: 'Camión 3', secondary: 'JAL-123-A', source: 'api' as const }],
    [4, { name: 'Big Ute', source: 'local' as const }],
    [1200, { name: 'Van 2', source: 'api' as const }],
  ]);

  it('ranks exact name, name prefix, word prefix, registration, then id prefix', () => {
    expect(searchEntityNames(names, 'ute 1').map((m) => m.id)).toEqual([1, 12]);
    expect(searchEntityNames(names, 'ute').map((m) => m.id)).toEqual([1, 12, 4]);
    expect(searchEntityNames(names, 'camion').map((m) => m.name)).toEqual(['Camión 3']);
    expect(searchEntityNames(names, 'ab12').map((m) => m.id)).toEqual([1]);
    expect(searchEntityNames(names, '12').map((m) => m.id)).toEqual([12, 3, 1, 1200]);
    expect(searchEntityNames(names, 'ute', 1)).toEqual([{ id: 1, name: 'Ute 1', secondary: 'AB-12-CD' }]);
    expect(searchEntityNames(names, '  ')).toEqual([]);
  });

  it("finds a pseudonym (presenter mode) by what it shows, never by the real id's digits", () => {
    const masked = new Map([
      [40010024, { name: 'Vehicle 7', source: 'api' as const, masked: true as const }],
    ]);
    expect(searchEntityNames(masked, 'vehicle 7').map((m) => m.id)).toEqual([40010024]);
    expect(searchEntityNames(masked, '4001')).toEqual([]);
  });

  it('turns a typed name or registration into its ids', () => {
    expect(idsNamed(names, ' UTE 12 ')).toEqual([12]);
    expect(idsNamed(names, 'jal-123-a')).toEqual([3]);
    expect(idsNamed(names, 'Ute')).toEqual([]);
  });
});
