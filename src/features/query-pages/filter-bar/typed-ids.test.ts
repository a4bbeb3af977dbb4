import { describe, expect, it } from 'vitest';
import type { EntityName } from '../../entities';
import { typedIds } from './typed-ids';

const names = new Map<number, EntityName>([
  [40010024, { name: 'Ute 12', secondary: 'AB-12-CD', source: 'api' }],
  [40010031, { name: 'Camión 3', source: 'local' }],
  [40010032, { name: 'Ute 12', source: 'api' }],
]);

describe('typedIds', () => {
  it('reads a list of ids', () => {
    expect(typedIds('40010024, 7 8', names)).toEqual({ ids: [40010024, 7, 8], unknown: [] });
  });

  it('reads a whole name or registration, ignoring case and accents, as every id so called', () => {
    expect(typedIds(' ute 12 ', names)).toEqual({ ids: [40010024, 40010032], unknown: [] });
    expect(typedIds('camion 3', names)).toEqual({ ids: [40010031], unknown: [] });
    expect(typedIds('ab-12-cd', names)).toEqual({ ids: [40010024], unknown: [] });
  });

  it('reads ids and names mixed, and names what is neither', () => {
    expect(typedIds('Camión 3; 5', names)).toEqual({ ids: [40010031, 5], unknown: [] });
    expect(typedIds('12x, -3', names)).toEqual({ ids: [], unknown: ['12x', '-3'] });
    // Part of a name is not a name: the autocomplete offers the whole one.
    expect(typedIds('Ute', names)).toEqual({ ids: [], unknown: ['Ute'] });
  });
});
