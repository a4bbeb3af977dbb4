import { useMemo } from 'react';
import { storeFromEvents, toApiShape, type FleetEvent } from '../events';
import { EventsLayer } from './layers/events-layer';
import { FitBounds } from './layers/fit-bounds';
import { MapView } from './map-view';
import { boundsOfFixes, fixSource } from './fixes';
import { colorsForTypes } from './type-colors';

/** A small map of one event's fix, for the detail page. Loaded as its own chunk, like the big map. */
export default function FixMap({ event, zone }: { event: FleetEvent; zone: string }) {
  const source = useMemo(() => {
    const store = storeFromEvents([toApiShape(event)]);
    return fixSource(store, store.rows);
  }, [event]);
  const bounds = useMemo(() => boundsOfFixes(source.fixes), [source]);
  const colors = useMemo(() => colorsForTypes([event.type]), [event.type]);
  if (!event.GPS?.valid) return null;
  return (
    <MapView label="Map of this event" height={280} initialBounds={bounds}>
      <EventsLayer
        source={source}
        colors={colors}
        zone={zone}
        hrefOf={() => window.location.pathname + window.location.search}
        open={() => undefined}
        onSelect={() => undefined}
      />
      <FitBounds bounds={bounds} fitKey={`${event.type}/${event.idText}`} />
    </MapView>
  );
}
