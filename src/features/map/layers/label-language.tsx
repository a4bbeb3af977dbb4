import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap } from '../map-context';
import { labelLayerIds } from '../style/offline-style';
import { labelText } from '../style/label-language';

/**
 * The offline base map's country and place labels in the page's language, again on each switch: the map
 * is not made anew for a language (it would lose its view), so its labels are reworded where they are.
 * Owns no source; a remote style has none of these layers and keeps its own labels.
 */
export function LabelLanguage() {
  const map = useMap();
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    const text = labelText(language);
    for (const id of labelLayerIds) if (map.getLayer(id)) map.setLayoutProperty(id, 'text-field', text);
  }, [map, language]);
  return null;
}
