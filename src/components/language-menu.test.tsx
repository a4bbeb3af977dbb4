import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { readStoredLocale } from '../i18n/stored-locale';
import { LanguageMenu } from './language-menu';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the language menu', () => {
  it('lists each language in its own words and switches to the one chosen, remembering it', async () => {
    render(<LanguageMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'en, language: English' }));
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Español' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'es, idioma: Español' })).toBeVisible());
    expect(document.documentElement.lang).toBe('es');
    expect(readStoredLocale()).toBe('es');
  });

  // WCAG 2.5.3 (label in name): who says "click en" to a speech-input program reaches the button.
  it('is named starting with the language code it shows', () => {
    render(<LanguageMenu />);
    const button = screen.getByRole('button', { name: /language/i });
    expect(button).toHaveTextContent(/^en$/);
    expect(button).toHaveAccessibleName(/^en, /);
  });
});
