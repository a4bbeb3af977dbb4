import { expect, it } from 'vitest';
import { i18n, loadLaterNamespaces, switchLocale } from './i18n';

// Isolated: it switches the one i18next instance's language, which other files in a shared graph read.

it('loads a later namespace in the active language, and brings it along when the language changes', async () => {
  const t = (key: string) => i18n.t(key as 'page.loadFailed', { ns: 'detail' });
  await switchLocale('es');
  // The first load of a language leaves the detail page's texts out.
  expect(i18n.hasResourceBundle('es', 'detail')).toBe(false);
  await loadLaterNamespaces(['detail']);
  expect(t('page.loadFailed')).toBe('No se pudo cargar el evento');
  await switchLocale('pt-BR');
  expect(t('page.loadFailed')).toBe('Não foi possível carregar o evento');
});
