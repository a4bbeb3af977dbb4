import { act, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import es from '../../../i18n/catalogs/es';
import { i18n } from '../../../i18n/i18n';
import { namespaces } from '../../../i18n/locales';
import { ImportResult, type ImportOutcome } from './import-result';

beforeAll(() => {
  for (const namespace of namespaces) i18n.addResourceBundle('es', namespace, es[namespace]);
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

const done: ImportOutcome = {
  state: 'done',
  fileName: 'nombres.csv',
  counts: { added: 3, updated: 1, unchanged: 0, overLimit: 0, total: 4 },
  rows: [
    { kind: 'vehicle', id: 1, name: 'Ute 1' },
    { kind: 'vehicle', id: 2, name: 'Van 2' },
    { kind: 'vehicle', id: 3, name: 'Van 3' },
    { kind: 'company', id: 9, name: 'Outback' },
  ],
  problems: [{ line: 5, message: 'the name is empty' }],
  duplicates: 1,
};

describe('what an import did', () => {
  it('is said again in the new language when the language changes', async () => {
    render(<ImportResult outcome={done} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Imported 4 names from nombres.csv3 vehicles, 1 company (3 new, 1 changed). 1 line named an id again; the last one was kept. 1 line skipped:Line 5: the name is empty',
    );
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Se importaron 4 nombres de nombres.csv3 vehículos, 1 empresa (3 nuevos, 1 modificado). 1 línea repetía un id; se conservó la última. Se omitió 1 línea:Línea 5: the name is empty',
    );
    expect(screen.getByRole('list', { name: 'Líneas omitidas' })).toBeInTheDocument();
  });

  it('words a failure when it is shown', async () => {
    await act(() => i18n.changeLanguage('es'));
    render(
      <ImportResult
        outcome={{ state: 'failed', fileName: 'big.csv', failure: { code: 'tooLarge' }, problems: [] }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se importó nada de big.csvEl archivo pesa más de 10 MB; un archivo de nombres es mucho más pequeño.',
    );
  });
});
