import { describe, expect, it } from 'vitest';
import { storeFromEvents } from '../event-data';
import { setMaskingRegion, setPresenterMode } from '../presenter';
import { columnById } from './columns';
import { searchMask } from './search-rows';
import { valueLabelsWithNames } from './value-labels';
import { noRowNames } from './row-names';

const store = storeFromEvents([
  {
    id: 1,
    type: 'ignition',
    timeAt: 0,
    location: '112 Parramatta Rd, Strathfield NSW',
    attributes: { status: 'OK', note: 'Gate code for Dana' },
  },
  { id: 2, type: 'ignition', timeAt: 1, location: { street: 'Parramatta Rd' } as unknown as string },
]);
/** The global index of an event by its id (the store keeps its own order). */
const gOf = (id: number) => Array.from(store.rows).find((g) => store.idText(g) === String(id)) ?? -1;
const [sent, odd] = [gOf(1), gOf(2)];
const value = (column: string, g: number) => columnById(column)?.value(store, g);

describe('columns in presenter mode', () => {
  it('show the suburb, safe attribute values only, and nothing of a value sent unreadable', () => {
    setMaskingRegion('au', ['status']);
    expect(value('location', sent)).toBe('112 Parramatta Rd, Strathfield NSW');
    setPresenterMode(true);
    expect(value('location', sent)).toBe('Strathfield NSW');
    expect(value('location', odd)).toEqual({ unreadable: 'hidden' });
    expect(value('attributes', sent)).toBe('status=OK; note=hidden');
    const label = valueLabelsWithNames(noRowNames);
    expect(label('location', '112 Parramatta Rd, Strathfield NSW')).toBe('Strathfield NSW');
    expect(label('attr.note', 'Gate code for Dana')).toBe('hidden');
    expect(label('attr.status', 'OK')).toBe('OK');
  });

  it('are searched as shown: a street or a hidden value finds nothing, the suburb and a safe value do', () => {
    setMaskingRegion('au', ['status']);
    setPresenterMode(true);
    /** The ids of the events a term finds. */
    const found = (term: string) => {
      const mask = searchMask(store, [term]) ?? new Uint8Array(0);
      return Array.from(store.rows).flatMap((g) => (mask[g] ? [store.idText(g)] : []));
    };
    expect(found('parramatta')).toEqual([]);
    expect(found('dana')).toEqual([]);
    expect(found('strathfield')).toEqual(['1']);
    expect(found('ok')).toEqual(['1']);
    setPresenterMode(false);
    expect(found('parramatta')).toEqual(['1']);
  });
});
