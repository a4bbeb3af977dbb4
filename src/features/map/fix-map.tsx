import { useMemo } from 'react';
import type { FleetEvent } from '../events';
import { EventsLayer } from './layers/events-layer';
import { FitBounds } from './layers/fit-bounds';
import { MapView } from './map-view';
import { boundsOf, eventsToPoints } from './to-geojson';
import { colorsForTypes } from './type-colors';

/** A small map of one event's fix, for the detail page. Loaded as its own chunk, like the big map. */
export default function FixMap({ event, zone }: { event: FleetEvent; zone: string }) {
  const rows = useMemo(() => [event], [event]);
  const { points } = useMemo(() => eventsToPoints(rows), [rows]);
  const colors = useMemo(() => colorsForTypes([event.type]), [event.type]);
  if (!event.GPS?.valid) return null;
  return (
    <MapView label="Map of this event" height={280}>
      <EventsLayer
        points={points}
        colors={colors}
        zone={zone}
        hrefOf={() => window.location.pathname + window.location.search}
        open={() => undefined}
        onSelect={() => undefined}
      />
      <FitBounds bounds={boundsOf(points)} fitKey={`${event.type}/${event.id}`} />
    </MapView>
  );
}
