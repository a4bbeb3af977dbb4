import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { storeFromEvents, toApiShape, type FleetEvent } from '../event-data';
import { EventsLayer } from './layers/events-layer';
import { FitBounds } from './layers/fit-bounds';
import { PathLayer } from './layers/path-layer';
import { MapView } from './map-view';
import { fixSource } from './fixes';
import { boundsOfPositions, type PathPoint } from './path-features';
import { useTypeColor } from '../../lib/type-colors-context';

const noPath: readonly PathPoint[] = [];

/**
 * A small map for the detail page: the event's fix, and the path of the events around it (in time order,
 * the event ringed). Loaded as its own chunk, like the big map.
 */
export default function FixMap({
  event,
  zone,
  path = noPath,
}: {
  event: FleetEvent;
  zone: string;
  path?: readonly PathPoint[];
}) {
  const { t } = useTranslation('map');
  const ownFix = event.GPS?.valid === true;
  const source = useMemo(() => {
    const store = storeFromEvents([toApiShape(event)]);
    return fixSource(store, store.rows);
  }, [event]);
  const bounds = useMemo(() => {
    const { fixes } = source;
    const own = Array.from({ length: fixes.count }, (_, i) => ({
      lng: fixes.lng[i] as number,
      lat: fixes.lat[i] as number,
    }));
    return boundsOfPositions([...own, ...path]);
  }, [source, path]);
  // The colour the events map and histogram last gave this type (before this page was opened).
  const color = useTypeColor(event.type);
  const colors = useMemo(() => new Map([[event.type, color]]), [event.type, color]);
  if (!ownFix && path.length === 0) return null;
  return (
    <MapView label={t('label.event')} height={320} initialBounds={bounds}>
      <PathLayer points={path} />
      {ownFix && (
        <EventsLayer
          source={source}
          colors={colors}
          zone={zone}
          hrefOfEvent={() => window.location.pathname + window.location.search}
          open={() => undefined}
          onSelectRow={() => undefined}
        />
      )}
      {/* Fitted again when the path grows ("more") or another event is shown, not on every refresh. */}
      <FitBounds bounds={bounds} fitKey={`${event.type}/${event.idText}/${path.length}`} />
    </MapView>
  );
}
