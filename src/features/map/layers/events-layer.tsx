import type { FeatureCollection, Point } from 'geojson';
import { Popup, type GeoJSONSource, type MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useMap } from '../map-context';
import { removeLayers } from './remove-layers';
import { colorExpression } from '../type-colors';
import type { PointProps } from '../to-geojson';
import { popupContent } from './popup-content';

const source = 'events';
const layers = { clusters: 'event-clusters', count: 'event-cluster-count', points: 'event-points' };

/**
 * Clustered event fixes coloured by type. Owns its source and layers: added on mount, data replaced in
 * place on change, everything removed on unmount.
 */
export function EventsLayer({
  points,
  colors,
  zone,
  hrefOf,
  open,
  onSelect,
}: {
  points: FeatureCollection<Point, PointProps>;
  colors: Map<string, string>;
  zone: string;
  hrefOf: (event: PointProps) => string;
  open: (href: string) => void;
  onSelect: (row: number) => void;
}) {
  const map = useMap();
  const handlers = useRef({ zone, hrefOf, open, onSelect });
  useEffect(() => {
    handlers.current = { zone, hrefOf, open, onSelect };
  });

  useEffect(() => {
    map.addSource(source, {
      type: 'geojson',
      data: { type: 'FeatureCollection', features: [] },
      cluster: true,
      clusterRadius: 44,
      clusterMaxZoom: 15,
    });
    map.addLayer({
      id: layers.clusters,
      type: 'circle',
      source,
      filter: ['has', 'point_count'],
      paint: {
        'circle-color': '#3f6fb5',
        'circle-opacity': 0.85,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1.5,
        'circle-radius': ['step', ['get', 'point_count'], 14, 50, 18, 500, 24, 5000, 30],
      },
    });
    map.addLayer({
      id: layers.count,
      type: 'symbol',
      source,
      filter: ['has', 'point_count'],
      layout: {
        'text-field': ['get', 'point_count_abbreviated'],
        'text-size': 12,
        'text-font': ['sans-serif'],
      },
      paint: { 'text-color': '#ffffff' },
    });
    map.addLayer({
      id: layers.points,
      type: 'circle',
      source,
      filter: ['!', ['has', 'point_count']],
      paint: {
        'circle-radius': 6,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1.5,
        'circle-color': '#666666',
      },
    });

    const popup = new Popup({ closeButton: true, maxWidth: '360px' });
    const hover = new Popup({ closeButton: false, closeOnClick: false, offset: 8 });
    const show = (target: Popup, lngLat: [number, number], events: PointProps[], total?: number) => {
      const { zone: z, hrefOf: h, open: o } = handlers.current;
      target
        .setLngLat(lngLat)
        .setDOMContent(popupContent(events, z, h, o, total))
        .addTo(map);
    };
    const onPoint = (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      if (!feature || feature.geometry.type !== 'Point') return;
      const props = feature.properties as PointProps;
      handlers.current.onSelect(props.row);
      hover.remove();
      show(popup, feature.geometry.coordinates as [number, number], [props]);
    };
    const onCluster = async (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      if (!feature || feature.geometry.type !== 'Point') return;
      const clusterId = Number(feature.properties.cluster_id);
      const count = Number(feature.properties.point_count);
      const where = feature.geometry.coordinates as [number, number];
      const data = map.getSource<GeoJSONSource>(source);
      if (!data) return;
      const zoom = await data.getClusterExpansionZoom(clusterId);
      if (zoom <= map.getMaxZoom() && zoom <= 16 && map.getZoom() < 16) {
        map.easeTo({ center: where, zoom });
        return;
      }
      // At the deepest zoom the fixes share a spot: list them instead.
      const leaves = await data.getClusterLeaves(clusterId, 50, 0);
      show(
        popup,
        where,
        leaves.map((leaf) => leaf.properties as PointProps),
        count,
      );
    };
    const onHover = (event: MapLayerMouseEvent) => {
      map.getCanvas().style.cursor = 'pointer';
      const feature = event.features?.[0];
      if (feature?.geometry.type === 'Point' && !popup.isOpen()) {
        show(hover, feature.geometry.coordinates as [number, number], [feature.properties as PointProps]);
      }
    };
    const onLeave = () => {
      map.getCanvas().style.cursor = '';
      hover.remove();
    };
    const onClusterClick = (event: MapLayerMouseEvent) => void onCluster(event);
    // What is drawn, on the container, for tests and support: clusters and single points on screen.
    const onIdle = () => {
      const container = map.getContainer();
      if (!map.getLayer(layers.clusters)) return;
      container.dataset.renderedClusters = String(
        map.queryRenderedFeatures({ layers: [layers.clusters] }).length,
      );
      container.dataset.renderedPoints = String(
        map.queryRenderedFeatures({ layers: [layers.points] }).length,
      );
    };
    map.on('idle', onIdle);
    map.on('click', layers.points, onPoint);
    map.on('click', layers.clusters, onClusterClick);
    map.on('mouseenter', layers.points, onHover);
    map.on('mouseleave', layers.points, onLeave);
    const onClusterEnter = () => {
      map.getCanvas().style.cursor = 'pointer';
    };
    map.on('mouseenter', layers.clusters, onClusterEnter);
    map.on('mouseleave', layers.clusters, onLeave);
    return () => {
      map.off('idle', onIdle);
      popup.remove();
      hover.remove();
      map.off('click', layers.points, onPoint);
      map.off('click', layers.clusters, onClusterClick);
      map.off('mouseenter', layers.points, onHover);
      map.off('mouseleave', layers.points, onLeave);
      map.off('mouseenter', layers.clusters, onClusterEnter);
      map.off('mouseleave', layers.clusters, onLeave);
      removeLayers(map, [layers.points, layers.count, layers.clusters], source);
    };
  }, [map]);

  useEffect(() => {
    // A URL, not the object: MapLibre's worker then fetches and parses the JSON itself, instead of the page
    // copying every feature into a message (most of a first render's time with a week of fixes).
    const url = URL.createObjectURL(new Blob([JSON.stringify(points)], { type: 'application/json' }));
    map.getSource<GeoJSONSource>(source)?.setData(url);
    // Revoked a while later, not at once: the worker may not have read a URL that was just replaced.
    return () => void setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }, [map, points]);

  useEffect(() => {
    map.setPaintProperty(layers.points, 'circle-color', colorExpression(colors));
  }, [map, colors]);

  return null;
}
