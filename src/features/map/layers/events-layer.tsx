import { Popup, type GeoJSONSource, type Map as MapLibreMap, type MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import type { NameOf } from '../../event-rows';
import type { ReplayTarget } from '../../event-url';
import { areaAround, clusterFeatures, covers, isCluster, type MapFeatureProps } from '../cluster-features';
import { clusterFixes, membersOf, type Clusters } from '../cluster-fixes';
import { boundsOfFixes, type FixSource, type PointProps } from '../fixes';
import { useMap } from '../map-context';
import { colorExpression } from '../../../lib/type-colors';
import { addEventLayers, eventLayers, eventsSource } from './event-layer-specs';
import { popupContent } from './popup-content';
import { removeLayers } from './remove-layers';

interface Drawn {
  source: FixSource;
  clusters: Clusters | null;
  generation: number;
}

/** A cluster click lists its events instead of zooming once they share a spot or the map cannot zoom in. */
const listLimit = 50;

/** The map's view: its zoom level and [west, south, east, north]. */
function viewOf(map: MapLibreMap) {
  const bounds = map.getBounds();
  const box = [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()] as const;
  return { zoom: Math.max(0, Math.floor(map.getZoom())), box };
}

/** Clusters the fixes for the map's current zoom and surroundings: the circles MapLibre is to draw. */
function cluster(map: MapLibreMap, drawn: Drawn) {
  const { zoom, box } = viewOf(map);
  drawn.clusters = clusterFixes(drawn.source.fixes, zoom, areaAround(box, 1));
  drawn.generation += 1;
  return clusterFeatures(drawn.clusters, drawn.source, drawn.generation);
}

/**
 * Clusters the fixes anew and hands MapLibre only those circles; skipped unless `force` when the last
 * clustering has the same zoom and covers the view (a small pan).
 */
function recluster(map: MapLibreMap, drawn: Drawn, force: boolean) {
  const { zoom, box } = viewOf(map);
  if (!force && drawn.clusters?.zoom === zoom && covers(drawn.clusters.area, areaAround(box, 0))) return;
  // setData's promise only says when MapLibre's worker has the data, and never rejects: a failed update is
  // the map's error event. Nothing waits for it.
  void map.getSource<GeoJSONSource>(eventsSource)?.setData(cluster(map, drawn));
}

/**
 * Event fixes, clustered, coloured by type. Owns its source and layers: added on mount, data replaced in
 * place on change, everything removed on unmount.
 */
export function EventsLayer({
  source,
  colors,
  zone,
  hrefOfEvent,
  open,
  onSelectRow,
  nameOf,
  onReplay,
}: {
  source: FixSource;
  colors: Map<string, string>;
  zone: string;
  hrefOfEvent: (event: PointProps) => string;
  open: (href: string) => void;
  onSelectRow: (row: number) => void;
  /** Names for the popups' vehicles, as far as they are known. */
  nameOf?: NameOf | undefined;
  /** Offered in a point's popup ("Replay this vehicle") when given. */
  onReplay?: ((target: ReplayTarget) => void) | undefined;
}) {
  const map = useMap();
  const handlers = useRef({ zone, hrefOfEvent, open, onSelectRow, nameOf, onReplay });
  useEffect(() => {
    handlers.current = { zone, hrefOfEvent, open, onSelectRow, nameOf, onReplay };
  });
  const drawn = useRef<Drawn>({ source, clusters: null, generation: 0 });
  // The source the layers were added with: its circles need no second trip to MapLibre's worker.
  const addedWith = useRef<FixSource | null>(null);

  useEffect(() => {
    addEventLayers(map, cluster(map, drawn.current));
    addedWith.current = drawn.current.source;
    const popup = new Popup({ closeButton: true, maxWidth: '360px' });
    const hover = new Popup({ closeButton: false, closeOnClick: false, offset: 8 });
    const show = (target: Popup, lngLat: [number, number], events: PointProps[], total?: number) => {
      const { zone: z, hrefOfEvent: h, open: o, nameOf: n, onReplay: replay } = handlers.current;
      // The hover popup cannot be reached with the pointer: no actions in it.
      const onReplayVehicle =
        replay && target === popup
          ? (vehicleId: number) => {
              popup.remove();
              replay({ kind: 'vehicle', id: vehicleId });
            }
          : undefined;
      target
        .setLngLat(lngLat)
        .setDOMContent(popupContent(events, z, h, o, total, n, onReplayVehicle))
        .addTo(map);
    };
    const featureOf = (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      if (!feature || feature.geometry.type !== 'Point') return null;
      const where = feature.geometry.coordinates as [number, number];
      return { where, props: feature.properties as MapFeatureProps };
    };
    const onPoint = (event: MapLayerMouseEvent) => {
      const feature = featureOf(event);
      if (!feature || isCluster(feature.props)) return;
      const { generation, ...props } = feature.props;
      // Drawn before the rows last changed (MapLibre has not shown the new data yet): find its row now.
      const { source: shown, generation: current } = drawn.current;
      const row = generation === current ? props.row : shown.rowOf(props.type, props.id);
      if (row < 0) return;
      handlers.current.onSelectRow(row);
      hover.remove();
      show(popup, feature.where, [{ ...props, row }]);
    };
    const onCluster = (event: MapLayerMouseEvent) => {
      const feature = featureOf(event);
      const { clusters, source: shown, generation } = drawn.current;
      const { fixes } = shown;
      if (!feature || !isCluster(feature.props) || !clusters || feature.props.generation !== generation)
        return;
      const members = membersOf(clusters, feature.props.cluster);
      const bounds = boundsOfFixes(fixes, members);
      const spread = bounds !== null && (bounds[2] - bounds[0] > 1e-6 || bounds[3] - bounds[1] > 1e-6);
      const maxZoom = map.getMaxZoom();
      if (bounds && spread && map.getZoom() < maxZoom - 0.5) {
        const camera = map.cameraForBounds(bounds, { padding: 48, maxZoom });
        const zoom = Math.min(maxZoom, Math.max(camera?.zoom ?? 0, map.getZoom() + 1));
        map.easeTo({ center: camera?.center ?? feature.where, zoom });
        return;
      }
      // The fixes share a spot (or the map is as deep as it goes): list them, newest first.
      const events = [...members]
        .map((fix) => shown.describe(fix))
        .sort((a, b) => b.timeAt - a.timeAt)
        .slice(0, listLimit);
      show(popup, feature.where, events, members.length);
    };
    const onHover = (event: MapLayerMouseEvent) => {
      map.getCanvas().style.cursor = 'pointer';
      const feature = featureOf(event);
      if (feature && !isCluster(feature.props) && !popup.isOpen())
        show(hover, feature.where, [feature.props]);
    };
    const onLeave = () => {
      map.getCanvas().style.cursor = '';
      hover.remove();
    };
    const onClusterEnter = () => {
      map.getCanvas().style.cursor = 'pointer';
    };
    const onMoveEnd = () => recluster(map, drawn.current, false);
    // What is drawn, on the container, for tests and support: the zoom, clusters and single points on
    // screen, and where the biggest cluster is (x,y in the map's pixels).
    const onIdle = () => {
      const container = map.getContainer();
      if (!map.getLayer(eventLayers.clusters)) return;
      const clusters = map.queryRenderedFeatures({ layers: [eventLayers.clusters] });
      const points = map.queryRenderedFeatures({ layers: [eventLayers.points] });
      container.dataset.zoom = map.getZoom().toFixed(2);
      container.dataset.renderedClusters = String(clusters.length);
      container.dataset.renderedPoints = String(points.length);
      const biggest = clusters.reduce<(typeof clusters)[number] | null>(
        (best, f) => (Number(f.properties.count) > Number(best?.properties.count ?? 0) ? f : best),
        null,
      );
      if (biggest?.geometry.type === 'Point') {
        const at = map.project(biggest.geometry.coordinates as [number, number]);
        container.dataset.biggestCluster = `${Math.round(at.x)},${Math.round(at.y)}`;
      } else delete container.dataset.biggestCluster;
    };
    const listeners = [
      ['click', eventLayers.points, onPoint],
      ['click', eventLayers.clusters, onCluster],
      ['mouseenter', eventLayers.points, onHover],
      ['mouseleave', eventLayers.points, onLeave],
      ['mouseenter', eventLayers.clusters, onClusterEnter],
      ['mouseleave', eventLayers.clusters, onLeave],
    ] as const;
    for (const [type, layer, listener] of listeners) map.on(type, layer, listener);
    map.on('moveend', onMoveEnd);
    map.on('idle', onIdle);
    return () => {
      map.off('idle', onIdle);
      map.off('moveend', onMoveEnd);
      for (const [type, layer, listener] of listeners) map.off(type, layer, listener);
      popup.remove();
      hover.remove();
      removeLayers(map, [eventLayers.points, eventLayers.count, eventLayers.clusters], eventsSource);
    };
  }, [map]);

  useEffect(() => {
    const added = addedWith.current;
    addedWith.current = null;
    if (added === source) return;
    drawn.current.source = source;
    recluster(map, drawn.current, true);
  }, [map, source]);

  useEffect(() => {
    // Not while a fallback style loads (the layers come back with it, and this runs again then).
    if (map.getLayer(eventLayers.points)) {
      map.setPaintProperty(eventLayers.points, 'circle-color', colorExpression(colors));
    }
  }, [map, colors]);

  return null;
}
