import { paths } from '../../config/paths';
import type { EventFilters } from './event-filters';
import { serializeFilters } from './url-filters';
import { selectionParam, type EventKey, type ViewMode } from './url-layout';
import { keptBy, type QueryPage } from './url-params';
import { withPeriod, type PeriodChoice } from './url-compare';
import { withReplay, type ReplayTarget } from './url-replay';
import { writeValueFilters, type ValueFilter } from './value-filters';

/** What a link into the events or health page asks for beyond its filters. */
export interface PageLink {
  filters: EventFilters;
  /** The event selected when the page opens. */
  selection?: EventKey;
  /** A replay, paused at `at` (a time in ms) or at its start. */
  replay?: { target: ReplayTarget; at?: number };
  mode?: ViewMode;
  /** Include or exclude filters on values (`in.<column>`, `ex.<column>`). */
  valueFilters?: readonly ValueFilter[];
  /** Another period overlaid (`vs`). */
  vs?: PeriodChoice;
}

const pagePath = (page: QueryPage, regionId: string) =>
  page === 'events' ? paths.events(regionId) : paths.health(regionId);

/**
 * The one way to link into the events or health page from elsewhere: the filters (zone choice among
 * them) as the filters stage writes them, then the selection, replay, mode, value filters and period by
 * their owners' rules.
 */
export function pageHref(page: QueryPage, regionId: string, link: PageLink): string {
  let params = serializeFilters(link.filters);
  if (link.valueFilters) params = writeValueFilters(params, link.valueFilters);
  if (link.vs) params = withPeriod(params, link.vs);
  if (link.replay) params = withReplay(params, link.replay.target, link.replay.at);
  if (link.selection) params.set('sel', selectionParam(link.selection));
  if (link.mode) params.set('mode', link.mode);
  return `${pagePath(page, regionId)}?${params.toString()}`;
}

/**
 * A link from one of the two pages to the other (or to itself): the address as it is, less what the
 * target page does not keep (the health settings, on the way to the events page).
 */
export function carriedHref(page: QueryPage, regionId: string, params: URLSearchParams): string {
  const search = keptBy(page, params).toString();
  return `${pagePath(page, regionId)}${search ? `?${search}` : ''}`;
}
