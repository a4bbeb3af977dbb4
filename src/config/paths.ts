/** Every app URL starts with its region, so a link always says which region it means. */
export const paths = {
  /** The region's home: today at a glance; where sign-in lands when no page was asked for. */
  home: (region: string) => `/${region}`,
  events: (region: string) => `/${region}/events`,
  eventDetail: (region: string, type: string, id: number | string) =>
    `/${region}/events/${encodeURIComponent(type)}/${encodeURIComponent(String(id))}`,
  lookup: (region: string) => `/${region}/lookup`,
  health: (region: string) => `/${region}/health`,
  signIn: (region: string, returnTo?: string) =>
    `/${region}/sign-in${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`,
  authCallback: (region: string) => `/${region}/auth/callback`,
} as const;

/** What a link to one event's detail page carries. */
export interface EventLink {
  regionId: string;
  type: string;
  /** The id's exact digits. */
  id: string;
  /** The event's time: the detail page asks the API for the date it falls on. */
  timeAt: number;
  /** The zone choice of the page the link is on ("user" is the default and left out). */
  tz?: string;
  /** Whose events the detail page lists around this one (vehicle, device, trip): a detail page's own links. */
  around?: string;
}

/**
 * The one way to link to an event: region, type and id in the path, the event's time (`at`) and the
 * zone it is being looked at in (`tz`) in the query, so a table viewed in UTC opens its detail in UTC.
 * A link from one detail page to another also carries whose events it lists around (`around`), and
 * then its zone choice even when it is the default, as those links always have.
 */
export function eventDetailHref({ regionId, type, id, timeAt, tz, around }: EventLink): string {
  const query = new URLSearchParams({ at: String(timeAt) });
  if (tz && (tz !== 'user' || around !== undefined)) query.set('tz', tz);
  if (around !== undefined) query.set('around', around);
  return `${paths.eventDetail(regionId, type, id)}?${query.toString()}`;
}

/**
 * The same page in another region: swaps the first path segment and keeps the rest and the query,
 * so a presenter switching AU -> NZ keeps their filters.
 */
export function switchRegionPath(pathname: string, search: string, toRegion: string): string {
  const segments = pathname.split('/').filter(Boolean);
  // The home stays home, so a presenter can tour the regions from it.
  if (segments.length === 1) return paths.home(toRegion);
  const page = segments[1];
  // Lists carry over with their filters; a detail page names one event of one region, and sign-in or a
  // callback belongs to the region being left, so those fall back to the events list.
  const portable = page === 'events' || page === 'lookup' || page === 'health';
  const onListPage = portable && segments.length === 2;
  return onListPage ? `/${toRegion}/${page}${search}` : paths.events(toRegion);
}
