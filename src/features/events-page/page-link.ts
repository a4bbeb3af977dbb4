import { useCallback } from 'react';
import { layoutParam, type ColumnLayout, type ViewMode } from '../event-url';

/**
 * The link to this view that "Copy link" gives: the page's address and parameters, with the columns and
 * view mode in force written in, so whoever opens it sees the same columns in the same mode.
 */
export function pageLinkOf(
  page: { origin: string; pathname: string },
  params: URLSearchParams,
  layout: ColumnLayout,
  mode: ViewMode,
): string {
  const next = new URLSearchParams(params);
  next.set('cols', layoutParam(layout));
  next.set('mode', mode);
  return `${page.origin}${page.pathname}?${next.toString()}`;
}

/** `pageLinkOf` the current page, made when asked (on "Copy link"), so it is never stale. */
export function usePageLink(params: URLSearchParams, layout: ColumnLayout, mode: ViewMode): () => string {
  return useCallback(() => pageLinkOf(window.location, params, layout, mode), [params, layout, mode]);
}
