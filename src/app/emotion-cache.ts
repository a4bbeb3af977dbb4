import createCache from '@emotion/cache';
import { DECLARATION, MEDIA, prefixer, RULESET, type Element, type Middleware } from 'stylis';

const printAdjust: ReadonlySet<string> = new Set([
  'color-adjust',
  'print-color-adjust',
  '-webkit-print-color-adjust',
]);

const onlyPrintAdjust = (element: Element): boolean =>
  Array.isArray(element.children) &&
  element.children.every((child) =>
    child.type === RULESET
      ? onlyPrintAdjust(child)
      : child.type === DECLARATION && typeof child.props === 'string' && printAdjust.has(child.props),
  );

/**
 * Leaves out a style's `@media print { … { color-adjust: exact } }`: every new variant of an MUI button
 * (a chip turned on, a menu's first item, a new filter chip) has one, and Chromium restyles the whole
 * document when a sheet gains a media rule: about 2,200 elements and 10 to 30 ms inside the click that
 * first shows the variant. `main.css` says the same once for every `.MuiButtonBase-root`.
 */
export const withoutPrintColorAdjust: Middleware = (element) => {
  if (element.type !== MEDIA || element.value.replace(/\s+/g, ' ').trim() !== '@media print') return;
  if (!onlyPrintAdjust(element)) return;
  // Nothing to write, and no value: emotion's development build inserts `@media print{}` for a rule
  // that has a value and writes nothing.
  element.children = [];
  element.value = '';
};

/** Emotion's cache as its default one (same key, vendor prefixes), less the rule above. */
export const emotionCache = createCache({ key: 'css', stylisPlugins: [prefixer, withoutPrintColorAdjust] });
