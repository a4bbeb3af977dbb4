import { paths } from '../../../config/paths';

/**
 * The detail page of one event: its time (so the page knows which API date to ask), the zone choice of the
 * page it is opened from, and which entity's events are listed around it.
 */
export function detailHref(
  regionId: string,
  event: { type: string; idText: string; timeAt: number },
  { tz, around }: { tz: string; around: string },
): string {
  const query = new URLSearchParams({ at: String(event.timeAt), tz, around });
  return `${paths.eventDetail(regionId, event.type, event.idText)}?${query.toString()}`;
}
