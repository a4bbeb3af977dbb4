import { describe, expect, it } from 'vitest';
import { storeFromEvents, typesAmong, type EventStore } from '../event-data';
import { trackOf } from '../../testing/internals';
import { replayFeatures } from './replay-features';

const trackOfVehicle = (store: EventStore, id: number) => trackOf(store, { kind: 'vehicle', id });

describe('the replay drawn on the map', () => {
  it('is a line through the valid fixes in time order and a point per fix with its type and event', () => {
    const store = storeFromEvents([
      {
        id: 3,
        type: 'ignition',
        action: 'OFF',
        timeAt: 3000,
        vehicleId: 7,
        GPS: { valid: true, Lat: -33, Lng: 152 },
      },
      {
        id: 1,
        type: 'ignition',
        action: 'ON',
        timeAt: 1000,
        vehicleId: 7,
        GPS: { valid: true, Lat: -34, Lng: 151 },
      },
      {
        id: 2,
        type: 'driver',
        action: 'Drive',
        timeAt: 2000,
        vehicleId: 7,
        GPS: { valid: false, Lat: 0, Lng: 0 },
      },
      {
        id: 4,
        type: 'driver',
        action: 'Drive',
        timeAt: 2500,
        vehicleId: 8,
        GPS: { valid: true, Lat: 1, Lng: 1 },
      },
    ]);
    const track = trackOfVehicle(store, 7);
    const { features } = replayFeatures(store, track);
    expect(features.map((f) => f.geometry)).toEqual([
      {
        type: 'LineString',
        coordinates: [
          [151, -34],
          [152, -33],
        ],
      },
      { type: 'Point', coordinates: [151, -34] },
      { type: 'Point', coordinates: [152, -33] },
    ]);
    expect(features.slice(1).map((f) => f.properties)).toEqual([
      { type: 'ignition', event: 0 },
      { type: 'ignition', event: 2 },
    ]);
    expect(typesAmong(store, track.events)).toEqual(['driver', 'ignition']);
  });

  it('has no line for a single fix', () => {
    const store = storeFromEvents([
      { id: 1, type: 'ignition', timeAt: 1000, vehicleId: 7, GPS: { valid: true, Lat: -34, Lng: 151 } },
    ]);
    expect(replayFeatures(store, trackOfVehicle(store, 7)).features.map((f) => f.geometry.type)).toEqual([
      'Point',
    ]);
  });
});
