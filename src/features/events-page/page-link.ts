import { useLatestCallback } from '../../lib/use-latest-callback';
import {
  attributeKeyOf,
  isValueFilterParam,
  layoutParam,
  type ColumnLayout,
  type ViewMode,
} from '../event-url';
import { currentMasking, type Masking } from '../presenter';

/**
 * Whether a value filter's parameter holds a value presenter mode hides (a street address, an attribute's
 * value under a key not listed as safe): such a filter stays out of a link copied in presenter mode.
 */
function hidesValue(name: string, masking: Masking): boolean {
  if (!isValueFilterParam(name)) return false;
  const column = name.slice(3);
  if (column === 'location') return true;
  const key = attributeKeyOf(column);
  return key !== null && !masking.safeAttributes.has(key);
}

/**
 * The link to this view that "Copy link" gives: the page's address and parameters, with the columns and
 * view mode in force written in, so whoever opens it sees the same columns in the same mode. In presenter
 * mode, without the value filters on values it hides.
 */
export function pageLinkOf(
  page: { origin: string; pathname: string },
  params: URLSearchParams,
  layout: ColumnLayout,
  mode: ViewMode,
): string {
  const next = new URLSearchParams(params);
  const masking = currentMasking();
  if (masking) for (const name of [...next.keys()]) if (hidesValue(name, masking)) next.delete(name);
  next.set('cols', layoutParam(layout));
  next.set('mode', mode);
  return `${page.origin}${page.pathname}?${next.toString()}`;
}

/** `pageLinkOf` the current page, made when asked (on "Copy link"), so it is never stale. */
export function usePageLink(params: URLSearchParams, layout: ColumnLayout, mode: ViewMode): () => string {
  // One identity whatever the URL: "Copy link" then renders again only with its own changes.
  return useLatestCallback(() => pageLinkOf(window.location, params, layout, mode));
}
