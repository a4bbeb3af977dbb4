import { CssBaseline, ThemeProvider } from '@mui/material';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('the theme', () => {
  // Chromium reuses no computed style for an element that inherits box-sizing explicitly: MUI's baseline
  // did that for every element, and a fast scroll of the table paid three times the style work for it.
  // (jsdom's cascade cannot tell which of two equal rules wins, so the rules themselves are read.)
  it('ends the baseline with border-box for every element, not box-sizing: inherit', () => {
    render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
      </ThemeProvider>,
    );
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const everyElement = [...css.matchAll(/\*,\*::before,\*::after\{([^}]*)\}/g)].map((m) => m[1]);
    expect(everyElement.at(-1)).toBe('box-sizing:border-box;');
  });
});
