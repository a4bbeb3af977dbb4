import { act, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import es from '../../i18n/catalogs/es';
import ptBR from '../../i18n/catalogs/pt-BR';
import { i18n } from '../../i18n/i18n';
import { namespaces } from '../../i18n/locales';
import { EventsSummary } from './events-summary';

beforeAll(() => {
  for (const namespace of namespaces) {
    i18n.addResourceBundle('es', namespace, es[namespace]);
    i18n.addResourceBundle('pt-BR', namespace, ptBR[namespace]);
  }
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

const stats = {
  first: Date.UTC(2026, 10, 27, 23, 37, 34),
  last: Date.UTC(2026, 10, 28, 23, 32, 2),
  vehicles: 17,
};

describe('the line that says what the rows are', () => {
  // The toolbar may cut it short: the counts come first, the span (the histogram shows it too) last.
  it('says how many events and vehicles before from when to when, in each language', async () => {
    render(<EventsSummary shown={165} stats={stats} loaded={12000} zone="Australia/Sydney" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      '165 of 12,000 events · 17 vehicles · 2026-11-28 10:37:34 to 2026-11-29 10:32:02',
    );
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('status')).toHaveTextContent(
      /^165 de 12\.000 eventos · 17 vehículos · 2026-11-28 10:37:34 a /,
    );
    await act(() => i18n.changeLanguage('pt-BR'));
    expect(screen.getByRole('status')).toHaveTextContent(
      /^165 de 12\.000 eventos · 17 veículos · 2026-11-28 10:37:34 a /,
    );
    expect(screen.getByRole('status')).toHaveAttribute('title', screen.getByRole('status').textContent);
    // A time broken across lines at its hyphens reads as two values: each is kept on one line.
    for (const time of ['2026-11-28 10:37:34', '2026-11-29 10:32:02'])
      expect(screen.getByText(time)).toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
