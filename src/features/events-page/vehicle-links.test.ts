import { describe, expect, it } from 'vitest';
import { parseFilters, parseView } from '../event-url';
import { filteredVehicles, vehicleEventsSearch } from './vehicle-links';

describe('links and lists of vehicles', () => {
  it('lists the vehicles the ids filter and the include filters narrow to, each once', () => {
    const params = new URLSearchParams('vehicleIds=5,6&in.vehicle=6&in.vehicle=7&ex.vehicle=8&in.type=x');
    expect(filteredVehicles(parseFilters(params).filters, parseView(params))).toEqual([5, 6, 7]);
  });

  it('narrows to one vehicle keeping the other filters and the area, and ends a replay', () => {
    const params = new URLSearchParams(
      'range=last24h&tz=UTC&area=1,2,3,4&in.vehicle=9&in.type=x&replay=vehicle:9&sel=1/ignition',
    );
    const search = new URLSearchParams(vehicleEventsSearch(params, parseView(params), 12));
    expect(search.getAll('in.vehicle')).toEqual(['12']);
    expect(search.get('in.type')).toBe('x');
    expect(search.get('area')).toBe('1,2,3,4');
    expect(search.get('range')).toBe('last24h');
    expect(search.get('tz')).toBe('UTC');
    expect(search.get('replay')).toBeNull();
    expect(search.get('sel')).toBeNull();
  });
});
