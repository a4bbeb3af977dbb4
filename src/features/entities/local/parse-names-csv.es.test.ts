import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import es from '../../../i18n/catalogs/es';
import { i18n } from '../../../i18n/i18n';
import { namespaces } from '../../../i18n/locales';
import { parseNamesCsv } from './parse-names-csv';

// Spanish for each test: the setup puts English back after every test.
beforeAll(() => {
  for (const namespace of namespaces) i18n.addResourceBundle('es', namespace, es[namespace]);
});
beforeEach(async () => {
  await i18n.changeLanguage('es');
});

describe('reading a CSV of names in Spanish', () => {
  it('says what is wrong with each line in Spanish, keeping the file’s own words', async () => {
    const parsed = await parseNamesCsv(
      ['camión,1,Grande', 'vehicle,abc,Van', 'vehicle,3', 'vehicle,4,', 'vehicle,5,"Ute'].join('\n'),
    );
    expect(parsed.problems).toEqual([
      { line: 1, message: '"camión" no es un tipo; use vehicle, device, company, trip, fleet' },
      { line: 2, message: 'el id "abc" no es un número entero' },
      {
        line: 3,
        message: 'se esperaba kind,id,name (y, opcionalmente, un texto secundario); hay 2 columnas',
      },
      { line: 4, message: 'el nombre está vacío' },
      { line: 5, message: 'Falta cerrar las comillas de un campo' },
    ]);
  });
});
