import { useMemo } from 'react';
import type { FleetEvent } from '../events';
import { EventsLayer } from './layers/events-layer';
import { FitBounds } from './layers/fit-bounds';
import { MapView } from './map-view';
import { boundsOfFixes, fixesOf } from './fixes';
import { colorsForTypes } from './type-colors';

/** A small map of one event's fix, for the detail page. Loaded as its own chunk, like the big map. */
export default function FixMap({ event, zone }: { event: FleetEvent; zone: string }) {
  const rows = useMemo(() => [event], [event]);
  const fixes = useMemo(() => fixesOf(rows), [rows]);
  const bounds = useMemo(() => boundsOfFixes(fixes), [fixes]);
  const colors = useMemo(() => colorsForTypes([event.type]), [event.type]);
  if (!event.GPS?.valid) return null;
  return (
    <MapView label="Map of this event" height={280} initialBounds={bounds}>
      <EventsLayer
        rows={rows}
        fixes={fixes}
        colors={colors}
        zone={zone}
        hrefOf={() => window.location.pathname + window.location.search}
        open={() => undefined}
        onSelect={() => undefined}
      />
      <FitBounds bounds={bounds} fitKey={`${event.type}/${event.id}`} />
    </MapView>
  );
}
