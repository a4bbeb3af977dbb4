import { useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatNumber } from '../../i18n/format';
import { boundsOfTrack } from '../replay';
import { loadedTypes, typesAmong, type EventStore, type Rows } from '../event-data';
import { replayParam, type GeoArea, type ReplayTarget } from '../event-url';
import type { NameOf } from '../event-rows';
import type { ReplaySlot } from '../replay';
import { EventsLayer } from './layers/events-layer';
import { FitBounds } from './layers/fit-bounds';
import { SelectionLayer } from './layers/selection-layer';
import { AreaLayer } from './layers/area-layer';
import { ReplayLayers } from './layers/replay-layers';
import { TripsLayer } from './layers/trips-layer';
import { MapFrame } from './map-frame';
import { MapView } from './map-view';
import { boundsOfFixes, fixSource } from './fixes';
import { tableIndexOf } from './drawn-row';
import { eventsToTrips } from './to-geojson';
import { colorsForTypes } from '../../lib/type-colors';
import { useShareTypeColors } from '../../lib/type-colors-context';

/** What the events page gives its map. */
/** The events the table shows, to draw. */
export interface MapRows {
  store: EventStore;
  rows: Rows;
  /**
   * The same events in an order no sort changes (the page's `unordered`): what the map draws, so a sort
   * redraws nothing. `rows` when absent.
   */
  unordered?: Rows;
  zone: string;
  /** When it changes (new filters), the map fits the fixes again. */
  fitKey: string;
  /** The name of a vehicle, device, company or trip of the rows, once known (a new function when names arrive). */
  nameOf?: NameOf;
}

/** The selection, shared with the table, and the one way to link to an event's detail. */
export interface MapSelection {
  /** The selected event's place among `rows` (-1: not among them). */
  selectedIndex: number;
  /** Selects the event at `rowIndex` among `rows`. */
  onSelectRow: (rowIndex: number) => void;
  /** Region and zone choice included. */
  hrefOfEvent: (event: { type: string; id: string; timeAt: number }) => string;
}

export interface EventsMapProps {
  /** Shown while the map's code loads. */
  fallback: ReactNode;
  shown: MapRows;
  selection: MapSelection;
  /** The vehicle or trip being replayed, if any; the map draws its path and moving marker. */
  replay: ReplaySlot | null;
  /** Start replaying a vehicle (or trip): a point's popup offers it. */
  onReplay: (target: ReplayTarget) => void;
  /** The "who was here" area in force, if any: drawn on the map. */
  area?: GeoArea | null;
  /** A rectangle drawn on the map becomes the area (absent: no drawing). */
  onArea?: (area: GeoArea) => void;
  /** A phone's map, edge to edge: its legend within the margins, its controls over it (see MapFrame). */
  compact?: boolean;
}

/**
 * A replay fits the map to its vehicles' paths when it starts and again each time their bounds grow: the
 * window's days arrive newest first, and a fit to the first day alone (one vehicle, one suburb) left the
 * others off the map. Once every day is in, the bounds stay and the map is the user's to move.
 */
const replayFitKey = (replay: ReplaySlot, bounds: [number, number, number, number] | null) =>
  `replay:${replayParam(replay.target)}:${bounds?.join(',') ?? ''}`;

/** For a plural text: the count that picks the form, and the number as the language writes it. */
const counted = (n: number) => ({ count: n, n: formatNumber(n) });

/**
 * The events the table shows, as clustered fixes with optional trip lines; while a vehicle or trip is
 * replayed, its path and moving marker instead. Fills the height it is given. Loaded as its own chunk.
 */
export default function EventsMap({
  shown,
  selection,
  replay,
  onReplay,
  area = null,
  onArea,
  compact = false,
}: EventsMapProps) {
  const { zone, fitKey, nameOf } = shown;
  const ordered = shown.rows;
  // The map follows the table: its fixes are worked out after the rows have painted, in a render React
  // drops when the next keystroke comes. Store and rows together: the rows are the store's indices.
  const asked = useMemo(
    () => ({ store: shown.store, rows: shown.unordered ?? ordered }),
    [shown.store, shown.unordered, ordered],
  );
  const drawn = useDeferredValue(asked);
  const { store, rows } = drawn;
  const { selectedIndex, hrefOfEvent, onSelectRow: selectRow } = selection;
  const onSelectRow = useCallback(
    (row: number) => {
      const index = tableIndexOf(drawn, { store: shown.store, rows: ordered }, row);
      if (index >= 0) selectRow(index);
    },
    [drawn, shown.store, ordered, selectRow],
  );
  const { t } = useTranslation('map');
  const navigate = useNavigate();
  const [showTrips, setShowTrips] = useState(false);
  const [drawing, setDrawing] = useState(false);
  const source = useMemo(() => fixSource(store, rows), [store, rows]);
  const { count, invalid, missing } = source.fixes;
  const trips = useMemo(() => (showTrips ? eventsToTrips(store, rows) : null), [store, rows, showTrips]);
  const bounds = useMemo(() => boundsOfFixes(source.fixes), [source]);
  const track = replay?.track ?? null;
  const replayBounds = useMemo(() => (track ? boundsOfTrack(track) : null), [track]);
  // Every loaded type's colour (as the histogram's), so narrowing the rows recolours nothing.
  const colors = useMemo(() => colorsForTypes(loadedTypes(shown.store)), [shown.store]);
  useShareTypeColors(colors);
  // The legend: the types the map shows (the replayed track's while replaying).
  // A replayed track's events are of the page's store, not of the rows drawn (which may still be older).
  const legend = useMemo(
    () => (track ? typesAmong(shown.store, track.events) : typesAmong(store, rows)),
    [shown.store, store, rows, track],
  );
  const selectedEvent = selectedIndex >= 0 ? shown.store.event(ordered[selectedIndex] as number) : undefined;
  const position: [number, number] | null =
    selectedEvent?.GPS?.valid && selectedEvent.GPS.Lng !== undefined && selectedEvent.GPS.Lat !== undefined
      ? [selectedEvent.GPS.Lng, selectedEvent.GPS.Lat]
      : null;

  // What the map shows and leaves out, as separate items: each is worded whole, in the active language.
  const withoutFix = track ? track.invalidFixes + track.missingFixes : 0;
  const status = (
    track
      ? [
          t('status.replayed', counted(track.fixCount)),
          withoutFix > 0 && t('status.noValidFix', counted(withoutFix)),
        ]
      : [
          t('status.onMap', counted(count)),
          invalid > 0 && t('status.invalid', counted(invalid)),
          missing > 0 && t('status.noGps', counted(missing)),
        ]
  )
    .filter(Boolean)
    .join(' · ');

  return (
    <MapFrame
      legend={legend}
      colors={colors}
      status={status}
      drawing={drawing}
      onDraw={onArea && (() => setDrawing((on) => !on))}
      trips={replay ? undefined : { shown: showTrips, onChange: setShowTrips }}
      compact={compact}
    >
      <MapView label={t('label.events')} height="100%" initialBounds={replayBounds ?? bounds}>
        <AreaLayer
          area={area}
          drawing={drawing}
          onDrawn={(drawn) => {
            setDrawing(false);
            if (drawn) onArea?.(drawn);
          }}
        />
        {replay ? (
          <ReplayLayers store={shown.store} replay={replay} colors={colors} />
        ) : (
          <>
            {trips && <TripsLayer trips={trips} />}
            <EventsLayer
              source={source}
              colors={colors}
              zone={zone}
              hrefOfEvent={hrefOfEvent}
              open={(href) => void navigate(href)}
              onSelectRow={onSelectRow}
              onReplay={onReplay}
              nameOf={nameOf}
            />
          </>
        )}
        <SelectionLayer position={position} recentre={!replay} />
        {replay ? (
          <FitBounds bounds={replayBounds} fitKey={replayFitKey(replay, replayBounds)} />
        ) : (
          <FitBounds bounds={bounds} fitKey={fitKey} />
        )}
      </MapView>
    </MapFrame>
  );
}
