import { act, render } from '@testing-library/react';
import { createExpression } from '@maplibre/maplibre-gl-style-spec';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import es from '../../../i18n/catalogs/es';
import ptBR from '../../../i18n/catalogs/pt-BR';
import { i18n } from '../../../i18n/i18n';
import { namespaces } from '../../../i18n/locales';
import { fakeMap } from '../../../testing/fake-map';
import { MapContext } from '../map-context';
import { LabelLanguage } from './label-language';

beforeAll(() => {
  for (const namespace of namespaces) {
    i18n.addResourceBundle('es', namespace, es[namespace]);
    i18n.addResourceBundle('pt-BR', namespace, ptBR[namespace]);
  }
});

/** A label's text as MapLibre works it out from a feature's properties. */
function labelOf(field: unknown, properties: Record<string, string>): unknown {
  const parsed = createExpression(field, 'text-field');
  if (parsed.result !== 'success') throw new Error('not an expression');
  return parsed.value.evaluate({ zoom: 4 }, { type: 1, properties });
}

const mexico = { name: 'Mexico', name_es: 'México', name_pt: 'México' };
const sydney = { name: 'Sydney' };

describe('the base map’s labels', () => {
  it('show names in the page’s language where the data has them, and follow a language switch', async () => {
    const { map } = fakeMap(['land', 'country-names', 'place-towns', 'place-cities']);
    const setLayoutProperty = vi.fn();
    const withLayout = Object.assign(map, { setLayoutProperty }) as MapLibreMap;
    render(
      <MapContext.Provider value={withLayout}>
        <LabelLanguage />
      </MapContext.Provider>,
    );
    const fieldOf = (layer: string) =>
      setLayoutProperty.mock.calls.filter(([id, key]) => id === layer && key === 'text-field').at(-1)?.[2];

    expect(labelOf(fieldOf('country-names'), mexico)).toBe('Mexico');
    await act(() => i18n.changeLanguage('es'));
    expect(labelOf(fieldOf('country-names'), mexico)).toBe('México');
    expect(labelOf(fieldOf('place-cities'), { name: 'Mexico City', name_es: 'Ciudad de México' })).toBe(
      'Ciudad de México',
    );
    // A place without a Spanish name keeps the one it has.
    expect(labelOf(fieldOf('place-towns'), sydney)).toBe('Sydney');
    await act(() => i18n.changeLanguage('pt-BR'));
    expect(labelOf(fieldOf('place-cities'), { name: 'Mexico City', name_pt: 'Cidade do México' })).toBe(
      'Cidade do México',
    );
    // Only the layers the style has: a remote style's are its own.
    expect(setLayoutProperty.mock.calls.map(([id]) => id)).not.toContain('land');
  });
});
