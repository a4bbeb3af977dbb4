import { afterEach } from 'vitest';

/** The media features MUI's breakpoints ask about, answered for a viewport `width` px wide. */
function matches(query: string, width: number): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

/**
 * Gives the test a viewport `width` px wide as media queries see it (jsdom has no matchMedia at all, so
 * without this every component lays out as on a desktop). Undone after the test.
 */
export function setViewportWidth(width: number): void {
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query, width),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

afterEach(() => {
  // jsdom's window has no matchMedia of its own: the desktop layout again.
  Reflect.deleteProperty(window, 'matchMedia');
});
