import { CacheProvider } from '@emotion/react';
import { Button, Chip } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import { describe, expect, it } from 'vitest';
import { emotionCache, withoutPrintColorAdjust } from './emotion-cache';

const css = (styles: string) =>
  serialize(compile(styles), middleware([prefixer, withoutPrintColorAdjust, stringify]));

describe('withoutPrintColorAdjust', () => {
  it("drops a button variant's print rule that only keeps its colours exact", () => {
    expect(css('.css-a{color:red;@media print{color-adjust:exact;}}')).toBe('.css-a{color:red;}');
    expect(css('.css-a{@media print{print-color-adjust:exact;}}')).toBe('');
  });

  it('keeps any other print or media rule whole', () => {
    const adjust = '-webkit-print-color-adjust:exact;color-adjust:exact;';
    expect(css('.css-a{@media print{color-adjust:exact;display:none;}}')).toBe(
      `@media print{.css-a{${adjust}display:none;}}`,
    );
    expect(css('.css-a{@media (min-width:600px){color-adjust:exact;}}')).toBe(
      `@media (min-width:600px){.css-a{${adjust}}}`,
    );
  });

  it("is the app's cache: MUI's buttons render styled, with no print rule of their own", () => {
    render(
      <CacheProvider value={emotionCache}>
        <Button variant="contained">Refresh</Button>
        <Chip label="driver 2" color="primary" onClick={() => undefined} />
      </CacheProvider>,
    );
    // The cache's own style elements; other test files leave theirs (a dialog's own print rule, kept).
    const css = emotionCache.sheet.tags.map((tag) => tag.textContent).join('\n');
    for (const name of ['Refresh', 'driver 2']) {
      const classes = [...screen.getByRole('button', { name }).classList].filter((c) => c.startsWith('css-'));
      expect(classes, name).not.toHaveLength(0);
      for (const c of classes) {
        expect(css).toContain(`.${c}{`);
        expect(css).not.toContain(`@media print{.${c}`);
      }
    }
  });
});
