import { describe, expect, it } from 'vitest';
import { entitySourceSchema } from '../../../config/entities-schema';
import { expandMany, expandOne } from './entity-template';
import { readList, readOne, readPath } from './read-entities';

const source = (fields: Record<string, unknown>) =>
  entitySourceSchema.parse({ many: '/v1/x?ids={ids}', ...fields });

describe('URL templates', () => {
  it('fills one id or a comma-separated list, in a path or a query', () => {
    expect(expandOne('/v1/vehicles/{id}', 40010024)).toBe('/v1/vehicles/40010024');
    expect(expandOne('/v1/lookup?kind=vehicle&id={id}', 7)).toBe('/v1/lookup?kind=vehicle&id=7');
    expect(expandMany('/v1/vehicles?ids={ids}', [3, 1, 2])).toBe('/v1/vehicles?ids=3,1,2');
    expect(expandMany('/v1/vehicles/{ids}/names', [5])).toBe('/v1/vehicles/5/names');
  });
});

describe('reading entity answers', () => {
  it('follows dot paths through objects and arrays, own properties only', () => {
    const value = { a: { b: [{ c: 'deep' }] } };
    expect(readPath(value, 'a.b.0.c')).toBe('deep');
    expect(readPath(value, 'a.x.c')).toBeUndefined();
    expect(readPath({}, 'constructor')).toBeUndefined();
    expect(readPath({ a: 'text' }, 'a.length')).toBeUndefined();
  });

  it('reads the name and secondary text at the configured paths', () => {
    const config = source({ namePath: 'details.label', secondaryPath: 'plate.number' });
    expect(
      readOne({ details: { label: ' Ute 12 ' }, plate: { number: 'AB-12-CD' } }, 'vehicle', config),
    ).toEqual({
      name: 'Ute 12',
      secondary: 'AB-12-CD',
      source: 'api',
    });
    // No name: the secondary text names it; neither: no name at all.
    expect(readOne({ plate: { number: 'AB-12-CD' } }, 'vehicle', config)).toEqual({
      name: 'AB-12-CD',
      source: 'api',
    });
    expect(readOne({ details: { label: '' } }, 'vehicle', config)).toBeNull();
    expect(readOne({ details: { label: 12 } }, 'vehicle', config)).toEqual({ name: '12', source: 'api' });
  });

  it('refuses an answer that is not an object, naming what was expected', () => {
    expect(() => readOne([{ name: 'x' }], 'vehicle', source({}))).toThrow(
      /The API sent a vehicle that could not be read/,
    );
  });

  it('reads a list at its path by each entry’s id, skipping unreadable entries', () => {
    const config = source({ listPath: 'data.items', idPath: 'vehicleId' });
    const found = readList(
      {
        data: {
          items: [
            { vehicleId: 1, name: 'Ute 1' },
            { vehicleId: '2', name: 'Van 2' },
            { vehicleId: 'x', name: 'bad id' },
            'not an object',
            { vehicleId: 3 },
          ],
        },
      },
      'vehicle',
      config,
    );
    expect([...found]).toEqual([
      [1, { name: 'Ute 1', source: 'api' }],
      [2, { name: 'Van 2', source: 'api' }],
      [3, null],
    ]);
    expect(() => readList({ data: {} }, 'trip', config)).toThrow(/a list of trips that could not be read/);
  });

  it('cuts a very long name', () => {
    const found = readOne({ name: 'x'.repeat(500) }, 'fleet', source({}));
    expect(found?.name).toHaveLength(200);
    expect(found?.name.endsWith('…')).toBe(true);
  });
});
