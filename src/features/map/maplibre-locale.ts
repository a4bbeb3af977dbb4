import { AttributionControl, NavigationControl, type IControl, type Map as MapLibreMap } from 'maplibre-gl';
import { i18n } from '../../i18n/i18n';

/**
 * MapLibre's own texts that this app's maps show (the controls' tooltips and labels, the canvas's label,
 * a popup's close button) in the active language; the rest keep MapLibre's English defaults.
 */
export function mapLibreLocale(): Record<string, string> {
  const t = i18n.getFixedT(null, 'map');
  return {
    'Map.Title': t('controls.map'),
    'NavigationControl.ZoomIn': t('controls.zoomIn'),
    'NavigationControl.ZoomOut': t('controls.zoomOut'),
    'NavigationControl.ResetBearing': t('controls.resetBearing'),
    'AttributionControl.ToggleAttribution': t('controls.toggleAttribution'),
    'AttributionControl.MapFeedback': t('controls.mapFeedback'),
    'Marker.Title': t('controls.marker'),
    'Popup.Close': t('controls.closePopup'),
  };
}

/** The controls every map has; added again after a language switch, since they word themselves once. */
export function addControls(map: MapLibreMap): IControl[] {
  const controls = [new AttributionControl({ compact: true }), new NavigationControl({ showCompass: false })];
  for (const control of controls) map.addControl(control);
  return controls;
}

/**
 * Words an open map in another language without making it again (which would lose the view): MapLibre
 * reads its texts from the map's locale table when a control is added or a popup opens, so the table is
 * replaced and the controls added anew. Returns the new controls.
 */
export function relocaleMap(
  map: MapLibreMap,
  locale: Record<string, string>,
  controls: readonly IControl[],
): IControl[] {
  map._locale = { ...map._locale, ...locale };
  const title = locale['Map.Title'];
  if (title) map.getCanvas().setAttribute('aria-label', title);
  for (const control of controls) map.removeControl(control);
  return addControls(map);
}
