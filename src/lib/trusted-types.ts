/**
 * The page's Trusted Types default policy, created before any other module runs. The deployment's policy
 * (scripts/security-headers.ts) has `require-trusted-types-for 'script'`: every DOM sink that takes script
 * (innerHTML and the like, `eval`, script and worker URLs) refuses a plain string. The app writes no HTML
 * and runs no text as code, so this policy converts only a script URL of the app's own origin (its parser
 * worker, MapLibre's worker, a `blob:` URL the page made), as `script-src 'self'` and `worker-src 'self'
 * blob:` would load, and HTML for DOMParser alone (below); any other string at a sink is refused.
 */

interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: {
      createScriptURL?: (url: string) => string;
      createHTML?: (html: string, type: string, sink: string) => string;
    },
  ): unknown;
}

/**
 * The one HTML sink let through: DOMParser, which builds an inert document (nothing in it runs). MapLibre's
 * attribution control parses the style's attribution with it, then keeps only an allow-list of elements
 * and attributes; every other HTML sink (innerHTML, insertAdjacentHTML, document.write, ...) is refused.
 */
export const inertHtmlSinks = new Set(['DOMParser parseFromString']);

/** Whether a script URL is the app's own: same origin, or a `blob:` URL made by this origin. */
export function isOwnScriptUrl(url: string, origin: string): boolean {
  if (!URL.canParse(url, origin)) return false;
  const parsed = new URL(url, origin);
  if (parsed.protocol === 'blob:')
    return URL.canParse(parsed.pathname) && new URL(parsed.pathname).origin === origin;
  return parsed.origin === origin;
}

export function installTrustedTypesPolicy(): void {
  // Outlives sign-out: a browser-wide rule of the page, holding nothing of a session.
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return;
  const origin = globalThis.location.origin;
  factory.createPolicy('default', {
    createScriptURL: (url) => {
      if (isOwnScriptUrl(url, origin)) return url;
      throw new TypeError(`Refused a script URL that is not the app's own: ${url}`);
    },
    createHTML: (html, _type, sink) => {
      if (inertHtmlSinks.has(sink)) return html;
      throw new TypeError(`Refused HTML for ${sink}: the app writes none`);
    },
  });
}
