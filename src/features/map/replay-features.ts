import type { Feature, FeatureCollection, LineString, Point } from 'geojson';
import type { EventStore } from '../event-data';
import type { ReplayTrack } from '../replay';

export interface ReplayPointProps {
  type: string;
  /** The event's index in the track, so a click goes to it. */
  event: number;
}

/** The track's path (a line through its valid fixes in time order) and a point per fix with its type. */
export function replayFeatures(
  store: EventStore,
  track: ReplayTrack,
): FeatureCollection<LineString | Point, ReplayPointProps | Record<string, never>> {
  const type = store.column('type');
  const features: (Feature<LineString, Record<string, never>> | Feature<Point, ReplayPointProps>)[] = [];
  const coordinates: [number, number][] = new Array(track.fixCount);
  for (let f = 0; f < track.fixCount; f += 1)
    coordinates[f] = [track.lng[f] as number, track.lat[f] as number];
  if (track.fixCount >= 2)
    features.push({ type: 'Feature', geometry: { type: 'LineString', coordinates }, properties: {} });
  for (let f = 0; f < track.fixCount; f += 1) {
    const event = track.fixEvent[f] as number;
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: coordinates[f] as [number, number] },
      properties: {
        type: store.dictionary.string(type[track.events[event] as number] as number) ?? '',
        event,
      },
    });
  }
  return { type: 'FeatureCollection', features };
}
