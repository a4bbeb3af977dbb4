import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import es from '../../i18n/catalogs/es';
import { i18n } from '../../i18n/i18n';
import { namespaces } from '../../i18n/locales';
import { abbreviateCount } from './cluster-fixes';
import type { PointProps } from './fixes';
import { popupContent } from './layers/popup-content';
import { chooseStyle } from './style/choose-style';
import { describePlaces } from './style/place-names';

// The map's texts built outside React, asked for while Spanish is the active language.
// Spanish for each test: the setup puts English back after every test.
beforeAll(() => {
  for (const namespace of namespaces) i18n.addResourceBundle('es', namespace, es[namespace]);
});
beforeEach(async () => {
  await i18n.changeLanguage('es');
});

const event: PointProps = {
  row: 0,
  id: '981',
  type: 'ignition',
  action: 'ON',
  timeAt: Date.parse('2026-11-20T08:00:00Z'),
  vehicleId: 40010024,
};

describe('the map in Spanish', () => {
  it('words its popups, keeping the event data and the sortable time as they are', () => {
    const popup = popupContent(
      [event],
      'UTC',
      () => '/au/events/ignition/981',
      () => undefined,
      1,
      undefined,
      () => undefined,
    );
    expect(popup.textContent).toBe(
      'ignition ON #981 · 2026-11-20 08:00:00 · vehículo 40010024Reproducir este vehículo',
    );
    expect(popup.querySelector('button')?.getAttribute('aria-label')).toBe(
      'Reproducir este vehículo (40010024)',
    );
    const crowded = popupContent(
      [event],
      'UTC',
      () => '/',
      () => undefined,
      1234,
    );
    expect(crowded.querySelector('p')?.textContent).toBe('1234 eventos aquí; los primeros 1:');
  });

  it('names the places, the fallback and the big clusters the Spanish way', () => {
    const places = ['A', 'B', 'C', 'D'].map((name, i) => ({ properties: { name, population: 100 - i } }));
    expect(describePlaces(places, 2)).toBe('Lugares en el mapa: A, B y 2 más.');
    expect(describePlaces(places.slice(0, 1))).toBe('Lugares en el mapa: A.');
    // As the labels show them: the Spanish name where the base map has one.
    const mexico = { properties: { name: 'Mexico', name_es: 'México', population: 1 } };
    expect(describePlaces([mexico, { properties: { name: 'Brazil', population: 0 } }])).toBe(
      'Lugares en el mapa: México, Brazil.',
    );
    const remote = { id: 'ofm', label: 'OpenFreeMap', url: 'https://tiles.example.test/style.json' };
    expect(chooseStyle(remote, new Set([remote.url]))).toEqual({
      kind: 'offline',
      notice: 'No se pudo cargar el mapa «OpenFreeMap»; se muestra el mapa sin conexión.',
    });
    expect([999, 1234, 12_345].map(abbreviateCount)).toEqual(['999', '1,2k', '12k']);
  });
});
