/** The media features MUI's breakpoints ask about, answered for a viewport `width` px wide. */
function matches(query: string, width: number): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

/**
 * Gives the test a viewport `width` px wide as media queries see it (jsdom has no matchMedia at all, so
 * without this every component lays out as on a desktop). Undone after each test by setup.ts.
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

/**
 * The desktop layout again: jsdom's window has no matchMedia of its own. Called after every test by
 * setup.ts, not by a hook of this module: the unit project's files share one module graph, so a hook
 * registered when this module was first imported would run for that file alone, and a later file's
 * phone-sized viewport would stay for the files after it.
 */
export function resetViewportWidth(): void {
  Reflect.deleteProperty(window, 'matchMedia');
}
